/**
 * A warehouse's opening hours and whether it is open at an instant (api-spec §4 warehouse open state),
 * in Swedish local time whatever the server's zone (decision 0022). Times are wall-clock "HH:MM" in
 * Europe/Stockholm; "within the next hour" is counted in real minutes, so a DST night does not move it.
 */

import { stockholmWallClock as wallClock } from './format';

/** "Öppnar snart": the warehouse opens within this many minutes (inclusive). */
export const OPEN_SOON_MINUTES = 60;

export const weekdays = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof weekdays)[number];

/** Open from `opens` up to (not including) `closes`, the same day; "24:00" closes at midnight. */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

export interface OpeningHours {
  /** Each weekday's intervals; an empty list is a closed day. */
  weekly: Record<Weekday, OpeningInterval[]>;
  /** Closed on Swedish public holidays and the eves the trade keeps closed (see `swedishHolidays`). */
  closedOnHolidays: boolean;
  /** Dates (YYYY-MM-DD) whose hours differ from the week's: a stock-taking day, a Christmas week. */
  exceptions: Array<{ date: string; intervals: OpeningInterval[] }>;
}

export type OpenState = 'OPEN' | 'OPEN_SOON' | 'CLOSED';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The instant the Stockholm clock shows `wall` (a wall time written as UTC). Two rounds settle the
 * offset; a wall time skipped by the spring DST change lands an hour later, as the clocks do.
 */
function instantOf(wall: number): number {
  const first = wall - (wallClock(wall) - wall);
  return wall - (wallClock(first) - first);
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

function isoDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** Easter Sunday (Gregorian, the anonymous algorithm) as a UTC midnight. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** The first date from `month`/`from` that falls on `weekday` (0 Sunday … 6 Saturday). */
function firstWeekdayFrom(year: number, month: number, from: number, weekday: number): number {
  const start = Date.UTC(year, month - 1, from);
  return start + ((weekday - new Date(start).getUTCDay() + 7) % 7) * DAY;
}

/**
 * The days a Swedish wholesaler keeps closed: the public holidays (lagen om allmänna helgdagar) that
 * fall on weekdays matter most, plus midsummer, Christmas and New Year's eves, which the trade keeps
 * closed though the law does not name them.
 */
export function swedishHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '01-06', '05-01', '06-06', '12-24', '12-25', '12-26', '12-31'];
  const midsummerEve = firstWeekdayFrom(year, 6, 19, 5);
  return new Set([
    ...fixed.map((md) => `${year}-${md}`),
    ...[-2, 0, 1, 39, 49].map((days) => isoDate(easter + days * DAY)),
    isoDate(midsummerEve),
    isoDate(midsummerEve + DAY),
    isoDate(firstWeekdayFrom(year, 10, 31, 6)),
  ]);
}

/** The day's intervals: an exception first, then a holiday, then the weekday's. */
export function intervalsOn(hours: OpeningHours, date: string): OpeningInterval[] {
  const exception = hours.exceptions.find((e) => e.date === date);
  if (exception) return exception.intervals;
  if (hours.closedOnHolidays && swedishHolidays(Number(date.slice(0, 4))).has(date)) return [];
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return hours.weekly[weekdays[weekday]!];
}

interface Opening {
  opens: number;
  closes: number;
  /** Days after today (Stockholm date) the interval is on. */
  dayOffset: number;
  interval: OpeningInterval;
}

/** The intervals of today and the next `days` - 1 days as instants, in order. */
function openingsFrom(hours: OpeningHours, at: number, days: number): Opening[] {
  const today = Math.floor(wallClock(at) / DAY) * DAY;
  return Array.from({ length: days }, (_, dayOffset) => {
    const day = today + dayOffset * DAY;
    return intervalsOn(hours, isoDate(day)).map((interval) => ({
      opens: instantOf(day + minutesOf(interval.opens) * MINUTE),
      closes: instantOf(day + minutesOf(interval.closes) * MINUTE),
      dayOffset,
      interval,
    }));
  }).flat();
}

/**
 * OPEN when `now` is inside an interval, OPEN_SOON when the next opening is at most
 * `OPEN_SOON_MINUTES` real minutes away, else CLOSED. Looks at today and tomorrow, so a warehouse
 * opening just after midnight is "soon" before it.
 */
export function openStateAt(hours: OpeningHours, now: Date, soonMinutes = OPEN_SOON_MINUTES): OpenState {
  const at = now.getTime();
  const openings = openingsFrom(hours, at, 2);
  if (openings.some((o) => o.opens <= at && at < o.closes)) return 'OPEN';
  return openings.some((o) => o.opens > at && o.opens - at <= soonMinutes * MINUTE) ? 'OPEN_SOON' : 'CLOSED';
}

const weekdayNames = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'];

/** What a visitor reads beside the state: "Öppet till 17:00", "Öppnar i morgon kl. 06:30". */
export function openingNote(hours: OpeningHours, now: Date): string {
  const at = now.getTime();
  const openings = openingsFrom(hours, at, 8);
  const current = openings.find((o) => o.opens <= at && at < o.closes);
  if (current) return `Öppet till ${current.interval.closes}`;
  const next = openings.find((o) => o.opens > at);
  if (!next) return 'Stängt den närmaste veckan';
  const time = `kl. ${next.interval.opens}`;
  if (next.dayOffset === 0) return `Öppnar ${time}`;
  if (next.dayOffset === 1) return `Öppnar i morgon ${time}`;
  const weekday = (new Date(Math.floor(wallClock(next.opens) / DAY) * DAY).getUTCDay() + 6) % 7;
  return `Öppnar ${weekdayNames[weekday]} ${time}`;
}

const weekdayHours = (intervals: OpeningInterval[], saturday: OpeningInterval[] = []) =>
  Object.fromEntries(
    weekdays.map((d) => [d, d === 'SATURDAY' ? saturday : d === 'SUNDAY' ? [] : intervals]),
  ) as Record<Weekday, OpeningInterval[]>;

/** A trade counter's usual week: weekdays 06:30–17:00, closed on weekends and holidays. */
export const standardOpeningHours: OpeningHours = {
  weekly: weekdayHours([{ opens: '06:30', closes: '17:00' }]),
  closedOnHolidays: true,
  exceptions: [],
};

/** Weekdays from `intervals`, Saturdays from `saturday`, closed on holidays: for seeds and tests. */
export function weeklyOpeningHours(
  intervals: OpeningInterval[],
  saturday: OpeningInterval[] = [],
): OpeningHours {
  return { weekly: weekdayHours(intervals, saturday), closedOnHolidays: true, exceptions: [] };
}
