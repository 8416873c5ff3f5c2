/**
 * What the editor asks the server beyond autosaving: complete and undo completion, reload after a
 * conflict (keeping the user's edits on top when asked), take over a document a line operation
 * answered, and add a comment.
 */
import { type Document, documentsApi } from '@shared/api/documents';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { call } from '../../../api/call';
import { type Draft, mergeDraft } from './draft';
import { placeErrors } from './field-errors';
import type { UndoStack } from './undo-stack';
import { draftOfDocument, type EditorSession } from './use-editor-session';

export type EditorAction = 'complete' | 'undoComplete' | 'reload' | null;

interface ActionsSetup {
  session: EditorSession;
  undoStack: UndoStack<Draft>;
  /** The completion rules' problems for a draft; completion is not asked for while there are any. */
  completionProblems: (draft: Draft) => readonly unknown[];
  /** Completion was tried: the completion rules' errors show from now on. */
  onCompletionTried: () => void;
}

export function useEditorActions({
  session,
  undoStack,
  completionProblems,
  onCompletionTried,
}: ActionsSetup) {
  const [action, setAction] = useState<EditorAction>(null);

  /** Runs one server operation, showing it as the editor's current action until it ends. */
  async function running<T>(name: Exclude<EditorAction, null>, work: () => Promise<T>): Promise<T> {
    setAction(name);
    try {
      return await work();
    } finally {
      setAction(null);
    }
  }

  async function complete(): Promise<boolean> {
    onCompletionTried();
    if (completionProblems(session.draftRef.current).length > 0) return false;
    return running('complete', () => completeSaved(session, undoStack));
  }

  async function undoComplete() {
    const docUid = session.docUidRef.current;
    if (!docUid) return;
    await running('undoComplete', async () => {
      const doc = await call(documentsApi.undoComplete, {
        docUid,
        docType: session.type,
        newVersion: session.versionRef.current,
      });
      session.acceptServer(doc);
      if (doc.editable) session.queue.resume();
    });
  }

  /** After a 409: the newest version, with the user's unsaved edits put back on top unless discarded. */
  async function reload(keepMine: boolean) {
    const docUid = session.docUidRef.current;
    if (!docUid) return;
    await running('reload', () => reloadDocument(session, undoStack, docUid, keepMine));
  }

  /** A server operation on the lines (actualise) answered the new document: it becomes the local state. */
  function replaceFromServer(doc: Document, label: string) {
    undoStack.record(session.draftRef.current, { label, key: null, coalesce: false });
    const next = draftOfDocument(doc);
    session.acceptServer(doc);
    session.baseRef.current = next;
    session.replaceDraft(next);
    session.queue.markClean();
  }

  async function addComment(text: string) {
    const docUid = session.docUidRef.current;
    if (!docUid) return;
    session.setComments(await call(documentsApi.addComment, { docUid, docType: session.type, text }));
  }

  return { action, complete, undoComplete, reload, replaceFromServer, addComment };
}

/** Completes once every change is saved; a conflict goes to the queue, a refusal to the fields. */
async function completeSaved(session: EditorSession, undoStack: UndoStack<Draft>): Promise<boolean> {
  const { queue } = session;
  try {
    await queue.settle();
    const docUid = session.docUidRef.current;
    if (queue.dirty || !docUid) return false;
    queue.stop();
    const doc = await call(
      documentsApi.complete,
      { docUid, docType: session.type, newVersion: session.versionRef.current },
      { handleErrors: false },
    );
    session.acceptServer(doc);
    undoStack.clear();
    return true;
  } catch (error) {
    queue.resume();
    if (isApiError(error, 'DOCUMENT_VERSION_CONFLICT') || (isApiError(error) && error.status === 409)) {
      queue.conflict(error);
    } else if (isApiError(error) && error.status === 400) {
      session.setServerErrors(
        placeErrors(
          error.messages.map((m) => ({ field: m.field, message: m.text })),
          session.draftRef.current.items,
        ),
      );
    } else {
      throw error;
    }
    return false;
  }
}

async function reloadDocument(
  session: EditorSession,
  undoStack: UndoStack<Draft>,
  docUid: string,
  keepMine: boolean,
) {
  const { queue } = session;
  const doc = await call(session.endpoints.load, { docUid });
  const theirs = draftOfDocument(doc);
  const next = keepMine ? mergeDraft(session.baseRef.current, session.draftRef.current, theirs) : theirs;
  session.acceptServer(doc);
  session.baseRef.current = theirs;
  session.replaceDraft(next);
  if (!keepMine) {
    undoStack.clear();
    queue.markClean();
  }
  if (doc.editable) {
    queue.resume();
    if (keepMine) queue.changed();
  }
}
