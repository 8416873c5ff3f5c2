/** The provider's published documents and the start page's cabinet (issue #22, decision 0056). */
export { storeProviderFile } from './providerDocuments.repository';
export { providerDocumentsRoutes } from './providerDocuments.routes';
export { seedDemoProviderDocuments } from './providerDocuments.seed';
export {
  type CabinetItemKind,
  cabinetItems,
  contentSections,
  providerDocuments,
  providerFiles,
} from './providerDocuments.table';
export { providerFileBody } from './providerDocuments.usecases';
