import { describe, expect, it } from 'vitest';
import { byMarkup, comment, material, own, pricing } from './document-test-lines';
import { computeDocumentTotals } from './document-totals';

// Every expected figure below is computed by hand in the comment beside it (öre, 1 % = 100 bp, qty in ‰).

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
      own('SERVICE', { priceOre: 1000, unit: 'st', quantity: 3000 }), // not hours; no cost: 30 kr profit
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
        workProfitOre: 50_000 + 15_000 + 3000,
        workProfitWithoutCost: true,
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
