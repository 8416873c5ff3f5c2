import {
  type Document,
  type DocumentComment,
  type DocumentFormConfig,
  type DocumentHeader,
  type DocumentItemData,
  type DocumentItemView,
  documentKindEndpoints,
  documentsApi,
} from '@shared/api/documents';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import {
  validateDocumentForCompletion,
  validateDocumentStructure,
} from '@shared/domain/documents/document-rules';
import { computeDocumentTotals } from '@shared/domain/documents/document-totals';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { call } from '../../../api/call';
import { invalidateDocumentList } from '../list/use-document-list';
import { AutosaveQueue, type AutosaveStatus, type SaveFailure } from './autosave-queue';
import { type Draft, draftOf, itemDataOf, pricingOf, toDocumentData, toLineInput } from './draft';
import { hasErrors, noErrors, type PlacedErrors, placeErrors } from './field-errors';
import { mergeDraft } from './merge-draft';
import { type UndoChange, UndoStack } from './undo-stack';

export function classifySaveError(error: unknown): SaveFailure {
  if (isApiError(error)) {
    if (error.status === 409) return 'conflict';
    if (error.status === 400 || error.status === 403 || error.status === 404) return 'refused';
  }
  // Network, 5xx, an aborted request (a 500 elsewhere aborts every call in flight): try again.
  return 'retry';
}

function draftOfDocument(doc: Document): Draft {
  return draftOf({ header: doc.header, items: doc.items.map(itemDataOf) });
}

export interface EditorSetup {
  type: DocumentType;
  config: DocumentFormConfig;
  /** The loaded document, or null on /new. */
  initial: Document | null;
  blank: Draft;
  /** The first save created the document: the page replaces /new with /edit/:docUid. */
  onCreated: (docUid: string) => void;
}

export type EditorAction = 'complete' | 'undoComplete' | 'reload' | null;

/**
 * The document editor's state (issue #5): the local header and lines, totals computed locally on every
 * change, undo, autosave through the queue, conflicts, completion. The server's answers update the version
 * and the line views (price details, stock) but never replace what the user typed after a save was sent.
 */
