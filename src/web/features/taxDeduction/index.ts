/** ROT (issue #17): the editor's ROT part and the invoice's ROT case. */
export { InvoiceRotCase } from './InvoiceRotCase';
export { RotFilesLink } from './RotFilesLink';
export { RotListActions } from './RotListActions';
export { RotListFilters } from './RotListFilters';
// The invoice list's ROT filters and selection actions, and the ROT files page (H7).
export { ROT_FILES_PATH } from './rot-files-paths';
export { TaxDeductionSection } from './TaxDeductionSection';

/** The ROT files page, loaded on first visit. */
export const rotFilesPages = {
  list: () => import('./RotFilesPage'),
};
