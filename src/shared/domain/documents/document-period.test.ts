import { describe, expect, it } from 'vitest';
import {
  addMonths,
  type DocumentPeriodType,
  periodMessages,
  periodRange,
  validatePeriod,
} from './document-period';

describe('periodRange', () => {
  const fixed = (periodType: DocumentPeriodType, today: string) =>
    periodRange({ periodType, dateFrom: '2024-05-05', dateTo: '2024-06-06' }, today);

  it.each([
    ['THIS_MONTH', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['THIS_MONTH', '2027-02-01', '2027-02-01', '2027-02-28'],
    ['THIS_MONTH', '2026-12-31', '2026-12-01', '2026-12-31'],
    ['THIS_MONTH', '2026-04-30', '2026-04-01', '2026-04-30'],
    ['LAST_MONTH', '2027-01-31', '2026-12-01', '2026-12-31'],
    ['LAST_MONTH', '2026-03-01', '2026-02-01', '2026-02-28'],
    ['LAST_MONTH', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['THIS_YEAR', '2026-01-01', '2026-01-01', '2026-12-31'],
    ['LAST_YEAR', '2026-01-01', '2025-01-01', '2025-12-31'],
    ['LAST_YEAR', '2026-12-31', '2025-01-01', '2025-12-31'],
  ] as const)('%s on %s is %s – %s', (type, today, from, to) => {
    expect(fixed(type, today)).toEqual({ from, to });
  });

  it('ALL is open and ignores dates; OPTIONAL takes the dates as given', () => {
    expect(fixed('ALL', '2026-11-21')).toEqual({ from: null, to: null });
    expect(fixed('OPTIONAL', '2026-11-21')).toEqual({ from: '2024-05-05', to: '2024-06-06' });
    expect(
      periodRange({ periodType: 'OPTIONAL', dateFrom: null, dateTo: '2024-01-01' }, '2026-11-21'),
    ).toEqual({
      from: null,
      to: '2024-01-01',
    });
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-01-15', 18, '2026-07-15'],
    ['2024-08-31', 18, '2026-02-28'],
    ['2022-08-31', 18, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-31'],
    ['2026-03-31', -1, '2026-02-28'],
  ] as const)('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('validatePeriod', () => {
  const optional = (dateFrom: string | null, dateTo: string | null) =>
    validatePeriod({ periodType: 'OPTIONAL', dateFrom, dateTo });

  it('accepts exactly 18 months and refuses one day more at dateTo', () => {
    expect(optional('2025-01-15', '2026-07-15')).toEqual([]);
    expect(optional('2025-01-15', '2026-07-16')).toEqual([
      { field: 'dateTo', message: periodMessages.tooLong },
    ]);
    expect(optional('2024-08-31', '2026-02-28')).toEqual([]);
    expect(optional('2024-08-31', '2026-03-01')).toEqual([
      { field: 'dateTo', message: periodMessages.tooLong },
    ]);
    expect(periodMessages.tooLong).toBe('Datumintervallet får vara högst 18 månader');
  });

  it('accepts 2000-01-01 and refuses the day before', () => {
    expect(optional('2000-01-01', '2000-12-31')).toEqual([]);
    expect(optional('1999-12-31', '2000-12-31')).toEqual([
      { field: 'dateFrom', message: 'Tidigaste datum är 2000-01-01' },
    ]);
    expect(optional(null, '1999-12-31')).toEqual([{ field: 'dateTo', message: periodMessages.tooEarly }]);
  });

  it('refuses an end before the start, accepts one day and open sides', () => {
    expect(optional('2026-05-02', '2026-05-01')).toEqual([
      { field: 'dateTo', message: periodMessages.reversed },
    ]);
    expect(optional('2026-05-01', '2026-05-01')).toEqual([]);
    expect(optional('2001-01-01', null)).toEqual([]);
    expect(optional(null, null)).toEqual([]);
  });

  it('checks nothing for the fixed periods', () => {
    expect(validatePeriod({ periodType: 'THIS_YEAR', dateFrom: '1990-01-01', dateTo: '2030-01-01' })).toEqual(
      [],
    );
  });
});
