/**
 * An invoice's payment status from its payments and credits, and the rules for registering a payment.
 *
 * Decisions:
 * - A credit invoice settles the original (issue #16): what is owed is the invoice total less the credited
 *   amount. Credit invoices are stored with negative sums, so the credited amount's sign is ignored — a
 *   credit can only lower the debt. Crediting more than the total leaves nothing owed, never a negative debt.
 * - Remaining 0 ⇒ PAID (a fully credited invoice is settled, so PAID too); remaining equal to the total
 *   ⇒ UNPAID; anything between ⇒ PARTIALLY_PAID (a partial credit without payments included, as the
 *   customer no longer owes the full invoice).
 * - A payment above the remaining sum is allowed with a WARNING, not refused: the customer did pay it (a
 *   BgMax deposit or a rounded-up transfer), the bookkeeping must show it, and the excess is listed as
 *   overpaid for a person to refund or settle. The status then is PAID with overpaidOre > 0.
 * - Reverting a payment removes it; the state is a function of the set of payments, so order never matters.
 */
import { formatKr } from '../format';
import { dayNumber } from './interest';

export type PaymentStatus = 'UNPAID' | 'PARTIALLY_PAID' | 'PAID';

export interface PaymentState {
  status: PaymentStatus;
  /** The sum of the registered payments. */
  paidOre: number;
  /** What the customer still owes, never negative. */
  remainingOre: number;
  /** Paid beyond what was owed, never negative. */
  overpaidOre: number;
}

export function paymentState(input: {
  totalOre: number;
  payments: readonly { amountOre: number }[];
  /** The credit invoices' sum against this invoice, as stored (negative) or as a positive amount. */
  creditedOre: number;
}): PaymentState {
  const owedOre = Math.max(0, input.totalOre - Math.abs(input.creditedOre));
  const paidOre = input.payments.reduce((sum, p) => sum + p.amountOre, 0);
  const remainingOre = Math.max(0, owedOre - paidOre);
  const overpaidOre = Math.max(0, paidOre - owedOre);
  return { status: statusOf(remainingOre, input.totalOre), paidOre, remainingOre, overpaidOre };
}

function statusOf(remainingOre: number, totalOre: number): PaymentStatus {
  if (remainingOre === 0) return 'PAID';
  return remainingOre === totalOre ? 'UNPAID' : 'PARTIALLY_PAID';
}

export const paymentMessages = {
  amountNotPositive: 'Beloppet måste vara större än 0',
  amountNotOre: 'Beloppet måste anges i hela ören',
  invalidDate: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)',
  beforeInvoiceDate: 'Betalningsdatumet kan inte vara före fakturadatumet',
  overpaid: (excessOre: number) =>
    `Betalningen är ${formatKr(excessOre)} större än återstående belopp och registreras som överbetalning`,
} as const;

export interface PaymentIssue {
  level: 'ERROR' | 'WARNING';
  field: 'amountOre' | 'date';
  message: string;
}

/** `ok` is false only for errors; a warning (overpayment) is shown but the payment may be saved. */
export function validatePayment(input: {
  amountOre: number;
  date: string;
  invoiceDate: string;
  remainingOre: number;
}): { ok: boolean; issues: PaymentIssue[] } {
  const issues: PaymentIssue[] = [];
  const error = (field: PaymentIssue['field'], message: string) =>
    issues.push({ level: 'ERROR', field, message });

  if (!Number.isSafeInteger(input.amountOre)) error('amountOre', paymentMessages.amountNotOre);
  else if (input.amountOre <= 0) error('amountOre', paymentMessages.amountNotPositive);
  else if (input.amountOre > input.remainingOre) {
    issues.push({
      level: 'WARNING',
      field: 'amountOre',
      message: paymentMessages.overpaid(input.amountOre - Math.max(0, input.remainingOre)),
    });
  }

  const day = dayNumber(input.date);
  const invoiceDay = dayNumber(input.invoiceDate);
  if (day === null) error('date', paymentMessages.invalidDate);
  else if (invoiceDay !== null && day < invoiceDay) error('date', paymentMessages.beforeInvoiceDate);

  return { ok: issues.every((i) => i.level !== 'ERROR'), issues };
}
