/**
 * A document's ROT part turned into the rules' inputs (decision 0038): the browser's editor and the
 * server's save, `calcTaxDeduction` and completion all go through these, so the amount the editor shows
 * and subtracts is the one the server stores.
 */
import type { DocumentHeader, DocumentTaxDeduction } from '../../api/documents';
import type { DocumentTotals } from '../documents/document-lines';
import { normalizePersonnummer } from '../validators';
import { computeRot, type RotAmountResult } from './rot-amount';
import type { RotPeriod } from './rot-periods';
import type { TaxDeductionRulesInput } from './rot-rules';

export type RotTotals = Pick<
  DocumentTotals,
  'rotWorkInclVatOre' | 'totalSumOre' | 'rotDurationThousandths' | 'materialDocDiscountedInclVatOre'
>;

/** A buyer's key in the yearly cap bookkeeping: the personnummer's 12 digits, however it was typed. */
export function rotPayerKey(personalNumber: string): string {
  return normalizePersonnummer(personalNumber) ?? personalNumber.trim();
}

/** `computeRot` for the header's buyers, the totals' ROT labour and what each buyer used this year. */
export function rotAmounts(
  td: DocumentTaxDeduction,
  totals: Pick<RotTotals, 'rotWorkInclVatOre' | 'totalSumOre'>,
  period: RotPeriod,
  usedByKey: ReadonlyMap<string, number>,
): RotAmountResult {
  return computeRot({
    rotLabourOre: totals.rotWorkInclVatOre,
    totalInclVatOre: totals.totalSumOre,
    heatingPump: { type: td.heatingPumpsWorkType, customLabourBp: td.customHeatingPumpsWorkPart },
    period,
    autoDistribution: td.autoDistribution,
    manualInputInAutoDistribution: td.manualInputInAutoDistribution,
    taxPayers: td.taxPayers.map((p) => ({
      key: rotPayerKey(p.personalNumber),
      shareBp: p.shareBp,
      manualOre: p.manualOre,
      usedThisYearOre: usedByKey.get(rotPayerKey(p.personalNumber)) ?? 0,
    })),
  });
}

/** The part with each buyer's computed amount (none without a result); the same object when unchanged. */
export function withAmounts(td: DocumentTaxDeduction, result: RotAmountResult | null): DocumentTaxDeduction {
  const amountOf = (i: number) => result?.perPayer[i]?.amountOre ?? 0;
  if (td.taxPayers.every((p, i) => p.amountOre === amountOf(i))) return td;
  return { ...td, taxPayers: td.taxPayers.map((p, i) => ({ ...p, amountOre: amountOf(i) })) };
}

/** `validateTaxDeduction`'s input for a header and its totals, judged against `result`'s limits. */
export function rotRulesInput(
  header: Pick<DocumentHeader, 'docDate' | 'reverseTaxLiability'>,
  td: DocumentTaxDeduction,
  totals: Pick<RotTotals, 'rotDurationThousandths' | 'materialDocDiscountedInclVatOre'>,
  result: RotAmountResult,
): TaxDeductionRulesInput {
  return {
    documentDate: header.docDate,
    reverseTaxLiability: header.reverseTaxLiability,
    autoDistribution: td.autoDistribution,
    manualInputInAutoDistribution: td.manualInputInAutoDistribution,
    heatingPump: { type: td.heatingPumpsWorkType, customLabourBp: td.customHeatingPumpsWorkPart },
    rotHoursThousandths: totals.rotDurationThousandths,
    materialInclVatOre: totals.materialDocDiscountedInclVatOre,
    limits: result,
    taxPayers: td.taxPayers,
  };
}
