import type { documentListParameters } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { periodRange, validatePeriod } from '@shared/domain/documents/document-period';
import { formatDate } from '@shared/domain/format';
import type { z } from 'zod';
import type { StoreDeps } from '../../../platform/http/context';
import { assertValid } from '../../../platform/http/validation';
import { toListRow } from '../engine/engine.mapper';
import { folderErrors } from '../folders/folders.errors';
import { findFolder } from '../folders/folders.repository';
import type { EmployeeSession } from '../view/view.mapper';
import { listDocuments } from './lists.repository';

type ListInput = z.output<typeof documentListParameters>;

/**
 * One page of a kind's list (api-spec §7.5): its folder (or root, archive, trash), period, search and the
 * kind's own filters. The period is counted from the app clock's Swedish today; a chosen range is
 * checked first (earliest 2000-01-01, at most 18 months).
 */
export async function listDocumentsPage({
  deps: { db, clock },
  firmId,
  session,
  docType,
  input,
}: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  input: ListInput;
}) {
  assertValid(validatePeriod(input));
  const range = periodRange(input, formatDate(clock.now()));
  const folder = input.folderUid ? findFolder(db, firmId, docType, input.folderUid) : null;
  folder?.catch(() => {});
  const list = listDocuments(db, {
    firmId,
    docType,
    employeeId: session.employee.id,
    search: input.searchPattern,
    searchByClientCode: input.searchByClientCode,
    completed: input.completed,
    dateFrom: range.from,
    dateTo: range.to,
    sortBy: input.sortBy,
    sortDesc: input.sortDesc,
    offset: input.offset,
    limit: input.limit,
    folderId: input.folderUid,
    withSubfolders: input.searchInSubfolders,
    specialFolder: input.specialFolder,
    clientId: input.clientUid,
    sent: input.sent,
    readState: input.readState,
    unixType: input.unixType,
    onlyAssigned: input.onlyAssignedOrders,
    employeeIds: input.employeeUids,
    withoutInvoiceRelations: input.onlyWithoutInvoicesAndEstimatesRelations,
  });
  list.catch(() => {});
  if (folder && !(await folder)) throw folderErrors.FOLDER_NOT_FOUND({ field: 'folderUid' });
  const { rows, totalCount } = await list;
  return { totalCount, items: rows.map(toListRow) };
}
