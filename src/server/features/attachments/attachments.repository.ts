import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { storedFiles } from '../../platform/storage/storage.table';
import { documents } from '../documents';
import { employees } from '../employees';
import { documentAttachments } from './attachments.table';

/** What decides who may see and change a document's attachments. */
export interface AttachedDocument {
  id: string;
  docType: DocumentType;
  completed: boolean;
  /** The employee whose document (a follow-up of their order) it is. */
  employeeId: string | null;
}

const documentColumns = {
  id: documents.id,
  docType: documents.docType,
  completed: documents.completed,
  employeeId: documents.employeeId,
};

/** The firm's document of this kind, not in the trash; null for another firm's or kind's. */
export async function findAttachedDocument(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docUid: string,
): Promise<AttachedDocument | null> {
  const rows = await db
    .select(documentColumns)
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, docType),
        eq(documents.id, docUid),
        eq(documents.deleted, false),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

const attachmentColumns = {
  id: documentAttachments.id,
  documentId: documentAttachments.documentId,
  fileName: documentAttachments.fileName,
  contentType: documentAttachments.contentType,
  sizeBytes: documentAttachments.sizeBytes,
  storageKey: documentAttachments.storageKey,
  createdAt: documentAttachments.createdAt,
  employeeId: documentAttachments.employeeId,
  employeeName: employees.displayName,
};

export interface AttachmentRow {
  id: string;
  documentId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  createdAt: Date;
  employeeId: string | null;
  employeeName: string | null;
}

function selectAttachments(db: Db) {
  return db
    .select(attachmentColumns)
    .from(documentAttachments)
    .leftJoin(employees, eq(employees.id, documentAttachments.employeeId));
}

/** A document's attachments, oldest first (the order they were added). */
export async function listDocumentAttachments(
  db: Db,
  firmId: string,
  documentId: string,
): Promise<AttachmentRow[]> {
  return selectAttachments(db)
    .where(and(eq(documentAttachments.firmId, firmId), eq(documentAttachments.documentId, documentId)))
    .orderBy(asc(documentAttachments.createdAt), asc(documentAttachments.id));
}

/** One attachment of the firm with its document's state; null for another firm's or a trashed document's. */
export async function findAttachment(
  db: Db,
  firmId: string,
  attachmentUid: string,
): Promise<{ attachment: AttachmentRow; document: AttachedDocument } | null> {
  const rows = await db
    .select({ attachment: attachmentColumns, document: documentColumns })
    .from(documentAttachments)
    .innerJoin(documents, eq(documents.id, documentAttachments.documentId))
    .leftJoin(employees, eq(employees.id, documentAttachments.employeeId))
    .where(
      and(
        eq(documentAttachments.firmId, firmId),
        eq(documentAttachments.id, attachmentUid),
        eq(documents.firmId, firmId),
        eq(documents.deleted, false),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The named attachments of one document of the firm (ids of others are simply not among them). */
export async function findDocumentAttachments(
  db: Db,
  firmId: string,
  documentId: string,
  attachmentUids: readonly string[],
): Promise<AttachmentRow[]> {
  if (attachmentUids.length === 0) return [];
  return selectAttachments(db).where(
    and(
      eq(documentAttachments.firmId, firmId),
      eq(documentAttachments.documentId, documentId),
      inArray(documentAttachments.id, [...attachmentUids]),
    ),
  );
}

/** Bytes the firm's attachments take, documents in the trash included (their files still exist). */
export async function usedSpace(db: Db, firmId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${documentAttachments.sizeBytes}), 0)::int8` })
    .from(documentAttachments)
    .where(eq(documentAttachments.firmId, firmId));
  return Number(row?.used ?? 0);
}

/**
 * Holds the firm's attachment lock until the transaction ends: two uploads of one firm check the space
 * one after the other, so together they never pass it. The firm row stays free for other work.
 */
export async function lockFirmSpace(tx: Db, firmId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attachments:${firmId}`}, 0))`);
}

export async function insertAttachment(
  tx: Db,
  values: typeof documentAttachments.$inferInsert,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await tx
    .insert(documentAttachments)
    .values(values)
    .returning({ id: documentAttachments.id, createdAt: documentAttachments.createdAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteAttachmentRow(tx: Db, firmId: string, attachmentUid: string): Promise<void> {
  await tx
    .delete(documentAttachments)
    .where(and(eq(documentAttachments.firmId, firmId), eq(documentAttachments.id, attachmentUid)));
}

/**
 * Stored attachment bytes no row describes any more: a document destroyed from the trash or a firm
 * removed takes its attachment rows with it (cascade), and the bytes follow here.
 */
export async function deleteOrphanedAttachmentFiles(db: Db, keyPrefix: string): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from ${storedFiles} f where f.key like ${`${keyPrefix}%`}
          and not exists (select 1 from ${documentAttachments} a where a.storage_key = f.key)
        returning f.key`,
  );
  return rows.length;
}
