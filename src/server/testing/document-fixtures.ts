import type { DocumentDataInput, DocumentItemDataInput } from '@shared/api/documents';

/** Document lines and data for API tests and benchmarks: a free article, labour, a comment row. */
let lineNo = 0;
export function freeLine(over: Partial<DocumentItemDataInput> = {}): DocumentItemDataInput {
  lineNo += 1;
  return {
    uid: crypto.randomUUID(),
    type: 'NOMENCLATURE',
    nomenclatureItemType: 'FREE',
    code: `FRI-${lineNo}`,
    description: 'Kopplingsledning 300 mm',
    quantity: 2000,
    unit: 'st',
    priceOre: 12_950,
    purchasePriceOre: 8_000,
    ...over,
  };
}

export const workLine = (over: Partial<DocumentItemDataInput> = {}) =>
  freeLine({
    type: 'OWN_ARTICLE',
    nomenclatureItemType: null,
    ownArticleType: 'SERVICE',
    code: 'ARB1',
    description: 'Arbete montör, per timme',
    unit: 'tim',
    quantity: 3500,
    priceOre: 65_000,
    purchasePriceOre: null,
    ...over,
  });

export function documentData(over: Partial<DocumentDataInput> = {}): DocumentDataInput {
  return {
    docDate: '2026-11-21',
    // The buyer an invoice must name (decision 0036), typed in as for a one-off customer.
    clientAddress: {
      contactName: 'Eva Berg',
      streetAddress: 'Storgatan 3',
      streetAddressExt: '',
      zipCode: '222 21',
      city: 'Lund',
    },
    mark: 'Badrum Storgatan 3',
    title: 'Renovering av badrum',
    object: 'Storgatan 3, Lund',
    items: [
      freeLine(),
      workLine(),
      freeLine({
        type: 'COMMENT',
        nomenclatureItemType: null,
        code: 'text1',
        description: 'Arbetet utförs enligt Säker Vatten.',
        priceOre: null,
        purchasePriceOre: null,
      }),
    ],
    ...over,
  };
}
