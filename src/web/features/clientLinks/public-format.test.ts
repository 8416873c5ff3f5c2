import { describe, expect, it } from 'vitest';
import { formatQuantity, formatRate } from './public-format';

describe('the public page figures', () => {
  it('writes a quantity with only the decimals it has', () => {
    expect(formatQuantity(1000)).toBe('1');
    expect(formatQuantity(2500)).toBe('2,5');
    expect(formatQuantity(1250)).toBe('1,25');
    expect(formatQuantity(1125)).toBe('1,125');
    expect(formatQuantity(12_000_000)).toBe('12\u00a0000');
  });

  it('writes a VAT rate as a percentage', () => {
    expect(formatRate(2500)).toBe('25\u00a0%');
    expect(formatRate(1250)).toBe('12,5\u00a0%');
    expect(formatRate(600)).toBe('6\u00a0%');
  });
});
