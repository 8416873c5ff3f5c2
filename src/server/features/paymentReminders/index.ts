/** Payment reminders on overdue invoices (issue #16, decision 0034). */
export { paymentRemindersRoutes } from './paymentReminders.routes';
export { paymentReminders } from './paymentReminders.table';
