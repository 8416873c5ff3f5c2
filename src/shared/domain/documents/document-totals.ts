/**
 * Line figures and document totals (docs/decisions/0002-money.md, 0010-document-engine.md). The browser
 * computes them while the user types and the server recomputes them on every save with these same
 * functions, so both must give identical integers: every step is integer öre, every division is exact
 * BigInt arithmetic rounded half away from zero, and sums are plain integer additions (order-free).
 */
import type {
  AmountGroup,
  DocumentTotals,
  InvalidLine,
  LineAmounts,
  LineInput,
  PricingInput,
  SummaryRow,
  VatAmount,
} from './document-lines';
import { HOUR_UNITS } from './document-lines';
import { isPricedByMarkup, lineUnitNetOre, mulDivRounded, quantityTimes } from './line-pricing';
import { validateLine, validatePricing } from './line-rules';

/** The line arithmetic, from where the totals' callers have always taken it. */
export { isPricedByMarkup, mulDivRounded, priceAfterPercentDiscount } from './line-pricing';

const BP = 10_000;
const KRONA = 100;

/**
 * The amount group a line is summed in; comment rows carry no amount. An own article line always has a
 * type on the wire; OTHER only guards a malformed stored line from dropping out of the totals.
 */
export function lineGroup(line: Pick<LineInput, 'kind' | 'ownArticleType'>): AmountGroup | null {
  if (line.kind === 'NOMENCLATURE') return 'MATERIAL';
  if (line.kind === 'OWN_ARTICLE') return line.ownArticleType ?? 'OTHER';
  return null;
}

/** What the line's purchase costs in total, to whole öre; null without a purchase price. */
export function linePurchaseOre(line: Pick<LineInput, 'purchasePriceOre' | 'quantity'>): number | null {
  return line.purchasePriceOre === null ? null : quantityTimes(line.purchasePriceOre, line.quantity);
}

const commentAmounts: LineAmounts = {
  group: null,
  unitNetOre: 0,
  sumOre: 0,
  profitOre: null,
  pricedByMarkup: false,
};

export function computeLine(line: LineInput, pricing: PricingInput): LineAmounts {
  const group = lineGroup(line);
  if (group === null) return { ...commentAmounts };
  const pricedByMarkup = isPricedByMarkup(line, pricing);
  const unitNet = lineUnitNetOre(line, pricedByMarkup);
  // A credit takes every line with the opposite sign; rounding half away from zero mirrors it exactly.
  const quantity = pricing.credit ? -line.quantity : line.quantity;
  const sumOre = quantityTimes(unitNet, quantity);
  const purchase = linePurchaseOre({ purchasePriceOre: line.purchasePriceOre, quantity });
  return {
    group,
    unitNetOre: unitNet,
    sumOre,
    profitOre: purchase === null ? null : sumOre - purchase,
    pricedByMarkup,
  };
}

interface ComputedLine {
  line: LineInput;
  amounts: LineAmounts;
  rateBp: number;
}

interface GroupSums {
  MATERIAL: number;
  SERVICE: number;
  ROT_SERVICE: number;
  OTHER: number;
  TRANSPORT: number;
}

function groupSums(lines: readonly ComputedLine[]): GroupSums {
  const sums: GroupSums = { MATERIAL: 0, SERVICE: 0, ROT_SERVICE: 0, OTHER: 0, TRANSPORT: 0 };
  for (const { amounts } of lines) if (amounts.group !== null) sums[amounts.group] += amounts.sumOre;
  return sums;
}

interface RateSums {
  lineSumOre: number;
  discountableOre: number;
}

function sumsPerRate(lines: readonly ComputedLine[]): Map<number, RateSums> {
  const perRate = new Map<number, RateSums>();
  for (const { line, amounts, rateBp } of lines) {
    const sums = perRate.get(rateBp) ?? { lineSumOre: 0, discountableOre: 0 };
    sums.lineSumOre += amounts.sumOre;
    if (amounts.group === 'MATERIAL' && line.applyDiscount) sums.discountableOre += amounts.sumOre;
    perRate.set(rateBp, sums);
  }
  return perRate;
}

/**
 * The document discount is rounded per VAT rate (0002 step 2 needs each rate's base in whole öre);
 * VAT is then the rate on that base, or nothing at all under reverse charge.
 */
function vatPerRate(
  perRate: Map<number, RateSums>,
  pricing: PricingInput,
): (VatAmount & { discountOre: number })[] {
  return [...perRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, sums]) => {
      const discountOre = mulDivRounded(sums.discountableOre, pricing.discountBp, BP);
      const baseOre = sums.lineSumOre - discountOre;
      const vatOre = pricing.reverseTaxLiability ? 0 : mulDivRounded(baseOre, rateBp, BP);
      return { rateBp, baseOre, vatOre, discountOre };
    });
}

