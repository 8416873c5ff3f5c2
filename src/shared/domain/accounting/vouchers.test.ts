import { describe, expect, it } from 'vitest';
import { defaultLedgerMapping as m } from './bas-accounts';
import type { InvoiceVoucherInput } from './vouchers';
import {
  assertBalanced,
  cashMethodPaymentVoucher,
  cashSaleVoucher,
  creditInvoiceVoucher,
  invoiceVoucher,
  paymentVoucher,
  rotDecisionVoucher,
  voucherBalance,
} from './vouchers';

const head = { date: '2026-11-25', text: 'Faktura 1001' };
const invoice = (p: Partial<InvoiceVoucherInput>): InvoiceVoucherInput => ({
  ...head,
  sales: [],
  vat: [],
  reverseCharge: false,
  payableOre: 0,
  rotOre: 0,
  ...p,
});

/* Plain 25 %: material 800 kr + work 1 200 kr = 2 000,00 net; VAT 500,00; Att betala 2 500 kr. */
const plain = invoice({
  sales: [
    { rateBp: 2500, itemType: 'MATERIAL', netOre: 80_000 },
    { rateBp: 2500, itemType: 'WORK', netOre: 120_000 },
  ],
  vat: [{ rateBp: 2500, vatOre: 50_000 }],
  payableOre: 250_000,
});

/* Mixed: work 1 000 kr at 25 % (VAT 250) and material 500 kr at 12 % (VAT 60): 1 810 kr. */
const mixed = invoice({
  sales: [
    { rateBp: 2500, itemType: 'WORK', netOre: 100_000 },
    { rateBp: 1200, itemType: 'MATERIAL', netOre: 50_000 },
  ],
  vat: [
    { rateBp: 2500, vatOre: 25_000 },
    { rateBp: 1200, vatOre: 6_000 },
  ],
  payableOre: 181_000,
});

/*
 * The couple's bathroom (rot-fixtures): ROT labour 13 000 net + 3 250 VAT = 16 250 kr; material 8 000 net
 * + 2 000 VAT = 10 000 kr; total 26 250 kr. ROT 4 874 kr (2 × 2 437, each owner floored), so the client
 * owes 26 250 − 4 874 = 21 376 kr and Skatteverket is asked for 4 874 kr.
 */
const rot = invoice({
  sales: [
    { rateBp: 2500, itemType: 'WORK', netOre: 1_300_000 },
    { rateBp: 2500, itemType: 'MATERIAL', netOre: 800_000 },
  ],
  vat: [{ rateBp: 2500, vatOre: 525_000 }],
  payableOre: 2_137_600,
  rotOre: 487_400,
});

const rows = (...pairs: [string, number][]) => pairs.map(([account, amountOre]) => ({ account, amountOre }));

