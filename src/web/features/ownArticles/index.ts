/** The own-articles register, and the tabs it shares with own comments. */
export { OwnArticlesPage } from './OwnArticlesPage';
export { StandardNav } from './StandardNav';
