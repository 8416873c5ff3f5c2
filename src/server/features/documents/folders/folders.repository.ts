import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database';
import { documents } from '../engine/engine.table';
import { documentFolders } from './folders.table';

export type FolderRecord = typeof documentFolders.$inferSelect;

/** The kind's folder of the firm; null for another firm's or another kind's. */
export async function findFolder(
  db: Db,
  firmId: string,
  docType: DocumentType,
  folderId: string,
): Promise<FolderRecord | null> {
  const rows = await db
    .select()
    .from(documentFolders)
    .where(
      and(
        eq(documentFolders.firmId, firmId),
        eq(documentFolders.docType, docType),
        eq(documentFolders.id, folderId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The folder and every folder below it, as a subquery of ids. */
export function subtreeFolderIds(firmId: string, docType: DocumentType, folderId: string): SQL {
  return sql`with recursive tree(id) as (
      select f.id from ${documentFolders} f
        where f.firm_id = ${firmId} and f.doc_type = ${docType} and f.id = ${folderId}
      union all
      select f.id from ${documentFolders} f join tree on f.parent_id = tree.id
    ) select id from tree`;
}

/** The folder and its ancestors up to the root, as a subquery of ids. */
function pathFolderIds(firmId: string, docType: DocumentType, folderId: string): SQL {
  return sql`with recursive up(id, parent_id) as (
      select f.id, f.parent_id from ${documentFolders} f
        where f.firm_id = ${firmId} and f.doc_type = ${docType} and f.id = ${folderId}
      union all
      select f.id, f.parent_id from ${documentFolders} f join up on f.id = up.parent_id
    ) select id from up`;
}

export async function isInSubtree(
  db: Db,
  firmId: string,
  docType: DocumentType,
  rootId: string,
  candidateId: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from (${subtreeFolderIds(firmId, docType, rootId)}) s where id = ${candidateId}`,
  );
  return rows.length > 0;
}

/** The kind's folders, flat, by name. */
export async function listFolderRecords(db: Db, firmId: string, docType: DocumentType) {
  return db
    .select({
      id: documentFolders.id,
      name: documentFolders.name,
      parentId: documentFolders.parentId,
      archived: documentFolders.archived,
    })
    .from(documentFolders)
    .where(and(eq(documentFolders.firmId, firmId), eq(documentFolders.docType, docType)))
    .orderBy(asc(sql`lower(${documentFolders.name})`), asc(documentFolders.id));
}

export interface DocumentCountGroup {
  folderId: string | null;
  archived: boolean;
  deleted: boolean;
  n: number;
}

/**
 * The kind's documents counted by folder and state in one pass over the firm's rows: every counter of
 * the folder tree and the special folders is a sum of these groups.
 */
export async function countDocumentsByFolder(
  db: Db,
  firmId: string,
  docType: DocumentType,
): Promise<DocumentCountGroup[]> {
  const rows = await queryRows<{ folder_id: string | null; archived: boolean; deleted: boolean; n: unknown }>(
    db,
    sql`select folder_id, archived, deleted, count(*) as n from ${documents}
        where firm_id = ${firmId} and doc_type = ${docType}
        group by folder_id, archived, deleted`,
  );
  return rows.map((r) => ({
    folderId: r.folder_id,
    archived: r.archived,
    deleted: r.deleted,
    n: Number(r.n),
  }));
}

/** A sibling (same parent) of that name, compared without case; `exceptId` is the folder itself. */
export async function findSibling(
  db: Db,
  args: { firmId: string; docType: DocumentType; parentId: string | null; name: string; exceptId?: string },
): Promise<FolderRecord | null> {
  const rows = await db
    .select()
    .from(documentFolders)
    .where(
      and(
        eq(documentFolders.firmId, args.firmId),
        eq(documentFolders.docType, args.docType),
        args.parentId === null
          ? isNull(documentFolders.parentId)
          : eq(documentFolders.parentId, args.parentId),
        sql`lower(${documentFolders.name}) = lower(${args.name})`,
        args.exceptId ? ne(documentFolders.id, args.exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertFolder(
  db: Db,
  values: {
    firmId: string;
    docType: DocumentType;
    parentId: string | null;
    name: string;
    archived: boolean;
    archivedAt: Date | null;
  },
): Promise<FolderRecord> {
  const [row] = await db.insert(documentFolders).values(values).returning();
  return row!;
}

export async function updateFolder(
  db: Db,
  folderId: string,
  values: Partial<Pick<FolderRecord, 'name' | 'parentId'>>,
  now: Date,
): Promise<FolderRecord> {
  const [row] = await db
    .update(documentFolders)
    .set({ ...values, updatedAt: now })
    .where(eq(documentFolders.id, folderId))
    .returning();
  return row!;
}

export async function childFolders(db: Db, folderId: string): Promise<FolderRecord[]> {
  return db.select().from(documentFolders).where(eq(documentFolders.parentId, folderId));
}

/** Files every document (in any state) of one folder into another. */
export async function refileDocuments(db: Db, firmId: string, fromId: string, toId: string): Promise<void> {
  await db
    .update(documents)
    .set({ folderId: toId })
    .where(and(eq(documents.firmId, firmId), eq(documents.folderId, fromId)));
}

/** Deletes a folder; its subfolders go with it (parent_id cascades). */
export async function deleteFolder(db: Db, folderId: string): Promise<void> {
  await db.delete(documentFolders).where(eq(documentFolders.id, folderId));
}

/** The subtree's documents not in the trash go there, leaving the folder (which is about to go). */
export async function trashFolderDocuments(
  db: Db,
  firmId: string,
  docType: DocumentType,
  folderId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(documents)
    .set({ deleted: true, deletedAt: now, folderId: null })
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, docType),
        eq(documents.deleted, false),
        sql`${documents.folderId} in (${subtreeFolderIds(firmId, docType, folderId)})`,
      ),
    )
    .returning({ id: documents.id });
  return rows.length;
}

/**
 * Archives or brings back a folder's subtree with its documents (not those in the trash). Bringing back
 * also brings back the folders above it, so the folder shows where it was.
 */
export async function setFolderArchived(
  db: Db,
  args: { firmId: string; docType: DocumentType; folderId: string; archived: boolean; now: Date },
): Promise<number> {
  const { firmId, docType, folderId, archived, now } = args;
  const subtree = subtreeFolderIds(firmId, docType, folderId);
  const folders = archived
    ? sql`${documentFolders.id} in (${subtree})`
    : sql`(${documentFolders.id} in (${subtree}) or ${documentFolders.id} in (${pathFolderIds(firmId, docType, folderId)}))`;
  await db
    .update(documentFolders)
    .set({ archived, archivedAt: archived ? now : null, updatedAt: now })
    .where(and(eq(documentFolders.firmId, firmId), folders));
  const rows = await db
    .update(documents)
    .set({ archived, archivedAt: archived ? now : null })
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, docType),
        eq(documents.deleted, false),
        eq(documents.archived, !archived),
        sql`${documents.folderId} in (${subtree})`,
      ),
    )
    .returning({ id: documents.id });
  return rows.length;
}
