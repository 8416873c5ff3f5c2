/**
 * A document line as the totals and line rules read it, and the empty line every new line starts from.
 * Written once for the browser and the server, so the editor's figures and the saved ones cannot drift.
 */
import type { DocumentHeader, DocumentItemData } from '../../api/documents';
import type { DocumentKind } from './document-kinds';
import type { ItemKind, LineInput, PricingInput } from './document-lines';

/** What the shared totals and line rules read of a stored line. */
export function toLineInput(item: DocumentItemData): LineInput {
  return {
    kind: item.type,
    nomenclatureItemType: item.nomenclatureItemType,
    ownArticleType: item.ownArticleType,
    quantity: item.quantity,
    unit: item.unit,
    priceOre: item.priceOre,
    purchasePriceOre: item.purchasePriceOre,
    discountBp: item.discountBp,
    discountOre: item.discountOre,
    markupBp: item.markupBp,
    vatRateBp: item.vatRateBp,
    applyDiscount: item.applyDiscount,
    excludeFromTotalMaterialProfit: item.excludeFromTotalMaterialProfit,
  };
}

/**
 * A line with nothing filled in: one unit, no prices, the document's VAT rate and discount allowed
 * (the contract's defaults). Catalogue, own-article and comment lines set their own fields over it.
 */
export function emptyLine(uid: string, type: ItemKind = 'NOMENCLATURE'): DocumentItemData {
  return {
    uid,
    type,
    nomenclatureItemType: null,
    ownArticleType: null,
    code: '',
    article: null,
    rskNumber: null,
    productId: null,
    ownArticleUid: null,
    description: '',
    quantity: 1000,
    unit: '',
    priceOre: null,
    purchasePriceOre: null,
    discountBp: 0,
    discountOre: 0,
    markupBp: 0,
    vatRateBp: null,
    applyDiscount: true,
    excludeFromTotalMaterialProfit: false,
    comment: '',
    priceSource: null,
    sourcePriceOre: null,
    sourcePurchasePriceOre: null,
    minOrderQuantity: null,
    unknownItem: false,
  };
}

/**
 * What the shared totals read of a document's header: the VAT rate, discount and markup choices,
 * whether the document's kind credits (decision 0021), and whether it is a cash invoice: the client's
 * cash terms on a kind the customer pays (decision 0036), never on an offer or a credit.
 */
export function pricingOf(
  header: DocumentHeader,
  kind?: Pick<DocumentKind, 'credits'> & Partial<Pick<DocumentKind, 'completion'>>,
): PricingInput {
  return {
    credit: kind?.credits ?? false,
    cash: header.cash && kind?.completion === 'LOCKS' && !kind.credits,
    vatRateBp: header.vatRateBp,
    discountBp: header.discountBp,
    markupToPurchasePrice: header.markupToPurchasePrice,
    markupToMaterialOwnArticles: header.markupToMaterialOwnArticles,
    reverseTaxLiability: header.reverseTaxLiability,
    includeDocumentDiscountToProfit: header.includeDocumentDiscountToProfit,
    // A draft from before issue #17 has no ROT part.
    taxDeductionOre: (header.taxDeduction?.taxPayers ?? []).reduce((sum, p) => sum + p.amountOre, 0),
  };
}
