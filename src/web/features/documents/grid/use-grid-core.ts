/**
 * The grid controller's shared state: where the cursor is, the lines as last emitted, what each cell
 * allows, and the short note under a line. The controller's other hooks work on this core.
 */
import type { DocumentItemData } from '@shared/api/documents';
import type { PricingInput } from '@shared/domain/documents/document-lines';
import { isPricedByMarkup } from '@shared/domain/documents/document-totals';
import { toLineInput } from '@shared/domain/documents/line-input';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GridChange } from './DocumentGrid';
import { cellKind, type GridColumn, isCoveredByComment, isEditableKind } from './grid-columns';
import type { GridControllerProps, GridCore } from './grid-controller-core';
import { clampToLines, type GridNavContext, type GridNavState, initialNavState } from './grid-navigation';

const NOTE_MS = 5000;

export type GridNote = { uid: string; text: string } | null;

interface NavContextInput {
  items: readonly DocumentItemData[];
  columns: readonly GridColumn[];
  readOnly: boolean;
  pricing: PricingInput;
  netVisible: boolean;
}

/** The cells as the keyboard and mouse see them: which can be edited, which a comment covers. */
function gridNavContext({ items, columns, readOnly, pricing, netVisible }: NavContextInput): GridNavContext {
  const nrCol = Math.max(
    0,
    columns.findIndex((c) => c.key === 'nr'),
  );
  const codeCol = columns.findIndex((c) => c.key === 'code');
  const descCol = columns.findIndex((c) => c.key === 'description');
  return {
    lineCount: items.length,
    hasAddRow: !readOnly,
    readOnly,
    colCount: columns.length,
    addCol: codeCol >= 0 ? codeCol : descCol,
    nrCol,
    editable: (row, col) => {
      const item = items[row];
      const column = columns[col];
      if (!item || !column) return false;
      const pricedByMarkup = isPricedByMarkup(toLineInput(item), pricing);
      return isEditableKind(
        cellKind(column.key, item, { readOnly, netPricesVisible: netVisible, pricedByMarkup }),
      );
    },
    covered: (row, col) => {
      const item = items[row];
      const column = columns[col];
      return Boolean(item && column && item.type === 'COMMENT' && isCoveredByComment(column.key));
    },
    uidAt: (row) => items[row]?.uid ?? null,
  };
}

/** A note under a line that goes away by itself after a few seconds. */
function useNote() {
  const [note, setNote] = useState<GridNote>(null);
  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => setNote(null), NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [note]);
  return [note, setNote] as const;
}

export function useGridCore(props: GridControllerProps) {
  const { items, columns, readOnly, pricing } = props;
  const netVisible = props.config.netPricesVisible;
  const [nav, setNavState] = useState<GridNavState>(initialNavState);
  const navRef = useRef(nav);
  const setNav = useCallback((next: GridNavState | ((s: GridNavState) => GridNavState)) => {
    const value = typeof next === 'function' ? next(navRef.current) : next;
    navRef.current = value;
    setNavState(value);
  }, []);
  const propsRef = useRef(props);
  propsRef.current = props;

  // The lines as last emitted: several keystrokes may arrive before the page renders the previous one.
  const latest = useRef({ fromProps: items, items });
  if (latest.current.fromProps !== items) latest.current = { fromProps: items, items };

  const gridRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLInputElement>(null);
  const [note, setNote] = useNote();

  const ctx = useMemo(
    () => gridNavContext({ items, columns, readOnly, pricing, netVisible }),
    [items, columns, readOnly, pricing, netVisible],
  );
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  useEffect(() => {
    setNav((s) => clampToLines(s, ctx));
  }, [ctx, setNav]);

  const emit = useCallback((next: DocumentItemData[], change: GridChange) => {
    latest.current = { ...latest.current, items: next };
    propsRef.current.onChange(next, change);
  }, []);

  const core: GridCore = {
    columns,
    readOnly,
    propsRef,
    latest,
    navRef,
    setNav,
    ctxRef,
    gridRef,
    emit,
    lineByUid: (uid) => latest.current.items.find((it) => it.uid === uid),
    pricedByMarkupOf: (item) => isPricedByMarkup(toLineInput(item), propsRef.current.pricing),
    setNote,
    focusGrid: () => gridRef.current?.focus({ preventScroll: true }),
    focusAdd: () => addRef.current?.focus({ preventScroll: false }),
  };
  return { core, nav, ctx, addRef, note };
}
