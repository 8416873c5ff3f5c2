import type { DocumentType } from '@shared/domain/documents/document-kinds';

/** Scaffold: the editor's attachments (upload, drag and drop, list, open, delete). */
export function AttachmentsSection(_props: { docType: DocumentType; docUid: string | null }) {
  return null;
}
