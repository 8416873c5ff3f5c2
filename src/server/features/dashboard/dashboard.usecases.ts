import { type allTypeDocumentsParameters, DASHBOARD_MONTHS, type Dashboard } from '@shared/api/dashboard.api';
import type { DocumentListRow } from '@shared/api/documents';
import { kindsOfOptions } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/http/context';
import { type EmployeeSession, toListRow } from '../documents';
import { listLatestDocuments, monthlyNetSums } from './dashboard.repository';

export async function listAllTypeDocuments({
  deps: { db },
  firmId,
  session,
  input,
}: {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  input: z.output<typeof allTypeDocumentsParameters>;
}): Promise<{ totalCount: number; items: DocumentListRow[] }> {
  const { rows, totalCount } = await listLatestDocuments(db, {
    firmId: firmId,
    docTypes: kindsOfOptions(session.employee.enabledSiteOption),
    search: input.searchPattern,
    offset: input.offset,
    limit: input.limit,
  });
  return { totalCount, items: rows.map(toListRow) };
}

/** `YYYY-MM` of the month `back` months before the month of `today` (a `YYYY-MM-DD` date). */
export function monthBefore(today: string, back: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last 12 calendar months (the current one last), with the first day and the day after the last. */
export function chartMonths(today: string): { months: string[]; from: string; to: string } {
  const months = Array.from({ length: DASHBOARD_MONTHS }, (_, i) =>
    monthBefore(today, DASHBOARD_MONTHS - 1 - i),
  );
  return { months, from: `${months[0]}-01`, to: `${monthBefore(today, -1)}-01` };
}

/** Offered and invoiced per month for the last 12 months, in the Swedish calendar. */
export async function dashboardChart({
  deps: { db, clock },
  firmId,
  session,
}: {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
}): Promise<Dashboard> {
  const kinds = kindsOfOptions(session.employee.enabledSiteOption);
  const offers = kinds.includes('OFFER');
  const invoices = kinds.includes('INVOICE');
  const { months, from, to } = chartMonths(formatDate(clock.now()));
  const sums = await monthlyNetSums(db, firmId, { from, to, offers, invoices });
  const byMonth = new Map(sums.map((s) => [s.month, s]));
  return {
    months: months.map((month) => ({
      month,
      offeredOre: byMonth.get(month)?.offered ?? 0,
      invoicedOre: byMonth.get(month)?.invoiced ?? 0,
    })),
    offers,
    invoices,
  };
}
