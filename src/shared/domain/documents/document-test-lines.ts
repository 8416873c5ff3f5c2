/** Line and pricing builders for the totals tests: a plain material line at 100 kr unless told. */
import type { OwnArticleType } from '../own-article';
import type { LineInput, PricingInput } from './document-lines';

export const pricing = (p: Partial<PricingInput> = {}): PricingInput => ({
  vatRateBp: 2500,
  discountBp: 0,
  markupToPurchasePrice: false,
  markupToMaterialOwnArticles: false,
  reverseTaxLiability: false,
  includeDocumentDiscountToProfit: false,
  ...p,
});

export const material = (p: Partial<LineInput> = {}): LineInput => ({
  kind: 'NOMENCLATURE',
  nomenclatureItemType: 'REGULAR',
  ownArticleType: null,
  quantity: 1000,
  unit: 'st',
  priceOre: 10_000,
  purchasePriceOre: null,
  discountBp: 0,
  discountOre: 0,
  markupBp: 0,
  vatRateBp: null,
  applyDiscount: true,
  excludeFromTotalMaterialProfit: false,
  ...p,
});

export const own = (type: OwnArticleType, p: Partial<LineInput> = {}): LineInput =>
  material({ kind: 'OWN_ARTICLE', nomenclatureItemType: null, ownArticleType: type, ...p });

export const comment = (p: Partial<LineInput> = {}): LineInput =>
  material({ kind: 'COMMENT', nomenclatureItemType: null, priceOre: null, ...p });

export const byMarkup = pricing({ markupToPurchasePrice: true });
