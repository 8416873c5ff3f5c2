/** The own-comments register. */
export { OwnCommentsPage } from './OwnCommentsPage';
