import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { CreateFromMenu } from './CreateFromMenu';

/**
 * For a list's bulk toolbar: one new document from the selected rows (the first selected gives the
 * header); provider follow-ups ask whether to keep the provider's retail price or mark up the purchase price.
 */
export function CreateFromSelectionButton({
  docType,
  docUids,
}: {
  docType: DocumentType;
  docUids: string[];
}) {
  return <CreateFromMenu docType={docType} docUids={docUids} label="Skapa från markerade" compact />;
}
