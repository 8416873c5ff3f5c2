/** Payments on invoices (issue #16): the editor's payments section, the bulk payment, the export list. */
export { BANK_FILES_PATH, invoicePath, PAYMENTS_LIST_PATH, PaymentPagesTabs } from './export-lists';
export { MultiPaymentButton } from './MultiPaymentButton';
export { PaymentsSection } from './PaymentsSection';

/** The export list page, loaded on first visit. */
export const paymentPages = {
  list: () => import('./PaymentsListPage'),
};
