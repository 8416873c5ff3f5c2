/**
 * The price arithmetic a line's figures and its rules share (docs/decisions/0002-money.md): integer öre,
 * basis points, and exact BigInt division rounded half away from zero. Apart from the totals so the line
 * rules can use it and the totals can use the line rules.
 */
import { divideRounded } from '../pricing';
import type { LineInput, PricingInput } from './document-lines';

const BP = 10_000;

/** round(a × b / d), half away from zero; BigInt because öre × basis points passes 2^53 on big lines. */
export function mulDivRounded(a: number, b: number, d: number): number {
  return Number(divideRounded(BigInt(a) * BigInt(b), BigInt(d)));
}

/**
 * Catalogue lines follow the document's "påslag på inköpspris"; own MATERIAL articles only when the firm
 * also asks for it (markupToMaterialOwnArticles), because their price is often a deliberate fixed price.
 * Without a purchase price there is nothing to mark up, so the sales price applies.
 */
export function isPricedByMarkup(
  line: Pick<LineInput, 'kind' | 'ownArticleType' | 'purchasePriceOre'>,
  pricing: Pick<PricingInput, 'markupToPurchasePrice' | 'markupToMaterialOwnArticles'>,
): boolean {
  if (!pricing.markupToPurchasePrice || line.purchasePriceOre === null) return false;
  if (line.kind === 'NOMENCLATURE') return true;
  return (
    line.kind === 'OWN_ARTICLE' && line.ownArticleType === 'MATERIAL' && pricing.markupToMaterialOwnArticles
  );
}

/** The sales price less the line's percentage discount, both rounded once to whole öre. */
export function priceAfterPercentDiscount(priceOre: number, discountBp: number): number {
  return priceOre - mulDivRounded(priceOre, discountBp, BP);
}

/** A quantity in thousandths times a unit price, to whole öre (0002 step 1). */
export function quantityTimes(unitOre: number, quantity: number): number {
  return mulDivRounded(unitOre, quantity, 1_000);
}

/** The unit price after the line's markup on its purchase price, or after its discounts. */
export function lineUnitNetOre(line: LineInput, pricedByMarkup: boolean): number {
  if (pricedByMarkup) return mulDivRounded(line.purchasePriceOre ?? 0, BP + line.markupBp, BP);
  return priceAfterPercentDiscount(line.priceOre ?? 0, line.discountBp) - line.discountOre;
}