/** Whole kronor, half away from zero, so a credit mirrors its invoice to the öre. */
export function roundToKronor(ore: number): number {
  return mulDivRounded(ore, 1, KRONA) * KRONA;
}

function isHourUnit(unit: string): boolean {
  return HOUR_UNITS.includes(unit.trim().toLowerCase());
}

function isWork(group: AmountGroup | null): boolean {
  return group === 'SERVICE' || group === 'ROT_SERVICE';
}

interface LineAggregates {
  materialProfitOre: number;
  workProfitOre: number;
  workProfitWithoutCost: boolean;
  purchaseSumOre: number;
  totalDurationThousandths: number;
  rotWorkInclVatOre: number;
  rotDurationThousandths: number;
  materialInclVatOre: number;
}

/**
 * TB arbete is the firm's own labour: a labour line without a purchase price has no cost to take off, so
 * its whole sum is margin (decision 0021), and the totals say so; a material line without one adds none.
 */
function lineAggregates(lines: readonly ComputedLine[], pricing: PricingInput): LineAggregates {
  const result: LineAggregates = {
    materialProfitOre: 0,
    workProfitOre: 0,
    workProfitWithoutCost: false,
    purchaseSumOre: 0,
    totalDurationThousandths: 0,
    rotWorkInclVatOre: 0,
    rotDurationThousandths: 0,
    materialInclVatOre: 0,
  };
  for (const { line, amounts, rateBp } of lines) {
    const inclVat = pricing.reverseTaxLiability
      ? amounts.sumOre
      : mulDivRounded(amounts.sumOre, BP + rateBp, BP);
    if (amounts.group === 'ROT_SERVICE') {
      result.rotWorkInclVatOre += inclVat;
      if (isHourUnit(line.unit)) result.rotDurationThousandths += line.quantity;
    }
    if (amounts.group === 'MATERIAL') result.materialInclVatOre += inclVat;
    if (amounts.group === 'MATERIAL' && !line.excludeFromTotalMaterialProfit)
      result.materialProfitOre += amounts.profitOre ?? 0;
    if (isWork(amounts.group)) {
      result.workProfitOre += amounts.profitOre ?? amounts.sumOre;
      if (amounts.profitOre === null && amounts.sumOre !== 0) result.workProfitWithoutCost = true;
      if (isHourUnit(line.unit)) result.totalDurationThousandths += line.quantity;
    }
    result.purchaseSumOre += amounts.sumOre - (amounts.profitOre ?? amounts.sumOre);
  }
  return result;
}

/** "25 %", "12,5 %": Swedish decimal comma, no trailing zeros. */
export function formatRateBp(rateBp: number): string {
  return `${String(rateBp / 100).replace('.', ',')} %`;
}

export const summaryLabels = {
  material: 'Material',
  materialDiscount: 'Materialrabatt',
  work: 'Arbete',
  others: 'Övrigt',
  vat: (rateBp: number) => `Moms ${formatRateBp(rateBp)}`,
  reverseChargeVat: 'Moms (omvänd betalningsskyldighet)',
  rounding: 'Öresavrundning',
  rot: 'Avgår ROT-avdrag',
  rotReversed: 'Återfört ROT-avdrag',
  payable: 'Att betala',
  refund: 'Att återbetala',
  cashTotal: 'Totalt',
  cashPaid: 'Kontant betalt',
} as const;

function totalLabel(pricing: PricingInput): string {
  if (pricing.credit) return summaryLabels.refund;
  return pricing.cash ? summaryLabels.cashTotal : summaryLabels.payable;
}

/**
 * A cash invoice is paid when issued (decision 0036): under its total it says what was paid in cash.
 * The other CASH_* kinds (sum, VAT, rounding) would repeat rows already printed, so only this one is.
 */
function cashRows(totals: Omit<DocumentTotals, 'summaryRows'>, pricing: PricingInput): SummaryRow[] {
  if (!pricing.cash) return [];
  return [
    { kind: 'CASH_TOTAL_WITH_VAT', label: summaryLabels.cashPaid, amountOre: totals.totalPayableSumOre },
  ];
}

function amountRow(kind: SummaryRow['kind'], label: string, amountOre: number): SummaryRow[] {
  return amountOre === 0 ? [] : [{ kind, label, amountOre }];
}

function vatRows(totals: Omit<DocumentTotals, 'summaryRows'>, pricing: PricingInput): SummaryRow[] {
  if (pricing.reverseTaxLiability)
    return [{ kind: 'VAT', label: summaryLabels.reverseChargeVat, amountOre: 0 }];
  return totals.vat.map((v) => ({
    kind: 'VAT',
    label: summaryLabels.vat(v.rateBp),
    amountOre: v.vatOre,
    rateBp: v.rateBp,
  }));
}

