import { describe, expect, it } from 'vitest';
import type { LineAmounts, LineInput, PricingInput } from './document-lines';
import { byMarkup, comment, material, own, pricing } from './document-test-lines';
import { computeLine, formatRateBp, isPricedByMarkup, lineGroup, roundToKronor } from './document-totals';

// Every expected figure below is computed by hand in the comment beside it (öre, 1 % = 100 bp, qty in ‰).

describe('computeLine', () => {
  // Catalogue lines at the sales price: [case, line fields, expected figures].
  const salesPriced: [string, Partial<LineInput>, Partial<LineAmounts>][] = [
    ['1 st at 100 kr', {}, { group: 'MATERIAL', unitNetOre: 10_000, sumOre: 10_000 }],
    ['1,5 m at 19,99 kr (2 998,5 → 2 999)', { quantity: 1500, priceOre: 1999 }, { sumOre: 2999 }],
    [
      '10 % off 123,45 kr (1 234,5 → 1 235 off)',
      { priceOre: 12_345, discountBp: 1000 },
      { unitNetOre: 11_110 },
    ],
    ['10 % and 5 kr off 100 kr', { discountBp: 1000, discountOre: 500 }, { unitNetOre: 8500, sumOre: 8500 }],
    ['10 % off 15 öre: 1,5 öre off rounds to 2', { priceOre: 15, discountBp: 1000 }, { unitNetOre: 13 }],
    ['10 % off 14 öre: 1,4 öre off rounds to 1', { priceOre: 14, discountBp: 1000 }, { unitNetOre: 13 }],
    ['amount ,49 öre rounds down (2 510,49)', { priceOre: 1249, quantity: 2010 }, { sumOre: 2510 }],
    ['amount ,50 öre rounds up (3 751,5)', { priceOre: 2501, quantity: 1500 }, { sumOre: 3752 }],
    ['return ,50 öre rounds away from zero', { priceOre: 2501, quantity: -1500 }, { sumOre: -3752 }],
    ['return ,49 öre rounds toward zero', { priceOre: 1249, quantity: -2010 }, { sumOre: -2510 }],
    ['half a unit at 49,99 kr (2 499,5 → 2 500)', { priceOre: 4999, quantity: 500 }, { sumOre: 2500 }],
    [
      'quantity 0: no amount, no profit',
      { quantity: 0, purchasePriceOre: 6000 },
      { sumOre: 0, profitOre: 0 },
    ],
    ['a return of 2 st', { quantity: -2000, purchasePriceOre: 6000 }, { sumOre: -20_000, profitOre: -8000 }],
    // 1,5 × 37,33 kr = 55,995 kr → 56,00 kr of purchase.
    [
      'profit = sum − purchase × qty',
      { quantity: 1500, purchasePriceOre: 3733 },
      { profitOre: 15_000 - 5600 },
    ],
    ['no price counts as 0', { priceOre: null }, { unitNetOre: 0, sumOre: 0, profitOre: null }],
    // 4 503 599 627 370 497 × 1,5 = …745,5: a float product cannot hold the half öre.
    [
      'price × quantity past 2^53 is exact',
      { priceOre: 4_503_599_627_370_497, quantity: 1500 },
      { sumOre: 6_755_399_441_055_746 },
    ],
  ];
  it.each(salesPriced)('%s', (_, fields, expected) => {
    expect(computeLine(material(fields), pricing())).toMatchObject(expected);
  });

  const ownAndMarkup = pricing({ markupToPurchasePrice: true, markupToMaterialOwnArticles: true });
  const ownMaterial = own('MATERIAL', { priceOre: 7000, purchasePriceOre: 5000, markupBp: 5000 });
  const cases: [string, LineInput, PricingInput, Partial<LineAmounts>][] = [
    [
      'a comment row has no amounts even with a price',
      comment({ priceOre: 5000, purchasePriceOre: 100 }),
      pricing(),
      {
        group: null,
        unitNetOre: 0,
        sumOre: 0,
        profitOre: null,
        pricedByMarkup: false,
      },
    ],
    ['own SERVICE', own('SERVICE'), pricing(), { group: 'SERVICE' }],
    ['own ROT_SERVICE', own('ROT_SERVICE'), pricing(), { group: 'ROT_SERVICE' }],
    ['own MATERIAL', own('MATERIAL'), pricing(), { group: 'MATERIAL' }],
    ['own OTHER', own('OTHER'), pricing(), { group: 'OTHER' }],
    ['own TRANSPORT', own('TRANSPORT'), pricing(), { group: 'TRANSPORT' }],
    [
      'markup 25 % on 80 kr, 2 st; the sales discount is ignored',
      material({
        purchasePriceOre: 8000,
        markupBp: 2500,
        discountBp: 5000,
        quantity: 2000,
      }),
      byMarkup,
      { unitNetOre: 10_000, sumOre: 20_000, profitOre: 4000, pricedByMarkup: true },
    ],
    [
      'markup 15 % on 3,33 kr (382,95 → 383)',
      material({ purchasePriceOre: 333, markupBp: 1500 }),
      byMarkup,
      {
        unitNetOre: 383,
        pricedByMarkup: true,
      },
    ],
    [
      'markup without a purchase price: sales price',
      material({ markupBp: 2500, discountBp: 1000 }),
      byMarkup,
      {
        unitNetOre: 9000,
        pricedByMarkup: false,
      },
    ],
    [
      'no markup unless the document prices by markup',
      material({ purchasePriceOre: 8000, markupBp: 2500 }),
      pricing(),
      {
        unitNetOre: 10_000,
        pricedByMarkup: false,
      },
    ],
    [
      'own MATERIAL keeps its price without markupToMaterialOwnArticles',
      ownMaterial,
      byMarkup,
      {
        unitNetOre: 7000,
        pricedByMarkup: false,
        profitOre: 2000,
      },
    ],
    [
      'own MATERIAL follows the markup with markupToMaterialOwnArticles',
      ownMaterial,
      ownAndMarkup,
      {
        unitNetOre: 7500,
        pricedByMarkup: true,
        profitOre: 2500,
      },
    ],
    [
      'own SERVICE never follows the markup',
      own('SERVICE', { priceOre: 50_000, purchasePriceOre: 30_000 }),
      ownAndMarkup,
      {
        unitNetOre: 50_000,
        pricedByMarkup: false,
      },
    ],
    [
      'a negative markup still computes (a rule problem)',
      material({ purchasePriceOre: 10_000, markupBp: -1000 }),
      byMarkup,
      {
        unitNetOre: 9000,
      },
    ],
    [
      'price × markup past 2^53 is exact',
      material({ purchasePriceOre: 987_654_321_123, markupBp: 3333 }),
      byMarkup,
      {
        unitNetOre: 1_316_839_506_353,
      },
    ],
  ];
  it.each(cases)('%s', (_, line, p, expected) => {
    expect(computeLine(line, p)).toMatchObject(expected);
  });

  it('fills every field', () => {
    expect(computeLine(material({ purchasePriceOre: 6000 }), pricing())).toEqual({
      group: 'MATERIAL',
      unitNetOre: 10_000,
      sumOre: 10_000,
      profitOre: 4000,
      pricedByMarkup: false,
    });
  });
});

describe('helpers', () => {
  it('groups catalogue lines as material and comments as nothing', () => {
    expect(lineGroup(material())).toBe('MATERIAL');
    expect(lineGroup(comment())).toBeNull();
  });

  it('prices by markup only with a purchase price and the document option', () => {
    expect(isPricedByMarkup(material({ purchasePriceOre: 1 }), byMarkup)).toBe(true);
    expect(isPricedByMarkup(material({ purchasePriceOre: null }), byMarkup)).toBe(false);
    expect(isPricedByMarkup(comment({ purchasePriceOre: 1 }), byMarkup)).toBe(false);
  });

  it.each([
    [10_049, 10_000],
    [10_050, 10_100],
    [-10_049, -10_000],
    [-10_050, -10_100],
    [0, 0],
  ])('rounds %i öre to %i öre', (ore, kronor) => {
    expect(roundToKronor(ore)).toBe(kronor);
  });

  it.each([
    [2500, '25 %'],
    [1200, '12 %'],
    [600, '6 %'],
    [0, '0 %'],
    [1250, '12,5 %'],
  ])('formats %i bp as %s', (bp, text) => {
    expect(formatRateBp(bp)).toBe(text);
  });
});
