import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRot } from './rot-amount';
import { ROT_PERIODS_SEED } from './rot-periods';
import { heatingPumpWorkTypes } from './work-types';

const payerArb = fc.record({
  key: fc.string(),
  shareBp: fc.option(fc.integer({ min: -1_000, max: 12_000 })),
  manualOre: fc.option(fc.integer({ min: -100_000, max: 10_000_000 })),
  usedThisYearOre: fc.integer({ min: 0, max: 6_000_000 }),
});

const inputArb = fc.record({
  rotLabourOre: fc.integer({ min: -1_000_000, max: 100_000_000 }),
  totalInclVatOre: fc.integer({ min: 0, max: 100_000_000 }),
  heatingPump: fc.record({
    type: fc.constantFrom(...heatingPumpWorkTypes),
    customLabourBp: fc.option(fc.integer({ min: 0, max: 10_000 })),
  }),
  period: fc.constantFrom(...ROT_PERIODS_SEED),
  autoDistribution: fc.boolean(),
  manualInputInAutoDistribution: fc.boolean(),
  taxPayers: fc.array(payerArb, { maxLength: 5 }),
});

describe('computeRot under any input', () => {
  it('never requests more than rate × base, nor more than a payer has left, and only whole kronor; the split sums to the base', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = computeRot(input);
        const rateTimesBase = (r.baseOre * input.period.rateBp) / 10_000;
        expect(r.requestedMaxOre).toBeLessThanOrEqual(rateTimesBase);
        expect(r.totalOre).toBeLessThanOrEqual(r.requestedMaxOre);
        expect(r.totalOre).toBe(r.perPayer.reduce((s, p) => s + p.amountOre, 0));
        for (const p of r.perPayer) {
          expect(p.amountOre).toBeGreaterThanOrEqual(0);
          expect(p.amountOre).toBeLessThanOrEqual(p.maxOre);
          expect(p.maxOre).toBeLessThanOrEqual(input.period.capOre);
          expect(p.amountOre % 100).toBe(0);
        }
        const split = r.perPayer.reduce((s, p) => s + p.baseShareOre, 0);
        expect(split).toBe(r.perPayer.length > 0 ? r.baseOre : 0);
      }),
    );
  });
});
