/** Company settings' public entry: settings, pictures and the document number allocator. */
export { allocateDocumentNumber } from './company.repository';
export { companyRoutes } from './company.routes';
export { companyImages, companySettings } from './company.table';
// The accounting export reads the firm's name, organisation number and financial years (issue #18).
export {
  applyCompanySettings,
  companyFiscalPeriods,
  type DirectoryListing,
  getCompanySettings,
} from './company.usecases';
