/**
 * The pure steps of a document's ROT figures (issue #17, decision 0038): the header's buyers and the
 * totals turned into `computeRot`'s and `validateTaxDeduction`'s inputs, and the computed amounts written
 * back into the header. Save, `calcTaxDeduction` and completion all go through these, so they agree.
 */
import type { DocumentHeader, DocumentTaxDeduction } from '@shared/api/documents';

export { rotPayerKey, rotRulesInput, withAmounts } from '@shared/domain/rot/rot-document';

import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import type { DocumentTotals } from '@shared/domain/documents/document-lines';
import type { RotAmountResult } from '@shared/domain/rot/rot-amount';
import { rotAmounts, rotPayerKey } from '@shared/domain/rot/rot-document';
import { type RotPeriod, rotPeriodOn, rotRateDate } from '@shared/domain/rot/rot-periods';

/** The header's ROT part when it has buyers; null when nothing is to be computed. */
export function buyersOf(header: Pick<DocumentHeader, 'taxDeduction'>): DocumentTaxDeduction | null {
  const td = header.taxDeduction;
  return td && td.taxPayers.length > 0 ? td : null;
}

/** A kind without ROT never carries a ROT part (an offer copied into a kind without it). */
export function withoutTaxDeduction(kind: Pick<DocumentKind, 'taxDeduction'>, header: DocumentHeader) {
  if (kind.taxDeduction !== 'NONE' || header.taxDeduction === null) return header;
  return { ...header, taxDeduction: null };
}

/** The date whose period applies: the invoice date until the client's payment is registered. */
export function rotPeriodOf(
  periods: readonly RotPeriod[],
  dates: { invoiceDate: string; paymentDate: string | null },
): RotPeriod | null {
  return rotPeriodOn(periods, rotRateDate(dates));
}

export interface RotFigures {
  period: RotPeriod;
  result: RotAmountResult;
  /** What each buyer (in the header's order) already claimed this calendar year on other invoices. */
  usedOre: number[];
}

/** `computeRot` for the header's buyers, the totals' ROT labour and what each buyer used this year. */
export function rotFigures(
  td: DocumentTaxDeduction,
  totals: Pick<DocumentTotals, 'rotWorkInclVatOre' | 'totalSumOre'>,
  period: RotPeriod,
  usedByKey: ReadonlyMap<string, number>,
): RotFigures {
  const usedOre = td.taxPayers.map((p) => usedByKey.get(rotPayerKey(p.personalNumber)) ?? 0);
  return { period, result: rotAmounts(td, totals, period, usedByKey), usedOre };
}

/**
 * A stored amount above what the buyer may claim now: another invoice of the same buyer was completed
 * after this one was saved and took part of the cap. Answers the payer's index, or -1.
 */
export function payerOverCap(td: DocumentTaxDeduction, result: RotAmountResult): number {
  return td.taxPayers.findIndex((p, i) => p.amountOre > (result.perPayer[i]?.maxOre ?? 0));
}

/**
 * The client has paid what the invoice asks of them: the payable sum, ROT already taken off, less what
 * its credit invoices took back (0044).
 */
export function clientPaidInFull(row: {
  totalPayableOre: number;
  paidOre: number;
  creditedOre: number;
}): boolean {
  return row.paidOre + row.creditedOre >= row.totalPayableOre;
}

/** Every krona the invoice asked is credited: nothing is left to pay or to claim. */
export function creditedInFull(row: { totalPayableOre: number; creditedOre: number }): boolean {
  return row.creditedOre > 0 && row.creditedOre >= row.totalPayableOre;
}
