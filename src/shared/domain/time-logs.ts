/**
 * Time on work orders (issue #19, product-spec §4, §5; api-spec §3.3, §4; decision 0048): the rules the
 * server enforces and the web shows at the field, and how logged time becomes invoice lines.
 */

import { stockholmWallClock } from './format';

/** api-spec §4 time-log item kind: worked time, or a note in the log with no time of its own. */
export const timeLogItemKinds = ['TIMELOG', 'COMMENT'] as const;
export type TimeLogItemKind = (typeof timeLogItemKinds)[number];

/** How far each assignee has come on a work order (api-spec §3.1 assigneesStatuses). */
export const assigneeStatuses = ['NOT_STARTED', 'STARTED', 'DONE'] as const;
export type AssigneeStatus = (typeof assigneeStatuses)[number];
export const assigneeStatusLabels: Record<AssigneeStatus, string> = {
  NOT_STARTED: 'Ej påbörjad',
  STARTED: 'Påbörjad',
  DONE: 'Klar',
};

/**
 * A work order's `totalSumWithoutWorks` (api-spec §3.1): its lines' net sum without labour and ROT
 * labour, öre excl. VAT — the material and other lines the logged time is billed beside.
 */
export function sumWithoutWorksOre(totals: { netSumOre: number; workSumOre: number; rotWorkSumOre: number }) {
  return totals.netSumOre - totals.workSumOre - totals.rotWorkSumOre;
}

/** product-spec §5 "Time log: start not later than end". */
export const START_AFTER_END = 'Starttiden får inte vara senare än sluttiden';
export const TIMER_RUNNING_ON_ORDER = 'Stoppa tidtagningen innan arbetsordern slutförs';

/** The own article types time is billed as (api-spec §7.4 timeLogItemSearch). */
export const timeLogArticleTypes = ['SERVICE', 'ROT_SERVICE'] as const;

export interface TimeProblem {
  field: 'start' | 'end';
  message: string;
}

/** A manual row's times: an end before its start is refused (equal is a row of no time, allowed). */
export function timeLogProblems(row: { start: string; end: string | null }): TimeProblem[] {
  if (row.end === null) return [];
  return Date.parse(row.end) < Date.parse(row.start) ? [{ field: 'end', message: START_AFTER_END }] : [];
}

/** Whole minutes between start and end (seconds dropped: a time log is read in HH:mm). */
export function durationMinutes(start: string, end: string | null): number {
  if (end === null) return 0;
  return Math.max(0, Math.floor((Date.parse(end) - Date.parse(start)) / 60_000));
}

/** Minutes as hours in thousandths (a document quantity): 20 min → 333, rounded half up once per line. */
export function minutesToQuantity(minutes: number): number {
  return Math.round((minutes * 1000) / 60);
}

/**
 * Minutes as decimal hours for a time report ("Timmar"): 190 min → 3.17, rounded half up to hundredths
 * once. A total is rounded from its summed minutes, never summed from rounded hours.
 */
export function reportHours(minutes: number): number {
  return Math.round((minutes * 100) / 60) / 100;
}

/** The sums under a durations report: minutes, ROT minutes and rows of all its employees. */
export function durationsTotals(rows: readonly { minutes: number; rotMinutes: number; entries: number }[]) {
  return rows.reduce(
    (sum, r) => ({
      minutes: sum.minutes + r.minutes,
      rotMinutes: sum.rotMinutes + r.rotMinutes,
      entries: sum.entries + r.entries,
    }),
    { minutes: 0, rotMinutes: 0, entries: 0 },
  );
}

/** The calendar month of a date as a report's period ("2026-02-10" → 2026-02-01 to 2026-02-28). */
export function monthPeriod(date: string): { dateFrom: string; dateTo: string } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = date.slice(0, 7);
  return { dateFrom: `${month}-01`, dateTo: `${month}-${String(last).padStart(2, '0')}` };
}

/** "1 h 05 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return `${h} h ${String(m).padStart(2, '0')} min`;
}

/**
 * The instant of a Swedish wall-clock time ("2026-11-23T07:00" or a date's midnight), whatever the
 * zone of the machine that asks: the offset is read at the guess and once more near a DST change.
 */
export function stockholmInstant(local: string): Date {
  const [date, time = '00:00'] = local.split('T');
  const [y, m, d] = date!.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh ?? 0, mm ?? 0);
  let instant = wall - (stockholmWallClock(wall) - wall);
  instant = wall - (stockholmWallClock(instant) - instant);
  return new Date(instant);
}

/** A logged row as invoicing reads it. */
export interface BillableTime {
  uid: string;
  kind: TimeLogItemKind;
  code: string;
  name: string;
  unit: string;
  rot: boolean;
  ownArticleType: (typeof timeLogArticleTypes)[number] | null;
  priceOre: number | null;
  purchasePriceOre: number | null;
  minutes: number;
  /** "2026-11-23 Anna Berg" — printed on a row billed one by one. */
  label: string;
}

/** api-spec §7.5 collapseTimeLog: one invoice line per article, or one per logged row. */
export const collapseModes = ['PER_ARTICLE', 'ONE_BY_ONE'] as const;
export type CollapseMode = (typeof collapseModes)[number];

export interface TimeLine {
  code: string;
  description: string;
  unit: string;
  ownArticleType: 'SERVICE' | 'ROT_SERVICE';
  /** Hours in thousandths. */
  quantity: number;
  priceOre: number | null;
  purchasePriceOre: number | null;
  /** The logged rows the line bills, marked invoiced with it. */
  timeLogUids: string[];
}

/**
 * Logged time as invoice lines. Per article, rows with the same article, price, purchase price and ROT
 * flag add their minutes first and round to hours once, so ten rows of 20 minutes bill 3,333 h, not
 * 10 × 0,333. A ROT row is billed as ROT work whatever its article's type. Comments bill nothing.
 */
export function collapseTimeLog(rows: readonly BillableTime[], mode: CollapseMode): TimeLine[] {
  const lines = new Map<string, { line: TimeLine; minutes: number }>();
  for (const row of rows) {
    if (row.kind !== 'TIMELOG' || row.minutes <= 0) continue;
    const type = row.rot ? 'ROT_SERVICE' : (row.ownArticleType ?? 'SERVICE');
    const key =
      mode === 'ONE_BY_ONE'
        ? row.uid
        : JSON.stringify([row.code, row.name, row.unit, row.priceOre, row.purchasePriceOre, type]);
    const found = lines.get(key);
    if (found) {
      found.minutes += row.minutes;
      found.line.timeLogUids.push(row.uid);
      continue;
    }
    lines.set(key, {
      minutes: row.minutes,
      line: {
        code: row.code,
        description: mode === 'ONE_BY_ONE' && row.label ? `${row.name} (${row.label})` : row.name,
        unit: row.unit || 'tim',
        ownArticleType: type,
        quantity: 0,
        priceOre: row.priceOre,
        purchasePriceOre: row.purchasePriceOre,
        timeLogUids: [row.uid],
      },
    });
  }
  return [...lines.values()].map(({ line, minutes }) => ({ ...line, quantity: minutesToQuantity(minutes) }));
}
