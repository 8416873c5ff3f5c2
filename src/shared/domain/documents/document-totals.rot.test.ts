import { describe, expect, it } from 'vitest';
import { documentHeaderSchema } from '../../api/documents';
import { documentKinds } from './document-kinds';
import { material, own, pricing } from './document-test-lines';
import { computeDocumentTotals } from './document-totals';
import { pricingOf } from './line-input';

/*
 * A bathroom by hand: 12,5 h ROT work at 600 kr = 7 500,00 kr; 2 h other work at 500 kr = 1 000,00 kr;
 * material 4 000,00 kr with a 10 % document discount = 3 600,00 kr. Net 12 100,00, VAT 25 % 3 025,00,
 * total 15 125,00 kr. ROT work incl. VAT 7 500 × 1,25 = 9 375,00 kr; 30 % of it = 2 812,50 → whole
 * kronor down: 2 812 kr claimed. Att betala 15 125 − 2 812 = 12 313 kr. Material incl. VAT after the
 * discount: 4 000 × 1,25 − 400 × 1,25 = 5 000 − 500 = 4 500,00 kr.
 */
const lines = [
  own('ROT_SERVICE', { quantity: 12_500, unit: 'tim', priceOre: 60_000 }),
  own('SERVICE', { quantity: 2000, unit: 'tim', priceOre: 50_000 }),
  material({ priceOre: 400_000 }),
];

describe('ROT in the totals (decision 0038)', () => {
  it('takes the claimed deduction off "Att betala" and says so above it', () => {
    const t = computeDocumentTotals(lines, pricing({ discountBp: 1000, taxDeductionOre: 281_200 }));
    expect(t).toMatchObject({
      netSumOre: 1_210_000,
      vatSumOre: 302_500,
      totalSumOre: 1_512_500,
      roundingOre: 0,
      taxDeductionOre: 281_200,
      totalPayableSumOre: 1_231_300,
      rotWorkInclVatOre: 937_500,
      rotDurationThousandths: 12_500,
      materialDocDiscountedInclVatOre: 450_000,
    });
    expect(t.summaryRows.slice(-2)).toEqual([
      { kind: 'ROT', label: 'Avgår ROT-avdrag', amountOre: -281_200 },
      { kind: 'TOTAL_WITH_VAT', label: 'Att betala', amountOre: 1_231_300 },
    ]);
  });

  it('keeps the öresavrundning of the total and deducts whole kronor after it', () => {
    // 1 h at 333,33 kr: 416,6625 → 416,66 incl. VAT, rounded to 417 kr; ROT 30 % of 416,66 = 124,998 → 124 kr.
    const t = computeDocumentTotals(
      [own('ROT_SERVICE', { unit: 'tim', priceOre: 33_333 })],
      pricing({ taxDeductionOre: 12_400 }),
    );
    expect(t).toMatchObject({ totalSumOre: 41_666, roundingOre: 34, totalPayableSumOre: 29_300 });
  });

  it('deducts nothing with reverse charge', () => {
    expect(
      computeDocumentTotals(lines, pricing({ reverseTaxLiability: true, taxDeductionOre: 1 }))
        .taxDeductionOre,
    ).toBe(0);
  });

  it('gives the deduction back on a credit: −15 125 kr + 2 812 kr = −12 313 kr to refund (0044)', () => {
    const credit = computeDocumentTotals(
      lines,
      pricing({ credit: true, discountBp: 1000, taxDeductionOre: 281_200 }),
    );
    expect(credit).toMatchObject({
      totalSumOre: -1_512_500,
      taxDeductionOre: -281_200,
      totalPayableSumOre: -1_231_300,
    });
    expect(credit.summaryRows.slice(-2)).toEqual([
      { kind: 'ROT', label: 'Återfört ROT-avdrag', amountOre: 281_200 },
      { kind: 'TOTAL_WITH_VAT', label: 'Att återbetala', amountOre: -1_231_300 },
    ]);
    const withoutRot = computeDocumentTotals(lines, pricing({ credit: true }));
    expect(withoutRot.summaryRows.some((r) => r.kind === 'ROT')).toBe(false);
  });

  it('reads the buyers’ amounts from the header, and nothing from a header without ROT', () => {
    const header = documentHeaderSchema.parse({
      docDate: '2026-11-21',
      taxDeduction: {
        taxPayers: [
          { name: 'Anna Ek', personalNumber: '198001011234', amountOre: 150_000 },
          { name: 'Per Ek', personalNumber: '198202022345', amountOre: 131_200 },
        ],
      },
    });
    expect(pricingOf(header, documentKinds.INVOICE).taxDeductionOre).toBe(281_200);
    expect(pricingOf({ ...header, taxDeduction: null }, documentKinds.INVOICE).taxDeductionOre).toBe(0);
  });
});
