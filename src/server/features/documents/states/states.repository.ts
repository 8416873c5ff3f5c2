import {
  type DocumentKind,
  type DocumentType,
  documentKinds,
  documentTypes,
} from '@shared/domain/documents/document-kinds';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../../platform/db/database';
import { firms } from '../../firms';
import { documents } from '../engine/engine.table';
import { documentFolders } from '../folders/folders.table';

/**
 * The bulk state changes of documents (issue #6): archive, trash, restore, move and destroy. Each is one
 * statement over an id array (`id = any($1)`), so 5 000 selected documents are one round trip. The
 * caller has checked in the same transaction that every id is the firm's (`countOwned`).
 */

const ids = (values: readonly string[]) => sql`${documents.id} = any(${sql.param([...values])}::uuid[])`;

/** Accounting records (bokföringslagen 7 kap.): completed invoices of the firm, and the provider's invoices. */
const keptKinds = (when: DocumentKind['keptByLaw']) =>
  inArray(
    documents.docType,
    documentTypes.filter((t) => documentKinds[t].keptByLaw === when),
  );
export const keptByLaw = sql`((${keptKinds('WHEN_COMPLETED')} and ${documents.completed})
    or ${keptKinds('ALWAYS')})`;

/** How many of `docIds` are the firm's documents (of `docType` unless null); duplicates count once. */
export async function countOwned(
  db: Db,
  firmId: string,
  docType: DocumentType | null,
  docIds: readonly string[],
): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from ${documents}
        where ${documents.firmId} = ${firmId} and ${ids(docIds)}
        ${docType ? sql`and ${documents.docType} = ${docType}` : sql``}`,
  );
  return Number(row?.n ?? 0);
}

async function updateIds(
  db: Db,
  firmId: string,
  docIds: readonly string[],
  set: PgUpdateSetSource<typeof documents>,
  condition?: SQL,
) {
  const rows = await db
    .update(documents)
    .set(set)
    .where(and(eq(documents.firmId, firmId), ids(docIds), condition))
    .returning({ id: documents.id });
  return rows.length;
}

export function archiveDocuments(db: Db, firmId: string, docIds: readonly string[], now: Date) {
  return updateIds(
    db,
    firmId,
    docIds,
    { archived: true, archivedAt: now },
    and(eq(documents.deleted, false), eq(documents.archived, false)),
  );
}

/** Its folder unless that is archived (then the root): where an active document shows. */
const activeFolderOrRoot = sql`(select f.id from ${documentFolders} f
  where f.id = ${documents.folderId} and f.archived = false)`;

/** Back from the archive into the folder it was in; a folder still archived gives it the root. */
export function unarchiveDocuments(db: Db, firmId: string, docIds: readonly string[]) {
  return updateIds(
    db,
    firmId,
    docIds,
    { archived: false, archivedAt: null, folderId: activeFolderOrRoot },
    and(eq(documents.deleted, false), eq(documents.archived, true)),
  );
}

export function trashDocuments(db: Db, firmId: string, docIds: readonly string[], now: Date) {
  return updateIds(db, firmId, docIds, { deleted: true, deletedAt: now }, eq(documents.deleted, false));
}

/**
 * Out of the trash to where it was: the archive if it was archived, its folder if that still exists and
 * is in the same state (removing a folder already gave its documents the root).
 */
export function restoreDocuments(db: Db, firmId: string, docIds: readonly string[]) {
  return updateIds(
    db,
    firmId,
    docIds,
    {
      deleted: false,
      deletedAt: null,
      folderId: sql`(select f.id from ${documentFolders} f
        where f.id = ${documents.folderId} and f.archived = ${documents.archived})`,
    },
    eq(documents.deleted, true),
  );
}

export function moveDocuments(db: Db, firmId: string, docIds: readonly string[], folderId: string | null) {
  return updateIds(db, firmId, docIds, { folderId });
}

/** Destroys the kind's trashed documents (all, or those of `docIds`) except what the law keeps. */
export async function destroyTrashed(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docIds: readonly string[] | null,
): Promise<{ deleted: number; kept: number }> {
  const inTrash = and(
    eq(documents.firmId, firmId),
    eq(documents.docType, docType),
    eq(documents.deleted, true),
    docIds ? ids(docIds) : undefined,
  );
  const removed = await db
    .delete(documents)
    .where(and(inTrash, sql`not ${keptByLaw}`))
    .returning({ id: documents.id });
  const [kept] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from ${documents} where ${inTrash} and ${keptByLaw}`,
  );
  return { deleted: removed.length, kept: Number(kept?.n ?? 0) };
}

/** The firm's active documents of the kinds last changed before `cutoff` go to the archive. */
export async function archiveUnchangedSince(
  db: Db,
  args: { firmId: string; docTypes: readonly DocumentType[]; cutoff: Date; now: Date },
): Promise<number> {
  const rows = await db
    .update(documents)
    .set({ archived: true, archivedAt: args.now })
    .where(
      and(
        eq(documents.firmId, args.firmId),
        inArray(documents.docType, [...args.docTypes]),
        eq(documents.deleted, false),
        eq(documents.archived, false),
        lt(documents.modifiedAt, args.cutoff),
      ),
    )
    .returning({ id: documents.id });
  return rows.length;
}

/**
 * The automatic archiving of every firm that has it on, in one statement: the firms whose documents
 * were archived and how many.
 */
export async function autoArchiveAllFirms(
  db: Db,
  args: { cutoff: Date; now: Date },
): Promise<{ firmId: string; count: number }[]> {
  const rows = await queryRows<{ firm_id: string; n: unknown }>(
    db,
    sql`with archived as (
          update ${documents} d set archived = true, archived_at = ${args.now}
          from ${firms} f
          where f.id = d.firm_id and f.${sql.identifier(firms.autoArchivingDocuments.name)}
            and d.deleted = false and d.archived = false and d.modified_at < ${args.cutoff}
          returning d.firm_id)
        select firm_id, count(*) as n from archived group by firm_id`,
  );
  return rows.map((r) => ({ firmId: r.firm_id, count: Number(r.n) }));
}

/** State and kind of the firm's documents among `docIds` (a related document may be of any kind). */
export async function findDocumentKinds(db: Db, firmId: string, docIds: readonly string[]) {
  if (docIds.length === 0) return [];
  return db
    .select({ id: documents.id, docType: documents.docType })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), inArray(documents.id, [...docIds])));
}

/** The documents' full rows for copying and checking; order is not kept. */
export async function findDocumentsByIds(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docIds: readonly string[],
) {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, docType),
        ids(docIds),
        eq(documents.deleted, false),
      ),
    );
}
