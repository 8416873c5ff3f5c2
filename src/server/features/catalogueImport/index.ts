/** The catalogue import's public entry: the import itself and its job. */
export { catalogueImportJobs, enqueueCatalogueImport } from './catalogueImport.jobs';
export { replaceFirmDiscounts } from './catalogueImport.repository';
export { catalogueImports } from './catalogueImport.table';
export { importCatalogueFile } from './catalogueImport.usecases';
