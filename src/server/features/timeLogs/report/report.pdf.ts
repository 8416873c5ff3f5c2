import { formatDate, formatTime } from '@shared/domain/format';
import { durationMinutes, formatMinutes } from '@shared/domain/time-logs';
import type { PdfNode } from '../../../platform/pdf/pdf';

/** One logged row as the time report prints it. */
export interface ReportEntry {
  employeeName: string | null;
  startedAt: Date;
  endedAt: Date | null;
  code: string | null;
  name: string;
  note: string;
  rot: boolean;
  /** The work order's number or "Utkast", printed where the report covers several orders. */
  order?: string;
}

interface EmployeeDay {
  date: string;
  entries: (ReportEntry & { minutes: number })[];
  minutes: number;
}

export interface EmployeeTime {
  employeeName: string;
  days: EmployeeDay[];
  minutes: number;
  rotMinutes: number;
}

/**
 * The rows grouped per employee (A–Ö) and Swedish calendar day (oldest first), with the minutes of each
 * day and employee: whole minutes per row, summed, as the time log and the invoice lines count them.
 */
export function groupTime(entries: readonly ReportEntry[]): EmployeeTime[] {
  const byEmployee = new Map<string, EmployeeTime>();
  const sorted = [...entries].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  for (const entry of sorted) {
    const employeeName = entry.employeeName ?? 'Okänd anställd';
    const minutes = durationMinutes(entry.startedAt.toISOString(), entry.endedAt?.toISOString() ?? null);
    const employee = byEmployee.get(employeeName) ?? { employeeName, days: [], minutes: 0, rotMinutes: 0 };
    byEmployee.set(employeeName, employee);
    const date = formatDate(entry.startedAt);
    let day = employee.days.at(-1);
    if (day?.date !== date) {
      day = { date, entries: [], minutes: 0 };
      employee.days.push(day);
    }
    day.entries.push({ ...entry, minutes });
    day.minutes += minutes;
    employee.minutes += minutes;
    if (entry.rot) employee.rotMinutes += minutes;
  }
  return [...byEmployee.values()].sort((a, b) => a.employeeName.localeCompare(b.employeeName, 'sv'));
}

const head = (text: string, right = false) => ({ text, bold: true, alignment: right ? 'right' : 'left' });
const right = (text: string, bold = false) => ({ text, alignment: 'right', bold });

function entryRow(entry: EmployeeDay['entries'][number], withOrder: boolean) {
  const article = [entry.code, entry.name].filter(Boolean).join(' ') + (entry.rot ? ' (ROT)' : '');
  const span = `${formatTime(entry.startedAt)}–${entry.endedAt ? formatTime(entry.endedAt) : 'pågår'}`;
  return [
    '',
    span,
    ...(withOrder ? [entry.order ?? ''] : []),
    article,
    entry.note,
    right(formatMinutes(entry.minutes)),
  ];
}

/**
 * The time report (the TIME_LOG layout's content, api-spec §7.5 attachTimeLogAsPdf and the employee
 * report): per employee and day each row's time, article, note and duration, the day's and the
 * employee's totals, and the total of all. `withOrder` adds the order column when several are covered.
 */
export function timeReportPdfDefinition(input: {
  title: string;
  subtitle: string;
  employees: readonly EmployeeTime[];
  withOrder: boolean;
  /** Every row by day (the employee report's `extended`, the invoice's report); else days and totals. */
  extended?: boolean;
}) {
  const { employees, withOrder } = input;
  const extended = input.extended ?? true;
  const columns = withOrder ? 6 : 5;
  const blank = (n: number) => Array.from({ length: n }, () => '');
  const body: PdfNode[][] = [
    [
      head('Datum'),
      head('Tid'),
      ...(withOrder ? [head('Order')] : []),
      head('Artikel'),
      head('Anteckning'),
      head('Timmar', true),
    ],
  ];
  for (const employee of employees) {
    body.push([
      { text: employee.employeeName, bold: true, colSpan: columns, fillColor: '#eef2f6' },
      ...blank(columns - 1),
    ]);
    for (const day of employee.days) {
      if (!extended) {
        body.push([day.date, ...blank(columns - 2), right(formatMinutes(day.minutes))]);
        continue;
      }
      day.entries.forEach((entry, i) => {
        const row = entryRow(entry, withOrder);
        row[0] = i === 0 ? day.date : '';
        body.push(row);
      });
      body.push([...blank(columns - 1), right(`Dag: ${formatMinutes(day.minutes)}`)]);
    }
    const rot = employee.rotMinutes > 0 ? ` (varav ROT ${formatMinutes(employee.rotMinutes)})` : '';
    body.push([
      { text: `Summa ${employee.employeeName}${rot}`, bold: true, colSpan: columns - 1 },
      ...blank(columns - 2),
      right(formatMinutes(employee.minutes), true),
    ]);
  }
  const total = employees.reduce((sum, e) => sum + e.minutes, 0);
  body.push([
    { text: 'Summa totalt', bold: true, colSpan: columns - 1 },
    ...blank(columns - 2),
    right(formatMinutes(total), true),
  ]);
  const widths = withOrder ? [58, 58, 44, '*', '*', 60] : [58, 58, '*', '*', 60];
  const heading = [
    { text: input.title, fontSize: 14, bold: true },
    { text: input.subtitle, color: '#444', margin: [0, 2, 0, 10] },
  ];
  const table =
    employees.length === 0
      ? { text: 'Ingen rapporterad tid.', italics: true }
      : { table: { headerRows: 1, widths, body }, layout: 'lightHorizontalLines' };
  // The reports' page (A4, Roboto for å ä ö, "Sida 1 av 3"), the time report's own table.
  return {
    info: { creator: 'Montör', title: input.title },
    pageSize: 'A4',
    pageMargins: [34, 34, 34, 40],
    defaultStyle: { fontSize: 8.5, font: 'Roboto' },
    content: [...heading, table],
    footer: (page: number, of: number) => ({
      margin: [34, 12, 34, 0],
      text: `Sida ${page} av ${of}`,
      alignment: 'right',
      color: '#555',
      fontSize: 8,
    }),
  };
}
