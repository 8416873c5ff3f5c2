import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { clients } from '../../clients';
import { documentFolders, documents, kindModules, listRowColumns } from '../../documents';
import { employees } from '../../employees';

interface Selection {
  firmId: string;
  employeeId: string;
  docType: DocumentType;
  docUids: readonly string[];
}

/**
 * The firm's documents of the kind among the uids, not in the trash, and as the kind's list shows them
 * to this employee (a follow-up of another's order is not among them for "only my orders").
 */
function selectedCondition(query: Selection) {
  const visible = kindModules[query.docType].listConditions?.({
    employeeId: query.employeeId,
    sent: null,
    readState: null,
    unixType: null,
    onlyAssigned: false,
    employeeIds: [],
    withoutInvoiceRelations: false,
  });
  return and(
    eq(documents.firmId, query.firmId),
    eq(documents.docType, query.docType),
    eq(documents.deleted, false),
    inArray(documents.id, [...query.docUids]),
    ...(visible ?? []),
  );
}

/** Which of the uids the employee may print: the ids only, before a renderer reads the documents. */
export async function findSelectedIds(db: Db, query: Selection): Promise<string[]> {
  const rows = await db.select({ id: documents.id }).from(documents).where(selectedCondition(query));
  return rows.map((r) => r.id);
}

/**
 * The selected documents as the list reads them (the same columns, so the same "Summa"), plus the
 * header and lines the totals are computed from.
 */
export async function findSelectedDocuments(db: Db, query: Selection) {
  return db
    .select({ ...listRowColumns, header: documents.header, items: documents.items })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .leftJoin(employees, eq(employees.id, documents.employeeId))
    .leftJoin(documentFolders, eq(documentFolders.id, documents.folderId))
    .where(selectedCondition(query));
}

export type SelectedDocumentRow = Awaited<ReturnType<typeof findSelectedDocuments>>[number];

/**
 * The firm's provider invoices dated in [from, to): the months of the monthly summary, chosen the way
 * the summaries list (`unixInvoicesSummaries`) groups them, by invoice date.
 */
export async function findProviderInvoicesDated(db: Db, firmId: string, from: string, to: string) {
  return db
    .select({
      id: documents.id,
      number: documents.number,
      docDate: documents.docDate,
      dueDate: documents.dueDate,
      totalPayableOre: documents.totalPayableOre,
      header: documents.header,
      items: documents.items,
    })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, 'UNIX_INVOICE'),
        eq(documents.deleted, false),
        gte(documents.docDate, from),
        lt(documents.docDate, to),
      ),
    )
    .orderBy(asc(documents.docDate), asc(documents.number));
}

export type ProviderInvoiceRow = Awaited<ReturnType<typeof findProviderInvoicesDated>>[number];
