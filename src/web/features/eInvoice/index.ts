/** E-invoices (issue #20, decision 0050): the document editor's e-invoice card. */
export { EInvoiceSection } from './EInvoiceSection';
