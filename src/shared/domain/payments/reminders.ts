/**
 * Payment reminders (betalningspåminnelse, issue #16, decision 0034): which invoice may be reminded, the
 * fee the law allows and what the reminder asks the customer to pay.
 *
 * Decisions:
 * - Only an owed document is reminded: a kind that takes payments (`kindTakesPayments`), completed, not
 *   PAID, and overdue on the reminder date (its due date is before the reminder date). A reminder on the
 *   due date itself is refused: the customer still has the whole day to pay.
 * - The fee asked for is refused above 60 kr (inkassokostnadslagen) rather than lowered: the person typed
 *   it and is told at the field. The firm's stored default is lowered to 60 kr (`reminderFeeOre`) because
 *   nobody is typing it at that moment.
 * - The reminder asks for payment within `REMINDER_PAY_DAYS` days of its date: a payer needs a date in the
 *   future, and the invoice's own due date has passed.
 */
import type { DocumentType } from '../documents/document-kinds';
import { formatKr } from '../format';
import { dayNumber, REMINDER_FEE_MAX_ORE } from './interest';
import { kindTakesPayments } from './payable-kinds';
import type { PaymentStatus } from './payment-status';

/** Days the customer gets to pay a reminder. */
export const REMINDER_PAY_DAYS = 10;

export const reminderMessages = {
  notPayable: 'Påminnelser skickas bara för fakturor som ska betalas',
  draft: 'Påminnelser skickas när fakturan är slutförd',
  paid: 'Fakturan är betald och behöver ingen påminnelse',
  noDueDate: 'Fakturan har inget förfallodatum',
  invalidDate: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)',
  notOverdue: (dueDate: string) =>
    `Fakturan förfaller ${dueDate}: påminnelsedatumet måste vara efter förfallodagen`,
  feeNotOre: 'Avgiften måste anges i hela ören',
  feeNegative: 'Påminnelseavgiften kan inte vara negativ',
  feeTooHigh: `Påminnelseavgiften får vara högst ${formatKr(REMINDER_FEE_MAX_ORE)} (inkassokostnadslagen)`,
} as const;

export interface ReminderIssue {
  field: 'docUid' | 'reminderDate' | 'reminderFee';
  message: string;
}

/** Why this invoice cannot be reminded on that date, or null when it can. */
export function reminderRefusal(input: {
  docType: DocumentType;
  completed: boolean;
  status: PaymentStatus | null;
  dueDate: string | null;
  reminderDate: string;
}): ReminderIssue | null {
  if (!kindTakesPayments(input.docType)) return { field: 'docUid', message: reminderMessages.notPayable };
  if (!input.completed) return { field: 'docUid', message: reminderMessages.draft };
  if (input.status === 'PAID') return { field: 'docUid', message: reminderMessages.paid };
  if (dayNumber(input.reminderDate) === null) {
    return { field: 'reminderDate', message: reminderMessages.invalidDate };
  }
  if (input.dueDate === null) return { field: 'docUid', message: reminderMessages.noDueDate };
  if (input.reminderDate <= input.dueDate) {
    return { field: 'reminderDate', message: reminderMessages.notOverdue(input.dueDate) };
  }
  return null;
}

/** The fee a person typed: whole öre, 0 to 60 kr; anything else is refused at the field. */
export function reminderFeeRefusal(feeOre: number): ReminderIssue | null {
  if (!Number.isSafeInteger(feeOre)) return { field: 'reminderFee', message: reminderMessages.feeNotOre };
  if (feeOre < 0) return { field: 'reminderFee', message: reminderMessages.feeNegative };
  if (feeOre > REMINDER_FEE_MAX_ORE) return { field: 'reminderFee', message: reminderMessages.feeTooHigh };
  return null;
}

/** The day the reminder asks to be paid by: its date plus `REMINDER_PAY_DAYS`. */
export function reminderPayBy(reminderDate: string): string {
  const day = dayNumber(reminderDate);
  if (day === null) throw new RangeError(`Invalid date '${reminderDate}'`);
  return new Date((day + REMINDER_PAY_DAYS) * 86_400_000).toISOString().slice(0, 10);
}

/** What the reminder asks for: the remaining sum, the fee and the interest so far. */
export function reminderTotal(input: { remainingOre: number; feeOre: number; interestOre: number }): number {
  return input.remainingOre + input.feeOre + input.interestOre;
}
