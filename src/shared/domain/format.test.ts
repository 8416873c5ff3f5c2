import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatKr,
  formatMonth,
  formatNumber,
  formatTime,
} from './format';

/** Tables are written with visible placeholders: `_` for U+00A0 and `−` is U+2212 as in the output. */
const nb = (s: string) => s.replaceAll('_', '\u00a0');

describe('formatKr / formatAmount', () => {
  it.each<[number | bigint, string]>([
    [0, '0,00'],
    [-0, '0,00'],
    [1, '0,01'],
    [10, '0,10'],
    [99, '0,99'],
    [100, '1,00'],
    [123450, '1_234,50'],
    [99999, '999,99'],
    [100000, '1_000,00'],
    [12345678901, '123_456_789,01'],
    [-1, '−0,01'],
    [-123450, '−1_234,50'],
    [-100000000, '−1_000_000,00'],
    [Number.MAX_SAFE_INTEGER, '90_071_992_547_409,91'],
    [123456789012345678901234567890n, '1_234_567_890_123_456_789_012_345_678,90'],
    [-5n, '−0,05'],
  ])('%s öre → %s', (ore, expected) => {
    expect(formatAmount(ore)).toBe(nb(expected));
    expect(formatKr(ore)).toBe(nb(`${expected}_kr`));
  });

  it('uses U+2212 for the minus sign and U+00A0 for spaces', () => {
    expect(formatKr(-123450)).toBe('\u22121\u00a0234,50\u00a0kr');
  });

  it.each([0.5, 1.25, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %s, which is not an integer öre amount',
    (ore) => {
      expect(() => formatKr(ore)).toThrow(RangeError);
    },
  );
});

describe('formatNumber', () => {
  it.each<[number, number | undefined, string]>([
    [1.5, undefined, '1,50'],
    [1.5, 1, '1,5'],
    [1.5, 0, '2'],
    [2.5, 0, '3'],
    [-2.5, 0, '−3'],
    [1.005, 2, '1,01'],
    [1.004999, 2, '1,00'],
    [-1.005, 2, '−1,01'],
    [0, 2, '0,00'],
    [-0, 2, '0,00'],
    [-0.001, 2, '0,00'],
    [1234567.891, 2, '1_234_567,89'],
    [1234, 0, '1_234'],
    [999.995, 2, '1_000,00'],
    [0.125, 3, '0,125'],
    [3, 4, '3,0000'],
    [1e21, 0, '1_000_000_000_000_000_000_000'],
    [1.5e-7, 7, '0,0000002'],
    [1e-7, 2, '0,00'],
  ])('%s with %s decimals → %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(nb(expected));
  });

  it.each([
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
    [1, -1],
    [1, 1.5],
    [1, 21],
  ])('refuses value %s with %s decimals', (value, decimals) => {
    expect(() => formatNumber(value, decimals)).toThrow(RangeError);
  });
});

describe('formatDate / formatTime / formatDateTime with a Date', () => {
  it.each([
    // Winter time is UTC+1, summer time UTC+2; the switches are the last Sundays of March and October.
    ['2024-01-15T12:00:00Z', '2024-01-15', '13:00'],
    ['2024-01-15T23:30:00Z', '2024-01-16', '00:30'],
    ['2024-12-31T23:00:00Z', '2025-01-01', '00:00'],
    ['2024-12-31T22:59:00Z', '2024-12-31', '23:59'],
    ['2024-06-30T22:15:00Z', '2024-07-01', '00:15'],
    ['2024-06-30T21:59:00Z', '2024-06-30', '23:59'],
    ['2024-03-31T00:59:00Z', '2024-03-31', '01:59'],
    ['2024-03-31T01:00:00Z', '2024-03-31', '03:00'],
    ['2024-10-27T00:30:00Z', '2024-10-27', '02:30'],
    ['2024-10-27T01:30:00Z', '2024-10-27', '02:30'],
    ['2024-02-29T11:05:00Z', '2024-02-29', '12:05'],
  ])('%s → %s %s', (iso, date, time) => {
    const d = new Date(iso);
    expect(formatDate(d)).toBe(date);
    expect(formatTime(d)).toBe(time);
    expect(formatDateTime(d)).toBe(`${date} ${time}`);
  });

  it('refuses an invalid Date', () => {
    expect(() => formatDate(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('formatDate / formatTime / formatDateTime with a string', () => {
  it.each([
    ['2024-05-17', '2024-05-17'],
    [' 2024-05-17 ', '2024-05-17'],
    ['2024-02-29', '2024-02-29'],
    ['2024-05-17T08:30', '2024-05-17'],
    ['2024-05-17 23:45:10', '2024-05-17'],
    ['2024-05-17T23:45:10.123', '2024-05-17'],
  ])('takes the calendar date of %j as written', (text, date) => {
    expect(formatDate(text)).toBe(date);
  });

  it.each([
    ['2024-05-17T08:30', '08:30'],
    ['2024-05-17 23:45:10', '23:45'],
    ['2024-05-17T00:00:00.000', '00:00'],
  ])('takes the wall-clock time of %j as written', (text, time) => {
    expect(formatTime(text)).toBe(time);
    expect(formatDateTime(text)).toBe(`${text.slice(0, 10)} ${time}`);
  });

  it.each([
    ['2024-05-17T22:30:00.000Z', '2024-05-18 00:30'],
    ['2024-05-17T22:30:00Z', '2024-05-18 00:30'],
    ['2024-05-17T10:00:00+00:00', '2024-05-17 12:00'],
    ['2024-05-17T10:00:00+02:00', '2024-05-17 10:00'],
    ['2024-01-01T00:30:00+0100', '2024-01-01 00:30'],
    ['2023-12-31 23:30:00z', '2024-01-01 00:30'],
  ])('moves the zoned timestamp %j to Swedish time', (text, dateTime) => {
    expect(formatDateTime(text)).toBe(dateTime);
    expect(formatDate(text)).toBe(dateTime.slice(0, 10));
    expect(formatTime(text)).toBe(dateTime.slice(11));
  });

  it.each([
    '',
    'idag',
    '2024-5-17',
    '17/05/2024',
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-05-17T24:00',
    '2024-05-17T12:60',
    '20240517',
  ])('refuses %j', (text) => {
    expect(() => formatDate(text)).toThrow(RangeError);
    expect(() => formatDateTime(text)).toThrow(RangeError);
  });

  it('has no time to show for a date-only string', () => {
    expect(() => formatTime('2024-05-17')).toThrow(RangeError);
    expect(() => formatDateTime('2024-05-17')).toThrow(RangeError);
  });
});

describe('formatMonth', () => {
  it.each([
    ['2026-01', 'januari 2026'],
    ['2026-11', 'november 2026'],
    ['2025-12', 'december 2025'],
  ])('names %s as %s', (month, label) => {
    expect(formatMonth(month)).toBe(label);
  });
});
