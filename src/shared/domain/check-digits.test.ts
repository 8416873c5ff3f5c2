import { describe, expect, it } from 'vitest';
import {
  gs1CheckDigit,
  isValidGs1,
  isValidLuhn,
  isValidOcr,
  luhnCheckDigit,
  ocrReference,
} from './check-digits';

/** Textbook Luhn, written differently from the implementation so the two check each other. */
function referenceLuhnValid(digits: string): boolean {
  const sum = [...digits]
    .reverse()
    .map(Number)
    .map((d, i) => (i % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][d]! : d))
    .reduce((a, b) => a + b, 0);
  return sum % 10 === 0;
}

describe('luhnCheckDigit', () => {
  it.each([
    ['556016068', 0],
    ['556547548', 9],
    ['202100548', 9],
    ['811218987', 6],
    ['121212121', 2],
    ['5050105', 5],
    ['1', 8],
    ['0', 0],
    ['79927398710'.slice(0, -1), 3],
  ])('%s → %i', (payload, digit) => {
    expect(luhnCheckDigit(payload)).toBe(digit);
  });

  it('agrees with a reference implementation on every payload of four digits', () => {
    for (let n = 0; n < 10_000; n++) {
      const payload = String(n).padStart(4, '0');
      expect(referenceLuhnValid(`${payload}${luhnCheckDigit(payload)}`)).toBe(true);
    }
  });

  it.each(['', '12a', ' 12', '1-2'])('rejects non-digit payload %j', (payload) => {
    expect(() => luhnCheckDigit(payload)).toThrow(RangeError);
  });
});

describe('isValidLuhn', () => {
  it.each([
    ['5560160680', true],
    ['5565475489', true],
    ['2021005489', true],
    ['8112189876', true],
    ['50501055', true],
    ['79927398713', true],
    ['18', true],
    ['5560160681', false],
    ['5560160860', false],
    ['50501056', false],
    ['', false],
    ['0', false],
    ['556016068a', false],
    ['556016-0680', false],
  ])('%j → %s', (digits, valid) => {
    expect(isValidLuhn(digits)).toBe(valid);
  });
});

describe('GS1 mod 10', () => {
  it.each([
    ['730000000000', 4],
    ['735005385001', 9],
    ['400638133393', 1],
  ])('gs1CheckDigit(%s) → %i', (payload, digit) => {
    expect(gs1CheckDigit(payload)).toBe(digit);
  });

  it.each([
    ['7300000000004', true],
    ['7350053850019', true],
    ['4006381333931', true],
    ['7300000000005', false],
    ['7300009020008', false],
    ['', false],
    ['7', false],
    ['73000000000O4', false],
  ])('isValidGs1(%j) → %s', (digits, valid) => {
    expect(isValidGs1(digits)).toBe(valid);
  });
});

describe('ocrReference', () => {
  it.each([
    ['123', false, '1230'],
    ['123', true, '12351'],
    ['12345678', true, '1234567806'],
    ['1', false, '18'],
    ['00042', false, '000422'],
  ])('(%s, %s) → %s', (base, withLength, expected) => {
    const reference = ocrReference(base, withLength);
    expect(reference).toBe(expected);
    expect(referenceLuhnValid(reference)).toBe(true);
    expect(isValidOcr(reference, withLength)).toBe(true);
  });

  it('puts the total length mod 10 in the length digit', () => {
    const reference = ocrReference('1234567890', true);
    expect(reference).toHaveLength(12);
    expect(reference.at(-2)).toBe('2');
  });

  it.each([
    ['', false],
    ['12a', true],
    ['1'.repeat(25), false],
    ['1'.repeat(24), true],
  ])('rejects base %j (with length digit %s)', (base, withLength) => {
    expect(() => ocrReference(base, withLength)).toThrow(RangeError);
  });

  it('allows the full 25 digits', () => {
    expect(ocrReference('1'.repeat(23), true)).toHaveLength(25);
    expect(ocrReference('1'.repeat(24), false)).toHaveLength(25);
  });
});

describe('isValidOcr', () => {
  it.each([
    ['1230', false, true],
    ['12351', false, true],
    ['12351', true, true],
    ['1230', true, false],
    ['1231', false, false],
    ['12352', true, false],
    ['', false, false],
    ['8', false, false],
    ['12 30', false, false],
    ['123O', false, false],
    [ocrReference('1'.repeat(24), false), false, true],
    [`${ocrReference('1'.repeat(24), false)}0`, false, false],
  ])('%j (length digit required: %s) → %s', (reference, requireLength, valid) => {
    expect(isValidOcr(reference, requireLength)).toBe(valid);
  });
});
