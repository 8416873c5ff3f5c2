import {
  type DocumentListRow,
  hasInvoiceList,
  type InvoiceDateType,
  type InvoicePaymentFilter,
  type InvoiceSums,
  type SpecialFolder,
} from '@shared/api/documents';
import type { ClientLinkFilter, ClientLinkState } from '@shared/domain/documents/client-link';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { type AnyColumn, and, count, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
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

/**
 * A kind's list as the server reads it (api-spec §7.5); the kind's own filters are null/empty when unused.
 * The invoice filters are left out by callers that list other kinds (the documents scale bench).
 */
export interface ListQuery extends KindListFilter, Partial<InvoiceListFilter> {
  firmId: string;
  /** The kind whose folders and filters the list reads. */
  docType: DocumentType;
  /** Several kinds in one list (all invoices); default the one kind. */
  docTypes?: readonly DocumentType[];
  /** An invoice list: the rows carry their balance, the answer the page's sums. */
  withSums?: boolean;
  /** Also sum every matching row (`sumAllRows`). */
  sumAllRows?: boolean;
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
  /** The client link's state (issue #21), or NONE for documents without a link. */
  clientLinkState?: ClientLinkFilter | null;
}

/**
 * The client link's state as a list column and filter (issue #21). The clientLinks feature builds on the
 * documents, so it hands its SQL over at start, like the completion listeners: static wiring, the same on
 * every server. Without it the column is null and the filter ignored.
 */
export interface ClientLinkListing {
  /** The state of the documents row, null without a link; `today` decides what has expired. */
  state: (today: string) => SQL<ClientLinkState | null>;
  condition: (filter: ClientLinkFilter, today: string) => SQL;
}
let clientLinkListing: ClientLinkListing | null = null;
export function listClientLinkStates(listing: ClientLinkListing): void {
  clientLinkListing = listing;
}

function clientLinkColumn(query: ListQuery): SQL<ClientLinkState | null> {
  return clientLinkListing ? clientLinkListing.state(query.today ?? '') : sql<null>`null`;
}

function clientLinkCondition(query: ListQuery): SQL | undefined {
  if (!query.clientLinkState || !clientLinkListing) return undefined;
  return clientLinkListing.condition(query.clientLinkState, query.today ?? '');
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
  const dated = dateColumn(query.docType, query.datesFilterType ?? 'DOC_DATE');
  const filters = [
    eq(documents.firmId, query.firmId),
    stateCondition(query.specialFolder),
    folderCondition(query),
    query.completed === null ? undefined : eq(documents.completed, query.completed),
    query.dateFrom ? gte(dated, query.dateFrom) : undefined,
    query.dateTo ? lte(dated, query.dateTo) : undefined,
    searchCondition(query),
    ...kindConditions(query),
    ...invoiceConditions(query.docType, query),
    clientLinkCondition(query),
  ];
  const types = query.docTypes ?? [query.docType];
  const where = and(
    ...filters,
    types.length === 1 ? eq(documents.docType, types[0]!) : inArray(documents.docType, [...types]),
  );
  const pageIds =
    types.length === 1 ? pageOfOneKind(db, query, where) : pageOfKinds(db, query, filters, types);
  const [rows, counted] = await Promise.all([
    db
      .select({
        ...listRowColumns,
        paymentStatus: documents.paymentStatus,
        remainingOre: remainingSql,
        eInvoiceSentAt: documents.eInvoiceSentAt,
        clientLinkState: clientLinkColumn(query),
      })
      .from(documents)
      .leftJoin(clients, eq(clients.id, documents.clientId))
      .leftJoin(employees, eq(employees.id, documents.employeeId))
      .leftJoin(documentFolders, eq(documentFolders.id, documents.folderId))
      .where(sql`${documents.id} in (${pageIds})`)
      .orderBy(...orderOf(query)),
    query.sumAllRows ? countAndSum(db, query, where) : cappedCount(db, query, where),
  ]);
  return { rows: rows.map((r) => ({ ...r, remainingOre: Number(r.remainingOre) })), ...counted };
}

function orderOf(
  query: ListQuery,
  sortValue: SQL | AnyColumn = sortColumn(query),
  id: SQL | AnyColumn = documents.id,
) {
  const direction = query.sortDesc ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${sortValue} ${direction}`, sql`${id} ${query.sortDesc ? sql`desc` : sql`asc`}`];
}

/**
 * The page's ids first, from the list index alone (migration 0012 carries every filtered column), so only
 * the 20 rows shown are read from the table, not every row the search skips on the way.
 */
function pageOfOneKind(db: Db, query: ListQuery, where: SQL | undefined) {
  return db
    .select({ id: documents.id })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .where(where)
    .orderBy(...orderOf(query))
    .offset(query.offset)
    .limit(query.limit);
}

/**
 * Several kinds (all invoices): each kind's first offset + limit rows in the list index's order, merged.
 * One scan over `doc_type in (…)` cannot follow the index's order and sorts every match instead
 * (docs/benchmarks.md "Invoicing", decision 0037).
 */
function pageOfKinds(db: Db, query: ListQuery, filters: (SQL | undefined)[], types: readonly DocumentType[]) {
  const branches = types.map(
    (type) =>
      sql`(${db
        .select({ id: documents.id, sortValue: sql`${sortColumn(query)}`.as('sort_value') })
        .from(documents)
        .leftJoin(clients, eq(clients.id, documents.clientId))
        .where(and(...filters, eq(documents.docType, type)))
        .orderBy(...orderOf(query))
        .limit(query.offset + query.limit)})`,
  );
  const [bySort, byId] = orderOf(query, sql`sort_value`, sql`id`);
  return sql`select id from (${sql.join(branches, sql` union all `)}) as page
    order by ${bySort}, ${byId} offset ${query.offset} limit ${query.limit}`;
}

/**
 * A list's count stops at LIST_COUNT_CAP (decision 0037): counting every one of 150 000 paid invoices
 * costs more than the page itself, and "fler än 10 000" tells the user as much as the exact figure.
 */
export const LIST_COUNT_CAP = 10_000;

function countedFrom(db: Db, query: ListQuery, fields: Parameters<Db['select']>[0]) {
  const counted = db.select(fields).from(documents);
  // Only a client-number search needs the client in the count.
  return query.searchByClientCode && query.search.trim()
    ? counted.leftJoin(clients, eq(clients.id, documents.clientId))
    : counted;
}

async function cappedCount(db: Db, query: ListQuery, where: SQL | undefined) {
  const matching = countedFrom(db, query, { one: sql`1` })
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = Number(row?.n ?? 0);
  return { totalCount: Math.min(n, LIST_COUNT_CAP), countCapped: n > LIST_COUNT_CAP, allSums: null };
}

/** `sumAllRows` reads every matching row anyway, so its count is exact. */
async function countAndSum(db: Db, query: ListQuery, where: SQL | undefined) {
  const [row] = await countedFrom(db, query, { n: count(), ...invoiceSumColumns }).where(where);
  return {
    totalCount: Number(row?.n ?? 0),
    countCapped: false,
    allSums: {
      totalPayableOre: Number(row?.totalPayableOre ?? 0),
      remainingOre: Number(row?.remainingOre ?? 0),
    },
  };
}

/**
 * The invoice lists' filters and sums (api-spec §7.5, decision 0032), for the kinds whose definition
 * makes them invoices (`hasInvoiceList`). Every filter reads a stored column of the documents row, so
 * the payment filters use `documents_firm_type_payment_idx` instead of joining the payments.
 */
export interface InvoiceListFilter {
  paymentStatus: InvoicePaymentFilter | null;
  eInvoiceNotSentOnly: boolean;
  taxDeductionState: string | null;
  taxDeductionXmlNotSentOnly: boolean;
  datesFilterType: InvoiceDateType;
  /** The Swedish today: OVERDUE is a due date before it. */
  today: string;
}

const unpaid = ['UNPAID', 'PARTIALLY_PAID'] as const;
/** The ROT states before Skatteverket's file is made (api-spec §7.5 taxDeductionXmlNotSentOnly). */
const ROT_XML_NOT_SENT = ['NOT_PAID', 'PAID_BY_CLIENT'] as const;

export function invoiceConditions(
  docType: DocumentType,
  filter: Partial<InvoiceListFilter>,
): (SQL | undefined)[] {
  if (!hasInvoiceList(docType)) return [];
  const status = filter.paymentStatus;
  return [
    status === 'OVERDUE'
      ? and(inArray(documents.paymentStatus, [...unpaid]), lt(documents.dueDate, filter.today ?? ''))
      : status
        ? eq(documents.paymentStatus, status)
        : undefined,
    filter.eInvoiceNotSentOnly ? isNull(documents.eInvoiceSentAt) : undefined,
    filter.taxDeductionState ? eq(documents.taxDeductionState, filter.taxDeductionState) : undefined,
    filter.taxDeductionXmlNotSentOnly
      ? inArray(documents.taxDeductionState, [...ROT_XML_NOT_SENT])
      : undefined,
  ];
}

/** The column the period and date range read: the invoice date unless an invoice list asks for another. */
export function dateColumn(docType: DocumentType, type: InvoiceDateType) {
  if (!hasInvoiceList(docType) || type === 'DOC_DATE') return documents.docDate;
  return type === 'DUE_DATE' ? documents.dueDate : documents.lastPaymentDate;
}

/** What an invoice still owes, 0 for a row that takes no payments (a draft, a credit invoice). */
export const remainingSql = sql<string>`case when ${documents.paymentStatus} is null then 0
  else greatest(0, greatest(0, ${documents.totalPayableOre} - abs(${documents.creditedOre}))
    - ${documents.paidOre}) end`;

/** The sums over every matching row, selected beside the count. */
export const invoiceSumColumns = {
  totalPayableOre: sql<string>`coalesce(sum(${documents.totalPayableOre}), 0)`,
  remainingOre: sql<string>`coalesce(sum(${remainingSql}), 0)`,
};

export function sumsOf(
  rows: readonly { totalPayableOre: number | null; remainingOre: number }[],
): InvoiceSums {
  return rows.reduce<InvoiceSums>(
    (sum, r) => ({
      totalPayableOre: sum.totalPayableOre + (r.totalPayableOre ?? 0),
      remainingOre: sum.remainingOre + r.remainingOre,
    }),
    { totalPayableOre: 0, remainingOre: 0 },
  );
}
