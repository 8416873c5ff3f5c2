import type { Attachment } from '@shared/api/attachments.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { AttachedDocument, AttachmentRow } from './attachments.repository';

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    attachmentUid: row.id,
    fileName: row.fileName,
    fileSize: row.sizeBytes,
    fileType: row.contentType,
    employee:
      row.employeeId && row.employeeName !== null ? { uid: row.employeeId, caption: row.employeeName } : null,
    createdDate: row.createdAt.toISOString(),
  };
}

/**
 * The provider's follow-ups and invoices are the provider's records, changed nowhere in Montör
 * (DOCUMENT_NOT_CREATABLE); the firm attaches its files to its own documents.
 */
export function takesAttachments(document: Pick<AttachedDocument, 'docType'>): boolean {
  return documentKinds[document.docType].creatable;
}

/**
 * A completed invoice kind is an accounting record the law keeps (bokföringslagen 7 kap.), and a file
 * attached to it is part of the record: it may be added to (a signed delivery note), never removed.
 */
export function keptByLaw(document: Pick<AttachedDocument, 'docType' | 'completed'>): boolean {
  const kept = documentKinds[document.docType].keptByLaw;
  return kept === 'ALWAYS' || (kept === 'WHEN_COMPLETED' && document.completed);
}
