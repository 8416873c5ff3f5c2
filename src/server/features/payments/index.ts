/** Payments on the firm's invoices (issue #16, decision 0031). */
export { paymentsRoutes } from './payments.routes';
export { payments } from './payments.table';
