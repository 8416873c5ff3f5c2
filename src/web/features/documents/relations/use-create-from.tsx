import { notifications } from '@mantine/notifications';
import { documentRelationsApi } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { documentEditPath } from '../document-paths';
import { invalidateDocumentList } from '../lists/use-document-list';
import { type CreateChoices, CreateFromDialog, type PendingCreation } from './CreateFromDialog';
import { creationOptions } from './create-from';

export interface CreateRequest {
  sourceDocType: DocumentType;
  targetDocType: DocumentType;
  /** The first is the main source: its header goes to the new document. */
  docUids: string[];
}

/**
 * Making a document from others: `prepare` (the editor's autosave flushed) first, then the sources'
 * similar articles; a dialog only when there is something to choose, then the new document's editor.
 */
export function useCreateFrom(prepare?: () => Promise<boolean>) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(PendingCreation & { request: CreateRequest }) | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(request: CreateRequest, choices: Partial<CreateChoices>) {
    const result = await call(documentRelationsApi.createFromSource, {
      ...request,
      mainSourceDoc: request.docUids[0] ?? null,
      ...choices,
    });
    invalidateDocumentList(request.sourceDocType);
    invalidateDocumentList(result.docType);
    notifications.show({ color: 'green', message: result.message });
    void navigate(documentEditPath(result.docType, result.docUid));
  }

  async function start(request: CreateRequest) {
    setBusy(true);
    try {
      if (prepare && !(await prepare())) {
        notifications.show({
          color: 'red',
          message: 'Dokumentet kunde inte sparas. Rätta det som är markerat och försök igen.',
        });
        return;
      }
      const { similarItems } = await call(documentRelationsApi.checkSimilarItemsInSources, {
        sourceDocType: request.sourceDocType,
        docUids: request.docUids,
      });
      const options = creationOptions(request.sourceDocType, request.targetDocType);
      const asks =
        similarItems.length > 0 || options.ata || options.unixPricing || request.docUids.length > 1;
      if (!asks) await create(request, {});
      else setPending({ ...request, request, sourceCount: request.docUids.length, similarItems });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(choices: CreateChoices) {
    if (!pending) return;
    setBusy(true);
    try {
      await create(pending.request, choices);
      setPending(null);
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <CreateFromDialog
      pending={pending}
      busy={busy}
      onCreate={(choices) => void confirm(choices)}
      onClose={() => setPending(null)}
    />
  );
  return { start, busy, dialog };
}
