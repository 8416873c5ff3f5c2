/** Payment reminders (issue #16, decision 0034): the list page and the invoice editor's card. */
export { PaymentRemindersPage } from './PaymentRemindersPage';
export { RemindersSection } from './RemindersSection';
