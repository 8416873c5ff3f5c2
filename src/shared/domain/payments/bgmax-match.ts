/**
 * How a payment of a BgMax file meets the firm's invoices (issue #16, decision 0033).
 *
 * Decisions:
 * - A reference is an invoice's OCR when it is digits whose last is a Luhn check digit over the whole and
 *   whose second last is the length digit (`invoiceOcr`); the invoice number is what comes before. A
 *   reference that is not a valid OCR matches nothing: a typo must not pay someone else's invoice.
 * - One invoice found: the whole amount is registered on it. MATCHED when it pays exactly the remaining
 *   sum, OVERPAID above it (also on an invoice already paid), UNDERPAID below it.
 * - Several invoices (extra references 22/23): when every reference carries its own amount and they add
 *   up to the payment, each invoice gets its amount; otherwise each in turn gets its remaining sum and
 *   the last one what is left. Over- and underpaid as above, over all the invoices.
 * - No invoice, an ambiguous number, or a negative amount (a deduction, 21): UNMATCHED, registered on
 *   nothing; a person decides.
 */
import type { BgmaxPayment } from './bgmax';
import { ocrCandidates } from './bgmax';

/** The invoice number an OCR reference names, or null when it is not a valid invoice OCR. */
export function invoiceNumberFromOcr(reference: string): number | null {
  const digits = reference.replace(/\s/g, '');
  if (!/^\d{3,}$/.test(digits)) return null;
  if (Number(digits[digits.length - 2]) !== digits.length % 10) return null;
  if (!luhnValid(digits)) return null;
  const number = Number(digits.slice(0, -2));
  return Number.isSafeInteger(number) && number >= 1 && !digits.startsWith('0') ? number : null;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The invoice numbers a payment names, in its order: its reference first, then records 22/23. */
export function referencedInvoiceNumbers(
  payment: Pick<BgmaxPayment, 'reference' | 'extraReferences'>,
): number[] {
  const numbers = ocrCandidates(payment).map(invoiceNumberFromOcr);
  return [...new Set(numbers.filter((n): n is number => n !== null))];
}

export type MatchState = 'MATCHED' | 'UNMATCHED' | 'OVERPAID' | 'UNDERPAID';

export interface MatchInvoice {
  id: string;
  /** What is still owed now, never negative. */
  remainingOre: number;
}

export interface Allocation {
  documentId: string;
  amountOre: number;
}

export function matchBankPayment(input: {
  amountOre: number;
  /** The invoices found for `referencedInvoiceNumbers`, in the same order (null: none or ambiguous). */
  invoices: readonly (MatchInvoice | null)[];
  /** Amounts of the extra references by their invoice's position, when every one carries one. */
  ownAmounts?: readonly number[] | null;
}): { state: MatchState; allocations: Allocation[] } {
  const invoices = input.invoices.filter((i): i is MatchInvoice => i !== null);
  if (input.amountOre <= 0 || invoices.length === 0) return { state: 'UNMATCHED', allocations: [] };
  const owed = invoices.reduce((sum, i) => sum + i.remainingOre, 0);
  const own = input.ownAmounts;
  const splitByOwn =
    own &&
    own.length === invoices.length &&
    own.every((a) => a > 0) &&
    own.reduce((s, a) => s + a, 0) === input.amountOre;
  const allocations: Allocation[] = [];
  let left = input.amountOre;
  invoices.forEach((invoice, index) => {
    const last = index === invoices.length - 1;
    const amount = splitByOwn ? own[index]! : last ? left : Math.min(left, invoice.remainingOre);
    left -= amount;
    if (amount > 0) allocations.push({ documentId: invoice.id, amountOre: amount });
  });
  const state = input.amountOre === owed ? 'MATCHED' : input.amountOre > owed ? 'OVERPAID' : 'UNDERPAID';
  return { state, allocations };
}

/** A bankgiro number as printed: the dash before the last four digits ("5050-1055", "123-4567"). */
export function formatBankgiro(digits: string): string {
  const plain = digits.replace(/\D/g, '');
  return plain.length > 4 ? `${plain.slice(0, -4)}-${plain.slice(-4)}` : plain;
}
