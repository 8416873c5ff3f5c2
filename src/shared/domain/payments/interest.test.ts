import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  type InterestResult,
  interestMessages,
  interestOnPayments,
  lateInterest,
  REMINDER_FEE_MAX_ORE,
  referenceRateOn,
  referenceRates,
  reminderFeeOre,
} from './interest';

const rates = referenceRates;

function ok(result: InterestResult) {
  if (!result.ok) throw new Error(`expected ok, got ${result.message}`);
  return result;
}

// Every exact figure is amount öre × rate bp × days / (10 000 × 365) = … / 3 650 000.
describe('lateInterest', () => {
  it.each([
    // 10 000 kr, 30 days at 1,75 % + 8 % = 9,75 %: 10 000 × 0,0975 × 30/365 = 80,1369… kr → 80,14 kr.
    {
      name: '9,75 % for 30 days',
      amountOre: 1_000_000,
      dueDate: '2026-01-10',
      paidDate: '2026-02-09',
      want: 8014,
    },
    // 18,25 kr one day at own 10 %: 1 825 × 1 000 × 1 / 3 650 000 = 0,5 öre → 1 öre (half away from zero).
    {
      name: 'half an öre rounds up',
      amountOre: 1825,
      dueDate: '2026-03-01',
      paidDate: '2026-03-02',
      own: 1000,
      want: 1,
    },
    // 1 824 öre: 0,4997… öre → 0.
    {
      name: 'under half an öre rounds down',
      amountOre: 1824,
      dueDate: '2026-03-01',
      paidDate: '2026-03-02',
      own: 1000,
      want: 0,
    },
    // Leap year 2028, 366 days at own 10 % on 10 000 kr: 1e6 × 1 000 × 366 / 3 650 000 = 100 273,97… → 100 274.
    {
      name: 'a whole leap year is 366/365',
      amountOre: 1_000_000,
      dueDate: '2027-12-31',
      paidDate: '2028-12-31',
      own: 1000,
      want: 100_274,
    },
    // 28 Feb → 1 Mar 2028 is 2 days (29 Feb counts): 1e6 × 1 000 × 2 / 3 650 000 = 547,9… → 548.
    {
      name: '29 February is an interest day',
      amountOre: 1_000_000,
      dueDate: '2028-02-28',
      paidDate: '2028-03-01',
      own: 1000,
      want: 548,
    },
    // 10 000 Mkr for a year at 10 %: 1e12 × 1 000 × 365 = 3,65e17 > 2^53, exactly 1e11 öre.
    {
      name: 'past 2^53 stays exact',
      amountOre: 1e12,
      dueDate: '2027-01-01',
      paidDate: '2028-01-01',
      own: 1000,
      want: 1e11,
    },
    {
      name: 'paid on the due date',
      amountOre: 1_000_000,
      dueDate: '2026-01-10',
      paidDate: '2026-01-10',
      want: 0,
    },
    {
      name: 'paid before the due date',
      amountOre: 1_000_000,
      dueDate: '2026-01-10',
      paidDate: '2026-01-02',
      want: 0,
    },
    { name: 'nothing overdue', amountOre: -50_000, dueDate: '2026-01-10', paidDate: '2026-02-09', want: 0 },
  ])('$name', ({ amountOre, dueDate, paidDate, own, want }) => {
    expect(ok(lateInterest({ amountOre, dueDate, paidDate, rates, ownRateBp: own })).interestOre).toBe(want);
  });

  it('switches the rate at 1 July and rounds only the total', () => {
    // 10 000 kr due 2025-06-20, paid 2025-07-10.
    // 21–30 June, 10 days at 2,50 % + 8 % = 10,50 %: 1e6 × 1 050 × 10 / 3 650 000 = 2 876,71… (shown 2 877)
    // 1–10 July, 10 days at 2,00 % + 8 % = 10,00 %: 1e6 × 1 000 × 10 / 3 650 000 = 2 739,72… (shown 2 740)
    // Total 5 616,43… → 5 616 öre, one öre below the shown periods' 5 617: the total is the legal figure.
    const r = ok(
      lateInterest({ amountOre: 1_000_000, dueDate: '2025-06-20', paidDate: '2025-07-10', rates }),
    );
    expect(r.interestOre).toBe(5616);
    expect(r.periods).toEqual([
      {
        from: '2025-06-21',
        to: '2025-06-30',
        days: 10,
        amountOre: 1_000_000,
        rateBp: 1050,
        interestOre: 2877,
      },
      {
        from: '2025-07-01',
        to: '2025-07-10',
        days: 10,
        amountOre: 1_000_000,
        rateBp: 1000,
        interestOre: 2740,
      },
    ]);
  });

  it('switches the rate at the new year', () => {
    // 5 000 kr due 2025-12-21, paid 2026-01-10.
    // 22–31 Dec at 10,00 %: 5e5 × 1 000 × 10 / 3 650 000 = 1 369,86… (1 370)
    // 1–10 Jan at 9,75 %: 5e5 × 975 × 10 / 3 650 000 = 1 335,61… (1 336); total 2 705,47… → 2 705.
    const r = ok(lateInterest({ amountOre: 500_000, dueDate: '2025-12-21', paidDate: '2026-01-10', rates }));
    expect(r.interestOre).toBe(2705);
    expect(r.periods.map((p) => [p.from, p.to, p.rateBp, p.interestOre])).toEqual([
      ['2025-12-22', '2025-12-31', 1000, 1370],
      ['2026-01-01', '2026-01-10', 975, 1336],
    ]);
  });

  it('takes the rate in force on the half-year’s first day, not a mid-year change', () => {
    // A rate set on 2026-03-15 only applies from the next half-year: March stays at 1,75 % + 8 %.
    const withMidYear = [...rates, { from: '2026-03-15', rateBp: 400 }];
    const r = ok(
      lateInterest({
        amountOre: 1_000_000,
        dueDate: '2026-03-10',
        paidDate: '2026-07-01',
        rates: withMidYear,
      }),
    );
    expect(r.periods.map((p) => [p.from, p.rateBp])).toEqual([
      ['2026-03-11', 975],
      ['2026-07-01', 1200],
    ]);
  });

  it('uses an own rate instead of reference + margin, as one period across half-years', () => {
    // 20 days at 12 %: 1e6 × 1 200 × 20 / 3 650 000 = 6 575,34… → 6 575.
    const r = ok(
      lateInterest({
        amountOre: 1_000_000,
        dueDate: '2025-06-20',
        paidDate: '2025-07-10',
        rates,
        ownRateBp: 1200,
      }),
    );
    expect(r).toEqual({
      ok: true,
      interestOre: 6575,
      periods: [
        {
          from: '2025-06-21',
          to: '2025-07-10',
          days: 20,
          amountOre: 1_000_000,
          rateBp: 1200,
          interestOre: 6575,
        },
      ],
    });
  });

  it('takes another margin', () => {
    // 30 days at 1,75 % + 0 %: 1e6 × 175 × 30 / 3 650 000 = 1 438,35… → 1 438.
    const r = lateInterest({
      amountOre: 1_000_000,
      dueDate: '2026-01-10',
      paidDate: '2026-02-09',
      rates,
      marginBp: 0,
    });
    expect(ok(r).interestOre).toBe(1438);
  });

  it.each([
    { input: { dueDate: '2024-12-01' }, field: 'rates', message: interestMessages.missingRate('2024-07-01') },
    { input: { dueDate: '2026-02-30' }, field: 'dueDate', message: interestMessages.invalidDate },
    { input: { paidDate: '9.2.2026' }, field: 'paidDate', message: interestMessages.invalidDate },
    { input: { amountOre: 10.5 }, field: 'amountOre', message: interestMessages.invalidAmount },
    { input: { ownRateBp: -1 }, field: 'ownRateBp', message: interestMessages.invalidRate },
    { input: { marginBp: 8.5 }, field: 'marginBp', message: interestMessages.invalidRate },
  ])('refuses $field: $message', ({ input, field, message }) => {
    const base = { amountOre: 1_000_000, dueDate: '2026-01-10', paidDate: '2026-02-09', rates };
    expect(lateInterest({ ...base, ...input })).toEqual({ ok: false, field, message });
  });
});

