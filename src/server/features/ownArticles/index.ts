/** Own articles' public entry. */
export { ownArticleCounters } from './ownArticles.counters';
export {
  containsPattern,
  findPreselectedOwnArticleUid,
  insertOwnArticle,
  type OwnArticleRow,
  setPreselected,
} from './ownArticles.repository';
export { ownArticlesRoutes } from './ownArticles.routes';
export { ownArticles } from './ownArticles.table';
