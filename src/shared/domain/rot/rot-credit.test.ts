import { describe, expect, it } from 'vitest';
import { rotBasisOre, rotReversedByCredit } from './rot-credit';

const couple = (before: [number, number] = [0, 0]) => [
  { key: '19700101-1234', claimedOre: 243_700, reversedBeforeOre: before[0] },
  { key: '19720202-2345', claimedOre: 243_700, reversedBeforeOre: before[1] },
];

describe('rotReversedByCredit', () => {
  it.each([
    // The couple's bathroom: 2 437 kr each on 16 250 kr of ROT labour incl. VAT.
    ['a full credit takes back every krona', couple(), 1_625_000, 0, 1_625_000, [243_700, 243_700]],
    // Half the labour left carries 4 874 × ½ = 2 437 kr; 2 437 kr back, 1 218,50 each → 1 218 + 1 219.
    ['half the labour takes back half', couple(), 1_625_000, 0, 812_500, [121_900, 121_800]],
    ['a material credit leaves the deduction', couple(), 1_625_000, 0, 0, [0, 0]],
    // The second half after the first: no labour left, what is left goes back, whatever the rounding.
    [
      'the last credit takes the rest',
      couple([121_900, 121_800]),
      1_625_000,
      812_500,
      812_500,
      [121_800, 121_900],
    ],
    ['more labour than invoiced takes back all', couple(), 1_625_000, 0, 2_000_000, [243_700, 243_700]],
    // A capped claim: 10 000 kr on 50 000 kr; 40 000 kr left carries 8 000 kr, so 2 000 kr back.
    [
      'a capped claim scales with the labour',
      [{ key: 'a', claimedOre: 1_000_000, reversedBeforeOre: 0 }],
      5_000_000,
      0,
      1_000_000,
      [200_000],
    ],
    [
      'nothing claimed, nothing back',
      [{ key: 'a', claimedOre: 0, reversedBeforeOre: 0 }],
      100_000,
      0,
      100_000,
      [0],
    ],
    ['an invoice without labour', couple(), 0, 0, 0, [243_700, 243_700]],
  ] as const)('%s', (_, payers, basisOre, basisCreditedBeforeOre, basisThisOre, expected) => {
    expect(rotReversedByCredit({ payers, basisOre, basisCreditedBeforeOre, basisThisOre })).toEqual(expected);
  });

  it('never takes back more than a payer has left, and always whole kronor', () => {
    for (let w = 0; w <= 1_625_000; w += 12_345) {
      const out = rotReversedByCredit({
        payers: couple([100_000, 0]),
        basisOre: 1_625_000,
        basisCreditedBeforeOre: 300_000,
        basisThisOre: w,
      });
      expect(out[0]).toBeLessThanOrEqual(143_700);
      expect(out[1]).toBeLessThanOrEqual(243_700);
      for (const o of out) expect(o % 100).toBe(0);
    }
  });
});

describe('rotBasisOre', () => {
  it('is the ROT labour, or the whole sum for a heat pump, as a magnitude', () => {
    expect(rotBasisOre('NONE', { rotWorkInclVatOre: -1_625_000, totalSumOre: -2_750_000 })).toBe(1_625_000);
    expect(rotBasisOre('AIR_OR_WATER_HEATING_PUMP', { rotWorkInclVatOre: 0, totalSumOre: 9_000_000 })).toBe(
      9_000_000,
    );
  });
});
