/** Catalogue search's public entry: the search calls and the search plan document lines reuse. */
export { hitQuery, planSearch, suggestRows } from './catalogueSearch.repository';
export { catalogueSearchRoutes } from './catalogueSearch.routes';
export { catalogueSearch, catalogueSuggest } from './catalogueSearch.usecases';
