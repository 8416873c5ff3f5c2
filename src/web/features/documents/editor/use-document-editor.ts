import type { Document, DocumentFormConfig } from '@shared/api/documents';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { useState } from 'react';
import type { Draft } from './draft';
import { useDraftChanges } from './use-draft-changes';
import { useEditorActions } from './use-editor-actions';
import { useCompletionProblems, useDraftFigures, useEditorErrors } from './use-editor-checks';
import { useEditorSession } from './use-editor-session';

export type { EditorAction } from './use-editor-actions';
export { classifySaveError } from './use-editor-session';

export interface EditorSetup {
  type: DocumentType;
  config: DocumentFormConfig;
  /** The loaded document, or null on /new. */
  initial: Document | null;
  blank: Draft;
  /** The first save created the document: the page replaces /new with /edit/:docUid. */
  onCreated: (docUid: string) => void;
}

/**
 * The document editor's state (issue #5): the local header and lines, totals computed locally on every
 * change, undo, autosave through the queue, conflicts, completion. The server's answers update the version
 * and the line views (price details, stock) but never replace what the user typed after a save was sent.
 */
export function useDocumentEditor({ type, config, initial, blank, onCreated }: EditorSetup) {
  const kind = documentKinds[type];
  const session = useEditorSession({ type, initial, blank, onCreated });
  const { draft, server, queue } = session;
  const changes = useDraftChanges(session);
  const [completionTried, setCompletionTried] = useState(false);
  const figures = useDraftFigures(draft, server, kind);
  const completionProblems = useCompletionProblems(kind, config);
  const errors = useEditorErrors({
    config,
    completionProblems,
    draft,
    draftRef: session.draftRef,
    status: session.status,
    serverErrors: session.serverErrors,
    completionTried,
  });
  const actions = useEditorActions({
    session,
    undoStack: changes.undoStack,
    completionProblems,
    onCompletionTried: () => setCompletionTried(true),
  });

  return {
    kind,
    draft,
    server,
    serverItems: figures.serverItems,
    comments: session.comments,
    status: session.status,
    readOnly: session.readOnly,
    totals: figures.totals,
    pricing: figures.pricing,
    errors,
    completionTried,
    action: actions.action,
    dirty: () => queue.dirty,
    docUid: () => session.docUidRef.current,
    version: () => session.versionRef.current,
    settle: () => queue.settle(),
    changeItems: changes.changeItems,
    changeHeader: changes.changeHeader,
    undo: changes.undo,
    complete: actions.complete,
    undoComplete: actions.undoComplete,
    reload: actions.reload,
    replaceFromServer: actions.replaceFromServer,
    addComment: actions.addComment,
  };
}

export type DocumentEditorState = ReturnType<typeof useDocumentEditor>;