function summaryRows(totals: Omit<DocumentTotals, 'summaryRows'>, pricing: PricingInput): SummaryRow[] {
  return [
    ...amountRow('MATERIAL', summaryLabels.material, totals.materialSumOre),
    ...amountRow('SALES', summaryLabels.materialDiscount, -totals.docMaterialsDiscountOre),
    ...amountRow('SERVICE', summaryLabels.work, totals.workSumOre),
    ...amountRow('OTHERS', summaryLabels.others, totals.otherSumOre + totals.transportSumOre),
    ...vatRows(totals, pricing),
    ...amountRow('ROUNDING', summaryLabels.rounding, totals.roundingOre),
    ...amountRow(
      'ROT',
      pricing.credit ? summaryLabels.rotReversed : summaryLabels.rot,
      -totals.taxDeductionOre,
    ),
    { kind: 'TOTAL_WITH_VAT', label: totalLabel(pricing), amountOre: totals.totalPayableSumOre },
    ...cashRows(totals, pricing),
  ];
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** "Rabatten är större än priset" → "rabatten är större än priset", inside a sentence. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The lines the totals count, and what they leave out: a line that breaks a line rule (its figures
 * would be a negative or an impossible sum), or every line when the header's rate or discount is one
 * nobody means. The user's typing stays in the draft; only the sums pass it by (decision 0021).
 */
export function countedLines(
  lines: readonly LineInput[],
  pricing: PricingInput,
): { counted: LineInput[]; invalidLines: InvalidLine[] } {
  const header = validatePricing(pricing);
  const invalidLines: InvalidLine[] = header.map((p) => ({
    line: null,
    field: p.field,
    text: `${p.message} – inga rader räknas med`,
  }));
  const counted: LineInput[] = [];
  lines.forEach((line, i) => {
    const [first] = validateLine(line, pricing);
    if (first) {
      const text = `Rad ${i + 1}: ${lowerFirst(first.message)} – raden räknas inte med`;
      invalidLines.push({ line: i + 1, field: first.field, text });
    } else if (header.length === 0) counted.push(line);
  });
  return { counted, invalidLines };
}

export function computeDocumentTotals(lines: readonly LineInput[], pricing: PricingInput): DocumentTotals {
  const { counted, invalidLines } = countedLines(lines, pricing);
  const computed: ComputedLine[] = counted
    .map((line) => ({
      line,
      amounts: computeLine(line, pricing),
      rateBp: line.vatRateBp ?? pricing.vatRateBp,
    }))
    .filter((c) => c.amounts.group !== null);
  const groups = groupSums(computed);
  const rates = vatPerRate(sumsPerRate(computed), pricing);
  const docMaterialsDiscountOre = sum(rates.map((r) => r.discountOre));
  const netSumOre = sum(rates.map((r) => r.baseOre));
  const vatSumOre = sum(rates.map((r) => r.vatOre));
  const totalSumOre = netSumOre + vatSumOre;
  const aggregates = lineAggregates(computed, pricing);
  // ROT is whole kronor (decision 0038), so the payable sum stays whole kronor after it. A credit's ROT
  // part is what it takes back of the invoice's deduction (0044): a credit, so with the opposite sign.
  const rot = pricing.reverseTaxLiability ? 0 : (pricing.taxDeductionOre ?? 0);
  const taxDeductionOre = pricing.credit ? -rot : rot;
  const totalPayableSumOre = roundToKronor(totalSumOre) - taxDeductionOre;
  const totals: Omit<DocumentTotals, 'summaryRows'> = {
    materialSumOre: groups.MATERIAL,
    workSumOre: groups.SERVICE + groups.ROT_SERVICE,
    rotWorkSumOre: groups.ROT_SERVICE,
    otherSumOre: groups.OTHER,
    transportSumOre: groups.TRANSPORT,
    docMaterialsDiscountOre,
    netSumOre,
    vat: rates.map(({ rateBp, baseOre, vatOre }) => ({ rateBp, baseOre, vatOre })),
    vatSumOre,
    totalSumOre,
    roundingOre: roundToKronor(totalSumOre) - totalSumOre,
    taxDeductionOre,
    totalPayableSumOre,
    materialProfitOre:
      aggregates.materialProfitOre - (pricing.includeDocumentDiscountToProfit ? docMaterialsDiscountOre : 0),
    workProfitOre: aggregates.workProfitOre,
    totalDurationThousandths: aggregates.totalDurationThousandths,
    rotWorkInclVatOre: aggregates.rotWorkInclVatOre,
    rotDurationThousandths: aggregates.rotDurationThousandths,
    materialDocDiscountedInclVatOre:
      aggregates.materialInclVatOre - mulDivRounded(docMaterialsDiscountOre, BP + pricing.vatRateBp, BP),
    purchaseSumOre: aggregates.purchaseSumOre,
    workProfitWithoutCost: aggregates.workProfitWithoutCost,
    invalidLines,
  };
  return { ...totals, summaryRows: summaryRows(totals, pricing) };
}
