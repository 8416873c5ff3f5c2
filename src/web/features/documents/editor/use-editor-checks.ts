/**
 * What the editor computes from the draft on every change: totals, and the errors to show — the
 * structure rules always, the completion rules once completion was tried, and the server's refusals.
 */
import type { Document, DocumentFormConfig, DocumentItemView } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import {
  type DocumentProblem,
  validateDocumentForCompletion,
  validateDocumentStructure,
} from '@shared/domain/documents/document-rules';
import { computeDocumentTotals } from '@shared/domain/documents/document-totals';
import { pricingOf } from '@shared/domain/documents/line-input';
import { useCallback, useMemo, useRef } from 'react';
import { isApiError } from '../../../api/api-error';
import type { AutosaveStatus } from './autosave-queue';
import { type Draft, toLineInput } from './draft';
import { hasErrors, noErrors, type PlacedErrors, placeErrors } from './field-errors';

interface ChecksInput {
  config: DocumentFormConfig;
  completionProblems: (draft: Draft) => readonly DocumentProblem[];
  draft: Draft;
  /** The draft now, for the server's refusal, which names the lines the refused save carried. */
  draftRef: { readonly current: Draft };
  status: AutosaveStatus;
  serverErrors: PlacedErrors;
  completionTried: boolean;
}

/** Pricing and totals of the draft, and the server's line views kept stable between saves. */
export function useDraftFigures(draft: Draft, server: Document | null, kind: DocumentKind) {
  // A crediting kind's figures are negative in the grid and the totals alike (decision 0021).
  const pricing = useMemo(() => pricingOf(draft.header, kind), [draft.header, kind]);
  const lineInputs = useMemo(() => draft.items.map(toLineInput), [draft.items]);
  const totals = useMemo(() => computeDocumentTotals(lineInputs, pricing), [lineInputs, pricing]);
  const serverItemsRef = useRef<ReadonlyMap<string, DocumentItemView>>(new Map());
  const serverItems = useMemo(() => {
    serverItemsRef.current = stableViews(serverItemsRef.current, server?.items ?? []);
    return serverItemsRef.current;
  }, [server]);
  return { pricing, totals, serverItems };
}

/** The completion rules of the kind and the firm's settings, for any draft. */
export function useCompletionProblems(kind: DocumentKind, config: DocumentFormConfig) {
  return useCallback(
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
}

/** Every error to show, the first source naming a field winning: structure, save, server, completion. */
export function useEditorErrors(input: ChecksInput): PlacedErrors {
  const { config, completionProblems, draft, draftRef, status, serverErrors, completionTried } = input;

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
    [status, draftRef],
  );

  return useMemo(
    () => combineErrors([structureErrors, saveErrors, serverErrors, liveErrors]),
    [structureErrors, saveErrors, serverErrors, liveErrors],
  );
}

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
