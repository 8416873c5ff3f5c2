import { describe, expect, it } from 'vitest';
import { invoiceNumberFromOcr, matchBankPayment, referencedInvoiceNumbers } from './bgmax-match';
import { invoiceOcr } from './payment-qr';

describe('invoiceNumberFromOcr', () => {
  it.each([
    // 1001 → "1001" + length 6 → "10016", Luhn over 1001 6 _ → check digit 4: "100164".
    { reference: '100164', number: 1001 },
    { reference: ' 100164 ', number: 1001 },
    // Wrong check digit, wrong length digit, letters, too short, a leading zero.
    { reference: '100165', number: null },
    { reference: '100174', number: null },
    { reference: '10A164', number: null },
    { reference: '12', number: null },
    { reference: '0100164', number: null },
    { reference: '', number: null },
  ])('$reference → $number', ({ reference, number }) => {
    expect(invoiceNumberFromOcr(reference)).toBe(number);
  });

  it('reads back every OCR invoiceOcr writes', () => {
    for (const n of [1, 9, 10, 99, 100, 1001, 123456, 99999999, 2026000123]) {
      expect(invoiceNumberFromOcr(invoiceOcr(n))).toBe(n);
    }
  });
});

describe('referencedInvoiceNumbers', () => {
  it('takes the reference and the extra references, valid OCRs only, each once', () => {
    const payment = {
      reference: invoiceOcr(1001),
      extraReferences: [
        { reference: invoiceOcr(1002), amountOre: 500 },
        { reference: '12345', amountOre: 100 },
        { reference: invoiceOcr(1001), amountOre: null },
      ],
    };
    expect(referencedInvoiceNumbers(payment)).toEqual([1001, 1002]);
  });
});

const inv = (id: string, remainingOre: number) => ({ id, remainingOre });

describe('matchBankPayment', () => {
  it.each([
    {
      name: 'exactly the remaining sum',
      amountOre: 125_000,
      invoices: [inv('a', 125_000)],
      state: 'MATCHED',
      allocations: [{ documentId: 'a', amountOre: 125_000 }],
    },
    {
      // 1 300 kr on 1 250 kr owed: all registered, 50 kr over.
      name: 'more than owed',
      amountOre: 130_000,
      invoices: [inv('a', 125_000)],
      state: 'OVERPAID',
      allocations: [{ documentId: 'a', amountOre: 130_000 }],
    },
    {
      name: 'an invoice already paid',
      amountOre: 10_000,
      invoices: [inv('a', 0)],
      state: 'OVERPAID',
      allocations: [{ documentId: 'a', amountOre: 10_000 }],
    },
    {
      name: 'less than owed',
      amountOre: 50_000,
      invoices: [inv('a', 125_000)],
      state: 'UNDERPAID',
      allocations: [{ documentId: 'a', amountOre: 50_000 }],
    },
    {
      name: 'no invoice',
      amountOre: 50_000,
      invoices: [null],
      state: 'UNMATCHED',
      allocations: [],
    },
    {
      name: 'a deduction (negative)',
      amountOre: -50_000,
      invoices: [inv('a', 125_000)],
      state: 'UNMATCHED',
      allocations: [],
    },
    {
      // 1 000 + 400 = 1 400 kr owed, 1 400 kr paid: each its remaining sum.
      name: 'two invoices paid in full',
      amountOre: 140_000,
      invoices: [inv('a', 100_000), inv('b', 40_000)],
      state: 'MATCHED',
      allocations: [
        { documentId: 'a', amountOre: 100_000 },
        { documentId: 'b', amountOre: 40_000 },
      ],
    },
    {
      // 1 200 kr for 1 000 + 400 kr: the first gets 1 000, the last the 200 left.
      name: 'two invoices, short',
      amountOre: 120_000,
      invoices: [inv('a', 100_000), inv('b', 40_000)],
      state: 'UNDERPAID',
      allocations: [
        { documentId: 'a', amountOre: 100_000 },
        { documentId: 'b', amountOre: 20_000 },
      ],
    },
    {
      // The references' own amounts 700 + 700 = 1 400 kr = the payment: split by them.
      name: 'split by the references own amounts',
      amountOre: 140_000,
      invoices: [inv('a', 100_000), inv('b', 40_000)],
      ownAmounts: [70_000, 70_000],
      state: 'MATCHED',
      allocations: [
        { documentId: 'a', amountOre: 70_000 },
        { documentId: 'b', amountOre: 70_000 },
      ],
    },
  ])('$name', ({ amountOre, invoices, ownAmounts, state, allocations }) => {
    expect(matchBankPayment({ amountOre, invoices, ownAmounts })).toEqual({ state, allocations });
  });
});