export function useDocumentEditor({ type, config, initial, blank, onCreated }: EditorSetup) {
  const kind = documentKinds[type];
  const endpoints = documentKindEndpoints[type];
  const [draft, setDraftState] = useState<Draft>(() => (initial ? draftOfDocument(initial) : blank));
  const draftRef = useRef(draft);
  const [server, setServer] = useState<Document | null>(initial);
  const [comments, setComments] = useState<DocumentComment[]>(initial?.comments ?? []);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'clean' });
  const [completionTried, setCompletionTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<PlacedErrors>(noErrors);
  const [action, setAction] = useState<EditorAction>(null);
  const versionRef = useRef(initial?.version ?? 0);
  const docUidRef = useRef<string | null>(initial?.uid ?? null);
  /** What the server last confirmed: the base of the merge after a conflict. */
  const baseRef = useRef<Draft>(draft);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;
  const [undoStack] = useState(() => new UndoStack<Draft>());

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
            { handleErrors: false, background: true },
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

  const setDraft = useCallback(
    (next: Draft) => {
      draftRef.current = next;
      setDraftState(next);
      queue.changed();
      setServerErrors(noErrors);
    },
    [queue],
  );

  const change = useCallback(
    (next: Draft, how: UndoChange) => {
      if (readOnly) return;
      undoStack.record(draftRef.current, how);
      setDraft(next);
    },
    [readOnly, undoStack, setDraft],
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
    [change],
  );

  const changeHeader = useCallback(
    (patch: Partial<DocumentHeader>, label: string, field?: string) =>
      change(
        { ...draftRef.current, header: { ...draftRef.current.header, ...patch } },
        { label, key: field ? `header:${field}` : null, coalesce: field !== undefined },
      ),
    [change],
  );

  const undo = useCallback(() => {
    if (readOnly) return;
    const entry = undoStack.undo();
    if (entry) setDraft(entry.before);
  }, [readOnly, undoStack, setDraft]);

  const pricing = useMemo(() => pricingOf(draft.header), [draft.header]);
  const lineInputs = useMemo(() => draft.items.map(toLineInput), [draft.items]);
  const totals = useMemo(() => computeDocumentTotals(lineInputs, pricing), [lineInputs, pricing]);
  const serverItemsRef = useRef<ReadonlyMap<string, DocumentItemView>>(new Map());
  const serverItems = useMemo(() => {
    serverItemsRef.current = stableViews(serverItemsRef.current, server?.items ?? []);
    return serverItemsRef.current;
  }, [server]);

  const structureErrors = useMemo(
    () =>
      placeErrors(
        validateDocumentStructure({
          header: draft.header,
          itemCount: draft.items.length,
          noteMaxLength: config.noteMaxLength,
        }),
        draft.items,
      ),
    [draft.header, draft.items, config.noteMaxLength],
  );

  const completionProblems = useCallback(
    (d: Draft) =>
      validateDocumentForCompletion({
        hasItems: kind.hasItems,
        extraFields: kind.extraFields,
        header: d.header,
        items: d.items.map(toLineInput),
        pricing: pricingOf(d.header),
        settings: {
          mandatoryMark: config.mandatoryMark,
          mandatoryObject: config.mandatoryObject,
          noteMaxLength: config.noteMaxLength,
        },
      }),
    [kind, config],
  );

  const liveErrors = useMemo(
    () => (completionTried ? placeErrors(completionProblems(draft), draft.items) : noErrors),
    [completionTried, completionProblems, draft],
  );

  const saveErrors = useMemo(
    () =>
      status.kind === 'refused' && isApiError(status.error)
        ? placeErrors(
            status.error.messages.map((m) => ({ field: m.field, message: m.text })),
            draftRef.current.items,
          )
        : noErrors,
    [status],
  );

  const errors = useMemo(
    () => combineErrors([structureErrors, saveErrors, serverErrors, liveErrors]),
    [structureErrors, saveErrors, serverErrors, liveErrors],
  );

  function acceptServer(doc: Document) {
    versionRef.current = doc.version;
    docUidRef.current = doc.uid;
    setServer(doc);
    setComments(doc.comments);
    invalidateDocumentList(type);
  }

  async function complete(): Promise<boolean> {
    setCompletionTried(true);
    if (completionProblems(draftRef.current).length > 0) return false;
    setAction('complete');
    try {
      await queue.settle();
      const docUid = docUidRef.current;
      if (queue.dirty || !docUid) return false;
      queue.stop();
      const doc = await call(
        documentsApi.complete,
        { docUid, docType: type, newVersion: versionRef.current },
        { handleErrors: false },
      );
      acceptServer(doc);
      undoStack.clear();
      return true;
    } catch (error) {
      queue.resume();
      if (isApiError(error, 'DOCUMENT_VERSION_CONFLICT') || (isApiError(error) && error.status === 409)) {
        queue.conflict(error);
      } else if (isApiError(error) && error.status === 400) {
        setServerErrors(
          placeErrors(
            error.messages.map((m) => ({ field: m.field, message: m.text })),
            draftRef.current.items,
          ),
        );
      } else {
        throw error;
      }
      return false;
    } finally {
      setAction(null);
    }
  }

  async function undoComplete() {
    const docUid = docUidRef.current;
    if (!docUid) return;
    setAction('undoComplete');
    try {
      const doc = await call(documentsApi.undoComplete, {
        docUid,
        docType: type,
        newVersion: versionRef.current,
      });
      acceptServer(doc);
      if (doc.editable) queue.resume();
    } finally {
      setAction(null);
    }
  }

  /** After a 409: the newest version, with the user's unsaved edits put back on top unless discarded. */
  async function reload(keepMine: boolean) {
    const docUid = docUidRef.current;
    if (!docUid) return;
    setAction('reload');
    try {
      const doc = await call(endpoints.load, { docUid });
      const theirs = draftOfDocument(doc);
      const next = keepMine ? mergeDraft(baseRef.current, draftRef.current, theirs) : theirs;
      acceptServer(doc);
      baseRef.current = theirs;
      draftRef.current = next;
      setDraftState(next);
      if (!keepMine) {
        undoStack.clear();
        queue.markClean();
      }
      if (doc.editable) {
        queue.resume();
        if (keepMine) queue.changed();
      }
    } finally {
      setAction(null);
    }
  }

  /** A server operation on the lines (actualise) answered the new document: it becomes the local state. */
  function replaceFromServer(doc: Document, label: string) {
    undoStack.record(draftRef.current, { label, key: null, coalesce: false });
    const next = draftOfDocument(doc);
    acceptServer(doc);
    baseRef.current = next;
    draftRef.current = next;
    setDraftState(next);
    queue.markClean();
  }

  async function addComment(text: string) {
    const docUid = docUidRef.current;
    if (!docUid) return;
    setComments(await call(documentsApi.addComment, { docUid, docType: type, text }));
  }

  return {
    kind,
    draft,
    server,
    serverItems,
    comments,
    status,
    readOnly,
    totals,
    pricing,
    errors,
    completionTried,
    action,
    dirty: () => queue.dirty,
    docUid: () => docUidRef.current,
    version: () => versionRef.current,
    settle: () => queue.settle(),
    changeItems,
    changeHeader,
    undo,
    complete,
    undoComplete,
    reload,
    replaceFromServer,
    addComment,
  };
}

export type DocumentEditorState = ReturnType<typeof useDocumentEditor>;

/**
 * Every save answers all lines again; a line whose view did not change keeps its object (and an unchanged
 * document its map), so the grid's memoized rows do not all render again after each keystroke's save.
 */
function stableViews(
  previous: ReadonlyMap<string, DocumentItemView>,
  views: readonly DocumentItemView[],
): ReadonlyMap<string, DocumentItemView> {
  let changed = previous.size !== views.length;
  const next = new Map<string, DocumentItemView>();
  for (const view of views) {
    const old = previous.get(view.uid);
    const same = old !== undefined && JSON.stringify(old) === JSON.stringify(view);
    if (!same) changed = true;
    next.set(view.uid, same ? old : view);
  }
  return changed ? next : previous;
}

function combineErrors(all: readonly PlacedErrors[]): PlacedErrors {
  const present = all.filter(hasErrors);
  if (present.length === 0) return noErrors;
  if (present.length === 1) return present[0]!;
  const result: PlacedErrors = { header: {}, cells: new Map(), general: [] };
  for (const e of present) {
    result.header = { ...e.header, ...result.header };
    for (const [uid, cells] of e.cells) result.cells.set(uid, { ...cells, ...result.cells.get(uid) });
    for (const g of e.general) if (!result.general.includes(g)) result.general.push(g);
  }
  return result;
}
