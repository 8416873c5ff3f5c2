/**
 * The document line rules of product-spec §5 / api-spec §5, shown at the cell while the user types and
 * enforced on completion (docs/decisions/0010). A draft is saved even when a line breaks them, so the
 * user's typing is kept, but the totals leave such a line out and say so (decision 0021). The amount
 * bounds keep every figure of a document far inside exact integers (5 000 lines × 100 Mkr × 2).
 */
import { type LineInput, lineMessages, type PricingInput } from './document-lines';
import { isPricedByMarkup, lineUnitNetOre, priceAfterPercentDiscount, quantityTimes } from './line-pricing';

export type LineField =
  | 'priceOre'
  | 'purchasePriceOre'
  | 'discountBp'
  | 'discountOre'
  | 'markupBp'
  | 'quantity'
  | 'vatRateBp';

export interface LineProblem {
  field: LineField;
  message: string;
}

/** A million units: beyond any real order, and it keeps quantity × price far inside exact integers. */
export const MAX_LINE_QUANTITY_THOUSANDTHS = 1_000_000_000;
const FULL_DISCOUNT_BP = 10_000;
/** 100 miljoner kr: the most one unit price, one discount or one line's sum may be. */
export const MAX_LINE_AMOUNT_ORE = 10_000_000_000;
const FULL_RATE_BP = 10_000;

function problem(field: LineField, message: string): LineProblem {
  return { field, message };
}

function discountPercentProblems(line: LineInput): LineProblem[] {
  if (line.discountBp > FULL_DISCOUNT_BP) return [problem('discountBp', lineMessages.tooBigDiscount)];
  if (line.discountBp < 0) return [problem('discountBp', lineMessages.negativeDiscount)];
  return [];
}

/**
 * The amount discount is taken after the percentage discount, so it may not exceed what is left of the
 * price. Not checked where it cannot bite: a negative price or a percentage over 100 % is reported at its
 * own cell, and a line priced by markup ignores its discounts.
 */
function discountAmountProblems(line: LineInput, pricedByMarkup: boolean): LineProblem[] {
  if (line.discountOre < 0) return [problem('discountOre', lineMessages.negativeDiscount)];
  const price = line.priceOre ?? 0;
  if (pricedByMarkup || price < 0 || line.discountBp > FULL_DISCOUNT_BP) return [];
  const left = priceAfterPercentDiscount(price, line.discountBp);
  return line.discountOre > left ? [problem('discountOre', lineMessages.discountExceedsPrice)] : [];
}

function priceProblems(line: LineInput): LineProblem[] {
  if (line.priceOre !== null && line.priceOre < 0) return [problem('priceOre', lineMessages.negativePrice)];
  const needsPrice = line.nomenclatureItemType === 'FREE' || line.nomenclatureItemType === 'WITHOUT_PRICE';
  if (
    line.kind === 'NOMENCLATURE' &&
    needsPrice &&
    line.priceOre === null &&
    line.purchasePriceOre === null
  ) {
    return [problem('priceOre', lineMessages.priceCellShouldBeFilled)];
  }
  return [];
}

/** A negative markup only matters when the markup prices the line (product-spec §5). */
function markupProblems(line: LineInput, pricedByMarkup: boolean): LineProblem[] {
  return line.markupBp < 0 && pricedByMarkup ? [problem('markupBp', lineMessages.negativeMarkup)] : [];
}

function quantityProblems(line: LineInput): LineProblem[] {
  return Math.abs(line.quantity) > MAX_LINE_QUANTITY_THOUSANDTHS
    ? [problem('quantity', lineMessages.quantityTooLarge)]
    : [];
}

const tooLarge = (ore: number | null) => ore !== null && Math.abs(ore) > MAX_LINE_AMOUNT_ORE;

/**
 * Amounts nobody means: a unit price, purchase price or discount above the bound is reported at its
 * cell; with those in bounds, a line whose sum (or purchase sum) passes it is reported at the quantity.
 */
function sizeProblems(line: LineInput, pricedByMarkup: boolean): LineProblem[] {
  const fields = ['priceOre', 'purchasePriceOre', 'discountOre'] as const;
  const field = fields.find((f) => tooLarge(line[f]));
  if (field) return [problem(field, lineMessages.amountTooLarge)];
  if (Math.abs(line.quantity) > MAX_LINE_QUANTITY_THOUSANDTHS) return [];
  const sum = quantityTimes(lineUnitNetOre(line, pricedByMarkup), line.quantity);
  const purchase = quantityTimes(line.purchasePriceOre ?? 0, line.quantity);
  return tooLarge(sum) || tooLarge(purchase) ? [problem('quantity', lineMessages.lineSumTooLarge)] : [];
}

function rateProblems(line: LineInput): LineProblem[] {
  const rate = line.vatRateBp;
  return rate !== null && (rate < 0 || rate > FULL_RATE_BP)
    ? [problem('vatRateBp', lineMessages.vatRateOutOfRange)]
    : [];
}

export function validateLine(line: LineInput, pricing: PricingInput): LineProblem[] {
  if (line.kind === 'COMMENT') return [];
  const pricedByMarkup = isPricedByMarkup(line, pricing);
  return [
    ...priceProblems(line),
    ...discountPercentProblems(line),
    ...discountAmountProblems(line, pricedByMarkup),
    ...markupProblems(line, pricedByMarkup),
    ...quantityProblems(line),
    ...sizeProblems(line, pricedByMarkup),
    ...rateProblems(line),
  ];
}

export interface PricingProblem {
  field: 'vatRateBp' | 'discountBp';
  message: string;
}

/** The header's rate and discount every line is summed with: a percentage between 0 and 100. */
export function validatePricing(pricing: PricingInput): PricingProblem[] {
  const outside = (bp: number) => bp < 0 || bp > FULL_RATE_BP;
  return [
    ...(outside(pricing.vatRateBp)
      ? [{ field: 'vatRateBp' as const, message: lineMessages.vatRateOutOfRange }]
      : []),
    ...(outside(pricing.discountBp)
      ? [{ field: 'discountBp' as const, message: lineMessages.documentDiscountOutOfRange }]
      : []),
  ];
}
