/**
 * The voucher input of a document, from the same figures its totals come from (decision 0040). The totals
 * give each VAT rate's base but not its material/work split, so the lines are summed per rate and item
 * type here; the rate's document discount (material only) is then whatever separates those sums from the
 * totals' base, which keeps every rate's sales exactly equal to the base its VAT was computed on.
 */
import type { AmountGroup, DocumentTotals, LineInput, PricingInput } from '../documents/document-lines';
import { computeLine, countedLines } from '../documents/document-totals';
import type { ItemType } from './bas-accounts';
import type { InvoiceVoucherInput, SalesAmount } from './vouchers';

function itemType(group: AmountGroup): ItemType {
  if (group === 'MATERIAL') return 'MATERIAL';
  return group === 'SERVICE' || group === 'ROT_SERVICE' ? 'WORK' : 'OTHER';
}

type TypeSums = Record<ItemType, number>;

function sumsPerRate(lines: readonly LineInput[], pricing: PricingInput): Map<number, TypeSums> {
  const perRate = new Map<number, TypeSums>();
  for (const line of countedLines(lines, pricing).counted) {
    const amounts = computeLine(line, pricing);
    if (amounts.group === null) continue;
    const rateBp = line.vatRateBp ?? pricing.vatRateBp;
    const sums = perRate.get(rateBp) ?? { MATERIAL: 0, WORK: 0, OTHER: 0 };
    sums[itemType(amounts.group)] += amounts.sumOre;
    perRate.set(rateBp, sums);
  }
  return perRate;
}

export function salesPerRateAndType(
  lines: readonly LineInput[],
  pricing: PricingInput,
  totals: Pick<DocumentTotals, 'vat'>,
): SalesAmount[] {
  const perRate = sumsPerRate(lines, pricing);
  return totals.vat.flatMap(({ rateBp, baseOre }) => {
    const sums = perRate.get(rateBp) ?? { MATERIAL: 0, WORK: 0, OTHER: 0 };
    const discountOre = sums.MATERIAL + sums.WORK + sums.OTHER - baseOre;
    const rows: SalesAmount[] = [
      { rateBp, itemType: 'MATERIAL', netOre: sums.MATERIAL - discountOre },
      { rateBp, itemType: 'WORK', netOre: sums.WORK },
      { rateBp, itemType: 'OTHER', netOre: sums.OTHER },
    ];
    return rows.filter((r) => r.netOre !== 0);
  });
}

export interface DocumentVoucherContext {
  date: string;
  text: string;
}

/**
 * Invoice signs always: a credit document's totals are negative and are turned round here, so the result
 * goes to `creditInvoiceVoucher`, an invoice's to `invoiceVoucher` (or `cashSaleVoucher`).
 */
export function invoiceVoucherInput(
  lines: readonly LineInput[],
  pricing: PricingInput,
  totals: DocumentTotals,
  context: DocumentVoucherContext,
): InvoiceVoucherInput {
  const sign = pricing.credit ? -1 : 1;
  // A credit's totals carry what it takes back of its invoice's ROT, negative (decision 0044): off 1513.
  const rotOre = sign * totals.taxDeductionOre;
  return {
    date: context.date,
    text: context.text,
    sales: salesPerRateAndType(lines, pricing, totals).map((s) => ({ ...s, netOre: sign * s.netOre })),
    vat: totals.vat.map(({ rateBp, vatOre }) => ({ rateBp, vatOre: sign * vatOre })),
    reverseCharge: pricing.reverseTaxLiability,
    payableOre: sign * totals.totalPayableSumOre,
    rotOre,
  };
}
