import { describe, expect, it } from 'vitest';
import { changeQuantity, type PackRules, startQuantity } from './basket-quantity';

const single: PackRules = { quantityPerUnit: 1000, wholesaleQuantity: null, nonIntegralQuantity: false };
const pack10: PackRules = { ...single, quantityPerUnit: 10_000 };
const min5: PackRules = { ...single, wholesaleQuantity: 5000 };
const metre: PackRules = { ...single, nonIntegralQuantity: true };

describe('basket quantities', () => {
  it('starts a line at one pack or the minimum', () => {
    expect([startQuantity(single), startQuantity(pack10), startQuantity(min5)]).toEqual([1000, 10_000, 5000]);
  });

  it('steps by one pack, and to zero removes', () => {
    expect(changeQuantity(10_000, 'INCREMENT', null, pack10)).toMatchObject({ quantity: 20_000 });
    expect(changeQuantity(10_000, 'DECREMENT', null, pack10)).toMatchObject({ quantity: 0 });
  });

  it('rounds up to whole packs', () => {
    expect(changeQuantity(0, 'MANUAL', 15_000, pack10)).toMatchObject({ quantity: 20_000 });
    expect(changeQuantity(0, 'INCREMENT', 1000, pack10)).toMatchObject({ quantity: 10_000 });
  });

  it('raises to the minimum, but a decrement under it removes the line', () => {
    expect(changeQuantity(0, 'MANUAL', 2000, min5)).toEqual({
      ok: true,
      quantity: 5000,
      raisedToMinimum: true,
    });
    expect(changeQuantity(5000, 'DECREMENT', null, min5)).toMatchObject({ quantity: 0 });
  });

  it('takes fractions only where the product allows them', () => {
    expect(changeQuantity(0, 'MANUAL', 1500, single)).toEqual({ ok: false, reason: 'NON_INTEGRAL' });
    expect(changeQuantity(0, 'MANUAL', 1500, metre)).toMatchObject({ quantity: 1500 });
    expect(changeQuantity(1500, 'INCREMENT', null, metre)).toMatchObject({ quantity: 2500 });
  });

  it('refuses more than a million units', () => {
    expect(changeQuantity(0, 'MANUAL', 2_000_000_000, single)).toEqual({ ok: false, reason: 'TOO_LARGE' });
  });
});
