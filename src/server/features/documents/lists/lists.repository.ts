import type { DocumentListRow, SpecialFolder } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, count, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { clients } from '../../clients';
import { employees } from '../../employees';
import { documents } from '../engine/engine.table';
// The folder tree is the folders feature's; a list only asks which folders lie under one.
import { subtreeFolderIds } from '../folders/folders.repository';
import { documentFolders } from '../folders/folders.table';
import { type KindListFilter, kindModules } from '../kinds';
import { documentRelations } from '../relations/relations.table';

export type ListSortField = 'number' | 'docDate' | 'client' | 'mark' | 'totalSum' | 'modifiedAt';

/** A kind's list as the server reads it (api-spec §7.5); the kind's own filters are null/empty when unused. */
export interface ListQuery extends KindListFilter {
  firmId: string;
  docType: DocumentType;
  search: string;
  searchByClientCode: boolean;
  completed: boolean | null;
  dateFrom: string | null;
  dateTo: string | null;
  sortBy: ListSortField;
  sortDesc: boolean;
  offset: number;
  limit: number;
  /** Null is the kind's root; with `withSubfolders` the folder and all below it (at the root: all). */
  folderId: string | null;
  withSubfolders: boolean;
  specialFolder: SpecialFolder | null;
  clientId: string | null;
}

/** `%`, `_` and `\` typed by the user are matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The trigger-kept `search_text` (migration 0011) is already lower-cased. */
function searchCondition(query: ListQuery): SQL | undefined {
  const text = query.search.trim();
  if (!text) return undefined;
  if (query.searchByClientCode) return sql`lower(${clients.code}) = lower(${text})`;
  return sql`${documents.searchText} like ${likePattern(text.toLowerCase())}`;
}

/** Active documents, the archive or the trash. */
export function stateCondition(specialFolder: SpecialFolder | null): SQL {
  if (specialFolder === 'deleted') return eq(documents.deleted, true);
  return and(eq(documents.deleted, false), eq(documents.archived, specialFolder === 'archived'))!;
}

/** The trash has no folders: a trashed document keeps its folder only to be restored into it. */
function folderCondition(query: ListQuery): SQL | undefined {
  if (query.specialFolder === 'deleted') return undefined;
  if (query.folderId === null) return query.withSubfolders ? undefined : isNull(documents.folderId);
  if (!query.withSubfolders) return eq(documents.folderId, query.folderId);
  return sql`${documents.folderId} in (${subtreeFolderIds(query.firmId, query.docType, query.folderId)})`;
}

/** api-spec §7.5 per-kind filters: the kind's module adds those it has; the others are ignored. */
function kindConditions(query: ListQuery): (SQL | undefined)[] {
  return [
    query.clientId ? eq(documents.clientId, query.clientId) : undefined,
    ...(kindModules[query.docType].listConditions?.(query) ?? []),
  ];
}

const sortColumns = {
  number: documents.number,
  docDate: documents.docDate,
  client: clients.nameSort,
  mark: documents.mark,
  // The sum column is the payable sum, the editor's "Att betala" (decision 0021).
  totalSum: documents.totalPayableOre,
  modifiedAt: documents.modifiedAt,
} as const;

function sortColumn(query: ListQuery): SQL | (typeof sortColumns)[ListSortField] {
  // In the trash "latest" means latest deleted.
  if (query.sortBy === 'modifiedAt' && query.specialFolder === 'deleted')
    return sql`coalesce(${documents.deletedAt}, ${documents.modifiedAt})`;
  return sortColumns[query.sortBy];
}

const relationStatus = sql<DocumentListRow['relationStatus']>`case
  when exists (select 1 from ${documentRelations} r where r.target_id = ${documents.id})
    then case when exists (select 1 from ${documentRelations} r where r.source_id = ${documents.id})
      then 'BOTH' else 'HAS_SOURCES' end
  when exists (select 1 from ${documentRelations} r where r.source_id = ${documents.id})
    then 'HAS_TARGETS'
  else 'NONE' end`;

/** The first document this one was made from, else the first made from it (the relation column's text). */
const firstRelationData = sql<DocumentListRow['firstRelationData']>`(
  select json_build_object('docUid', o.id, 'docType', o.doc_type, 'docNumber', o.number)
  from (
    select r.source_id as other_id, 0 as side, r.created_at from ${documentRelations} r
      where r.target_id = ${documents.id}
    union all
    select r.target_id, 1, r.created_at from ${documentRelations} r where r.source_id = ${documents.id}
    order by side, created_at
    limit 1
  ) x join ${documents} o on o.id = x.other_id)`;

/** The columns the documents mapper turns into a list row (every kind's list and the dashboard). */
export const listRowColumns = {
  id: documents.id,
  docType: documents.docType,
  number: documents.number,
  completed: documents.completed,
  locked: documents.locked,
  docDate: documents.docDate,
  clientId: documents.clientId,
  clientName: clients.name,
  employeeId: documents.employeeId,
  employeeName: employees.displayName,
  mark: documents.mark,
  title: documents.title,
  totalSumOre: documents.totalSumOre,
  totalPayableOre: documents.totalPayableOre,
  validTill: documents.validTill,
  dueDate: documents.dueDate,
  plannedStart: documents.plannedStart,
  modifiedAt: documents.modifiedAt,
  archived: documents.archived,
  deleted: documents.deleted,
  folderId: documents.folderId,
  folderName: documentFolders.name,
  sentAt: documents.sentAt,
  readState: documents.readState,
  unixType: documents.unixType,
  relationStatus,
  firstRelationData,
};

/** One page of a kind's list, newest first by default, with the count of every matching document. */
export async function listDocuments(db: Db, query: ListQuery) {
  const where = and(
    eq(documents.firmId, query.firmId),
    eq(documents.docType, query.docType),
    stateCondition(query.specialFolder),
    folderCondition(query),
    query.completed === null ? undefined : eq(documents.completed, query.completed),
    query.dateFrom ? gte(documents.docDate, query.dateFrom) : undefined,
    query.dateTo ? lte(documents.docDate, query.dateTo) : undefined,
    searchCondition(query),
    ...kindConditions(query),
  );
  const direction = query.sortDesc ? sql`desc nulls last` : sql`asc nulls last`;
  const order = [
    sql`${sortColumn(query)} ${direction}`,
    sql`${documents.id} ${query.sortDesc ? sql`desc` : sql`asc`}`,
  ];
  // The page's ids first, from the list index alone (migration 0012 carries every filtered column), so
  // only the 20 rows shown are read from the table, not every row the search skips on the way.
  const pageIds = db
    .select({ id: documents.id })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .where(where)
    .orderBy(...order)
    .offset(query.offset)
    .limit(query.limit);
  const counted = db.select({ n: count() }).from(documents);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...listRowColumns,
      })
      .from(documents)
      .leftJoin(clients, eq(clients.id, documents.clientId))
      .leftJoin(employees, eq(employees.id, documents.employeeId))
      .leftJoin(documentFolders, eq(documentFolders.id, documents.folderId))
      .where(inArray(documents.id, pageIds))
      .orderBy(...order),
    // Only a client-number search needs the client in the count.
    query.searchByClientCode && query.search.trim()
      ? counted.leftJoin(clients, eq(clients.id, documents.clientId)).where(where)
      : counted.where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}
