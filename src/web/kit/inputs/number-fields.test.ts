import { describe, expect, it } from 'vitest';
import { bpToInput, bpToPercent, inputToBp, inputToOre, oreToInput, percentToBp } from './numbers';

describe('percent and basis points', () => {
  it.each([
    ['8', 800],
    ['8,15', 815],
    ['8.15', 815],
    ['12,5', 1250],
    ['−3,25', -325],
    ['0,005', 1],
    [8.15, 815],
  ])('%s %% is %i bp', (input, bp) => {
    expect(percentToBp(input)).toBe(bp);
  });

  it('gives NaN for text that is no number, and for nothing', () => {
    expect(percentToBp('åtta')).toBeNaN();
    expect(percentToBp('')).toBeNaN();
  });

  it('shows basis points as percent', () => {
    expect(bpToPercent(815)).toBe(8.15);
    expect(bpToInput(1250)).toBe('12,5');
    expect(bpToInput(null)).toBe('');
  });

  it('reads typed percentages for the forms', () => {
    expect(inputToBp('25')).toEqual({ ok: true, value: 2500 });
    expect(inputToBp(' ')).toEqual({ ok: true, value: null });
    expect(inputToBp('25%')).toMatchObject({ ok: false });
  });
});

describe('öre in price inputs', () => {
  it('writes whole kronor without decimals and others with two', () => {
    expect(oreToInput(65000)).toBe('650');
    expect(oreToInput(125050)).toBe('1250,50');
    expect(oreToInput(5)).toBe('0,05');
    expect(oreToInput(-1990)).toBe('-19,90');
    expect(oreToInput(null)).toBe('');
  });

  it('reads Swedish amounts, spaces and all, and refuses text', () => {
    expect(inputToOre('1 250,50')).toEqual({ ok: true, value: 125050 });
    expect(inputToOre('1\u00a0250,5')).toEqual({ ok: true, value: 125050 });
    expect(inputToOre('')).toEqual({ ok: true, value: null });
    expect(inputToOre('12,5x')).toMatchObject({ ok: false });
  });

  it('reads back what it writes', () => {
    for (const ore of [0, 1, 99, 100, 65000, 123456789]) {
      expect(inputToOre(oreToInput(ore))).toEqual({ ok: true, value: ore });
    }
  });
});
