/**
 * The documents feature's public entry: the editor, the grid, the lists with their folders, the
 * relations and the kinds' web modules sit behind it. Other features and the router use only these.
 */
export {
  canCreate,
  documentEditPath,
  documentListPath,
  documentNewPath,
  documentRouteSpecs,
  documentTypeOfPath,
  hasEditor,
  UNIX_INVOICE_SUMMARIES_PATH,
} from './document-paths';
export { kindModules } from './kinds';
export { DocumentSum } from './lists/DocumentSum';
export { StatusBadge } from './lists/document-columns';
export { OVERDUE_QUERY, readStateLabels, unixTypeLabels } from './lists/document-list-params';
export { ALL_INVOICES_PATH } from './lists/InvoiceListParts';
export { AddOwnArticlesDialog } from './relations/AddOwnArticlesDialog';
export { CreateFromMenu } from './relations/CreateFromMenu';

/** The pages, loaded on first visit so the first paint stays small. */
export const documentPages = {
  list: () => import('./lists/DocumentListPage'),
  allInvoices: () => import('./lists/AllInvoicesPage'),
  editor: () => import('./editor/DocumentEditorPage'),
};
