/**
 * The editor's local copy of a document: the header and the lines the user edits. Totals, rules and
 * saves all read this; the server's answer only adds what the browser cannot know (price details, stock).
 */
import type { DocumentData, DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { LineInput } from '@shared/domain/documents/document-lines';
import { toLineInput as lineInputOf } from '@shared/domain/documents/line-input';

import { mergeChanges } from '../../../kit';

export interface Draft {
  header: DocumentHeader;
  items: DocumentItemData[];
}

export function draftOf(data: { header: DocumentHeader; items: readonly DocumentItemData[] }): Draft {
  return { header: data.header, items: [...data.items] };
}

/**
 * "Ladda om och behåll mina ändringar" after a 409: the kit's three-way merge of what the editor last had
 * saved (base), what the user has now (mine) and the newer server version (theirs), lines matched by uid.
 */
export function mergeDraft(base: Draft, mine: Draft, theirs: Draft): Draft {
  return mergeChanges(base, mine, theirs, { keyedLists: { items: 'uid' } }).merged;
}

export function toDocumentData(draft: Draft): DocumentData {
  return { ...draft.header, items: draft.items };
}

// Lines are immutable: an unchanged line keeps its object, so its LineInput is made once.
const lineInputs = new WeakMap<DocumentItemData, LineInput>();

export function toLineInput(item: DocumentItemData): LineInput {
  let input = lineInputs.get(item);
  if (input === undefined) {
    input = lineInputOf(item);
    lineInputs.set(item, input);
  }
  return input;
}

/** A view line as loaded, without the figures the server adds, as the editor stores and saves it. */
export function itemDataOf(view: DocumentItemData): DocumentItemData {
  return {
    uid: view.uid,
    type: view.type,
    nomenclatureItemType: view.nomenclatureItemType,
    ownArticleType: view.ownArticleType,
    code: view.code,
    article: view.article,
    rskNumber: view.rskNumber,
    productId: view.productId,
    ownArticleUid: view.ownArticleUid,
    description: view.description,
    quantity: view.quantity,
    unit: view.unit,
    priceOre: view.priceOre,
    purchasePriceOre: view.purchasePriceOre,
    discountBp: view.discountBp,
    discountOre: view.discountOre,
    markupBp: view.markupBp,
    vatRateBp: view.vatRateBp,
    applyDiscount: view.applyDiscount,
    excludeFromTotalMaterialProfit: view.excludeFromTotalMaterialProfit,
    comment: view.comment,
    priceSource: view.priceSource,
    sourcePriceOre: view.sourcePriceOre,
    sourcePurchasePriceOre: view.sourcePurchasePriceOre,
    minOrderQuantity: view.minOrderQuantity,
    unknownItem: view.unknownItem,
  };
}
