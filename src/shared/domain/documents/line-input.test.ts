import { describe, expect, it } from 'vitest';
import { type DocumentItemData, documentItemDataSchema } from '../../api/documents';
import { itemKinds, type LineInput } from './document-lines';
import { emptyLine, toLineInput } from './line-input';

const uid = '6f1c2b4e-8d3a-4f5b-9c7e-1a2b3c4d5e6f';

describe('emptyLine', () => {
  it.each(itemKinds)('is the contract default of a %s line', (type) => {
    expect(emptyLine(uid, type)).toStrictEqual(documentItemDataSchema.parse({ uid, type }));
  });

  it('is a catalogue line when no kind is given', () => {
    expect(emptyLine(uid).type).toBe('NOMENCLATURE');
  });

  it('gives a new object each time, so one line never edits another', () => {
    expect(emptyLine(uid)).not.toBe(emptyLine(uid));
  });
});

describe('toLineInput', () => {
  const line = (over: Partial<DocumentItemData>): DocumentItemData => ({ ...emptyLine(uid), ...over });
  // [case, stored line fields, what the totals read]
  const cases: [string, Partial<DocumentItemData>, Partial<LineInput>][] = [
    ['an empty line', {}, { kind: 'NOMENCLATURE', quantity: 1000, priceOre: null, applyDiscount: true }],
    [
      'a priced catalogue line',
      { nomenclatureItemType: 'REGULAR', quantity: 1500, unit: 'm', priceOre: 1999, purchasePriceOre: 1200 },
      { nomenclatureItemType: 'REGULAR', quantity: 1500, unit: 'm', priceOre: 1999, purchasePriceOre: 1200 },
    ],
    [
      'discounts, markup and VAT',
      { discountBp: 1000, discountOre: 500, markupBp: 2500, vatRateBp: 1200, applyDiscount: false },
      { discountBp: 1000, discountOre: 500, markupBp: 2500, vatRateBp: 1200, applyDiscount: false },
    ],
    [
      'an own service article left out of the profit',
      { type: 'OWN_ARTICLE', ownArticleType: 'SERVICE', excludeFromTotalMaterialProfit: true },
      { kind: 'OWN_ARTICLE', ownArticleType: 'SERVICE', excludeFromTotalMaterialProfit: true },
    ],
    ['a comment row', { type: 'COMMENT', quantity: 0 }, { kind: 'COMMENT', quantity: 0 }],
  ];

  it.each(cases)('reads %s', (_case, fields, expected) => {
    expect(toLineInput(line(fields))).toMatchObject(expected);
  });

  it('reads exactly the amount fields, nothing of the line text or price source', () => {
    const input = toLineInput(line({ description: 'Rör', comment: 'x', priceSource: 'FROM_OWN_PRICE' }));
    expect(Object.keys(input).sort()).toStrictEqual(
      [
        'applyDiscount',
        'discountBp',
        'discountOre',
        'excludeFromTotalMaterialProfit',
        'kind',
        'markupBp',
        'nomenclatureItemType',
        'ownArticleType',
        'priceOre',
        'purchasePriceOre',
        'quantity',
        'unit',
        'vatRateBp',
      ].sort(),
    );
  });
});
