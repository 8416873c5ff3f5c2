/**
 * The week view's arithmetic (decision 0049): the Monday a week starts on, its seven days, and which
 * planned orders fall on which employee's day. Dates are ISO text in Swedish time, as the planner writes
 * them; a week is Monday to Sunday (ISO 8601, as Swedish calendars print it).
 */
import type { PlannedWorkOrder } from '@shared/api/calendar.api';

export const WEEK_VIEW_PATH = '/montor/kalender';

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return iso(utc(date) + days * DAY_MS);
}

/** The Monday of the week `date` lies in. */
export function mondayOf(date: string): string {
  const weekday = (new Date(utc(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The ISO week number ("vecka 48"): the week with the year's first Thursday is week 1. */
export function weekNumber(monday: string): number {
  const thursday = utc(addDays(monday, 3));
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / DAY_MS / 7) + 1;
}

/** Whether the order is planned on `day`: started by then and not ended before it. */
export function onDay(order: Pick<PlannedWorkOrder, 'plannedStartDate' | 'plannedEndDate'>, day: string) {
  const start = order.plannedStartDate.slice(0, 10);
  const end = (order.plannedEndDate || order.plannedStartDate).slice(0, 10);
  return start <= day && day <= end;
}

/** "07:00–15:30", "från 07:00", "till 12:00" or "Hela dagen" for the order on that day. */
export function timeOnDay(order: Pick<PlannedWorkOrder, 'plannedStartDate' | 'plannedEndDate'>, day: string) {
  const time = (text: string | null, on: string) =>
    text && text.slice(0, 10) === on && text.length > 10 ? text.slice(11, 16) : null;
  const from = time(order.plannedStartDate, day);
  const to = time(order.plannedEndDate, day);
  if (from && to) return `${from}–${to}`;
  if (from) return `från ${from}`;
  if (to) return `till ${to}`;
  return 'Hela dagen';
}

export interface WeekRow {
  employee: { uid: string; caption: string };
  /** Per day of the week, the orders planned for the employee, earliest first. */
  days: PlannedWorkOrder[][];
}

/** One row per employee with planned orders (then the rest), and a row for orders without anyone. */
export function weekRows(
  employees: { uid: string; caption: string }[],
  orders: PlannedWorkOrder[],
  days: string[],
): WeekRow[] {
  const nobody = { uid: '', caption: 'Ingen utförare' };
  const rows = [...employees, nobody].map((employee) => ({
    employee,
    days: days.map((day) =>
      orders
        .filter((o) => onDay(o, day))
        .filter((o) => (employee.uid ? o.employeeUids.includes(employee.uid) : o.employeeUids.length === 0))
        .sort((a, b) => a.plannedStartDate.localeCompare(b.plannedStartDate)),
    ),
  }));
  const busy = (row: WeekRow) => row.days.some((d) => d.length > 0);
  return [...rows.filter(busy), ...rows.filter((row) => !busy(row) && row.employee.uid !== '')];
}
