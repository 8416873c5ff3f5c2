import { describe, expect, it } from 'vitest';
import type { OwnArticleType } from '../own-article';
import type { LineInput, PricingInput } from './document-lines';
import { type LineProblem, validateLine } from './line-rules';

const pricing = (p: Partial<PricingInput> = {}): PricingInput => ({
  vatRateBp: 2500,
  discountBp: 0,
  markupToPurchasePrice: false,
  markupToMaterialOwnArticles: false,
  reverseTaxLiability: false,
  includeDocumentDiscountToProfit: false,
  ...p,
});

const material = (p: Partial<LineInput> = {}): LineInput => ({
  kind: 'NOMENCLATURE',
  nomenclatureItemType: 'REGULAR',
  ownArticleType: null,
  quantity: 1000,
  unit: 'st',
  priceOre: 10_000,
  purchasePriceOre: 6000,
  discountBp: 0,
  discountOre: 0,
  markupBp: 0,
  vatRateBp: null,
  applyDiscount: true,
  excludeFromTotalMaterialProfit: false,
  ...p,
});

const own = (type: OwnArticleType, p: Partial<LineInput> = {}): LineInput =>
  material({ kind: 'OWN_ARTICLE', nomenclatureItemType: null, ownArticleType: type, ...p });

const byMarkup = pricing({ markupToPurchasePrice: true });
const ownByMarkup = pricing({ markupToPurchasePrice: true, markupToMaterialOwnArticles: true });

const discountExceedsPrice: LineProblem = { field: 'discountOre', message: 'Rabatten är större än priset' };
const tooBigDiscount: LineProblem = {
  field: 'discountBp',
  message: 'Rabatten får inte vara större än 100 %',
};
const priceCellShouldBeFilled: LineProblem = { field: 'priceOre', message: 'Fyll i pris eller inköpspris' };
const negativeMarkup: LineProblem = {
  field: 'markupBp',
  message: 'Påslaget får inte vara negativt när påslag görs på inköpspriset',
};

describe('validateLine', () => {
  const cases: [string, LineInput, PricingInput, LineProblem[]][] = [
    ['a plain catalogue line', material(), pricing(), []],
    ['100 % discount', material({ discountBp: 10_000 }), pricing(), []],
    ['100,01 % discount', material({ discountBp: 10_001 }), pricing(), [tooBigDiscount]],
    [
      'a negative percentage discount',
      material({ discountBp: -1 }),
      pricing(),
      [{ field: 'discountBp', message: 'Rabatten får inte vara negativ' }],
    ],
    [
      'a negative amount discount',
      material({ discountOre: -1 }),
      pricing(),
      [{ field: 'discountOre', message: 'Rabatten får inte vara negativ' }],
    ],
    ['an amount discount equal to the price', material({ discountOre: 10_000 }), pricing(), []],
    [
      'an amount discount 1 öre over the price',
      material({ discountOre: 10_001 }),
      pricing(),
      [discountExceedsPrice],
    ],
    [
      'an amount discount over what the percentage leaves (90 kr left, 90,01 kr off)',
      material({ discountBp: 1000, discountOre: 9001 }),
      pricing(),
      [discountExceedsPrice],
    ],
    [
      'an amount discount using up what the percentage leaves',
      material({ discountBp: 1000, discountOre: 9000 }),
      pricing(),
      [],
    ],
    [
      '100 % and then 1 öre more makes the unit price negative',
      material({ discountBp: 10_000, discountOre: 1 }),
      pricing(),
      [discountExceedsPrice],
    ],
    [
      'a discount on a line without price',
      material({ priceOre: null, discountOre: 1 }),
      pricing(),
      [discountExceedsPrice],
    ],
    [
      'over 100 % is reported once, at the percentage',
      material({ discountBp: 20_000, discountOre: 0 }),
      pricing(),
      [tooBigDiscount],
    ],
    ['the discounts do not price a line priced by markup', material({ discountOre: 20_000 }), byMarkup, []],
    [
      'a free item with neither price nor purchase price',
      material({ nomenclatureItemType: 'FREE', priceOre: null, purchasePriceOre: null }),
      pricing(),
      [priceCellShouldBeFilled],
    ],
    [
      'a catalogue article without price with neither',
      material({ nomenclatureItemType: 'WITHOUT_PRICE', priceOre: null, purchasePriceOre: null }),
      pricing(),
      [priceCellShouldBeFilled],
    ],
    [
      'a free item with only a purchase price',
      material({ nomenclatureItemType: 'FREE', priceOre: null, purchasePriceOre: 100 }),
      pricing(),
      [],
    ],
    [
      'a free item with only a price',
      material({ nomenclatureItemType: 'FREE', priceOre: 0, purchasePriceOre: null }),
      pricing(),
      [],
    ],
    [
      'a regular catalogue line may lack both (the catalogue has no price)',
      material({ priceOre: null, purchasePriceOre: null }),
      pricing(),
      [],
    ],
    [
      'a special article may lack both',
      material({ nomenclatureItemType: 'SPECIAL', priceOre: null, purchasePriceOre: null }),
      pricing(),
      [],
    ],
    ['a negative markup priced by markup', material({ markupBp: -1 }), byMarkup, [negativeMarkup]],
    ['a negative markup when the sales price applies', material({ markupBp: -1 }), pricing(), []],
    [
      'a negative markup without a purchase price',
      material({ markupBp: -1, purchasePriceOre: null }),
      byMarkup,
      [],
    ],
    [
      'a negative markup on own MATERIAL without markupToMaterialOwnArticles',
      own('MATERIAL', { markupBp: -1 }),
      byMarkup,
      [],
    ],
    [
      'a negative markup on own MATERIAL with it',
      own('MATERIAL', { markupBp: -1 }),
      ownByMarkup,
      [negativeMarkup],
    ],
    ['a negative markup on own SERVICE', own('SERVICE', { markupBp: -1 }), ownByMarkup, []],
    [
      'a negative price',
      material({ priceOre: -1 }),
      pricing(),
      [{ field: 'priceOre', message: 'Priset får inte vara negativt' }],
    ],
    ['a return (negative quantity)', material({ quantity: -5000 }), pricing(), []],
    ['quantity 0', material({ quantity: 0 }), pricing(), []],
    ['a million units', material({ quantity: 1_000_000_000 }), pricing(), []],
    [
      'a million units and a thousandth',
      material({ quantity: 1_000_000_001 }),
      pricing(),
      [{ field: 'quantity', message: 'Antalet är för stort' }],
    ],
    [
      'a return over a million units',
      material({ quantity: -1_000_000_001 }),
      pricing(),
      [{ field: 'quantity', message: 'Antalet är för stort' }],
    ],
    [
      'a comment row is never a problem',
      material({ kind: 'COMMENT', discountBp: 20_000, priceOre: -5, quantity: 2_000_000_000 }),
      pricing(),
      [],
    ],
    [
      'several problems at once, each at its cell',
      material({ priceOre: -1, discountBp: 10_001, markupBp: -1, quantity: 2_000_000_000 }),
      byMarkup,
      [
        { field: 'priceOre', message: 'Priset får inte vara negativt' },
        tooBigDiscount,
        negativeMarkup,
        { field: 'quantity', message: 'Antalet är för stort' },
      ],
    ],
  ];

  it.each(cases)('%s', (_, line, p, problems) => {
    expect(validateLine(line, p)).toEqual(problems);
  });
});
