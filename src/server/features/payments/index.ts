/** Payments on the firm's invoices (issue #16, decisions 0031, 0033). */
export {
  addPayment,
  addPayments,
  lockDocuments,
  type NewPayment,
  refreshPaymentBalance,
  refreshPaymentBalances,
  type StoredBalance,
} from './balance/balance.repository';
export { payCashInvoiceOnCompletion } from './cash/cash.usecases';
export { findPayableDocument, type PayableDocument } from './payments.repository';
export { paymentsRoutes } from './payments.routes';
export { payments } from './payments.table';
