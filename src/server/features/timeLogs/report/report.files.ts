import type { DurationsRow } from '@shared/api/timeLogs.api';
import { durationsTotals, reportHours } from '@shared/domain/time-logs';
import {
  type SheetColumn,
  type SheetValue,
  XLSX_CONTENT_TYPE,
  xlsxWorkbook,
} from '../../../platform/xlsx/xlsx';

/**
 * The time report's list (/exportlist/time_report) as an Excel workbook: the same rows and sums the page
 * shows. Hours are decimal hours in hundredths for the payroll, the minutes beside them exact; the total
 * row's hours come from its summed minutes. Work orders have no total: an order worked by two employees
 * is one order, and the rows cannot say which orders they share.
 */

export const NO_EMPLOYEE = 'Ingen anställd angiven';

interface ReportColumn extends SheetColumn {
  value: (row: DurationsRow) => SheetValue;
}

const columns: readonly ReportColumn[] = [
  { header: 'Anställd', width: 30, kind: 'text', value: (r) => r.employee?.caption ?? NO_EMPLOYEE },
  { header: 'Timmar', width: 10, kind: 'decimal', value: (r) => reportHours(r.minutes) },
  { header: 'Minuter', width: 10, kind: 'integer', value: (r) => r.minutes },
  { header: 'Varav ROT (timmar)', width: 18, kind: 'decimal', value: (r) => reportHours(r.rotMinutes) },
  { header: 'Varav ROT (minuter)', width: 18, kind: 'integer', value: (r) => r.rotMinutes },
  { header: 'Tidrader', width: 10, kind: 'integer', value: (r) => r.entries },
  { header: 'Arbetsordrar', width: 13, kind: 'integer', value: (r) => r.workOrders },
];

function periodName(dateFrom: string | null, dateTo: string | null): string {
  if (dateFrom && dateTo) return `${dateFrom}–${dateTo}`;
  return dateFrom ? `från ${dateFrom}` : dateTo ? `till ${dateTo}` : 'all tid';
}

export async function durationsWorkbook(input: {
  rows: readonly DurationsRow[];
  dateFrom: string | null;
  dateTo: string | null;
}) {
  const sums = durationsTotals(input.rows);
  const total: SheetValue[] = [
    'Summa',
    reportHours(sums.minutes),
    sums.minutes,
    reportHours(sums.rotMinutes),
    sums.rotMinutes,
    sums.entries,
    null,
  ];
  const period = periodName(input.dateFrom, input.dateTo);
  const content = await xlsxWorkbook({
    sheetName: 'Tidrapport',
    title: `Tidrapport ${period}`,
    columns,
    rows: input.rows.map((row) => columns.map((c) => c.value(row))),
    total,
  });
  return { content, contentType: XLSX_CONTENT_TYPE, fileName: `Tidrapport ${period}.xlsx` };
}