describe('invoiceVoucher (invoice method)', () => {
  it.each([
    [
      'plain 25 %: both item types on 3001',
      plain,
      rows(['1510', 250_000], ['3001', -200_000], ['2611', -50_000]),
    ],
    [
      'mixed 25 % / 12 %: sales and VAT per rate',
      mixed,
      rows(['1510', 181_000], ['3001', -100_000], ['3002', -50_000], ['2611', -25_000], ['2621', -6_000]),
    ],
    [
      // 99,99 kr net, VAT 24,9975 → 25,00; total 124,99 → Att betala 125 kr: öresavrundning +0,01 (credit).
      'rounding up',
      invoice({
        sales: [{ rateBp: 2500, itemType: 'MATERIAL', netOre: 9_999 }],
        vat: [{ rateBp: 2500, vatOre: 2_500 }],
        payableOre: 12_500,
      }),
      rows(['1510', 12_500], ['3001', -9_999], ['2611', -2_500], ['3740', -1]),
    ],
    [
      // 100,02 kr net, VAT 25,005 → 25,01; total 125,03 → 125 kr: öresavrundning −0,03 (debit).
      'rounding down',
      invoice({
        sales: [{ rateBp: 2500, itemType: 'MATERIAL', netOre: 10_002 }],
        vat: [{ rateBp: 2500, vatOre: 2_501 }],
        payableOre: 12_500,
      }),
      rows(['1510', 12_500], ['3001', -10_002], ['2611', -2_501], ['3740', 3]),
    ],
    [
      'ROT: the client owes 21 376 kr, Skatteverket 4 874 kr on 1513',
      rot,
      rows(['1510', 2_137_600], ['1513', 487_400], ['3001', -2_100_000], ['2611', -525_000]),
    ],
    [
      // Work 10 000 + material 5 000 kr to a builder, no VAT: all on 3231.
      'reverse charge',
      invoice({
        sales: [
          { rateBp: 2500, itemType: 'WORK', netOre: 1_000_000 },
          { rateBp: 2500, itemType: 'MATERIAL', netOre: 500_000 },
        ],
        vat: [{ rateBp: 2500, vatOre: 0 }],
        reverseCharge: true,
        payableOre: 1_500_000,
      }),
      rows(['1510', 1_500_000], ['3231', -1_500_000]),
    ],
    [
      // Interest 123,45 kr, Att betala 123 kr: 0,45 kr rounded off (debit 3740); no VAT on interest.
      'interest invoice',
      invoice({ interestOre: 12_345, payableOre: 12_300 }),
      rows(['1510', 12_300], ['8313', -12_345], ['3740', 45]),
    ],
    [
      // 123,45 interest + 60 kr reminder fee = 183,45 → 183 kr; the fee is outside VAT too.
      'interest invoice with a reminder fee',
      invoice({ interestOre: 12_345, reminderFeeOre: 6_000, payableOre: 18_300 }),
      rows(['1510', 18_300], ['8313', -12_345], ['3990', -6_000], ['3740', 45]),
    ],
  ])('%s', (_name, input, expected) => {
    const v = invoiceVoucher(input, m);
    expect(v).toEqual({ ...head, rows: expected });
    expect(voucherBalance(v)).toBe(0);
  });

  it('books material and work apart when the firm maps them apart', () => {
    const split = { ...m, sales: [{ rateBp: 2500, material: '3051', work: '3041', other: '3001' }] };
    expect(invoiceVoucher(plain, split).rows).toEqual(
      rows(['1510', 250_000], ['3051', -80_000], ['3041', -120_000], ['2611', -50_000]),
    );
  });

  it('refuses output VAT under reverse charge and a rate without accounts', () => {
    expect(() => invoiceVoucher({ ...plain, reverseCharge: true }, m)).toThrow('Omvänd betalningsskyldighet');
    const eight = invoice({ sales: [{ rateBp: 800, itemType: 'WORK', netOre: 100 }], payableOre: 108 });
    expect(() => invoiceVoucher(eight, m)).toThrow('Inget försäljningskonto för momssatsen 8 %');
  });
});

describe('creditInvoiceVoucher', () => {
  it('reverses every row of what it credits', () => {
    expect(creditInvoiceVoucher(plain, m).rows).toEqual(
      rows(['1510', -250_000], ['3001', 200_000], ['2611', 50_000]),
    );
    // Crediting the bathroom takes the ROT claim back from 1513, not from the client's receivable.
    expect(creditInvoiceVoucher(rot, m).rows).toEqual(
      rows(['1510', -2_137_600], ['1513', -487_400], ['3001', 2_100_000], ['2611', 525_000]),
    );
  });
});

describe('cashSaleVoucher', () => {
  it('debits the till (or bank) instead of a receivable', () => {
    // 396 kr material + 99 kr VAT = 495 kr paid in cash.
    const sale = invoice({
      sales: [{ rateBp: 2500, itemType: 'MATERIAL', netOre: 39_600 }],
      vat: [{ rateBp: 2500, vatOre: 9_900 }],
      payableOre: 49_500,
    });
    expect(cashSaleVoucher(sale, m).rows).toEqual(
      rows(['1910', 49_500], ['3001', -39_600], ['2611', -9_900]),
    );
    expect(cashSaleVoucher(sale, m, 'BANK').rows[0]).toEqual({ account: '1930', amountOre: 49_500 });
  });
});

