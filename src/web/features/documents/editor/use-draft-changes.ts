/**
 * The user's edits: every change records an undo step, replaces the draft and tells the autosave queue;
 * a change clears the errors the server gave for the previous draft.
 */
import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import { useCallback, useState } from 'react';
import type { Draft } from './draft';
import { noErrors } from './field-errors';
import { type UndoChange, UndoStack } from './undo-stack';
import type { EditorSession } from './use-editor-session';

export function useDraftChanges(session: EditorSession) {
  const { draftRef, setDraftState, queue, setServerErrors, readOnly } = session;
  const [undoStack] = useState(() => new UndoStack<Draft>());

  const setDraft = useCallback(
    (next: Draft) => {
      draftRef.current = next;
      setDraftState(next);
      queue.changed();
      setServerErrors(noErrors);
    },
    [draftRef, setDraftState, queue, setServerErrors],
  );

  const change = useCallback(
    (next: Draft, how: UndoChange) => {
      if (readOnly) return;
      undoStack.record(draftRef.current, how);
      setDraft(next);
    },
    [readOnly, undoStack, draftRef, setDraft],
  );

  const changeItems = useCallback(
    (
      items: DocumentItemData[],
      how: { label: string; itemUid?: string; field?: string; coalesce?: boolean },
    ) =>
      change(
        { ...draftRef.current, items },
        {
          label: how.label,
          key: how.itemUid && how.field ? `${how.itemUid}:${how.field}` : null,
          coalesce: how.coalesce ?? false,
        },
      ),
    [change, draftRef],
  );

  const changeHeader = useCallback(
    (patch: Partial<DocumentHeader>, label: string, field?: string) =>
      change(
        { ...draftRef.current, header: { ...draftRef.current.header, ...patch } },
        { label, key: field ? `header:${field}` : null, coalesce: field !== undefined },
      ),
    [change, draftRef],
  );

  const undo = useCallback(() => {
    if (readOnly) return;
    const entry = undoStack.undo();
    if (entry) setDraft(entry.before);
  }, [readOnly, undoStack, setDraft]);

  return { undoStack, changeItems, changeHeader, undo };
}
