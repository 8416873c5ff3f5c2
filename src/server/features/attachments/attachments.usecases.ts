import { randomUUID } from 'node:crypto';
import type { Attachment, AttachmentList, AttachmentSpace } from '@shared/api/attachments.api';
import type { FileBody } from '@shared/api/endpoint';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { fileStore } from '../../platform/storage/file-store';
import { assertFollowUpVisible, assertKindAccess, type EmployeeSession } from '../documents';
import { attachmentErrors, FILE_FIELD } from './attachments.errors';
import { keptByLaw, takesAttachments, toAttachment } from './attachments.mapper';
import {
  type AttachedDocument,
  deleteAttachmentRow,
  findAttachedDocument,
  findAttachment,
  findDocumentAttachments,
  insertAttachment,
  listDocumentAttachments,
  lockFirmSpace,
  usedSpace,
} from './attachments.repository';
import { attachmentSpace, cleanFileName, detectAttachmentType } from './attachments.rules';

/** Stored bytes of attachments are named under this prefix (the sweep of orphaned bytes reads it). */
export const ATTACHMENT_KEY_PREFIX = 'attachment/';

type Deps = Pick<AppDeps, 'db' | 'config'>;

async function spaceOf(deps: Deps, firmId: string): Promise<AttachmentSpace> {
  return attachmentSpace({
    totalBytes: deps.config.attachmentSpaceBytes,
    usedBytes: await usedSpace(deps.db, firmId),
    fileLimitBytes: deps.config.attachmentFileBytes,
  });
}

/** The kind's site option, then (a follow-up of someone else's order) the employee's own-orders rule. */
async function assertMaySee(db: Db, session: EmployeeSession, document: AttachedDocument): Promise<void> {
  assertKindAccess(session, document.docType);
  if (document.docType === 'UNIX_ORDER') await assertFollowUpVisible(db, session, document.employeeId);
}

async function documentOrNotFound(
  deps: Deps,
  firmId: string,
  session: EmployeeSession,
  ref: { docType: DocumentType; docUid: string },
): Promise<AttachedDocument> {
  assertKindAccess(session, ref.docType);
  const document = await findAttachedDocument(deps.db, firmId, ref.docType, ref.docUid);
  if (!document) throw httpErrors.NOT_FOUND();
  await assertMaySee(deps.db, session, document);
  return document;
}

async function attachmentOrNotFound(deps: Deps, firmId: string, session: EmployeeSession, uid: string) {
  const found = await findAttachment(deps.db, firmId, uid);
  if (!found) throw httpErrors.NOT_FOUND();
  await assertMaySee(deps.db, session, found.document);
  return found;
}

export async function listAttachments({
  deps,
  firmId,
  session,
  docType,
  docUid,
}: {
  deps: Deps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
}): Promise<AttachmentList> {
  const document = await documentOrNotFound(deps, firmId, session, { docType, docUid });
  const rows = await listDocumentAttachments(deps.db, firmId, document.id);
  const mayUpload = takesAttachments(document);
  return {
    attachments: rows.map(toAttachment),
    space: await spaceOf(deps, firmId),
    mayUpload,
    mayDelete: mayUpload && !keptByLaw(document),
  };
}

export async function uploadAttachment({
  deps,
  firmId,
  session,
  input,
}: {
  deps: Deps;
  firmId: string;
  session: EmployeeSession;
  input: { docType: DocumentType; docUid: string; fileName: string; content: Uint8Array };
}): Promise<{ attachment: Attachment; space: AttachmentSpace }> {
  const { config } = deps;
  const document = await documentOrNotFound(deps, firmId, session, input);
  if (!takesAttachments(document)) throw attachmentErrors.ATTACHMENT_NOT_ATTACHABLE();
  const { content } = input;
  if (content.byteLength === 0) throw attachmentErrors.ATTACHMENT_EMPTY({ field: FILE_FIELD });
  if (content.byteLength > config.attachmentFileBytes) {
    throw attachmentErrors.ATTACHMENT_TOO_LARGE(config.attachmentFileBytes, { field: FILE_FIELD });
  }
  const type = await detectAttachmentType(content, input.fileName);
  if (!type) throw attachmentErrors.ATTACHMENT_TYPE_REFUSED({ field: FILE_FIELD });
  const storageKey = `${ATTACHMENT_KEY_PREFIX}${firmId}/${randomUUID()}`;
  const id = await withTransaction(deps.db, async (tx) => {
    await lockFirmSpace(tx, firmId);
    const used = await usedSpace(tx, firmId);
    if (used + content.byteLength > config.attachmentSpaceBytes) {
      const available = Math.max(0, config.attachmentSpaceBytes - used);
      throw attachmentErrors.ATTACHMENT_SPACE_FULL(available, config.attachmentSpaceBytes, {
        field: FILE_FIELD,
      });
    }
    // Bytes and row in one transaction: neither exists without the other.
    await fileStore(tx).put(storageKey, firmId, content);
    const row = await insertAttachment(tx, {
      firmId,
      documentId: document.id,
      employeeId: session.employee.id,
      fileName: cleanFileName(input.fileName, type),
      contentType: type.contentType,
      sizeBytes: content.byteLength,
      storageKey,
    });
    return row.id;
  });
  const stored = await findAttachment(deps.db, firmId, id);
  if (!stored) throw httpErrors.NOT_FOUND();
  return { attachment: toAttachment(stored.attachment), space: await spaceOf(deps, firmId) };
}