describe('paymentVoucher (invoice method)', () => {
  it.each([
    [
      'the client pays the bathroom',
      'CLIENT' as const,
      2_137_600,
      rows(['1930', 2_137_600], ['1510', -2_137_600]),
    ],
    [
      'Skatteverket pays the ROT part',
      'SKATTEVERKET' as const,
      487_400,
      rows(['1630', 487_400], ['1513', -487_400]),
    ],
  ])('%s', (_name, payer, amountOre, expected) => {
    expect(paymentVoucher({ ...head, payer, amountOre }, m).rows).toEqual(expected);
  });

  it('books the ROT payout on the bank when told it arrived there', () => {
    const v = paymentVoucher({ ...head, payer: 'SKATTEVERKET', amountOre: 487_400, paidTo: 'BANK' }, m);
    expect(v.rows).toEqual(rows(['1930', 487_400], ['1513', -487_400]));
  });
});

describe('rotDecisionVoucher', () => {
  it.each([
    ['approved in full', 487_400, rows(['1630', 487_400], ['1513', -487_400])],
    // 3 000 kr approved, 1 874 kr denied: the denied part is the client's again (the remainder invoice).
    ['partly denied', 300_000, rows(['1630', 300_000], ['1510', 187_400], ['1513', -487_400])],
    ['denied', 0, rows(['1510', 487_400], ['1513', -487_400])],
  ])('%s', (_name, approvedOre, expected) => {
    expect(rotDecisionVoucher({ ...head, requestedOre: 487_400, approvedOre }, m).rows).toEqual(expected);
  });

  it('refuses an approval above the request', () => {
    expect(() => rotDecisionVoucher({ ...head, requestedOre: 100, approvedOre: 101 }, m)).toThrow('Godkänt');
  });
});

describe('cashMethodPaymentVoucher', () => {
  /*
   * The mixed invoice (181 000 öre) paid 500 kr, then the 1 310 kr left.
   * First: 3001 100 000 × 50 000 / 181 000 = 27 624,3 → 27 624; 3002 13 812,2 → 13 812;
   * 2611 6 906,1 → 6 906; 2621 1 657,5 → 1 657 (1 657,46); together 49 999: 1 öre to 3740 (credit).
   * Second (cumulative, all paid): 3001 100 000 − 27 624 = 72 376; 3002 36 188; 2611 18 094;
   * 2621 4 343; together 131 001: 1 öre back from 3740 (debit). Over both, 3740 nets 0.
   */
  it('books each payment its rounded cumulative share and the öre left on 3740', () => {
    const first = cashMethodPaymentVoucher(
      { ...head, amountOre: 50_000, paidBeforeOre: 0, invoice: mixed },
      m,
    );
    expect(first.rows).toEqual(
      rows(
        ['1930', 50_000],
        ['3001', -27_624],
        ['3002', -13_812],
        ['2611', -6_906],
        ['2621', -1_657],
        ['3740', -1],
      ),
    );
    const second = cashMethodPaymentVoucher(
      { ...head, amountOre: 131_000, paidBeforeOre: 50_000, invoice: mixed },
      m,
    );
    expect(second.rows).toEqual(
      rows(
        ['1930', 131_000],
        ['3001', -72_376],
        ['3002', -36_188],
        ['2611', -18_094],
        ['2621', -4_343],
        ['3740', 1],
      ),
    );
  });

  it("books the whole sale and the ROT claim when the client pays the bathroom's 21 376 kr", () => {
    const v = cashMethodPaymentVoucher({ ...head, amountOre: 2_137_600, paidBeforeOre: 0, invoice: rot }, m);
    expect(v.rows).toEqual(
      rows(['1930', 2_137_600], ['1513', 487_400], ['3001', -2_100_000], ['2611', -525_000]),
    );
  });

  it('refuses more than is left to pay', () => {
    const over = { ...head, amountOre: 2, paidBeforeOre: 180_999, invoice: mixed };
    expect(() => cashMethodPaymentVoucher(over, m)).toThrow('större än det som återstår');
  });
});

describe('assertBalanced', () => {
  it('names the difference of a voucher that does not balance', () => {
    const v = { ...head, rows: rows(['1510', 100], ['3001', -99]) };
    expect(() => assertBalanced(v)).toThrow('balanserar inte: 1 öre');
  });
});
