import { describe, expect, it } from 'vitest';
import { parseQuantityField, quantityFieldText } from './quantity-text';

describe('basket quantity field', () => {
  it('shows thousandths the Swedish way, without the unit', () => {
    expect([quantityFieldText(2000), quantityFieldText(1500), quantityFieldText(1_234_000)]).toEqual([
      '2',
      '1,5',
      '1\u00a0234',
    ]);
  });

  it('reads a typed quantity, decimal comma and spaces allowed', () => {
    expect(parseQuantityField('1,5')).toBe(1500);
    expect(parseQuantityField('1 234')).toBe(1_234_000);
    expect(parseQuantityField(quantityFieldText(1_234_000))).toBe(1_234_000);
    expect([parseQuantityField(''), parseQuantityField('abc'), parseQuantityField('-2')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
