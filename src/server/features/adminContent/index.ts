/** The provider administration's publishing of what the firms read (issue #23, decision 0060). */
export { adminContentRoutes } from './adminContent.routes';
