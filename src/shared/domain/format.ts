/**
 * Display formats of product-spec §9: thousands separator space, decimal comma, 2 decimals, date
 * YYYY-MM-DD, time HH:mm. Built by hand rather than with Intl.NumberFormat because its spacing and minus
 * sign differ between ICU builds, and the server's PDFs must match what the browser shows.
 */
import { decimalToScaledInteger } from './number-input';

const NBSP = '\u00a0';
const MINUS = '\u2212';
const TIME_ZONE = 'Europe/Stockholm';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, NBSP);
}

/** Formats an integer that carries `decimals` implied decimals (12345n, 2 → "123,45"). */
function formatScaled(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - decimals));
  const text = decimals > 0 ? `${whole},${digits.slice(-decimals)}` : whole;
  return negative ? `${MINUS}${text}` : text;
}

function toOre(ore: number | bigint): bigint {
  if (typeof ore === 'bigint') return ore;
  // A fractional or unsafe öre amount means a float slipped into money arithmetic; showing a rounded
  // figure would hide that bug.
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Amount must be an integer number of öre: ${ore}`);
  return BigInt(ore);
}

/** `123450` → `1 234,50` (no-break spaces, U+2212 minus). */
export function formatAmount(ore: number | bigint): string {
  return formatScaled(toOre(ore), 2);
}

/** `123450` → `1 234,50 kr` with a no-break space before `kr` so the unit never wraps alone. */
export function formatKr(ore: number | bigint): string {
  return `${formatAmount(ore)}${NBSP}kr`;
}

/** Quantities and other non-money numbers, rounded half away from zero to a fixed number of decimals. */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer 0–20: ${decimals}`);
  }
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value}`);
  // String(value) is the shortest text that reads back as the same double, so rounding its digits
  // rounds what the user typed (1.005 → 1,01) instead of the binary approximation (1,00).
  const scaled = decimalToScaledInteger(String(value), decimals);
  if (scaled === null) throw new RangeError(`Cannot format ${value}`);
  return formatScaled(scaled, decimals);
}

type Parts = { date: string; time: string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A timestamp without offset is already a Swedish wall-clock time (e.g. a `timestamp` column). */
const LOCAL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const ZONED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

let stockholm: Intl.DateTimeFormat | undefined;

function stockholmFields(date: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  stockholm ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of stockholm.formatToParts(date)) part[p.type] = p.value;
  return part;
}

function stockholmParts(date: Date): Parts {
  const part = stockholmFields(date);
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** The Stockholm wall clock at `instant` (ms), as if it were UTC, so plain UTC arithmetic reads it. */
export function stockholmWallClock(instant: number): number {
  const p = stockholmFields(new Date(instant));
  return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function assertCalendarDate(isoDate: string, input: string): void {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!isCalendarDate(y!, m!, d!)) throw new RangeError(`Invalid date: '${input}'`);
}

/** Only the `T`, `Z` and `+hh:mm` spelling is guaranteed to parse in every browser (Safari is strict). */
function toStrictIso(text: string): string {
  return text
    .replace(' ', 'T')
    .replace(/z$/i, 'Z')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
}

function parts(input: Date | string): Parts | { date: string; time: null } {
  if (input instanceof Date) return stockholmParts(input);
  const text = input.trim();
  if (DATE_ONLY.test(text)) {
    assertCalendarDate(text, input);
    return { date: text, time: null };
  }
  const local = LOCAL_TIMESTAMP.exec(text);
  if (local) {
    const [, date = '', hour = '', minute = ''] = local;
    assertCalendarDate(date, input);
    if (Number(hour) > 23 || Number(minute) > 59) throw new RangeError(`Invalid time: '${input}'`);
    return { date, time: `${hour}:${minute}` };
  }
  // With an offset (JSON-serialised Dates end in Z) the instant must be moved to Swedish time: taking
  // the first 10 characters would show the UTC date for anything after 22:00/23:00 Swedish time.
  if (ZONED_TIMESTAMP.test(text)) return stockholmParts(new Date(toStrictIso(text)));
  throw new RangeError(`Unrecognised date: '${input}'`);
}

/** `YYYY-MM-DD`, the Swedish calendar date for instants; date-only strings are taken as they are. */
export function formatDate(d: Date | string): string {
  return parts(d).date;
}

/** `HH:mm` in Swedish time. A date-only string has no time and is an error. */
export function formatTime(d: Date | string): string {
  const { time } = parts(d);
  if (time === null) throw new RangeError(`No time in '${String(d)}'`);
  return time;
}

/** `YYYY-MM-DD HH:mm` in Swedish time. */
export function formatDateTime(d: Date | string): string {
  const p = parts(d);
  if (p.time === null) throw new RangeError(`No time in '${String(d)}'`);
  return `${p.date} ${p.time}`;
}

const monthNames = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];

/** `2026-11` → `november 2026`: a month as a list, a chart and a printed summary name it. */
export function formatMonth(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}
