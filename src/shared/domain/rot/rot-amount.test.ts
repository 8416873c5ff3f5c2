import { describe, expect, it } from 'vitest';
import {
  computeRot,
  type RotAmountInput,
  type RotPayerInput,
  remainingCapOre,
  splitRotBase,
} from './rot-amount';
import { ROT_PERIODS_SEED, type RotPeriod, rotPeriodOn } from './rot-periods';

const periodOn = (date: string): RotPeriod => {
  const p = rotPeriodOn(ROT_PERIODS_SEED, date);
  if (!p) throw new Error(`no period on ${date}`);
  return p;
};

const payer = (key: string, over: Partial<RotPayerInput> = {}): RotPayerInput => ({
  key,
  shareBp: null,
  manualOre: null,
  usedThisYearOre: 0,
  ...over,
});

const rot = (over: Partial<RotAmountInput>): RotAmountInput => ({
  rotLabourOre: 0,
  totalInclVatOre: 0,
  heatingPump: { type: 'NONE', customLabourBp: null },
  period: periodOn('2026-01-01'),
  autoDistribution: true,
  manualInputInAutoDistribution: false,
  taxPayers: [payer('A')],
  ...over,
});

const amounts = (input: RotAmountInput) => computeRot(input).perPayer.map((p) => p.amountOre);

describe('computeRot: the rate of the payment date', () => {
  it.each([
    // 10 000 kr labour × 30 % = 3 000 kr (the day before the temporary increase).
    { date: '2025-05-11', expected: 300_000 },
    // 10 000 kr × 50 % = 5 000 kr (first day of the increase).
    { date: '2025-05-12', expected: 500_000 },
    // Paid on the last day of 2025: 50 % → 5 000 kr.
    { date: '2025-12-31', expected: 500_000 },
    // Paid on the first day of 2026: 30 % again → 3 000 kr.
    { date: '2026-01-01', expected: 300_000 },
  ])('paid $date → $expected öre', ({ date, expected }) => {
    const r = computeRot(rot({ rotLabourOre: 1_000_000, period: periodOn(date) }));
    expect(r.baseOre).toBe(1_000_000);
    expect(r.totalOre).toBe(expected);
    expect(r.requestedMaxOre).toBe(expected);
  });
});

describe('computeRot: automatic distribution between owners', () => {
  it.each([
    // 60/40 of 25 000 kr: 15 000 / 10 000 kr; × 30 % = 4 500 / 3 000 kr.
    {
      name: 'two owners 60/40',
      labour: 2_500_000,
      shares: [6000, 4000],
      baseShares: [1_500_000, 1_000_000],
      expected: [450_000, 300_000],
    },
    // 70/30 of 10 000,01 kr: 700 000 öre (floor of 700 000,7), last takes 1 000 001 − 700 000 = 300 001;
    // × 30 %: 2 100 kr and 900,0003 kr → 900 kr.
    {
      name: 'unequal shares with a remainder öre',
      labour: 1_000_001,
      shares: [7000, 3000],
      baseShares: [700_000, 300_001],
      expected: [210_000, 90_000],
    },
    // No shares = equal: 12 345,67 kr → 617 283 and 617 284 öre; × 30 % = 1 851,849 and 1 851,852 kr,
    // each floored to 1 851 kr (rounding to whole kronor, never up).
    {
      name: 'equal shares, rounded down to whole kronor',
      labour: 1_234_567,
      shares: [null, null],
      baseShares: [617_283, 617_284],
      expected: [185_100, 185_100],
    },
    // Three equal owners of 1 000 kr: 333,33 / 333,33 / 333,34 kr; × 30 % = 99,999 → 99 kr each,
    // 100,002 → 100 kr for the last.
    {
      name: 'three owners',
      labour: 100_000,
      shares: [null, null, null],
      baseShares: [33_333, 33_333, 33_334],
      expected: [9_900, 9_900, 10_000],
    },
  ])('$name', ({ labour, shares, baseShares, expected }) => {
    const input = rot({
      rotLabourOre: labour,
      taxPayers: shares.map((shareBp, i) => payer(`P${i}`, { shareBp })),
    });
    const r = computeRot(input);
    expect(r.perPayer.map((p) => p.baseShareOre)).toEqual(baseShares);
    expect(amounts(input)).toEqual(expected);
    expect(r.totalOre).toBe(expected.reduce((a, b) => a + b, 0));
    expect(r.manual).toBe(false);
  });

  it('rounds a single payer down to whole kronor', () => {
    // 1 234,56 kr × 30 % = 370,368 kr → 370 kr.
    const r = computeRot(rot({ rotLabourOre: 123_456 }));
    expect(r.totalOre).toBe(37_000);
    expect(r.requestedMaxOre).toBe(37_000);
  });
});

