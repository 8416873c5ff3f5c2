import { formatDate } from '@shared/domain/format';
import type { AppDeps } from '../../../platform/http/context';
import { renderPdf } from '../../../platform/pdf/pdf';
import { createFileLink } from '../../files';
import { reportEntries } from '../timeLogs.repository';
import { type Call, periodInstants } from '../timeLogs.usecases';
import { groupTime, timeReportPdfDefinition } from './report.pdf';

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
  call: Omit<Call, 'deps'> & {
    deps: AppDeps;
    dateFrom: string | null;
    dateTo: string | null;
    employeeUids: string[];
    extended: boolean;
    inline: boolean;
  },
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
