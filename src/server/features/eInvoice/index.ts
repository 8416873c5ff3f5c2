/** E-invoices (issue #20, decision 0050): PEPPOL BIS Billing 3.0, preview, approval, sending; its stub. */
export { eInvoiceRoutes } from './eInvoice.routes';
export { AccessPointStubState, accessPointStubRoutes } from './stub/stub.routes';
