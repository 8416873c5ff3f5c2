/**
 * One work order or one of the provider's events as an iCalendar file (RFC 5545) for the phone's or the
 * office's calendar (decisions 0049, 0053). Planned times are Swedish wall-clock times, so the event is written in Europe/Stockholm with the
 * zone's VTIMEZONE (summer time from the last Sunday of March, winter time from the last Sunday of
 * October), which every calendar reads without a zone database of its own. A planned date without a time
 * is a whole-day event.
 */
import { CALENDAR_TIME_ZONE } from '@shared/api/calendar.api';
import ical, { type ICalCalendar } from 'ical-generator';

const STOCKHOLM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface IcsEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** "2026-11-23T07:00" (Swedish time) or "2026-11-23" (the whole day). */
  start: string;
  end: string | null;
  url: string | null;
}

const PLANNED = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

interface Planned {
  /** The wall-clock time as if it were UTC: ical-generator writes a zoned Date's UTC fields. */
  wall: Date;
  allDay: boolean;
}

export function parsePlanned(text: string): Planned | null {
  const m = PLANNED.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const wall = new Date(
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)),
  );
  return Number.isNaN(wall.getTime()) ? null : { wall, allDay: h === undefined };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Start and (exclusive) end; an order without a planned end lasts an hour, or its one day. */
function span(start: Planned, endText: string | null): { start: Date; end: Date; allDay: boolean } {
  const end = endText ? parsePlanned(endText) : null;
  if (start.allDay) {
    const last = end && end.wall >= start.wall ? end.wall : start.wall;
    const lastDay = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate());
    return { start: start.wall, end: new Date(lastDay + DAY_MS), allDay: true };
  }
  const until =
    end && !end.allDay && end.wall > start.wall ? end.wall : new Date(start.wall.getTime() + HOUR_MS);
  return { start: start.wall, end: until, allDay: false };
}

/**
 * The file's text. With a calendar time zone ical-generator writes DTSTAMP without its "Z", though the
 * value is UTC and RFC 5545 wants it marked so. The line keeps its CRLF (RFC 5545 §3.1).
 */
export function eventIcs(event: IcsEvent, now: Date, product = 'Arbetsordrar'): string | null {
  const calendar = icsCalendar(event, now, product);
  return calendar ? calendar.toString().replace(/^DTSTAMP:(\d{8}T\d{6})(\r?)$/m, 'DTSTAMP:$1Z$2') : null;
}

function icsCalendar(event: IcsEvent, now: Date, product: string): ICalCalendar | null {
  const start = parsePlanned(event.start);
  if (!start) return null;
  const when = span(start, event.end);
  const calendar = ical({ prodId: { company: 'Montör', product, language: 'SV' } });
  calendar.timezone({ name: CALENDAR_TIME_ZONE, generator: () => STOCKHOLM_VTIMEZONE });
  calendar.createEvent({
    id: event.uid,
    stamp: now,
    start: when.start,
    end: when.end,
    allDay: when.allDay,
    timezone: when.allDay ? null : CALENDAR_TIME_ZONE,
    summary: event.summary,
    description: event.description || null,
    location: event.location || null,
    url: event.url,
  });
  return calendar;
}