describe('interestOnPayments', () => {
  const base = { invoiceOre: 1_000_000, dueDate: '2026-01-10', rates };

  it('charges each interval on what was still overdue', () => {
    // 10 000 kr due 2026-01-10 at 9,75 %; 4 000 kr paid 2026-01-20, 6 000 kr on 2026-02-09.
    // 11–20 Jan on 10 000 kr: 1e6 × 975 × 10 / 3 650 000 = 2 671,23… (2 671)
    // 21 Jan – 9 Feb on 6 000 kr: 6e5 × 975 × 20 / 3 650 000 = 3 205,47… (3 205); total 5 876,71… → 5 877.
    const payments = [
      { date: '2026-02-09', amountOre: 600_000 },
      { date: '2026-01-20', amountOre: 400_000 },
    ];
    const r = ok(interestOnPayments({ ...base, payments }));
    expect(r.interestOre).toBe(5877);
    expect(r.periods.map((p) => [p.from, p.to, p.amountOre, p.interestOre])).toEqual([
      ['2026-01-11', '2026-01-20', 1_000_000, 2671],
      ['2026-01-21', '2026-02-09', 600_000, 3205],
    ]);
  });

  it('lowers the amount by payments made in time', () => {
    // 5 000 kr paid 2026-01-05 (in time), 5 000 kr 30 days late: 5e5 × 975 × 30 / 3 650 000 = 4 006,8… → 4 007.
    const payments = [
      { date: '2026-01-05', amountOre: 500_000 },
      { date: '2026-02-09', amountOre: 500_000 },
    ];
    expect(ok(interestOnPayments({ ...base, payments })).interestOre).toBe(4007);
  });

  it('counts the unpaid remainder up to untilDate, as lateInterest does', () => {
    const r = ok(interestOnPayments({ ...base, payments: [], untilDate: '2026-02-09' }));
    expect(r.interestOre).toBe(8014);
  });

  it('ends at the last payment without untilDate', () => {
    // Only 11–20 Jan on 10 000 kr: 2 671,23… → 2 671; the 6 000 kr left carry nothing yet.
    const r = ok(interestOnPayments({ ...base, payments: [{ date: '2026-01-20', amountOre: 400_000 }] }));
    expect(r.interestOre).toBe(2671);
  });

  it('stops when paid in full, even with a later untilDate', () => {
    const payments = [{ date: '2026-01-20', amountOre: 1_000_000 }];
    expect(ok(interestOnPayments({ ...base, payments, untilDate: '2026-06-30' })).interestOre).toBe(2671);
  });

  it('carries no interest for days when nothing was owed, even if a refund reopens the debt', () => {
    // Paid in full on 2026-01-20, 1 000 kr refunded on 2026-02-09 and counted to 2026-03-11 (30 days):
    // 2 671,23… + 1e5 × 975 × 30 / 3 650 000 = 801,36… → 3 472,60… → 3 473.
    const payments = [
      { date: '2026-01-20', amountOre: 1_000_000 },
      { date: '2026-02-09', amountOre: -100_000 },
    ];
    expect(ok(interestOnPayments({ ...base, payments, untilDate: '2026-03-11' })).interestOre).toBe(3473);
  });

  it.each([
    { input: { payments: [{ date: '2026-13-01', amountOre: 1 }] }, field: 'payments.0.date' },
    { input: { payments: [{ date: '2026-01-20', amountOre: 0.5 }] }, field: 'payments.0.amountOre' },
    { input: { payments: [], untilDate: 'idag' }, field: 'untilDate' },
    { input: { payments: [], untilDate: '2026-01-20', dueDate: '2024-12-30' }, field: 'rates' },
  ])('refuses $field', ({ input, field }) => {
    const r = interestOnPayments({ ...base, ...input });
    expect(r.ok ? null : r.field).toBe(field);
  });
});

