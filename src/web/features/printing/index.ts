/** The print system in the browser (issue #15): print buttons of the editor and the list selection. */
export { PrintDocumentButton, PrintSelectionActions } from './PrintButtons';
export { ProviderInvoicePdf, ProviderInvoiceSummaryPdf } from './ProviderInvoicePdf';
