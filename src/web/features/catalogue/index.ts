/** The catalogue's public entry: the search bar and menus of the shell, product formats and pictures. */
export { formatQuantity, productCount, unitAbbreviation } from './catalogue-format';
export { ProductImage } from './listing/ProductImage';
export { StockIndicator } from './listing/StockIndicator';
export { CatalogueMegaMenu } from './menu/CatalogueMegaMenu';
export { CatalogueNavTree } from './menu/CatalogueNavTree';
export { categoryIcon } from './menu/category-icons';
export { useCatalogueMenu } from './menu/use-catalogue-menu';
export {
  type BasketControlProps,
  type FavouriteControlProps,
  type ProductActions,
  ProductActionsProvider,
} from './product-actions';
export { SearchBar } from './search/SearchBar';

/** The pages, loaded on first visit. */
export const cataloguePages = {
  item: () => import('./CatalogueItemPage'),
  search: () => import('./search/SearchPage'),
  special: () => import('./SpecialPage'),
};
