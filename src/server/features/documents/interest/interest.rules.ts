import { documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import {
  dayNumber,
  type InterestResult,
  interestOnPayments,
  lateInterest,
  type ReferenceRate,
} from '@shared/domain/payments/interest';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';

/**
 * The kinds an interest invoice bills interest on: those that take payments and have lines of their own
 * (an invoice), so an interest invoice never bills interest on interest (decision 0035).
 */
export const interestSourceTypes = documentTypes.filter(
  (t) => kindTakesPayments(t) && documentKinds[t].hasItems,
);

export interface InterestTermsOfFirm {
  rates: readonly ReferenceRate[];
  /** The firm's "referensräntan + X" (company settings `interestOnArrearsBp`). */
  marginBp: number;
}

export interface InvoiceFacts {
  dueDate: string;
  paidDate: string;
  payableOre: number;
  creditedOre: number;
}

/**
 * Interest on a late-paid invoice: on each part until the day it was paid (`interestOnPayments`), on
 * what was owed after credits. Without dated payments (settled by a credit) the payable sum until the
 * settling date.
 */
export function invoiceInterest(
  invoice: InvoiceFacts,
  payments: readonly { date: string; amountOre: number }[],
  terms: InterestTermsOfFirm,
): InterestResult {
  const owedOre = Math.max(0, invoice.payableOre - invoice.creditedOre);
  if (payments.length === 0) {
    return lateInterest({
      amountOre: owedOre,
      dueDate: invoice.dueDate,
      paidDate: invoice.paidDate,
      ...terms,
    });
  }
  return interestOnPayments({ invoiceOre: owedOre, dueDate: invoice.dueDate, payments, ...terms });
}

/** Interest days (the day after the due date through the payment date) and the half-years' rates. */
export function interestSpan(dueDate: string, paidDate: string, terms: InterestTermsOfFirm) {
  const due = dayNumber(dueDate);
  const paid = dayNumber(paidDate);
  const days = due === null || paid === null ? 0 : Math.max(0, paid - due);
  const result = lateInterest({ amountOre: 1, dueDate, paidDate, ...terms });
  const ratesBp = result.ok ? [...new Set(result.periods.map((p) => p.rateBp))] : [];
  return { days, ratesBp };
}

/** How a row names its invoice: "Faktura 10001". */
export function caption(number: number | null): string {
  return number === null ? 'Faktura (utkast)' : `Faktura ${number}`;
}

/** Still billable as the rules say: fully paid, late, before the interest invoice's date, not deleted. */
export function stillBillable(
  row: {
    deleted: boolean;
    paymentStatus: string | null;
    currentDueDate: string | null;
    currentPaidDate: string | null;
  },
  docDate: string,
): boolean {
  return (
    !row.deleted &&
    row.paymentStatus === 'PAID' &&
    row.currentDueDate !== null &&
    row.currentPaidDate !== null &&
    row.currentPaidDate > row.currentDueDate &&
    row.currentPaidDate < docDate
  );
}
