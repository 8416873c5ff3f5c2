import { describe, expect, it } from 'vitest';
import { negativePriceMessage, parseChangeValue, previewPrices } from './price-change';

const rows = [
  { uid: 'a', code: 'ARB1', priceOre: 65000 },
  { uid: 'b', code: 'RESA', priceOre: 1999 },
];

describe('parseChangeValue', () => {
  it('reads percent as basis points and amounts as öre', () => {
    expect(parseChangeValue('PERCENT', '12,5')).toEqual({ value: 1250 });
    expect(parseChangeValue('PERCENT', '−5')).toEqual({ value: -500 });
    expect(parseChangeValue('AMOUNT', '-20')).toEqual({ value: -2000 });
    expect(parseChangeValue('SET', '650')).toEqual({ value: 65000 });
  });

  it('refuses empty, unreadable, zero changes and negative prices', () => {
    expect(parseChangeValue('PERCENT', '')).toEqual({ error: 'Detta fält måste fyllas i' });
    expect(parseChangeValue('AMOUNT', 'tio')).toMatchObject({
      error: expect.stringContaining('Ange ett belopp'),
    });
    expect(parseChangeValue('PERCENT', '0')).toMatchObject({ error: expect.any(String) });
    expect(parseChangeValue('SET', '-1')).toMatchObject({ error: expect.any(String) });
  });
});

describe('previewPrices', () => {
  it('rounds like the server, half away from zero', () => {
    expect(previewPrices(rows, 'PERCENT', 250).map((r) => r.newPriceOre)).toEqual([66625, 2049]);
    expect(previewPrices(rows, 'SET', 100).map((r) => r.newPriceOre)).toEqual([100, 100]);
  });

  it('names the articles a change would make negative', () => {
    const preview = previewPrices(rows, 'AMOUNT', -2000);
    expect(negativePriceMessage(preview)).toBe('Priset skulle bli negativt för RESA');
    expect(negativePriceMessage(previewPrices(rows, 'AMOUNT', 1))).toBeNull();
  });
});
