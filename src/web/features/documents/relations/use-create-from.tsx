import { notifications } from '@mantine/notifications';
import { documentRelationsApi } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
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
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function create(request: CreateRequest, choices: Partial<CreateChoices>) {
    // A partial invoice's refusals belong at the dialog's amount field, not in a notification too.
    const partial = choices.partialInvoiceSum != null;
    const result = await call(
      documentRelationsApi.createFromSource,
      // Logged time as one line per article unless the dialog asked otherwise (decision 0048).
      { ...request, mainSourceDoc: request.docUids[0] ?? null, collapseTimeLog: true, ...choices },
      { handleErrors: !partial },
    );
    invalidateDocumentList(request.sourceDocType);
    invalidateDocumentList(result.docType);
    notifications.show({ color: 'green', message: result.message });
    void navigate(documentEditPath(result.docType, result.docUid));
  }

  /** `partial`: a partial invoice, whose amount the dialog always asks for. */
  async function start(request: CreateRequest, { partial = false }: { partial?: boolean } = {}) {
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
        partial ||
        similarItems.length > 0 ||
        options.ata ||
        options.unixPricing ||
        // How the logged time is billed and whether its report is attached (decision 0048).
        options.timeLog ||
        request.docUids.length > 1;
      setFieldErrors({});
      if (!asks) await create(request, {});
      else setPending({ ...request, request, sourceCount: request.docUids.length, similarItems, partial });
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
    } catch (error) {
      // A refusal the dialog can show at its field keeps the dialog and the user's choices.
      if (!(error instanceof ApiError) || error.handled || choices.partialInvoiceSum == null) throw error;
      const fields = error.fieldMessages();
      if ('partialInvoiceSum' in fields) setFieldErrors(fields);
      else notifications.show({ color: 'red', message: error.displayText });
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <CreateFromDialog
      pending={pending}
      busy={busy}
      fieldErrors={fieldErrors}
      onCreate={(choices) => void confirm(choices)}
      onClose={() => setPending(null)}
    />
  );
  return { start, busy, dialog };
}
