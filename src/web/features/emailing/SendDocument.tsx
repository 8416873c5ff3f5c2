import type { DocumentType } from '@shared/domain/documents/document-kinds';

export interface SendDocumentButtonProps {
  docType: DocumentType;
  docUid: string | null;
  prepare: () => Promise<boolean>;
}

/** Scaffold: the editor's "Skicka med e-post" button and dialog. */
export function SendDocumentButton(_props: SendDocumentButtonProps) {
  return null;
}

/** Scaffold: the document's sent log. */
export function DocumentMailLog(_props: { docType: DocumentType; docUid: string | null }) {
  return null;
}
