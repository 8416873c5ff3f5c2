import { describe, expect, it } from 'vitest';
import { paymentMessages, paymentState, validatePayment } from './payment-status';

const pay = (...amounts: number[]) => amounts.map((amountOre) => ({ amountOre }));

describe('paymentState', () => {
  it.each([
    // 1 250 kr invoice, nothing paid: all of it remains.
    {
      name: 'unpaid',
      totalOre: 125_000,
      payments: pay(),
      creditedOre: 0,
      status: 'UNPAID',
      paid: 0,
      remaining: 125_000,
      over: 0,
    },
    // 1 250 − 500 = 750 kr left.
    {
      name: 'partly paid',
      totalOre: 125_000,
      payments: pay(50_000),
      creditedOre: 0,
      status: 'PARTIALLY_PAID',
      paid: 50_000,
      remaining: 75_000,
      over: 0,
    },
    // 500 + 750 = 1 250 kr: settled.
    {
      name: 'paid in two parts',
      totalOre: 125_000,
      payments: pay(50_000, 75_000),
      creditedOre: 0,
      status: 'PAID',
      paid: 125_000,
      remaining: 0,
      over: 0,
    },
    // 1 300 − 1 250 = 50 kr overpaid.
    {
      name: 'overpaid',
      totalOre: 125_000,
      payments: pay(130_000),
      creditedOre: 0,
      status: 'PAID',
      paid: 130_000,
      remaining: 0,
      over: 5_000,
    },
    // Credit −1 250 kr settles the whole invoice without a payment.
    {
      name: 'fully credited',
      totalOre: 125_000,
      payments: pay(),
      creditedOre: -125_000,
      status: 'PAID',
      paid: 0,
      remaining: 0,
      over: 0,
    },
    // Credit −250 kr: 1 000 kr owed; 1 000 paid settles it.
    {
      name: 'partly credited, rest paid',
      totalOre: 125_000,
      payments: pay(100_000),
      creditedOre: -25_000,
      status: 'PAID',
      paid: 100_000,
      remaining: 0,
      over: 0,
    },
    // Credit −250 kr, nothing paid: 1 000 kr of 1 250 remain, no longer the whole invoice.
    {
      name: 'partly credited only',
      totalOre: 125_000,
      payments: pay(),
      creditedOre: -25_000,
      status: 'PARTIALLY_PAID',
      paid: 0,
      remaining: 100_000,
      over: 0,
    },
    // Paid 1 250 kr, then credited −250 kr: 1 000 owed, 250 overpaid (to refund).
    {
      name: 'credited after payment',
      totalOre: 125_000,
      payments: pay(125_000),
      creditedOre: -25_000,
      status: 'PAID',
      paid: 125_000,
      remaining: 0,
      over: 25_000,
    },
    // A positive credited amount means the same as the stored negative one.
    {
      name: 'credited given as positive',
      totalOre: 125_000,
      payments: pay(),
      creditedOre: 25_000,
      status: 'PARTIALLY_PAID',
      paid: 0,
      remaining: 100_000,
      over: 0,
    },
    // Credited beyond the total: nothing owed, never a negative debt.
    {
      name: 'over-credited',
      totalOre: 125_000,
      payments: pay(),
      creditedOre: -200_000,
      status: 'PAID',
      paid: 0,
      remaining: 0,
      over: 0,
    },
    {
      name: 'zero invoice',
      totalOre: 0,
      payments: pay(),
      creditedOre: 0,
      status: 'PAID',
      paid: 0,
      remaining: 0,
      over: 0,
    },
  ])('$name', ({ totalOre, payments, creditedOre, status, paid, remaining, over }) => {
    expect(paymentState({ totalOre, payments, creditedOre })).toEqual({
      status,
      paidOre: paid,
      remainingOre: remaining,
      overpaidOre: over,
    });
  });
});

describe('validatePayment', () => {
  const base = { amountOre: 50_000, date: '2026-02-09', invoiceDate: '2026-01-10', remainingOre: 125_000 };

  it.each([
    { name: 'a part payment', input: {} },
    { name: 'exactly the remainder', input: { amountOre: 125_000 } },
    { name: 'on the invoice date', input: { date: '2026-01-10' } },
  ])('accepts $name', ({ input }) => {
    expect(validatePayment({ ...base, ...input })).toEqual({ ok: true, issues: [] });
  });

  it.each([
    { input: { amountOre: 0 }, field: 'amountOre', message: paymentMessages.amountNotPositive },
    { input: { amountOre: -100 }, field: 'amountOre', message: paymentMessages.amountNotPositive },
    { input: { amountOre: 99.5 }, field: 'amountOre', message: paymentMessages.amountNotOre },
    {
      input: { date: '2026-01-09' },
      field: 'date',
      message: 'Betalningsdatumet kan inte vara före fakturadatumet',
    },
    { input: { date: '2026-02-30' }, field: 'date', message: paymentMessages.invalidDate },
    { input: { date: '' }, field: 'date', message: paymentMessages.invalidDate },
  ])('refuses $field: $message', ({ input, field, message }) => {
    expect(validatePayment({ ...base, ...input })).toEqual({
      ok: false,
      issues: [{ level: 'ERROR', field, message }],
    });
  });

  it('warns about, but allows, an overpayment', () => {
    // 1 300 kr on 1 250 kr remaining: 50 kr over.
    const r = validatePayment({ ...base, amountOre: 130_000 });
    expect(r).toEqual({
      ok: true,
      issues: [{ level: 'WARNING', field: 'amountOre', message: paymentMessages.overpaid(5_000) }],
    });
    expect(r.issues[0]?.message).toContain('50,00');
  });

  it('warns with the whole sum when the invoice is already settled', () => {
    const r = validatePayment({ ...base, amountOre: 10_000, remainingOre: 0 });
    expect(r.issues).toEqual([
      { level: 'WARNING', field: 'amountOre', message: paymentMessages.overpaid(10_000) },
    ]);
  });

  it('reports every field at once', () => {
    const r = validatePayment({ ...base, amountOre: 0, date: '2025-12-31' });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.field)).toEqual(['amountOre', 'date']);
  });
});
