/**
 * The editor's link to the server: the local draft, the last answer, the version and the autosave
 * queue. A save sends the draft as it is when the queue runs; its answer updates the version and the
 * line views but never the draft, so what the user typed after the save was sent stays.
 */
import { type Document, type DocumentComment, documentKindEndpoints } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { call } from '../../../api/call';
import { invalidateDocumentList } from '../lists/use-document-list';
import { AutosaveQueue, type AutosaveStatus, type SaveFailure } from './autosave-queue';
import { type Draft, draftOf, itemDataOf, toDocumentData } from './draft';
import { noErrors, type PlacedErrors } from './field-errors';

export function classifySaveError(error: unknown): SaveFailure {
  if (isApiError(error)) {
    if (error.status === 409) return 'conflict';
    if (error.status === 400 || error.status === 403 || error.status === 404) return 'refused';
  }
  // Network, 5xx, an aborted request (a 500 elsewhere aborts every call in flight): try again.
  return 'retry';
}

export function draftOfDocument(doc: Document): Draft {
  return draftOf({ header: doc.header, items: doc.items.map(itemDataOf) });
}

export interface SessionSetup {
  type: DocumentType;
  /** The loaded document, or null on /new. */
  initial: Document | null;
  blank: Draft;
  /** The first save created the document: the page replaces /new with /edit/:docUid. */
  onCreated: (docUid: string) => void;
}

export function useEditorSession({ type, initial, blank, onCreated }: SessionSetup) {
  const endpoints = documentKindEndpoints[type];
  const [draft, setDraftState] = useState<Draft>(() => (initial ? draftOfDocument(initial) : blank));
  const draftRef = useRef(draft);
  const [server, setServer] = useState<Document | null>(initial);
  const [comments, setComments] = useState<DocumentComment[]>(initial?.comments ?? []);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'clean' });
  const [serverErrors, setServerErrors] = useState<PlacedErrors>(noErrors);
  const versionRef = useRef(initial?.version ?? 0);
  const docUidRef = useRef<string | null>(initial?.uid ?? null);
  /** What the server last confirmed: the base of the merge after a conflict. */
  const baseRef = useRef<Draft>(draft);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const [queue] = useState(
    () =>
      new AutosaveQueue({
        classify: classifySaveError,
        onStatus: setStatus,
        send: async () => {
          const snapshot = draftRef.current;
          const docUid = docUidRef.current;
          const doc = await call(
            endpoints.save,
            { ...(docUid ? { docUid } : {}), newVersion: versionRef.current, data: toDocumentData(snapshot) },
            { handleErrors: false, background: true, quietMessages: true },
          );
          versionRef.current = doc.version;
          baseRef.current = snapshot;
          setServer(doc);
          invalidateDocumentList(type);
          if (!docUid) {
            docUidRef.current = doc.uid;
            onCreatedRef.current(doc.uid);
          }
        },
      }),
  );

  const readOnly = server !== null && !server.editable;
  useEffect(() => {
    if (readOnly) queue.stop();
  }, [readOnly, queue]);
  useEffect(() => () => queue.dispose(), [queue]);

  /** A document the server answered (completion, reload) becomes the one the editor works on. */
  function acceptServer(doc: Document) {
    versionRef.current = doc.version;
    docUidRef.current = doc.uid;
    setServer(doc);
    setComments(doc.comments);
    invalidateDocumentList(type);
  }

  /** Puts a whole new draft in place without recording an undo step or scheduling a save. */
  function replaceDraft(next: Draft) {
    draftRef.current = next;
    setDraftState(next);
  }

  return {
    type,
    endpoints,
    draft,
    draftRef,
    setDraftState,
    replaceDraft,
    server,
    comments,
    setComments,
    status,
    serverErrors,
    setServerErrors,
    versionRef,
    docUidRef,
    baseRef,
    queue,
    readOnly,
    acceptServer,
  };
}

export type EditorSession = ReturnType<typeof useEditorSession>;
