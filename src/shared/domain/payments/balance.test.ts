import { describe, expect, it } from 'vitest';
import { paymentBalance } from './balance';

const p = (paymentDate: string, amountOre: number) => ({ paymentDate, amountOre });

describe('paymentBalance', () => {
  it.each([
    {
      name: 'nothing paid',
      totalOre: 100_000,
      creditedOre: 0,
      creditDate: null,
      payments: [],
      status: 'UNPAID',
      paid: 0,
      last: null,
      paidDate: null,
    },
    {
      // 400 kr of 1 000 kr: partly paid, no paid date.
      name: 'partly paid',
      totalOre: 100_000,
      creditedOre: 0,
      creditDate: null,
      payments: [p('2026-02-01', 40_000)],
      status: 'PARTIALLY_PAID',
      paid: 40_000,
      last: '2026-02-01',
      paidDate: null,
    },
    {
      // Registered out of order: 600 kr on 10 March, 400 kr on 1 February. In date order the 400 kr
      // reach 400 kr, the 600 kr reach 1 000 kr = owed → settled on 10 March.
      name: 'settled by the later payment in date order',
      totalOre: 100_000,
      creditedOre: 0,
      creditDate: null,
      payments: [p('2026-03-10', 60_000), p('2026-02-01', 40_000)],
      status: 'PAID',
      paid: 100_000,
      last: '2026-03-10',
      paidDate: '2026-03-10',
    },
    {
      // 1 200 kr on 5 January covers 1 000 kr at once; the later 50 kr is an overpayment only.
      name: 'overpaid after settling',
      totalOre: 100_000,
      creditedOre: 0,
      creditDate: null,
      payments: [p('2026-01-05', 120_000), p('2026-01-20', 5_000)],
      status: 'PAID',
      paid: 125_000,
      last: '2026-01-20',
      paidDate: '2026-01-05',
    },
    {
      // Credit −1 000 kr on 15 January settles a 1 000 kr invoice by itself.
      name: 'fully credited',
      totalOre: 100_000,
      creditedOre: -100_000,
      creditDate: '2026-01-15',
      payments: [],
      status: 'PAID',
      paid: 0,
      last: null,
      paidDate: '2026-01-15',
    },
    {
      // Credit 400 kr on 1 January, then 600 kr paid on 1 February: owed 600 kr reached on 1 February.
      name: 'credit first, then the rest paid',
      totalOre: 100_000,
      creditedOre: -40_000,
      creditDate: '2026-01-01',
      payments: [p('2026-02-01', 60_000)],
      status: 'PAID',
      paid: 60_000,
      last: '2026-02-01',
      paidDate: '2026-02-01',
    },
    {
      // 600 kr paid on 1 February, credit 400 kr on 1 March: owed until the credit → 1 March.
      name: 'paid part, the credit settled the rest later',
      totalOre: 100_000,
      creditedOre: -40_000,
      creditDate: '2026-03-01',
      payments: [p('2026-02-01', 60_000)],
      status: 'PAID',
      paid: 60_000,
      last: '2026-02-01',
      paidDate: '2026-03-01',
    },
    {
      // 300 + 300 = 600 kr of 1 000 kr − 300 kr credit = 700 kr owed: still 100 kr left.
      name: 'credit and payments short of the total',
      totalOre: 100_000,
      creditedOre: -30_000,
      creditDate: '2026-01-01',
      payments: [p('2026-02-01', 30_000), p('2026-02-02', 30_000)],
      status: 'PARTIALLY_PAID',
      paid: 60_000,
      last: '2026-02-02',
      paidDate: null,
    },
  ])('$name', ({ totalOre, creditedOre, creditDate, payments, status, paid, last, paidDate }) => {
    const balance = paymentBalance({ totalOre, creditedOre, creditDate, payments });
    expect(balance).toMatchObject({ status, paidOre: paid, lastPaymentDate: last, paidDate });
  });
});
