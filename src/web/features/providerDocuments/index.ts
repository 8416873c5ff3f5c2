/** The provider's documents and the start page's cabinet (issue #22, decision 0056). */
export { CabinetBanners, CabinetFlipbooks } from './Cabinet';
export { ProviderTermsLinks } from './ProviderTermsLinks';

export const INSTRUCTION_DOCUMENTS_PATH = '/instruction_documents';

export const providerDocumentPages = {
  instructions: () => import('./InstructionDocumentsPage'),
};
