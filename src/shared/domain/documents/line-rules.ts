/**
 * The document line rules of product-spec §5 / api-spec §5, shown at the cell while the user types and
 * enforced on completion (docs/decisions/0010). A draft is saved even when a line breaks them, so these
 * only report problems; `computeLine` still computes figures for such a line.
 */
import { type LineInput, lineMessages, type PricingInput } from './document-lines';
import { isPricedByMarkup, priceAfterPercentDiscount } from './document-totals';

export type LineField = 'priceOre' | 'discountBp' | 'discountOre' | 'markupBp' | 'quantity';

export interface LineProblem {
  field: LineField;
  message: string;
}

/** A million units: beyond any real order, and it keeps quantity × price far inside exact integers. */
export const MAX_LINE_QUANTITY_THOUSANDTHS = 1_000_000_000;
const FULL_DISCOUNT_BP = 10_000;

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

export function validateLine(line: LineInput, pricing: PricingInput): LineProblem[] {
  if (line.kind === 'COMMENT') return [];
  const pricedByMarkup = isPricedByMarkup(line, pricing);
  return [
    ...priceProblems(line),
    ...discountPercentProblems(line),
    ...discountAmountProblems(line, pricedByMarkup),
    ...markupProblems(line, pricedByMarkup),
    ...quantityProblems(line),
  ];
}
