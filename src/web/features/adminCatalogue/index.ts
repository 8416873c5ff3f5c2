/** Price files, rabattbrev and their imports: a tab of the administration (decision 0062). */
export { CatalogueImportPage } from './CatalogueImportPage';
