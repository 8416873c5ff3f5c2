/** The provider's documents read-only: a follow-up or invoice, and the invoices' monthly summaries. */
export const unixDocumentPages = {
  view: () => import('./UnixDocumentViewPage'),
  invoiceSummaries: () => import('./UnixInvoiceSummariesPage'),
};
