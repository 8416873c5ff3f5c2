import type { FileLink } from '@shared/api/files.api';
import type { DurationsRow } from '@shared/api/timeLogs.api';
import { formatDate } from '@shared/domain/format';
import type { AppDeps } from '../../../platform/http/context';
import { renderPdf } from '../../../platform/pdf/pdf';
import { createFileLink } from '../../files';
import { durationsByEmployee, reportEntries } from '../timeLogs.repository';
import { type Call, periodInstants } from '../timeLogs.usecases';
import { durationsWorkbook } from './report.files';
import { groupTime, timeReportPdfDefinition } from './report.pdf';

interface PeriodCall extends Call {
  dateFrom: string | null;
  dateTo: string | null;
  employeeUids: string[];
}

/**
 * Time per employee over a period (api-spec §7.4 durationsReport), stopped and running rows alike. The
 * firm's rows only: another firm's employee id finds nothing.
 */
export async function durationsReport(call: PeriodCall): Promise<DurationsRow[]> {
  const rows = await durationsByEmployee(call.deps.db, call.firmId, {
    workOrderId: null,
    employeeIds: call.employeeUids,
    ...periodInstants(call.dateFrom, call.dateTo),
  });
  return rows.map((r) => ({
    employee: r.employeeId ? { uid: r.employeeId, caption: r.employeeName ?? '' } : null,
    minutes: r.minutes,
    rotMinutes: r.rotMinutes,
    entries: r.entries,
    workOrders: r.workOrders,
  }));
}

/** The durations report as the export list shows it, as an Excel workbook behind a short-lived link. */
export async function durationsReportFile(call: PeriodCall & { deps: AppDeps }): Promise<FileLink> {
  const rows = await durationsReport(call);
  const file = await durationsWorkbook({ rows, dateFrom: call.dateFrom, dateTo: call.dateTo });
  return createFileLink({
    deps: call.deps,
    firmId: call.firmId,
    file: { ...file, disposition: 'attachment' },
  });
}

function periodText(dateFrom: string | null, dateTo: string | null): string {
  if (dateFrom && dateTo) return `${dateFrom} – ${dateTo}`;
  if (dateFrom) return `från ${dateFrom}`;
  if (dateTo) return `till ${dateTo}`;
  return 'all tid';
}

/**
 * The employee report (api-spec §7.5: dateFrom, dateTo, extended, employeesUids) as a PDF behind a
 * short-lived link: the period's stopped time per employee, `extended` with every row by day and
 * order, otherwise each employee's days and totals only. The firm's rows only: another firm's
 * employee id finds nothing.
 */
export async function employeeReportLink(
  call: PeriodCall & { deps: AppDeps; extended: boolean; inline: boolean },
) {
  const { deps, firmId } = call;
  const rows = await reportEntries(deps.db, firmId, {
    workOrderId: null,
    employeeIds: call.employeeUids,
    ...periodInstants(call.dateFrom, call.dateTo),
  });
  const employees = groupTime(
    rows.map((r) => ({
      employeeName: r.employeeName,
      startedAt: r.startedAt,
      endedAt: r.endedAt,
      code: r.code,
      name: r.name || 'Arbete',
      note: r.note,
      rot: r.rot,
      order: r.workOrderNumber === null ? 'Utkast' : String(r.workOrderNumber),
    })),
  );
  const content = await renderPdf(
    timeReportPdfDefinition({
      title: 'Personalrapport',
      subtitle: `Arbetad tid ${periodText(call.dateFrom, call.dateTo)}, utskriven ${formatDate(deps.clock.now())}`,
      employees,
      withOrder: true,
      extended: call.extended,
    }),
  );
  return createFileLink({
    deps,
    firmId,
    file: {
      content,
      contentType: 'application/pdf',
      fileName: `Personalrapport ${formatDate(deps.clock.now())}.pdf`,
      disposition: call.inline ? 'inline' : 'attachment',
    },
  });
}
