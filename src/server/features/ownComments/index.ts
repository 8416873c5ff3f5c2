/** Own comments' public entry. */
export { ownCommentCounters } from './ownComments.counters';
export { insertOwnComment } from './ownComments.repository';
export { ownCommentsRoutes } from './ownComments.routes';
export { ownComments } from './ownComments.table';
