import type { InvoiceReminders, PaymentReminder } from '@shared/api/paymentReminders.api';
import type { ReferenceRate } from '@shared/domain/payments/interest';
import { interestOnPayments } from '@shared/domain/payments/interest';
import type { PaymentState } from '@shared/domain/payments/payment-status';
import type { RemindedInvoice, ReminderRow } from './paymentReminders.repository';

export function toReminder(row: ReminderRow): PaymentReminder {
  return {
    reminderUid: row.id,
    reminderDate: row.reminderDate,
    reminderFee: row.feeOre,
    interestSum: row.interestOre,
    note: row.note,
    printedDate: row.printedAt?.toISOString() ?? null,
    emailedDate: row.emailedAt?.toISOString() ?? null,
    employee: row.employeeId ? { uid: row.employeeId, caption: row.employeeName ?? '' } : null,
    createdDate: row.createdAt.toISOString(),
    deletable: row.printedAt === null && row.emailedAt === null,
  };
}

export type InterestSoFar =
  | { ok: true; interestOre: number; rateBp: number | null }
  | { ok: false; message: string };

/**
 * Interest so far (räntelagen, decision 0030) from the day after the due date to the reminder date, on
 * what was unpaid between the payments made by then. A credit lowers the debt from the start: the
 * customer never owed the credited part.
 */
export function interestSoFar(input: {
  invoice: RemindedInvoice;
  creditedOre: number;
  payments: readonly { date: string; amountOre: number }[];
  reminderDate: string;
  rates: readonly ReferenceRate[];
  marginBp: number;
}): InterestSoFar {
  const { invoice } = input;
  if (invoice.dueDate === null || input.reminderDate <= invoice.dueDate) {
    return { ok: true, interestOre: 0, rateBp: null };
  }
  const result = interestOnPayments({
    invoiceOre: Math.max(0, invoice.totalPayableOre - input.creditedOre),
    dueDate: invoice.dueDate,
    // A payment after the reminder date was not known on it.
    payments: input.payments.filter((p) => p.date <= input.reminderDate),
    untilDate: input.reminderDate,
    rates: input.rates,
    marginBp: input.marginBp,
  });
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, interestOre: result.interestOre, rateBp: result.periods.at(-1)?.rateBp ?? null };
}

export function toInvoiceReminders(input: {
  invoice: RemindedInvoice;
  state: PaymentState;
  creditedOre: number;
  refusal: string | null;
  defaults: InvoiceReminders['defaults'];
  reminders: readonly ReminderRow[];
}): InvoiceReminders {
  const { invoice, state } = input;
  return {
    docUid: invoice.id,
    docType: invoice.docType,
    invoiceNumber: invoice.number,
    docDate: invoice.docDate,
    dueDate: invoice.dueDate,
    invoiceSum: invoice.totalPayableOre,
    paidOre: state.paidOre,
    creditedSum: input.creditedOre,
    remainingOre: state.remainingOre,
    status: state.status,
    refusal: input.refusal,
    defaults: input.defaults,
    reminders: input.reminders.map(toReminder),
  };
}
