/** Price files, rabattbrev and their imports in the provider's administration (decision 0062). */
export { adminCatalogueRoutes } from './adminCatalogue.routes';