describe('reference rates and dates', () => {
  it.each([
    ['2024-12-31', null],
    ['2025-01-01', 250],
    ['2025-06-30', 250],
    ['2025-07-01', 200],
    ['2026-01-01', 175],
    ['2030-07-01', 175],
  ])('in force on %s: %s', (day, want) => {
    expect(referenceRateOn([...rates].reverse(), day)).toBe(want);
  });

  it.each([
    ['1970-01-02', 1],
    ['2028-02-29', 21_243],
    ['2027-02-29', null],
    ['2026-1-01', null],
  ])('dayNumber(%s) = %s', (iso, want) => {
    expect(dayNumber(iso)).toBe(want);
  });
});

describe('reminderFeeOre', () => {
  it.each([
    { requested: 0, feeOre: 0, warning: null },
    { requested: 5_000, feeOre: 5_000, warning: null },
    { requested: 6_000, feeOre: 6_000, warning: null },
    { requested: 6_001, feeOre: REMINDER_FEE_MAX_ORE, warning: interestMessages.feeCapped },
  ])('$requested öre → $feeOre', ({ requested, feeOre, warning }) => {
    expect(reminderFeeOre(requested)).toEqual({ ok: true, feeOre, warning });
  });

  it.each([
    [-1, interestMessages.negativeFee],
    [12.5, interestMessages.invalidAmount],
  ])('refuses %s', (requested, message) => {
    expect(reminderFeeOre(requested)).toEqual({ ok: false, field: 'reminderFeeOre', message });
  });

  it('names the legal maximum in kronor', () => {
    expect(interestMessages.feeCapped).toContain('60,00');
  });
});
