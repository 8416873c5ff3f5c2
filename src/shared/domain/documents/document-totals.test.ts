import { describe, expect, it } from 'vitest';
import type { OwnArticleType } from '../own-article';
import type { LineAmounts, LineInput, PricingInput } from './document-lines';
import {
  computeDocumentTotals,
  computeLine,
  formatRateBp,
  isPricedByMarkup,
  lineGroup,
  roundToKronor,
} from './document-totals';

// Every expected figure below is computed by hand in the comment beside it (öre, 1 % = 100 bp, qty in ‰).

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
  purchasePriceOre: null,
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

const comment = (p: Partial<LineInput> = {}): LineInput =>
  material({ kind: 'COMMENT', nomenclatureItemType: null, priceOre: null, ...p });

const byMarkup = pricing({ markupToPurchasePrice: true });

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

describe('computeDocumentTotals', () => {
  // 100 kr at the document's 25 %, 50 kr at 12 %, 3 × 33,33 = 99,99 kr at 6 %, 20 kr transport at 0 %.
  const mixedVat = [
    material(),
    own('OTHER', { priceOre: 5000, vatRateBp: 1200 }),
    own('OTHER', { priceOre: 3333, quantity: 3000, vatRateBp: 600 }),
    own('TRANSPORT', { priceOre: 2000, vatRateBp: 0 }),
  ];

  it('sums VAT per rate, highest rate first', () => {
    const t = computeDocumentTotals(mixedVat, pricing());
    expect(t.vat).toEqual([
      { rateBp: 2500, baseOre: 10_000, vatOre: 2500 },
      { rateBp: 1200, baseOre: 5000, vatOre: 600 },
      { rateBp: 600, baseOre: 9999, vatOre: 600 }, // 599,94
      { rateBp: 0, baseOre: 2000, vatOre: 0 },
    ]);
    expect(t).toMatchObject({
      materialSumOre: 10_000,
      otherSumOre: 14_999,
      transportSumOre: 2000,
      netSumOre: 26_999,
      vatSumOre: 3700,
      totalSumOre: 30_699,
      totalPayableSumOre: 30_700,
      roundingOre: 1,
    });
    expect(t.summaryRows).toEqual([
      { kind: 'MATERIAL', label: 'Material', amountOre: 10_000 },
      { kind: 'OTHERS', label: 'Övrigt', amountOre: 16_999 },
      { kind: 'VAT', label: 'Moms 25 %', amountOre: 2500, rateBp: 2500 },
      { kind: 'VAT', label: 'Moms 12 %', amountOre: 600, rateBp: 1200 },
      { kind: 'VAT', label: 'Moms 6 %', amountOre: 600, rateBp: 600 },
      { kind: 'VAT', label: 'Moms 0 %', amountOre: 0, rateBp: 0 },
      { kind: 'ROUNDING', label: 'Öresavrundning', amountOre: 1 },
      { kind: 'TOTAL_WITH_VAT', label: 'Att betala', amountOre: 30_700 },
    ]);
  });

  it('takes no VAT under reverse charge but keeps the bases', () => {
    const t = computeDocumentTotals(mixedVat, pricing({ reverseTaxLiability: true }));
    expect(t.vat.map((v) => [v.rateBp, v.baseOre, v.vatOre])).toEqual([
      [2500, 10_000, 0],
      [1200, 5000, 0],
      [600, 9999, 0],
      [0, 2000, 0],
    ]);
    expect(t).toMatchObject({
      netSumOre: 26_999,
      vatSumOre: 0,
      totalSumOre: 26_999,
      totalPayableSumOre: 27_000,
    });
    expect(t.summaryRows.filter((r) => r.kind === 'VAT')).toEqual([
      { kind: 'VAT', label: 'Moms (omvänd betalningsskyldighet)', amountOre: 0 },
    ]);
  });

  it('takes the document discount only off material lines that allow it', () => {
    const lines = [
      material({ priceOre: 10_000 }),
      material({ priceOre: 5005, applyDiscount: false }),
      own('MATERIAL', { priceOre: 2345 }),
      own('SERVICE', { priceOre: 50_000 }),
    ];
    const t = computeDocumentTotals(lines, pricing({ discountBp: 1000 }));
    // 10 % of 100 + 23,45 = 12,345 kr → 12,35 kr; VAT 25 % of 661,15 kr = 165,2875 kr → 165,29 kr.
    expect(t).toMatchObject({
      materialSumOre: 17_350,
      workSumOre: 50_000,
      docMaterialsDiscountOre: 1235,
      netSumOre: 66_115,
      vatSumOre: 16_529,
      totalSumOre: 82_644,
      totalPayableSumOre: 82_600,
      roundingOre: -44,
    });
    expect(t.summaryRows).toEqual([
      { kind: 'MATERIAL', label: 'Material', amountOre: 17_350 },
      { kind: 'SALES', label: 'Materialrabatt', amountOre: -1235 },
      { kind: 'SERVICE', label: 'Arbete', amountOre: 50_000 },
      { kind: 'VAT', label: 'Moms 25 %', amountOre: 16_529, rateBp: 2500 },
      { kind: 'ROUNDING', label: 'Öresavrundning', amountOre: -44 },
      { kind: 'TOTAL_WITH_VAT', label: 'Att betala', amountOre: 82_600 },
    ]);
  });

  it('rounds the document discount per VAT rate', () => {
    // 5 % of 100,05 kr = 5,0025 kr → 5,00 kr at each rate (not 5 % of 200,10 kr = 10,005 → 10,01 kr).
    const lines = [material({ priceOre: 10_005 }), material({ priceOre: 10_005, vatRateBp: 1200 })];
    const t = computeDocumentTotals(lines, pricing({ discountBp: 500 }));
    expect(t.docMaterialsDiscountOre).toBe(1000);
    expect(t.vat).toEqual([
      { rateBp: 2500, baseOre: 9505, vatOre: 2376 }, // 2 376,25
      { rateBp: 1200, baseOre: 9505, vatOre: 1141 }, // 1 140,6
    ]);
    expect(t).toMatchObject({ netSumOre: 19_010, vatSumOre: 3517, totalSumOre: 22_527, roundingOre: -27 });
  });

  it.each([
    [10_002, 2501], // 2 500,5 rounds up
    [10_001, 2500], // 2 500,25
    [-10_002, -2501], // away from zero on a credit
    [-10_001, -2500],
  ])('VAT 25 %% on %i öre is %i öre', (base, vat) => {
    const quantity = base < 0 ? -1000 : 1000;
    const t = computeDocumentTotals([material({ priceOre: Math.abs(base), quantity })], pricing());
    expect(t.vatSumOre).toBe(vat);
  });

  it.each([
    [10_049, 10_000, -49],
    [10_050, 10_100, 50],
    [10_000, 10_000, 0],
    [-10_049, -10_000, 49],
    [-10_050, -10_100, -50],
  ])('öresavrundning of %i öre: pays %i, rounding %i', (total, payable, rounding) => {
    const line = material({ priceOre: Math.abs(total), quantity: total < 0 ? -1000 : 1000 });
    const t = computeDocumentTotals([line], pricing({ vatRateBp: 0 }));
    expect(t.totalSumOre).toBe(total);
    expect(t.totalPayableSumOre).toBe(payable);
    expect(t.roundingOre).toBe(rounding);
    const roundingRows = t.summaryRows.filter((r) => r.kind === 'ROUNDING');
    expect(roundingRows).toEqual(
      rounding === 0 ? [] : [{ kind: 'ROUNDING', label: 'Öresavrundning', amountOre: rounding }],
    );
  });

  describe('profit, purchase and duration', () => {
    const lines = [
      material({ quantity: 2000, purchasePriceOre: 6000 }), // sum 200 kr, profit 80 kr
      material({ priceOre: 5000, purchasePriceOre: 4000, excludeFromTotalMaterialProfit: true }), // profit 10 kr, left out
      material({ priceOre: 3000 }), // no purchase price: no profit
      own('SERVICE', { priceOre: 50_000, purchasePriceOre: 30_000, unit: 'tim', quantity: 2500 }), // 1 250 kr, profit 500 kr
      own('ROT_SERVICE', { priceOre: 40_000, purchasePriceOre: 25_000, unit: ' Tim ' }), // 400 kr, profit 150 kr
      own('SERVICE', { priceOre: 1000, unit: 'st', quantity: 3000 }), // not hours
      own('MATERIAL', { priceOre: 0, unit: 'tim', quantity: 9000 }), // hours only count on labour
      comment({ quantity: 7000, unit: 'tim' }),
    ];

    it('sums the groups and takes 10 % document discount off 280 kr of material', () => {
      const t = computeDocumentTotals(lines, pricing({ discountBp: 1000 }));
      expect(t).toMatchObject({
        materialSumOre: 28_000,
        workSumOre: 168_000,
        rotWorkSumOre: 40_000,
        docMaterialsDiscountOre: 2800,
        netSumOre: 193_200,
        vatSumOre: 48_300,
        totalSumOre: 241_500,
        roundingOre: 0,
        totalPayableSumOre: 241_500,
        materialProfitOre: 8000,
        workProfitOre: 65_000,
        totalDurationThousandths: 3500,
        purchaseSumOre: 12_000 + 4000 + 75_000 + 25_000,
      });
      expect(t.summaryRows.map((r) => r.kind)).toEqual([
        'MATERIAL',
        'SALES',
        'SERVICE',
        'VAT',
        'TOTAL_WITH_VAT',
      ]);
    });

    it('lowers the material profit by the document discount when the document says so', () => {
      const t = computeDocumentTotals(
        lines,
        pricing({ discountBp: 1000, includeDocumentDiscountToProfit: true }),
      );
      expect(t.materialProfitOre).toBe(8000 - 2800);
    });
  });

  it('nets returns against sales before the document discount', () => {
    const lines = [material({ quantity: 2000 }), material({ quantity: -1000 })];
    const t = computeDocumentTotals(lines, pricing({ discountBp: 1000 }));
    // 100 kr net, 10 kr discount, 90 kr base, 22,50 kr VAT, 112,50 kr → 113 kr.
    expect(t).toMatchObject({
      materialSumOre: 10_000,
      docMaterialsDiscountOre: 1000,
      netSumOre: 9000,
      vatSumOre: 2250,
      totalSumOre: 11_250,
      totalPayableSumOre: 11_300,
      roundingOre: 50,
    });
  });

  it('prices by markup on the purchase price in the totals', () => {
    const lines = [
      material({ purchasePriceOre: 8000, markupBp: 2000 }), // 96 kr
      own('MATERIAL', { priceOre: 7000, purchasePriceOre: 5000, markupBp: 5000 }), // 70 kr or 75 kr
    ];
    const plain = computeDocumentTotals(lines, byMarkup);
    expect(plain).toMatchObject({ materialSumOre: 16_600, materialProfitOre: 1600 + 2000 });
    const withOwn = computeDocumentTotals(
      lines,
      pricing({ markupToPurchasePrice: true, markupToMaterialOwnArticles: true }),
    );
    expect(withOwn).toMatchObject({ materialSumOre: 17_100, materialProfitOre: 1600 + 2500 });
  });

  it('gives zeros and only the payable row for an empty document or comments only', () => {
    for (const lines of [[], [comment({ priceOre: 9900 })]]) {
      const t = computeDocumentTotals(lines, pricing({ discountBp: 1000 }));
      expect(t).toMatchObject({
        netSumOre: 0,
        vatSumOre: 0,
        totalPayableSumOre: 0,
        vat: [],
        purchaseSumOre: 0,
      });
      expect(t.summaryRows).toEqual([{ kind: 'TOTAL_WITH_VAT', label: 'Att betala', amountOre: 0 }]);
    }
  });

  it('keeps the VAT row of a rate whose only line has quantity 0', () => {
    const t = computeDocumentTotals([material({ quantity: 0 })], pricing());
    expect(t.vat).toEqual([{ rateBp: 2500, baseOre: 0, vatOre: 0 }]);
    expect(t.summaryRows).toEqual([
      { kind: 'VAT', label: 'Moms 25 %', amountOre: 0, rateBp: 2500 },
      { kind: 'TOTAL_WITH_VAT', label: 'Att betala', amountOre: 0 },
    ]);
  });

  it('uses the document rate for lines without their own, and follows a change of it', () => {
    const t = computeDocumentTotals([material()], pricing({ vatRateBp: 1200 }));
    expect(t.vat).toEqual([{ rateBp: 1200, baseOre: 10_000, vatOre: 1200 }]);
  });
});
