import type { DocumentItemData } from '@shared/api/documents';
import { isPricedByMarkup } from '@shared/domain/documents/document-totals';
import { type MouseEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AddMode } from './AddRow';
import type { GridChange } from './DocumentGrid';
import { cellKind, isCoveredByComment, isEditableKind } from './grid-columns';
import {
  type GridControllerProps,
  type GridCore,
  type LineDialog,
  lineCountLabel,
  type MenuState,
} from './grid-controller-core';
import { clampToLines, type GridNavContext, type GridNavState, initialNavState } from './grid-navigation';
import { duplicateLines, moveLines, moveLineTo, removeLines, toLineInput } from './line-items';
import { useGridAdding } from './use-grid-adding';
import { useGridEditing } from './use-grid-editing';
import { useGridKeyboard } from './use-grid-keyboard';

export type { LineDialog, MenuState, PendingDuplicate } from './grid-controller-core';

const NOTE_MS = 5000;

/** Everything the grid does, for the table and the phone cards alike. */
export function useGridController(props: GridControllerProps) {
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
  const [note, setNote] = useState<{ uid: string; text: string } | null>(null);
  const [addMode, setAddMode] = useState<AddMode>('ANY');
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [dialog, setDialog] = useState<LineDialog>(null);

  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => setNote(null), NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [note]);

  const ctx = useMemo<GridNavContext>(() => {
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
  }, [items, columns, readOnly, pricing, netVisible]);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  useEffect(() => {
    setNav((s) => clampToLines(s, ctx));
  }, [ctx, setNav]);

  const emit = useCallback((next: DocumentItemData[], change: GridChange) => {
    latest.current = { ...latest.current, items: next };
    propsRef.current.onChange(next, change);
  }, []);

  const lineByUid = (uid: string) => latest.current.items.find((it) => it.uid === uid);
  const pricedByMarkupOf = (item: DocumentItemData) =>
    isPricedByMarkup(toLineInput(item), propsRef.current.pricing);

  const focusGrid = () => gridRef.current?.focus({ preventScroll: true });
  const focusAdd = () => addRef.current?.focus({ preventScroll: false });

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
    lineByUid,
    pricedByMarkupOf,
    setNote,
    focusGrid,
    focusAdd,
  };
  const editing = useGridEditing(core);
  const { editText, beginEdit, applyTyping, commitEdit } = editing;

  const removeRows = (uids: string[]) => {
    if (uids.length === 0 || readOnly) return;
    emit(removeLines(latest.current.items, uids), {
      label: lineCountLabel(uids.length, 'Ta bort rad', 'Ta bort {n} rader'),
      itemUid: uids.length === 1 ? uids[0] : undefined,
    });
    setNav((s) => ({ ...s, selected: [], anchor: null }));
  };

  const duplicateRows = (uids: string[]) => {
    if (uids.length === 0 || readOnly) return;
    emit(duplicateLines(latest.current.items, uids), {
      label: lineCountLabel(uids.length, 'Kopiera rad', 'Kopiera {n} rader'),
    });
  };

  const moveRows = (uids: string[], delta: -1 | 1) => {
    if (readOnly) return;
    emit(moveLines(latest.current.items, uids, delta), {
      label: lineCountLabel(uids.length, 'Flytta rad', 'Flytta {n} rader'),
    });
  };

  const openMenuAt = (row: number, x: number, y: number) => setMenu({ row, x, y });

  const { onGridKey, onEditorKey, onEditorBlur, onAddFocus, leaveAddRow, onGridFocus } = useGridKeyboard(
    core,
    editing,
    { removeRows, moveRows, duplicateRows, openMenuAt },
  );

  const startEdit = (row: number, col: number) => {
    if (!ctxRef.current.editable(row, col)) return;
    const state: GridNavState = { ...navRef.current, row, col, editing: { initialText: null } };
    beginEdit(state);
    setNav(state);
  };

  const pointer = (row: number, col: number, e: MouseEvent) => {
    const before = navRef.current;
    if (before.editing && before.row === row && before.col === col) return;
    if (before.editing) commitEdit(editText.current);
    const uid = ctxRef.current.uidAt(row);
    const column = columns[col];
    if (column?.key === 'nr' && uid && e.button === 0) {
      let selected: string[];
      if (e.shiftKey && before.anchor) {
        const a = latest.current.items.findIndex((it) => it.uid === before.anchor);
        selected = latest.current.items.slice(Math.min(a, row), Math.max(a, row) + 1).map((it) => it.uid);
      } else if (e.ctrlKey || e.metaKey) {
        selected = before.selected.includes(uid)
          ? before.selected.filter((u) => u !== uid)
          : [...before.selected, uid];
      } else {
        selected = before.selected.length === 1 && before.selected[0] === uid ? [] : [uid];
      }
      setNav({ ...before, row, col, editing: null, selected, anchor: e.shiftKey ? before.anchor : uid });
      return;
    }
    if (e.button === 0 && before.row === row && before.col === col && !before.editing && !e.shiftKey) {
      startEdit(row, col);
      return;
    }
    const keepSelection = e.button !== 0 && uid !== null && before.selected.includes(uid);
    setNav({
      ...before,
      row,
      col,
      editing: null,
      selected: keepSelection ? before.selected : [],
      anchor: null,
    });
  };

  const openContextMenu = (row: number, e: MouseEvent) => {
    e.preventDefault();
    const uid = ctxRef.current.uidAt(row);
    const before = navRef.current;
    if (uid && !before.selected.includes(uid)) setNav({ ...before, row, selected: [], editing: null });
    openMenuAt(row, e.clientX, e.clientY);
  };

  /** The rows a menu command applies to: the selection, or the row the menu was opened on. */
  const targetUids = (row?: number): string[] => {
    const s = navRef.current;
    const uid = ctxRef.current.uidAt(row ?? s.row);
    if (s.selected.length > 0 && (uid === null || s.selected.includes(uid))) return [...s.selected];
    return uid ? [uid] : [];
  };

  const {
    duplicate,
    resolveDuplicate,
    virtualScrollRequest,
    addFromSearch,
    addMadeLine,
    replaceWithArticle,
  } = useGridAdding(core, setAddMode, startEdit);

  const dropLine = (uid: string, row: number) => {
    emit(moveLineTo(latest.current.items, uid, row), { label: 'Flytta rad', itemUid: uid });
    const at = latest.current.items.findIndex((it) => it.uid === uid);
    if (at >= 0) setNav((s) => ({ ...s, row: at, editing: null }));
  };

  return {
    nav,
    setNav,
    ctx,
    columns,
    gridRef: gridRef as RefObject<HTMLDivElement>,
    addRef: addRef as RefObject<HTMLInputElement>,
    note,
    setNote,
    addMode,
    setAddMode,
    menu,
    setMenu,
    duplicate,
    resolveDuplicate,
    dialog,
    setDialog,
    allMarkup: pricing.markupToPurchasePrice,
    virtualScrollRequest,
    onGridKey,
    onGridFocus,
    onEditorKey,
    onEditorBlur,
    editText: applyTyping,
    startEdit,
    pointer,
    openContextMenu,
    targetUids,
    removeRows,
    duplicateRows,
    moveRows,
    addFromSearch,
    addMadeLine,
    dropLine,
    replaceWithArticle,
    onAddFocus,
    leaveAddRow,
    focusGrid,
    focusAdd,
    emit,
    latestItems: () => latest.current.items,
  };
}

export type GridController = ReturnType<typeof useGridController>;
