import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber } from './format';
import {
  decimalToScaledInteger,
  parseNonNegative,
  parseNumberInput,
  parsePrice,
  parsePriceToOre,
  toPhoneWithCountryCode,
} from './number-input';

describe('parseNumberInput', () => {
  it.each<[string | null | undefined, number | null]>([
    ['', null],
    ['   ', null],
    ['\u00a0\u202f', null],
    [null, null],
    [undefined, null],
    ['0', 0],
    ['-0', 0],
    ['42', 42],
    ['1,5', 1.5],
    ['1.5', 1.5],
    [',5', 0.5],
    ['5,', 5],
    ['+3', 3],
    ['-2,25', -2.25],
    ['\u22122,25', -2.25],
    ['1 234,50', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['1\u202f234\u202f567', 1234567],
    [' 12 ', 12],
    ['007', 7],
  ])('%j → %s', (text, value) => {
    expect(parseNumberInput(text)).toEqual({ ok: true, value });
  });

  it.each([
    'abc',
    '1,2,3',
    '1.234,50',
    '12kr',
    '1e3',
    '--1',
    '-',
    ',',
    '.',
    '1-2',
    '0x10',
    'Infinity',
    'NaN',
  ])('reports %j as invalid rather than empty', (text) => {
    expect(parseNumberInput(text)).toEqual({ ok: false });
  });

  it('reads back what formatNumber shows', () => {
    expect(parseNumberInput(formatNumber(-1234567.5))).toEqual({ ok: true, value: -1234567.5 });
  });
});

describe('parsePrice / parsePriceToOre', () => {
  it.each<[string | null | undefined, number | null]>([
    ['', null],
    [null, null],
    ['0', 0],
    ['-0,001', 0],
    ['1', 100],
    ['1,5', 150],
    ['1,50', 150],
    ['1 234,50', 123450],
    ['1,005', 101],
    ['1,004', 100],
    ['1,0049999', 100],
    ['0,005', 1],
    ['0,015', 2],
    ['2,675', 268],
    ['1,995', 200],
    ['-1,005', -101],
    ['-1,004', -100],
    ['\u22121\u00a0234,56', -123456],
    ['8,125', 813],
    ['0,1', 10],
    ['.07', 7],
    ['90071992547409,91', Number.MAX_SAFE_INTEGER],
  ])('%j → %s öre', (text, ore) => {
    expect(parsePriceToOre(text)).toBe(ore);
    expect(parsePrice(text)).toEqual({ ok: true, value: ore });
  });

  it.each(['abc', '1,2,3', '12 kr', '1e2', '90071992547409,92', '99999999999999999999'])(
    'reports %j as invalid',
    (text) => {
      expect(parsePrice(text)).toEqual({ ok: false });
      expect(parsePriceToOre(text)).toBeNull();
    },
  );

  it('reads back what formatAmount shows', () => {
    for (const ore of [0, 1, -1, 99, 123450, -987654321]) {
      expect(parsePriceToOre(formatAmount(ore))).toBe(ore);
    }
  });
});

describe('parseNonNegative', () => {
  it.each<[string | null | undefined, number | undefined, number]>([
    ['3', undefined, 3],
    ['2,5', undefined, 2.5],
    ['0', undefined, 0],
    ['-0', undefined, 0],
    ['1 000', undefined, 1000],
    ['', undefined, 1],
    [null, undefined, 1],
    ['   ', undefined, 1],
    ['abc', undefined, 1],
    ['-1', undefined, 1],
    ['-0,5', undefined, 1],
    ['', 0, 0],
    ['x', 5, 5],
    ['-2', 10, 10],
    ['7', 10, 7],
  ])('%j (fallback %s) → %s', (text, fallback, expected) => {
    expect(fallback === undefined ? parseNonNegative(text) : parseNonNegative(text, fallback)).toBe(expected);
  });
});

describe('decimalToScaledInteger', () => {
  it.each<[string, number, bigint | null]>([
    ['1.005', 2, 101n],
    ['-1.005', 2, -101n],
    ['1.5', 0, 2n],
    ['0.4999', 0, 0n],
    ['12', 3, 12000n],
    ['1e21', 0, 1000000000000000000000n],
    ['1.5e-7', 7, 2n],
    ['2.5E+2', 0, 250n],
    ['.5', 1, 5n],
    ['', 2, null],
    ['.', 2, null],
    ['e5', 2, null],
    ['1,5', 2, null],
    ['abc', 2, null],
  ])('%j at %i decimals → %s', (text, decimals, expected) => {
    expect(decimalToScaledInteger(text, decimals)).toBe(expected);
  });
});

describe('toPhoneWithCountryCode', () => {
  it.each([
    ['0701234567', '+46701234567'],
    ['070-123 45 67', '+46701234567'],
    ['070\u00a0123\u00a045\u00a067', '+46701234567'],
    ['08-123 456 78', '+46812345678'],
    ['(08) 123 456 78', '+46812345678'],
    ['+46701234567', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['+46 (0)70-123 45 67', '+46701234567'],
    ['+460701234567', '+46701234567'],
    ['0046701234567', '+46701234567'],
    ['0046 70-123 45 67', '+46701234567'],
    ['701234567', '+46701234567'],
    ['+4722334455', '+4722334455'],
    ['004722334455', '+4722334455'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (text, expected) => {
    expect(toPhoneWithCountryCode(text)).toBe(expected);
  });
});
