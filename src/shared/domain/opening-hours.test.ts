import { describe, expect, it } from 'vitest';
import {
  type OpeningHours,
  openingNote,
  openStateAt,
  standardOpeningHours,
  swedishHolidays,
  weeklyOpeningHours,
} from './opening-hours';

const withSaturday = weeklyOpeningHours(
  [{ opens: '06:30', closes: '17:00' }],
  [{ opens: '09:00', closes: '13:00' }],
);
const lunchClosed = weeklyOpeningHours([
  { opens: '07:00', closes: '12:00' },
  { opens: '13:00', closes: '16:00' },
]);
/** Open on Sundays 03:00–05:00 local: the hour the clocks change. */
const sundayNight: OpeningHours = {
  ...weeklyOpeningHours([]),
  weekly: { ...weeklyOpeningHours([]).weekly, SUNDAY: [{ opens: '03:00', closes: '05:00' }] },
};
/** Opens just after midnight on Mondays. */
const afterMidnight: OpeningHours = {
  ...weeklyOpeningHours([]),
  weekly: { ...weeklyOpeningHours([]).weekly, MONDAY: [{ opens: '00:15', closes: '24:00' }] },
};
const stockTaking: OpeningHours = {
  ...standardOpeningHours,
  exceptions: [{ date: '2026-11-24', intervals: [{ opens: '10:00', closes: '12:00' }] }],
};

describe('openStateAt, in Stockholm time', () => {
  it.each([
    // Monday 2026-11-23, CET = UTC+1.
    ['before the hour before opening', standardOpeningHours, '2026-11-23T04:29:00Z', 'CLOSED'],
    ['exactly an hour before opening', standardOpeningHours, '2026-11-23T04:30:00Z', 'OPEN_SOON'],
    ['half an hour before opening', standardOpeningHours, '2026-11-23T05:00:00Z', 'OPEN_SOON'],
    ['at opening', standardOpeningHours, '2026-11-23T05:30:00Z', 'OPEN'],
    ['the last minute', standardOpeningHours, '2026-11-23T15:59:59Z', 'OPEN'],
    ['at closing', standardOpeningHours, '2026-11-23T16:00:00Z', 'CLOSED'],
    ['over lunch, reopening in half an hour', lunchClosed, '2026-11-23T11:30:00Z', 'OPEN_SOON'],
    ['Saturday without Saturday hours', standardOpeningHours, '2026-11-21T09:00:00Z', 'CLOSED'],
    ['Saturday with Saturday hours', withSaturday, '2026-11-21T09:00:00Z', 'OPEN'],
    ['Sunday evening before a Monday', standardOpeningHours, '2026-11-22T22:00:00Z', 'CLOSED'],
    ['Sunday 23:30 before a 00:15 opening', afterMidnight, '2026-11-22T22:30:00Z', 'OPEN_SOON'],
    // Summer time, CEST = UTC+2: 06:30 local is 04:30Z.
    ['a summer morning at opening', standardOpeningHours, '2026-06-01T04:30:00Z', 'OPEN'],
    ['a summer morning an hour early', standardOpeningHours, '2026-06-01T03:30:00Z', 'OPEN_SOON'],
    // Holidays, eves and a day of its own.
    ['Christmas Eve, a Thursday', standardOpeningHours, '2026-12-24T09:00:00Z', 'CLOSED'],
    ['the day before Christmas Eve', standardOpeningHours, '2026-12-23T09:00:00Z', 'OPEN'],
    ['Good Friday', standardOpeningHours, '2026-04-03T08:00:00Z', 'CLOSED'],
    ['Ascension Day', standardOpeningHours, '2026-05-14T08:00:00Z', 'CLOSED'],
    ['Midsummer Eve', standardOpeningHours, '2026-06-19T08:00:00Z', 'CLOSED'],
    ['National Day on a Saturday with Saturday hours', withSaturday, '2026-06-06T08:00:00Z', 'CLOSED'],
    ['a stock-taking day before its late opening', stockTaking, '2026-11-24T08:30:00Z', 'OPEN_SOON'],
    ['a stock-taking day after its early closing', stockTaking, '2026-11-24T11:00:00Z', 'CLOSED'],
    // Spring forward 2026-03-29: 02:00 CET becomes 03:00 CEST (01:00Z).
    [
      '01:30 CET, opening 03:00 CEST is 30 real minutes away',
      sundayNight,
      '2026-03-29T00:30:00Z',
      'OPEN_SOON',
    ],
    ['01:59:59 CET', sundayNight, '2026-03-29T00:59:59Z', 'OPEN_SOON'],
    ['03:00 CEST', sundayNight, '2026-03-29T01:00:00Z', 'OPEN'],
    // Fall back 2026-10-25: 03:00 CEST becomes 02:00 CET (01:00Z); 03:00 CET is 02:00Z.
    ['02:30 CEST, 90 real minutes before 03:00 CET', sundayNight, '2026-10-25T00:30:00Z', 'CLOSED'],
    ['02:15 CET, the second time round', sundayNight, '2026-10-25T01:15:00Z', 'OPEN_SOON'],
    ['03:00 CET', sundayNight, '2026-10-25T02:00:00Z', 'OPEN'],
  ] as const)('%s', (_case, hours, instant, state) => {
    expect(openStateAt(hours, new Date(instant))).toBe(state);
  });
});

describe('swedishHolidays', () => {
  it.each([
    [
      2025,
      [
        '2025-04-18',
        '2025-04-20',
        '2025-04-21',
        '2025-05-29',
        '2025-06-08',
        '2025-06-20',
        '2025-06-21',
        '2025-11-01',
      ],
    ],
    [
      2026,
      [
        '2026-04-03',
        '2026-04-05',
        '2026-04-06',
        '2026-05-14',
        '2026-05-24',
        '2026-06-19',
        '2026-06-20',
        '2026-10-31',
      ],
    ],
    [
      2024,
      [
        '2024-03-29',
        '2024-03-31',
        '2024-04-01',
        '2024-05-09',
        '2024-05-19',
        '2024-06-21',
        '2024-06-22',
        '2024-11-02',
      ],
    ],
  ])('knows the moving days of %i', (year, days) => {
    const holidays = swedishHolidays(year);
    for (const day of days) expect(holidays, day).toContain(day);
    expect(holidays.size).toBe(16);
    expect(holidays).toContain(`${year}-12-24`);
  });
});

describe('openingNote', () => {
  it.each([
    ['open', standardOpeningHours, '2026-11-23T09:00:00Z', 'Öppet till 17:00'],
    ['before opening', standardOpeningHours, '2026-11-23T04:00:00Z', 'Öppnar kl. 06:30'],
    ['in the evening', standardOpeningHours, '2026-11-23T18:00:00Z', 'Öppnar i morgon kl. 06:30'],
    ['on a Saturday', standardOpeningHours, '2026-11-21T09:00:00Z', 'Öppnar måndag kl. 06:30'],
    ['over lunch', lunchClosed, '2026-11-23T11:30:00Z', 'Öppnar kl. 13:00'],
    ['before Christmas', standardOpeningHours, '2026-12-23T17:00:00Z', 'Öppnar måndag kl. 06:30'],
    ['never open', weeklyOpeningHours([]), '2026-11-23T09:00:00Z', 'Stängt den närmaste veckan'],
  ] as const)('%s', (_case, hours, instant, note) => {
    expect(openingNote(hours, new Date(instant))).toBe(note);
  });
});
