/** The catalogue import's public entry: the import itself and its job. */
export { catalogueImportJobs } from './catalogueImport.jobs';
export { importCatalogueFile } from './catalogueImport.usecases';
