import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { CreateFromMenu } from './CreateFromMenu';
import { RelationsButton } from './RelationsButton';

interface DocumentRelationsActionsProps {
  type: DocumentType;
  docUid: string | null;
  hasRelations: boolean;
  /** A draft is not credited: only an issued invoice is (decision 0036). */
  completed: boolean;
  /** Flushes the editor's autosave; false when something is still unsaved. */
  prepare: () => Promise<boolean>;
  onRelationsChanged: () => void;
}

/** The editor toolbar's "Relationer" and "Skapa …" once the document is saved. */
export function DocumentRelationsActions({
  type,
  docUid,
  hasRelations,
  completed,
  prepare,
  onRelationsChanged,
}: DocumentRelationsActionsProps) {
  if (!docUid) return null;
  return (
    <>
      <RelationsButton
        docType={type}
        docUid={docUid}
        hasRelations={hasRelations}
        onChanged={onRelationsChanged}
      />
      <CreateFromMenu docType={type} docUids={[docUid]} prepare={prepare} completed={completed} />
    </>
  );
}
