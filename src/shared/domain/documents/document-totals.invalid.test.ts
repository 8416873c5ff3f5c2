import { describe, expect, it } from 'vitest';
import { material, own, pricing } from './document-test-lines';
import { computeDocumentTotals } from './document-totals';

// Decision 0021. Every figure is computed by hand beside it (öre, 1 % = 100 bp, quantity in ‰).

describe('lines that break a rule are left out of the totals and named', () => {
  const good = [material(), own('SERVICE', { priceOre: 50_000, unit: 'tim' })]; // 100 kr + 500 kr

  it.each([
    [
      'a discount of 150 %',
      material({ discountBp: 15_000 }),
      'discountBp',
      'rabatten får inte vara större än 100 %',
    ],
    [
      'an amount discount larger than the price',
      material({ discountOre: 15_000 }),
      'discountOre',
      'rabatten är större än priset',
    ],
    ['a negative price', material({ priceOre: -100 }), 'priceOre', 'priset får inte vara negativt'],
    ['a quantity of 10^15 thousandths', material({ quantity: 1e15 }), 'quantity', 'antalet är för stort'],
    [
      'a price of 2^53 − 1 öre',
      material({ priceOre: 9_007_199_254_740_991 }),
      'priceOre',
      'beloppet är för stort (högst 100 000 000 kr)',
    ],
    [
      'an amount discount of 2^53 − 1 öre',
      material({ discountOre: 9_007_199_254_740_991 }),
      'discountOre',
      'rabatten är större än priset',
    ],
    [
      'a purchase price of 2^53 − 1 öre',
      material({ purchasePriceOre: 9_007_199_254_740_991 }),
      'purchasePriceOre',
      'beloppet är för stort (högst 100 000 000 kr)',
    ],
    [
      'a line sum above 100 Mkr',
      material({ priceOre: 1_000_000_000, quantity: 11_000 }),
      'quantity',
      'radens summa är för stor (högst 100 000 000 kr)',
    ],
    [
      'a line VAT rate of 2^31',
      material({ vatRateBp: 2_147_483_648 }),
      'vatRateBp',
      'momssatsen måste vara mellan 0 och 100 %',
    ],
  ])('%s', (_name, bad, field, message) => {
    const t = computeDocumentTotals([...good, bad], pricing());
    // 600 kr net, 150 kr VAT: the third line adds nothing.
    expect(t).toMatchObject({ netSumOre: 60_000, vatSumOre: 15_000, totalPayableSumOre: 75_000 });
    expect(t.invalidLines).toEqual([{ line: 3, field, text: `Rad 3: ${message} – raden räknas inte med` }]);
    expect(t.summaryRows.at(-1)).toEqual({ kind: 'TOTAL_WITH_VAT', label: 'Att betala', amountOre: 75_000 });
  });

  it('the review\'s draft: "Att betala −772,00 kr" becomes the valid lines\' sum', () => {
    // 2 × 129,50 kr = 259,00 kr; the second line's 1 000 kr discount on a 100 kr price would give −900 kr.
    const lines = [material({ priceOre: 12_950, quantity: 2000 }), material({ discountOre: 100_000 })];
    const t = computeDocumentTotals(lines, pricing());
    expect(t).toMatchObject({
      netSumOre: 25_900,
      vatSumOre: 6475,
      totalSumOre: 32_375,
      totalPayableSumOre: 32_400,
    });
    expect(t.invalidLines.map((l) => l.line)).toEqual([2]);
  });

  it('a header rate nobody means counts no line, and says so once', () => {
    const t = computeDocumentTotals(good, pricing({ vatRateBp: 2_147_483_648 }));
    expect(t).toMatchObject({ netSumOre: 0, vatSumOre: 0, totalPayableSumOre: 0 });
    expect(t.invalidLines).toEqual([
      {
        line: null,
        field: 'vatRateBp',
        text: 'Momssatsen måste vara mellan 0 och 100 % – inga rader räknas med',
      },
    ]);
    const discount = computeDocumentTotals(good, pricing({ discountBp: -1 }));
    expect(discount.invalidLines.map((l) => l.field)).toEqual(['discountBp']);
  });

  it('a comment row never counts as invalid', () => {
    const t = computeDocumentTotals([material({ kind: 'COMMENT', discountBp: 15_000 })], pricing());
    expect(t.invalidLines).toEqual([]);
  });
});

describe('öresavrundning: the payable sum is the one figure lists show', () => {
  it.each([
    // 27 756,86 kr net + 6 939,22 kr VAT = 34 696,08 kr → 34 696,00 kr.
    [2_775_686, 3_469_608, 3_469_600, -8],
    // 5 117,00 kr + 1 279,25 kr = 6 396,25 kr → 6 396,00 kr.
    [511_700, 639_625, 639_600, -25],
    // 0,40 kr + 0,10 kr = 0,50 kr → 1,00 kr (half away from zero).
    [40, 50, 100, 50],
  ])('net %i öre: total %i, payable %i, rounding %i', (net, total, payable, rounding) => {
    const t = computeDocumentTotals([material({ priceOre: net })], pricing());
    expect(t).toMatchObject({ totalSumOre: total, totalPayableSumOre: payable, roundingOre: rounding });
  });
});

describe('a credit invoice', () => {
  it('has the invoice\'s sums negated to the öre, labelled "Att återbetala"', () => {
    const lines = [material({ priceOre: 511_700, purchasePriceOre: 400_000 })];
    const invoice = computeDocumentTotals(lines, pricing());
    const credit = computeDocumentTotals(lines, pricing({ credit: true }));
    // −5 117,00 − 1 279,25 = −6 396,25 → −6 396,00 (half away from zero mirrors +6 396,25 → +6 396,00).
    expect(credit).toMatchObject({
      materialSumOre: -511_700,
      netSumOre: -511_700,
      vatSumOre: -127_925,
      totalSumOre: -639_625,
      roundingOre: 25,
      totalPayableSumOre: -639_600,
      materialProfitOre: -111_700,
      purchaseSumOre: -400_000,
    });
    expect(credit.totalPayableSumOre).toBe(-invoice.totalPayableSumOre);
    expect(credit.summaryRows.at(-1)).toEqual({
      kind: 'TOTAL_WITH_VAT',
      label: 'Att återbetala',
      amountOre: -639_600,
    });
  });
});

describe('TB arbete (decision 0021)', () => {
  it('counts a labour line without a purchase price as all margin, and says so', () => {
    // 3,5 tim × 650 kr = 2 275 kr, no cost known.
    const t = computeDocumentTotals(
      [own('SERVICE', { priceOre: 65_000, quantity: 3500, unit: 'tim' })],
      pricing(),
    );
    expect(t).toMatchObject({ workSumOre: 227_500, workProfitOre: 227_500, workProfitWithoutCost: true });
  });

  it('takes the cost off where it is known, and marks nothing', () => {
    // 2 tim × (650 − 400) kr = 500 kr.
    const line = own('ROT_SERVICE', {
      priceOre: 65_000,
      purchasePriceOre: 40_000,
      quantity: 2000,
      unit: 'tim',
    });
    const t = computeDocumentTotals([line], pricing());
    expect(t).toMatchObject({ workProfitOre: 50_000, workProfitWithoutCost: false });
  });
});
