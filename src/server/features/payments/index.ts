/** Payments on the firm's invoices (issue #16). */
export { paymentsRoutes } from './payments.routes';
