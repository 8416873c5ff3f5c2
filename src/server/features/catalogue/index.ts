/** The catalogue's public entry: its tables, cards and viewer, and the search index and hits that
 * catalogue search and the document lines build on. */
export { listingKey, resultCache, resultCacheStats } from './catalogue.cache';
export { codeAt, codeMatches } from './catalogue.codes';
export { asFacetSet, refreshCatalogue } from './catalogue.counters';
export {
  categoryCounts,
  findHits,
  type HitQuery,
  pageIds,
  RELEVANCE,
  setGroups,
  suggestHits,
} from './catalogue.hits';
export { type CatalogueIndex, catalogueIndex, type IndexPart, indexBytes } from './catalogue.index';
export {
  categoryRef,
  freeItemCard,
  productCard,
  resolveViewer,
  sortOf,
  type Viewer,
  viewerOf,
} from './catalogue.mapper';
export {
  catalogueStructure,
  categoriesByIds,
  categoriesMatching,
  clearCatalogue,
  type FavouriteOwner,
  favouriteProductIds,
  forgetCatalogueStructure,
  freeItemRows,
  type ProductRow,
  productRows,
  type ResolvedSelection,
  resolveSelections,
} from './catalogue.repository';
export { catalogueRoutes } from './catalogue.routes';
export { shownRow } from './catalogue.shown';
export {
  catalogueCategories,
  catalogueDiscountGroups,
  catalogueFacetProperties,
  catalogueFacetValues,
  catalogueFavourites,
  catalogueFirmDiscounts,
  catalogueFreeItems,
  catalogueProductDetails,
  catalogueProductSearch,
  catalogueProducts,
  catalogueStock,
} from './catalogue.table';
export { catalogueLevel, facetListing, loadCards } from './catalogue.usecases';
