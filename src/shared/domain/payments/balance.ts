/**
 * The stored payment balance of an invoice (decision 0032 / 0033): what `documents.payment_status`,
 * `paid_ore`, `last_payment_date` and `paid_date` hold, computed from the payments and the credit.
 *
 * Decisions:
 * - The status is `paymentState`'s, so a stored column and a freshly computed answer never disagree.
 * - The paid date is the day the invoice became settled: the payment whose running sum (in date order,
 *   then in registration order) first reached what was owed. A credit that came later than that payment
 *   settled it on the credit's date instead (the customer owed the difference until the credit), and a
 *   credit that alone covers the invoice settles it on the credit's date. Null unless PAID.
 */
import { type PaymentStatus, paymentState } from './payment-status';

export interface BalancePayment {
  /** ISO date (YYYY-MM-DD). */
  paymentDate: string;
  amountOre: number;
}

export interface PaymentBalance {
  status: PaymentStatus;
  paidOre: number;
  remainingOre: number;
  overpaidOre: number;
  lastPaymentDate: string | null;
  paidDate: string | null;
}

export function paymentBalance(input: {
  totalOre: number;
  /** The credit invoices' sum against this invoice (sign ignored). */
  creditedOre: number;
  /** The latest credit invoice's date; null without a credit. */
  creditDate: string | null;
  /** In registration order; sorted by date here (a stable sort keeps registration order within a day). */
  payments: readonly BalancePayment[];
}): PaymentBalance {
  const state = paymentState({
    totalOre: input.totalOre,
    payments: input.payments,
    creditedOre: input.creditedOre,
  });
  const byDate = [...input.payments].sort((a, b) => compareDates(a.paymentDate, b.paymentDate));
  const lastPaymentDate = byDate.length > 0 ? byDate[byDate.length - 1]!.paymentDate : null;
  return { ...state, lastPaymentDate, paidDate: state.status === 'PAID' ? settledOn(input, byDate) : null };
}

function settledOn(
  input: { totalOre: number; creditedOre: number; creditDate: string | null },
  byDate: readonly BalancePayment[],
): string | null {
  const credited = Math.abs(input.creditedOre);
  const owedOre = Math.max(0, input.totalOre - credited);
  const creditDate = credited > 0 ? input.creditDate : null;
  if (owedOre === 0) return creditDate;
  let sum = 0;
  for (const payment of byDate) {
    sum += payment.amountOre;
    if (sum >= owedOre) {
      return creditDate && compareDates(creditDate, payment.paymentDate) > 0
        ? creditDate
        : payment.paymentDate;
    }
  }
  return null;
}

function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