describe('computeRot: the yearly cap per person', () => {
  it.each([
    // First invoice of the year: 100 000 kr × 30 % = 30 000 kr, under the 50 000 kr cap.
    { name: 'first invoice', used: 0, expected: 3_000_000, max: 5_000_000, capped: false },
    // Second invoice, 30 000 kr already used: 50 000 − 30 000 = 20 000 kr left of the 30 000 kr wanted.
    { name: 'cap reached mid-year', used: 3_000_000, expected: 2_000_000, max: 2_000_000, capped: true },
    // Cap used up: nothing left.
    { name: 'cap used up', used: 5_000_000, expected: 0, max: 0, capped: true },
    // More than the cap recorded (an older, higher cap): never below 0.
    { name: 'over-used cap', used: 6_000_000, expected: 0, max: 0, capped: true },
  ])('$name', ({ used, expected, max, capped }) => {
    const r = computeRot(
      rot({ rotLabourOre: 10_000_000, taxPayers: [payer('A', { usedThisYearOre: used })] }),
    );
    expect(r.perPayer[0]).toMatchObject({ amountOre: expected, maxOre: max, capped });
    expect(r.capped).toBe(capped);
    expect(r.requestedMaxOre).toBe(expected);
  });

  it('caps each owner on their own: the couple keeps the other spouse’s full share', () => {
    // 120 000 kr at 50 %, 50/50: 30 000 kr each. A already used 45 000 kr → 5 000 kr; B gets 30 000 kr.
    const r = computeRot(
      rot({
        rotLabourOre: 12_000_000,
        period: periodOn('2025-06-01'),
        taxPayers: [payer('A', { usedThisYearOre: 4_500_000 }), payer('B')],
      }),
    );
    expect(r.perPayer.map((p) => p.amountOre)).toEqual([500_000, 3_000_000]);
    expect(r.perPayer.map((p) => p.capped)).toEqual([true, false]);
    // The most the couple could request: min(120 000 × 50 % = 60 000, 5 000 + 50 000) = 55 000 kr.
    expect(r.requestedMaxOre).toBe(5_500_000);
  });
});

describe('computeRot: heat pumps', () => {
  it.each([
    // Rock/ground pump, 150 000 kr total: 35 % = 52 500 kr labour; × 30 % = 15 750 kr. The lines' 20 000 kr
    // of labour are ignored.
    {
      name: 'mountain',
      type: 'MOUNTAIN_HEATING_PUMP' as const,
      custom: null,
      total: 15_000_000,
      base: 5_250_000,
      expected: 1_575_000,
    },
    // Air/water pump, 80 000 kr total: 30 % = 24 000 kr labour; × 30 % = 7 200 kr.
    {
      name: 'air/water',
      type: 'AIR_OR_WATER_HEATING_PUMP' as const,
      custom: null,
      total: 8_000_000,
      base: 2_400_000,
      expected: 720_000,
    },
    // 99 999,99 kr × 35 % = 3 499 999,65 öre → 3 499 999 öre; × 30 % = 10 499,9997 kr → 10 499 kr.
    {
      name: 'mountain with öre',
      type: 'MOUNTAIN_HEATING_PUMP' as const,
      custom: null,
      total: 9_999_999,
      base: 3_499_999,
      expected: 1_049_900,
    },
    // Own share 25 % of 40 000 kr = 10 000 kr; × 30 % = 3 000 kr.
    {
      name: 'other, own share',
      type: 'OTHER' as const,
      custom: 2500,
      total: 4_000_000,
      base: 1_000_000,
      expected: 300_000,
    },
    // Own share missing: no labour can be claimed (rot-rules asks for the share).
    {
      name: 'other without share',
      type: 'OTHER' as const,
      custom: null,
      total: 4_000_000,
      base: 0,
      expected: 0,
    },
  ])('$name', ({ type, custom, total, base, expected }) => {
    const r = computeRot(
      rot({ rotLabourOre: 2_000_000, totalInclVatOre: total, heatingPump: { type, customLabourBp: custom } }),
    );
    expect(r.baseOre).toBe(base);
    expect(r.totalOre).toBe(expected);
  });
});

