import { describe, expect, it } from 'vitest';
import { fiscalPeriods, latestFirstFiscalYearEnd, validateFirstFiscalYear } from './fiscal-year';

const both = 'Ange både start- och slutdatum för det första räkenskapsåret';
const endOfMonth = 'Räkenskapsåret ska sluta på sista dagen i en månad';
const tooLong = 'Det första räkenskapsåret får vara högst 18 månader';
const before = 'Slutdatum får inte vara före startdatum';
const date = 'Ange ett datum som ÅÅÅÅ-MM-DD';

describe('validateFirstFiscalYear (bokföringslagen 3 kap., product-spec §5)', () => {
  it.each<[string | null, string | null, Array<[string, string]>]>([
    [null, null, []],
    ['', '', []],
    ['2025-01-01', '2025-12-31', []],
    ['2025-03-15', '2025-12-31', []],
    ['2025-03-15', '2025-03-31', []],
    ['2025-03-01', '2026-08-31', []],
    ['2025-03-15', '2026-08-31', []],
    ['2024-02-29', '2025-07-31', []],
    ['2025-03-01', '2026-09-30', [['firstFiscalPeriodEnd', tooLong]]],
    ['2025-03-15', '2026-09-30', [['firstFiscalPeriodEnd', tooLong]]],
    ['2025-01-01', '2025-12-30', [['firstFiscalPeriodEnd', endOfMonth]]],
    ['2024-01-01', '2025-02-28', []],
    ['2024-01-01', '2024-02-28', [['firstFiscalPeriodEnd', endOfMonth]]],
    ['2024-01-01', '2024-02-29', []],
    ['2025-06-01', '2025-05-31', [['firstFiscalPeriodEnd', before]]],
    ['2025-01-01', null, [['firstFiscalPeriodEnd', both]]],
    [null, '2025-12-31', [['firstFiscalPeriodBegin', both]]],
    ['2025-13-01', '2025-12-31', [['firstFiscalPeriodBegin', date]]],
    ['2025-01-01', '31/12/2025', [['firstFiscalPeriodEnd', date]]],
    ['2025-02-30', '2025-12-31', [['firstFiscalPeriodBegin', date]]],
    ['1999-01-01', '1999-12-31', [['firstFiscalPeriodBegin', 'Datumet får inte vara före 2000-01-01']]],
  ])('%s – %s', (begin, end, expected) => {
    expect(validateFirstFiscalYear(begin, end).map((i) => [i.field, i.message])).toEqual(expected);
  });

  it.each([
    ['2025-03-01', '2026-08-31'],
    ['2025-03-31', '2026-08-31'],
    ['2025-07-01', '2026-12-31'],
    ['2025-12-01', '2027-05-31'],
  ])('a first year from %s ends %s at the latest', (begin, end) => {
    expect(latestFirstFiscalYearEnd(begin)).toBe(end);
  });
});

describe('fiscalPeriods', () => {
  it('lists the first year and the twelve-month years after it up to today, newest first', () => {
    expect(
      fiscalPeriods({
        firstBegin: '2024-05-15',
        firstEnd: '2025-04-30',
        today: '2026-11-21',
        fromYear: 2024,
      }),
    ).toEqual([
      { begin: '2026-05-01', end: '2027-04-30' },
      { begin: '2025-05-01', end: '2026-04-30' },
      { begin: '2024-05-15', end: '2025-04-30' },
    ]);
  });

  it('handles a year ending in February of a leap year', () => {
    expect(
      fiscalPeriods({
        firstBegin: '2023-03-01',
        firstEnd: '2024-02-29',
        today: '2024-03-01',
        fromYear: 2023,
      }),
    ).toEqual([
      { begin: '2024-03-01', end: '2025-02-28' },
      { begin: '2023-03-01', end: '2024-02-29' },
    ]);
  });

  it('assumes calendar years when no first year is set', () => {
    expect(fiscalPeriods({ firstBegin: null, firstEnd: null, today: '2026-11-21', fromYear: 2025 })).toEqual([
      { begin: '2026-01-01', end: '2026-12-31' },
      { begin: '2025-01-01', end: '2025-12-31' },
    ]);
  });

  it('shows a first year that has not begun yet', () => {
    expect(
      fiscalPeriods({
        firstBegin: '2027-01-01',
        firstEnd: '2027-12-31',
        today: '2026-11-21',
        fromYear: 2026,
      }),
    ).toEqual([{ begin: '2027-01-01', end: '2027-12-31' }]);
  });
});
