import { type documentListParameters, hasInvoiceList, invoiceListKinds } from '@shared/api/documents';
import { type DocumentType, kindsOfOptions } from '@shared/domain/documents/document-kinds';
import { periodRange, validatePeriod } from '@shared/domain/documents/document-period';
import { formatDate } from '@shared/domain/format';
import type { z } from 'zod';
import type { StoreDeps } from '../../../platform/http/context';
import { assertValid } from '../../../platform/http/validation';
import { toListRow } from '../engine/engine.mapper';
import { folderErrors } from '../folders/folders.errors';
import { findFolder } from '../folders/folders.repository';
import type { EmployeeSession } from '../view/view.mapper';

import { type ListQuery, listDocuments, sumsOf } from './lists.repository';

type ListInput = z.output<typeof documentListParameters>;

/** The list query of a kind's list parameters; the period counted from `today`. */
function listQuery(args: {
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  input: ListInput;
  today: string;
}): ListQuery {
  const { input } = args;
  const range = periodRange(input, args.today);
  return {
    firmId: args.firmId,
    docType: args.docType,
    employeeId: args.session.employee.id,
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
    assigneeStatus: input.status,
    paymentStatus: input.paymentStatus,
    eInvoiceNotSentOnly: input.eInvoiceNotSentOnly,
    taxDeductionState: input.taxDeductionState,
    taxDeductionXmlNotSentOnly: input.taxDeductionXmlNotSentOnly,
    datesFilterType: input.datesFilterType,
    today: args.today,
    withSums: hasInvoiceList(args.docType),
    sumAllRows: hasInvoiceList(args.docType) && input.sumAllRows,
    clientLinkState: input.clientLinkState,
  };
}

/** The answer of a list: the rows, and for an invoice list their payment status, remaining sum and sums. */
async function runList(deps: StoreDeps, query: ListQuery) {
  const { rows, totalCount, countCapped, allSums } = await listDocuments(deps.db, query);
  const withLinkState = (r: (typeof rows)[number]) => ({
    ...toListRow(r),
    clientLinkState: r.clientLinkState,
  });
  if (!query.withSums) return { totalCount, countCapped, items: rows.map(withLinkState), sums: null };
  const items = rows.map((r) => ({
    ...withLinkState(r),
    paymentStatus: r.paymentStatus,
    remainingOre: r.paymentStatus === null ? null : r.remainingOre,
    eInvoiceSent: r.eInvoiceSentAt?.toISOString() ?? null,
  }));
  return { totalCount, countCapped, items, sums: { page: sumsOf(rows), all: allSums } };
}

/**
 * One page of a kind's list (api-spec §7.5): its folder (or root, archive, trash), period, search and the
 * kind's own filters. The period is counted from the app clock's Swedish today; a chosen range is
 * checked first (earliest 2000-01-01, at most 18 months).
 */
export async function listDocumentsPage({
  deps,
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
  const today = formatDate(deps.clock.now());
  const folder = input.folderUid ? findFolder(deps.db, firmId, docType, input.folderUid) : null;
  folder?.catch(() => {});
  const list = runList(deps, listQuery({ firmId, session, docType, input, today }));
  list.catch(() => {});
  if (folder && !(await folder)) throw folderErrors.FOLDER_NOT_FOUND({ field: 'folderUid' });
  return list;
}

/**
 * api-spec §7.4 `allTypeInvoices`: the invoice kinds the firm has, in one list with the invoice filters
 * and sums. Folders are per kind, so this list reads all folders of the kinds (or their archive/trash).
 */
export async function listAllTypeInvoices({
  deps,
  firmId,
  session,
  input,
}: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  input: ListInput;
}) {
  assertValid(validatePeriod(input));
  const kinds = kindsOfOptions(session.employee.enabledSiteOption).filter(hasInvoiceList);
  const [first] = kinds.length > 0 ? kinds : invoiceListKinds;
  const query = listQuery({ firmId, session, docType: first!, input, today: formatDate(deps.clock.now()) });
  return runList(deps, { ...query, docTypes: kinds, folderId: null, withSubfolders: true });
}
