import type { DocumentType } from '@shared/domain/documents/document-kinds';

export interface PrintDocumentButtonProps {
  docType: DocumentType;
  /** Null before the first save: nothing to print yet. */
  docUid: string | null;
  /** Saves pending edits; false when the document could not be saved (print nothing then). */
  prepare: () => Promise<boolean>;
}

/** Scaffold: the print menu of the editor. */
export function PrintDocumentButton(_props: PrintDocumentButtonProps) {
  return null;
}

/** Scaffold: print and report actions for the documents marked in a list. */
export function PrintSelectionActions(_props: { docType: DocumentType; docUids: string[] }) {
  return null;
}
