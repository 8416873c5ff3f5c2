import type { PlannedWorkOrder } from '@shared/api/calendar.api';
import type { DocumentAddress } from '@shared/api/documents';
import type { FileLink } from '@shared/api/files.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { AppDeps } from '../../platform/http/context';
import { type EmployeeSession, loadDocument } from '../documents';
import { createFileLink } from '../files';
import { calendarErrors } from './calendar.errors';
import { eventIcs } from './calendar.files';
import { findFirmEmployees, findPlannedWorkOrders } from './calendar.repository';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

function addressText(address: DocumentAddress): string {
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.streetAddress, address.streetAddressExt, place].filter(Boolean).join(', ');
}

/**
 * `workOrderExportToCalendar`: the order as an event at its place of work (the customer's address when
 * it has one, otherwise the client's), with the work description and whom to call. The event's UID is
 * the order's, so exporting it again after a change updates the same event in the calendar.
 */
export async function exportWorkOrderToCalendar(call: {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  docUid: string;
  inline: boolean;
}): Promise<FileLink> {
  const { deps, firmId, session, docUid } = call;
  const doc = await loadDocument({ deps, firmId, session, docType: 'WORK_ORDER', docUid });
  const { header } = doc;
  const label = `${documentKinds.WORK_ORDER.label} ${doc.number ?? '(utkast)'}`;
  const what = header.title || header.mark || header.object || doc.client?.caption || '';
  const atCustomer = header.customerAddress.streetAddress !== '';
  const contact = atCustomer ? header.customerContact : header.clientContact;
  const ics = eventIcs(
    {
      uid: `${doc.uid}@montor`,
      summary: what ? `${label}: ${what}` : label,
      description: [
        header.object && `Objekt: ${header.object}`,
        doc.client && `Kund: ${doc.client.caption}`,
        contact.name &&
          `Kontakt: ${[contact.name, contact.mobile || contact.phone].filter(Boolean).join(', ')}`,
        header.workOrderNote,
      ]
        .filter(Boolean)
        .join('\n'),
      location: addressText(atCustomer ? header.customerAddress : header.clientAddress),
      start: header.plannedStartDate ?? '',
      end: header.plannedEndDate,
      url: `${deps.config.publicUrl}/montor/dokument/${documentKinds.WORK_ORDER.slug}/edit/${doc.uid}`,
    },
    deps.clock.now(),
  );
  if (!ics) throw calendarErrors.CALENDAR_NO_PLANNED_START({ field: 'plannedStartDate' });
  return createFileLink({
    deps,
    firmId,
    file: {
      content: ics,
      contentType: ICS_CONTENT_TYPE,
      fileName: `arbetsorder-${doc.number ?? 'utkast'}.ics`,
      disposition: call.inline ? 'inline' : 'attachment',
    },
  });
}

const DAY_MS = 86_400_000;

/** The week view: the firm's employees and the orders planned in the seven days from `weekStart`. */
export async function plannedWorkOrders({
  deps,
  firmId,
  weekStart,
}: {
  deps: AppDeps;
  firmId: string;
  weekStart: string;
}): Promise<{ employees: { uid: string; caption: string }[]; orders: PlannedWorkOrder[] }> {
  const weekEnd = new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
  const [employees, rows] = await Promise.all([
    findFirmEmployees(deps.db, firmId),
    findPlannedWorkOrders(deps.db, firmId, weekStart, weekEnd),
  ]);
  const orders = rows.map(({ assigneeUids, employeeId, ...row }) => ({
    ...row,
    plannedEndDate: row.plannedEndDate || null,
    employeeUids: assigneeUids && assigneeUids.length > 0 ? assigneeUids : employeeId ? [employeeId] : [],
  }));
  return { employees, orders };
}
