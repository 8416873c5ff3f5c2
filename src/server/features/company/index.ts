/** Company settings' public entry: settings, pictures and the document number allocator. */
export { allocateDocumentNumber } from './company.repository';
export { companyRoutes } from './company.routes';
export { companyImages, companySettings } from './company.table';
export { applyCompanySettings } from './company.usecases';