export async function openAttachment({
  deps,
  firmId,
  session,
  attachmentUid,
  docUid,
  inline,
}: {
  deps: Deps;
  firmId: string;
  session: EmployeeSession;
  attachmentUid: string;
  docUid?: string | undefined;
  inline: boolean;
}): Promise<FileBody> {
  const { attachment, document } = await attachmentOrNotFound(deps, firmId, session, attachmentUid);
  if (docUid !== undefined && docUid !== document.id) throw httpErrors.NOT_FOUND();
  const content = await fileStore(deps.db).get(attachment.storageKey, firmId);
  if (!content) throw httpErrors.NOT_FOUND();
  return {
    content,
    contentType: attachment.contentType,
    fileName: attachment.fileName,
    disposition: inline ? 'inline' : 'attachment',
  };
}

export async function deleteAttachment({
  deps,
  firmId,
  session,
  attachmentUid,
}: {
  deps: Deps;
  firmId: string;
  session: EmployeeSession;
  attachmentUid: string;
}): Promise<{ space: AttachmentSpace }> {
  const { attachment, document } = await attachmentOrNotFound(deps, firmId, session, attachmentUid);
  if (!takesAttachments(document)) throw attachmentErrors.ATTACHMENT_NOT_ATTACHABLE();
  if (keptByLaw(document)) throw attachmentErrors.ATTACHMENT_KEPT_BY_LAW();
  await withTransaction(deps.db, async (tx) => {
    await deleteAttachmentRow(tx, firmId, attachment.id);
    await fileStore(tx).delete(attachment.storageKey, firmId);
  });
  return { space: await spaceOf(deps, firmId) };
}

/**
 * The chosen attachments of a document as mail attachments (the e-mailing feature). The caller has
 * checked the employee's access to the document; an id of another document or firm is "not found".
 */
export async function attachmentsForMail({
  db,
  firmId,
  documentId,
  attachmentUids,
}: {
  db: Db;
  firmId: string;
  documentId: string;
  attachmentUids: readonly string[];
}): Promise<{ fileName: string; contentType: string; content: Buffer }[]> {
  const unique = [...new Set(attachmentUids)];
  const rows = await findDocumentAttachments(db, firmId, documentId, unique);
  if (rows.length !== unique.length) throw httpErrors.NOT_FOUND();
  const store = fileStore(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Promise.all(
    unique.map(async (uid) => {
      const row = byId.get(uid);
      const content = row ? await store.get(row.storageKey, firmId) : null;
      if (!row || !content) throw httpErrors.NOT_FOUND();
      return { fileName: row.fileName, contentType: row.contentType, content };
    }),
  );
}

/** A document's attachments as the print and e-mail dialogs list them (names, sizes, types). */
export async function documentAttachmentNames({
  db,
  firmId,
  documentId,
}: {
  db: Db;
  firmId: string;
  documentId: string;
}): Promise<Attachment[]> {
  return (await listDocumentAttachments(db, firmId, documentId)).map(toAttachment);
}

/**
 * A file the app made for a document it is creating (the time report on an invoice made from a work
 * order, decision 0048), stored in the creation's transaction so the document never exists without it.
 * It is counted in the firm's space but not refused for it: it is a few kilobytes the person asked for,
 * and refusing the invoice over it would cost more than the space.
 */
export async function attachGeneratedFile(
  tx: Db,
  file: {
    firmId: string;
    documentId: string;
    employeeId: string | null;
    fileName: string;
    content: Uint8Array;
  },
): Promise<void> {
  const type = await detectAttachmentType(file.content, file.fileName);
  if (!type) throw new Error(`generated attachment of unknown type: ${file.fileName}`);
  const storageKey = `${ATTACHMENT_KEY_PREFIX}${file.firmId}/${randomUUID()}`;
  await lockFirmSpace(tx, file.firmId);
  await fileStore(tx).put(storageKey, file.firmId, file.content);
  await insertAttachment(tx, {
    firmId: file.firmId,
    documentId: file.documentId,
    employeeId: file.employeeId,
    fileName: cleanFileName(file.fileName, type),
    contentType: type.contentType,
    sizeBytes: file.content.byteLength,
    storageKey,
  });
}
