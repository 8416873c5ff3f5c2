import { describe, expect, it } from 'vitest';
import { ROT_PERIODS_SEED, type RotPeriod, rotPeriodMessages, rotPeriodOn, rotRateDate } from './rot-periods';

describe('rotPeriodOn over the seed table', () => {
  it.each([
    // Before the first row there is no rate: reported, not guessed.
    { date: '2020-12-31', rateBp: null },
    { date: '2021-01-01', rateBp: 3000 },
    { date: '2024-06-30', rateBp: 3000 },
    // The temporary 50 % starts on 2025-05-12: the day before is still 30 %.
    { date: '2025-05-11', rateBp: 3000 },
    { date: '2025-05-12', rateBp: 5000 },
    // ... and ends with 2025: 2025-12-31 → 50 %, 2026-01-01 → 30 %.
    { date: '2025-12-31', rateBp: 5000 },
    { date: '2026-01-01', rateBp: 3000 },
    { date: '2030-01-01', rateBp: 3000 },
  ])('$date → $rateBp', ({ date, rateBp }) => {
    expect(rotPeriodOn(ROT_PERIODS_SEED, date)?.rateBp ?? null).toBe(rateBp);
  });

  it('keeps the cap of 50 000 kr and the heat-pump shares 35 % / 30 % in every seed row', () => {
    for (const p of ROT_PERIODS_SEED) {
      expect(p.capOre).toBe(5_000_000);
      expect(p.mountainHeatPumpLabourBp).toBe(3500);
      expect(p.airWaterHeatPumpLabourBp).toBe(3000);
    }
  });

  it('does not depend on the order of the rows (the database may return them in any order)', () => {
    const shuffled = [ROT_PERIODS_SEED[2], ROT_PERIODS_SEED[0], ROT_PERIODS_SEED[1]] as RotPeriod[];
    expect(rotPeriodOn(shuffled, '2025-07-01')?.rateBp).toBe(5000);
    expect(rotPeriodOn(shuffled, '2026-03-01')?.rateBp).toBe(3000);
  });

  it('takes a new row added by the provider without code changes', () => {
    const periods = [
      ...ROT_PERIODS_SEED,
      { ...ROT_PERIODS_SEED[0], validFrom: '2027-01-01', capOre: 7_500_000 },
    ];
    expect(rotPeriodOn(periods as RotPeriod[], '2027-01-01')?.capOre).toBe(7_500_000);
    expect(rotPeriodOn(periods as RotPeriod[], '2026-12-31')?.capOre).toBe(5_000_000);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => rotPeriodOn(ROT_PERIODS_SEED, '2025-5-12')).toThrow(RangeError);
  });

  it('names the date in the missing-rate message', () => {
    expect(rotPeriodMessages.missingPeriod('2020-12-31')).toBe('ROT-procentsats saknas för 2020-12-31');
  });
});

describe('rotRateDate', () => {
  it.each([
    // Not yet paid: the invoice date is the expected payment date.
    { invoiceDate: '2025-12-30', paymentDate: null, expected: '2025-12-30' },
    // Paid: the payment date decides, even across the 2025/2026 boundary.
    { invoiceDate: '2025-12-30', paymentDate: '2026-01-02', expected: '2026-01-02' },
    { invoiceDate: '2025-05-05', paymentDate: '2025-05-12', expected: '2025-05-12' },
  ])('invoice $invoiceDate, paid $paymentDate → $expected', ({ invoiceDate, paymentDate, expected }) => {
    expect(rotRateDate({ invoiceDate, paymentDate })).toBe(expected);
  });
});
