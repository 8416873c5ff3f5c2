import { defineErrors } from '../../platform/http/errors';

export const paymentReminderErrors = defineErrors({
  // The rules' refusals (reminders.ts) at their field: not owed, not overdue, a fee above 60 kr.
  REMINDER_INVALID: { status: 400, text: (message: string) => message },
  // The interest asked for needs a reference rate the provider has not entered yet.
  INTEREST_RATE_MISSING: { status: 400, text: (message: string) => message },
  // Once on paper or in a mailbox the customer has it: it stays on record (decision 0034).
  REMINDER_SENT: {
    status: 409,
    text: 'Påminnelsen är redan utskriven eller skickad och kan inte tas bort',
  },
});
