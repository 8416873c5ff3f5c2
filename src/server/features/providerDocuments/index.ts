/** The provider's published documents and the start page's cabinet (issue #22, decision 0056). */
export { providerDocumentsRoutes } from './providerDocuments.routes';
export { seedDemoProviderDocuments } from './providerDocuments.seed';
export { cabinetItems, providerDocuments, providerFiles } from './providerDocuments.table';
