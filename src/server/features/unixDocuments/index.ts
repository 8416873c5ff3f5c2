/** The provider's follow-ups and invoices: their views, and how they arrive from the provider. */
export { providerOrderIdsInStatus } from './unixDocuments.repository';
export { unixDocumentsRoutes } from './unixDocuments.routes';
export { receiveFollowUp, receiveProviderInvoice } from './unixDocuments.usecases';
