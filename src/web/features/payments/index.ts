/** Payments on an invoice (issue #16): the editor's payments section. */
export { PaymentsSection } from './PaymentsSection';
