import type { DocumentType } from '@shared/domain/documents/document-kinds';

/** Scaffold: the invoice's payments (register, list, revert). */
export function PaymentsSection(_props: { docType: DocumentType; docUid: string | null }) {
  return null;
}
