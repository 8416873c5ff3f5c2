import { describe, expect, it } from 'vitest';
import { bpToPercentText, percentMessages, percentTextToBp } from './numbers';

describe('bpToPercentText', () => {
  it.each([
    [0, '0'],
    [1250, '12,5'],
    [1000, '10'],
    [1, '0,01'],
    [10, '0,1'],
    [10_000, '100'],
    [-250, '-2,5'],
    [-5, '-0,05'],
    [123_456, '1234,56'],
  ])('%i bp → %s', (bp, text) => {
    expect(bpToPercentText(bp)).toBe(text);
  });

  it('refuses a fractional basis point, which would mean float arithmetic upstream', () => {
    expect(() => bpToPercentText(12.5)).toThrow(RangeError);
  });
});

describe('percentTextToBp', () => {
  it.each([
    ['12,5', 1250],
    ['12.5', 1250],
    [' 12,50 ', 1250],
    ['10', 1000],
    ['0,01', 1],
    ['1 000', 100_000],
    ['1\u00a0000', 100_000],
    ['-2,5', -250],
    ['\u22122,5', -250],
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['-0', 0],
    // More decimals than a basis point holds round half away from zero, on the digits.
    ['1,005', 101],
    ['1,004', 100],
    ['-1,005', -101],
  ])('%j → %i bp', (text, bp) => {
    expect(percentTextToBp(text)).toEqual({ ok: true, bp });
  });

  it.each(['tolv', '12,5,1', '1e', '12 kr'])('%j is not a number', (text) => {
    expect(percentTextToBp(text)).toEqual({ ok: false, message: percentMessages.notANumber });
  });

  it('refuses a percent sign (product-spec §5)', () => {
    expect(percentTextToBp('12 %')).toEqual({ ok: false, message: percentMessages.percentSign });
  });

  it('round-trips every value the form shows', () => {
    for (const bp of [0, 1, 9, 10, 99, 100, 1250, 2500, 9999, 10_000, -1, -1250, 100_000]) {
      expect(percentTextToBp(bpToPercentText(bp))).toEqual({ ok: true, bp });
    }
  });
});
