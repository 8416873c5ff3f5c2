/** The print system in the browser (issue #15): print buttons of the editor and the list selection. */
export { PrintDocumentButton, PrintSelectionActions } from './PrintButtons';
export { ProviderInvoicePdf, ProviderInvoiceSummaryPdf } from './ProviderInvoicePdf';
// Other features' PDFs (payment reminders) open the same way as a document's print.
export { downloadFile, openPrintTab, showPdf } from './print-flow';
