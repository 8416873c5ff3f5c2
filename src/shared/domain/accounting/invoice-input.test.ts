import { describe, expect, it } from 'vitest';
import type { LineInput, PricingInput } from '../documents/document-lines';
import { material, own, pricing } from '../documents/document-test-lines';
import { computeDocumentTotals } from '../documents/document-totals';
import { defaultLedgerMapping as m } from './bas-accounts';
import { invoiceVoucherInput, salesPerRateAndType } from './invoice-input';
import { creditInvoiceVoucher, invoiceVoucher } from './vouchers';

const context = { date: '2026-11-25', text: 'Faktura 1001' };
const rows = (...pairs: [string, number][]) => pairs.map(([account, amountOre]) => ({ account, amountOre }));

function inputOf(lines: LineInput[], p: PricingInput) {
  return invoiceVoucherInput(lines, p, computeDocumentTotals(lines, p), context);
}

/* The couple's bathroom without its 2 h of other work: 20 h ROT at 650 kr = 13 000 kr, material 8 000 kr. */
const bathroom = [
  own('ROT_SERVICE', { quantity: 20_000, unit: 'tim', priceOre: 65_000 }),
  material({ priceOre: 800_000 }),
];

/*
 * Mixed rates with a 10 % document discount on material: 25 %: material 1 000 kr − 100 = 900, work 400 kr
 * (base 1 300, VAT 325); 12 %: material 500 kr − 50 = 450 (VAT 54). Total 1 300 + 325 + 450 + 54 = 2 129 kr.
 */
const mixedLines = [
  material({ priceOre: 100_000 }),
  material({ priceOre: 50_000, vatRateBp: 1200 }),
  own('SERVICE', { priceOre: 40_000 }),
];

describe('salesPerRateAndType', () => {
  it('splits each rate into material (after its discount) and work, summing to the rate base', () => {
    const p = pricing({ discountBp: 1000 });
    expect(salesPerRateAndType(mixedLines, p, computeDocumentTotals(mixedLines, p))).toEqual([
      { rateBp: 2500, itemType: 'MATERIAL', netOre: 90_000 },
      { rateBp: 2500, itemType: 'WORK', netOre: 40_000 },
      { rateBp: 1200, itemType: 'MATERIAL', netOre: 45_000 },
    ]);
  });
});

describe('invoiceVoucherInput → voucher', () => {
  it('books the mixed invoice from its totals', () => {
    const v = invoiceVoucher(inputOf(mixedLines, pricing({ discountBp: 1000 })), m);
    expect(v.rows).toEqual(
      rows(['1510', 212_900], ['3001', -130_000], ['3002', -45_000], ['2611', -32_500], ['2621', -5_400]),
    );
  });

  it('books the bathroom: 21 376 kr on 1510 and the ROT 4 874 kr on 1513', () => {
    // 13 000 + 8 000 = 21 000 net, VAT 5 250, total 26 250 kr; less ROT 4 874 = 21 376 kr.
    const v = invoiceVoucher(inputOf(bathroom, pricing({ taxDeductionOre: 487_400 })), m);
    expect(v.rows).toEqual(
      rows(['1510', 2_137_600], ['1513', 487_400], ['3001', -2_100_000], ['2611', -525_000]),
    );
  });

  it("credits the bathroom in full: the credit's negative totals turned round, the ROT taken off 1513", () => {
    const input = inputOf(bathroom, pricing({ credit: true, taxDeductionOre: 487_400 }));
    expect(input.payableOre).toBe(2_137_600);
    expect(creditInvoiceVoucher(input, m).rows).toEqual(
      rows(['1510', -2_137_600], ['1513', -487_400], ['3001', 2_100_000], ['2611', 525_000]),
    );
  });

  it('puts the rounding of the totals on 3740', () => {
    // 99,99 kr net + 25,00 VAT (24,9975 rounded) = 124,99 → 125 kr: 1 öre credited to 3740.
    const v = invoiceVoucher(inputOf([material({ priceOre: 9_999 })], pricing()), m);
    expect(v.rows).toEqual(rows(['1510', 12_500], ['3001', -9_999], ['2611', -2_500], ['3740', -1]));
  });

  it('books reverse charge on 3231 without VAT', () => {
    const v = invoiceVoucher(inputOf(mixedLines, pricing({ reverseTaxLiability: true })), m);
    // 1 000 + 500 + 400 = 1 900 kr, no discount, no VAT.
    expect(v.rows).toEqual(rows(['1510', 190_000], ['3231', -190_000]));
  });
});
