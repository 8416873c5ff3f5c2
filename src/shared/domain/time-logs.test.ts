import { describe, expect, it } from 'vitest';
import {
  type BillableTime,
  collapseTimeLog,
  durationMinutes,
  durationsTotals,
  minutesToQuantity,
  monthPeriod,
  reportHours,
  START_AFTER_END,
  stockholmInstant,
  timeLogProblems,
} from './time-logs';

const row = (over: Partial<BillableTime>): BillableTime => ({
  uid: crypto.randomUUID(),
  kind: 'TIMELOG',
  code: 'ARB1',
  name: 'Arbete montör',
  unit: 'tim',
  rot: false,
  ownArticleType: 'SERVICE',
  priceOre: 65_000,
  purchasePriceOre: 30_000,
  minutes: 60,
  label: '2026-11-23 Anna Lindqvist',
  ...over,
});

describe('time-log rules', () => {
  it('refuses an end before the start, allows equal times and a running row', () => {
    expect(timeLogProblems({ start: '2026-11-23T08:00:00Z', end: '2026-11-23T07:59:00Z' })).toEqual([
      { field: 'end', message: START_AFTER_END },
    ]);
    expect(timeLogProblems({ start: '2026-11-23T08:00:00Z', end: '2026-11-23T08:00:00Z' })).toEqual([]);
    expect(timeLogProblems({ start: '2026-11-23T08:00:00Z', end: null })).toEqual([]);
  });

  it('counts whole minutes and turns them into hours in thousandths', () => {
    expect(durationMinutes('2026-11-23T08:00:00Z', '2026-11-23T09:35:59Z')).toBe(95);
    expect(minutesToQuantity(20)).toBe(333);
    expect(minutesToQuantity(40)).toBe(667);
    expect(minutesToQuantity(90)).toBe(1500);
  });

  it('gives a report’s hours in hundredths, the total from its summed minutes', () => {
    expect(reportHours(190)).toBe(3.17);
    expect(reportHours(10)).toBe(0.17);
    expect(reportHours(0)).toBe(0);
    const rows = [
      { minutes: 10, rotMinutes: 0, entries: 1 },
      { minutes: 10, rotMinutes: 10, entries: 2 },
      { minutes: 10, rotMinutes: 0, entries: 1 },
    ];
    expect(durationsTotals(rows)).toEqual({ minutes: 30, rotMinutes: 10, entries: 4 });
    // 3 × 0,17 h would be 0,51; the total's 30 minutes are 0,50 h.
    expect(reportHours(durationsTotals(rows).minutes)).toBe(0.5);
  });

  it('takes a date’s calendar month as a report’s period, leap years too', () => {
    expect(monthPeriod('2026-11-28')).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-30' });
    expect(monthPeriod('2028-02-03')).toEqual({ dateFrom: '2028-02-01', dateTo: '2028-02-29' });
    expect(monthPeriod('2026-12-31')).toEqual({ dateFrom: '2026-12-01', dateTo: '2026-12-31' });
  });

  it('reads Swedish wall-clock time in winter and summer', () => {
    expect(stockholmInstant('2026-11-23T07:00').toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(stockholmInstant('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('collapseTimeLog', () => {
  it('per article: adds minutes before rounding (10 × 20 min = 3,333 h, not 3,330)', () => {
    const rows = Array.from({ length: 10 }, () => row({ minutes: 20 }));
    const lines = collapseTimeLog(rows, 'PER_ARTICLE');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      code: 'ARB1',
      quantity: 3333,
      priceOre: 65_000,
      ownArticleType: 'SERVICE',
    });
    expect(lines[0]!.timeLogUids).toHaveLength(10);
  });

  it('per article: keeps apart other prices, ROT rows and articles; skips comments and zero rows', () => {
    const lines = collapseTimeLog(
      [
        row({ minutes: 90 }),
        row({ minutes: 30 }),
        row({ minutes: 45, rot: true }),
        row({ minutes: 60, priceOre: 70_000 }),
        row({ minutes: 120, code: 'ARB2', name: 'Arbete lärling', priceOre: 49_500 }),
        row({ kind: 'COMMENT', minutes: 0 }),
        row({ minutes: 0 }),
      ],
      'PER_ARTICLE',
    );
    expect(lines.map((l) => [l.code, l.quantity, l.priceOre, l.ownArticleType])).toEqual([
      ['ARB1', 2000, 65_000, 'SERVICE'],
      ['ARB1', 750, 65_000, 'ROT_SERVICE'],
      ['ARB1', 1000, 70_000, 'SERVICE'],
      ['ARB2', 2000, 49_500, 'SERVICE'],
    ]);
  });

  it('one by one: a line per row with its date and person', () => {
    const lines = collapseTimeLog([row({ minutes: 20 }), row({ minutes: 20 })], 'ONE_BY_ONE');
    expect(lines.map((l) => l.quantity)).toEqual([333, 333]);
    expect(lines[0]!.description).toBe('Arbete montör (2026-11-23 Anna Lindqvist)');
  });
});