describe('computeRot: manual input', () => {
  it.each([
    // 15 000 kr × 30 % = 4 500 kr in total. A typed 4 000 kr, B typed 2 000 kr: B is lowered to 500 kr.
    {
      name: 'over the document maximum',
      auto: false,
      typed: [400_000, 200_000],
      used: [0, 0],
      expected: [400_000, 50_000],
      capped: false,
      reduced: true,
    },
    // A has 2 000 kr left of the cap (48 000 used) and typed 3 000 kr → 2 000 kr.
    {
      name: 'over the payer cap',
      auto: false,
      typed: [300_000, 100_000],
      used: [4_800_000, 0],
      expected: [200_000, 100_000],
      capped: true,
      reduced: false,
    },
    // Nothing typed for B in manual distribution: 0. A's 1 234,56 kr is floored to 1 234 kr.
    {
      name: 'untyped is 0, typed öre floored',
      auto: false,
      typed: [123_456, null],
      used: [0, 0],
      expected: [123_400, 0],
      capped: false,
      reduced: false,
    },
    // Manual input within automatic distribution: A typed 1 000 kr; B keeps the automatic
    // 7 500 kr × 30 % = 2 250 kr.
    {
      name: 'manual input in auto distribution',
      auto: true,
      typed: [100_000, null],
      used: [0, 0],
      expected: [100_000, 225_000],
      capped: false,
      reduced: false,
    },
    // A negative typed amount counts as 0.
    {
      name: 'negative typed amount',
      auto: false,
      typed: [-10_000, 50_000],
      used: [0, 0],
      expected: [0, 50_000],
      capped: false,
      reduced: false,
    },
  ])('$name', ({ auto, typed, used, expected, capped, reduced }) => {
    const r = computeRot(
      rot({
        rotLabourOre: 1_500_000,
        autoDistribution: auto,
        manualInputInAutoDistribution: auto,
        taxPayers: typed.map((manualOre, i) => payer(`P${i}`, { manualOre, usedThisYearOre: used[i] ?? 0 })),
      }),
    );
    expect(r.perPayer.map((p) => p.amountOre)).toEqual(expected);
    expect(r.requestedMaxOre).toBe(450_000);
    expect(r.manual).toBe(true);
    expect(r.capped).toBe(capped);
    expect(r.reducedToMax).toBe(reduced);
  });
});

describe('computeRot: edge cases', () => {
  it('deducts nothing from a negative labour sum (a credit mirrors its invoice instead)', () => {
    const r = computeRot(rot({ rotLabourOre: -1_000_000 }));
    expect(r).toMatchObject({ baseOre: 0, totalOre: 0, requestedMaxOre: 0 });
  });

  it('has no amounts without tax payers', () => {
    const r = computeRot(rot({ rotLabourOre: 1_000_000, taxPayers: [] }));
    expect(r).toMatchObject({ perPayer: [], totalOre: 0, requestedMaxOre: 0 });
  });
});

describe('splitRotBase', () => {
  it.each([
    // Shares summing to 90 % (rot-rules refuses them) split by proportion: 1 000 × 5/9 = 555,5 → 555,
    // the last takes 1 000 − 555 = 445.
    { base: 1_000, shares: [5000, 4000], expected: [555, 445] },
    // 150 % likewise: 1 000 × 1/3 = 333, the last 667.
    { base: 1_000, shares: [5000, 10_000], expected: [333, 667] },
    // A missing share beside a given one counts 0.
    { base: 1_000, shares: [10_000, null], expected: [1_000, 0] },
    { base: 0, shares: [null, null], expected: [0, 0] },
  ])('$base by $shares → $expected', ({ base, shares, expected }) => {
    expect(splitRotBase(base, shares)).toEqual(expected);
  });
});

describe('remainingCapOre', () => {
  it('floors to whole kronor and never goes below 0', () => {
    // 50 000 kr − 12 345,67 kr = 37 654,33 kr → 37 654 kr.
    expect(remainingCapOre(periodOn('2026-01-01'), 1_234_567)).toBe(3_765_400);
    expect(remainingCapOre(periodOn('2026-01-01'), 9_000_000)).toBe(0);
  });
});
