import type { DocumentTotals } from './document-lines';

/**
 * An interest invoice's totals: its rows' interest, with no VAT (dröjsmålsränta is compensation, not a
 * supply, so outside the scope of VAT) and no öresavrundning (the interest is already whole öre and
 * billed as computed). One summary row INTEREST (api-spec §4).
 */
export function interestTotals(stored: { totalSumOre: number; totalPayableOre: number }): DocumentTotals {
  const total = stored.totalPayableOre;
  return {
    materialSumOre: 0,
    workSumOre: 0,
    rotWorkSumOre: 0,
    otherSumOre: 0,
    transportSumOre: 0,
    docMaterialsDiscountOre: 0,
    netSumOre: total,
    vat: [],
    vatSumOre: 0,
    totalSumOre: total,
    roundingOre: 0,
    taxDeductionOre: 0,
    totalPayableSumOre: total,
    materialProfitOre: 0,
    workProfitOre: 0,
    totalDurationThousandths: 0,
    rotWorkInclVatOre: 0,
    rotDurationThousandths: 0,
    materialDocDiscountedInclVatOre: 0,
    purchaseSumOre: 0,
    workProfitWithoutCost: false,
    invalidLines: [],
    summaryRows: [{ kind: 'INTEREST', label: 'Ränta att betala', amountOre: total }],
  };
}
