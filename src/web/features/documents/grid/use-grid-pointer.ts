/**
 * The mouse on the grid: a click on the number column selects rows (shift for a range, ctrl to toggle),
 * a second click on a cell edits it, and a right click opens the row menu on the selection or the row.
 */
import type { DocumentItemData } from '@shared/api/documents';
import type { MouseEvent } from 'react';
import type { GridCore } from './grid-controller-core';
import type { GridNavState } from './grid-navigation';
import type { useGridEditing } from './use-grid-editing';

type Click = Pick<MouseEvent, 'shiftKey' | 'ctrlKey' | 'metaKey'>;

/** The rows selected after a click on the number column of `row`. */
function clickedSelection(
  before: GridNavState,
  items: readonly DocumentItemData[],
  row: number,
  uid: string,
  e: Click,
): string[] {
  if (e.shiftKey && before.anchor) {
    const a = items.findIndex((it) => it.uid === before.anchor);
    return items.slice(Math.min(a, row), Math.max(a, row) + 1).map((it) => it.uid);
  }
  if (e.ctrlKey || e.metaKey) {
    return before.selected.includes(uid)
      ? before.selected.filter((u) => u !== uid)
      : [...before.selected, uid];
  }
  return before.selected.length === 1 && before.selected[0] === uid ? [] : [uid];
}

export function useGridPointer(
  core: GridCore,
  editing: ReturnType<typeof useGridEditing>,
  openMenuAt: (row: number, x: number, y: number) => void,
) {
  const { columns, navRef, setNav, ctxRef, latest } = core;
  const { editText, beginEdit, commitEdit } = editing;

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
    if (columns[col]?.key === 'nr' && uid && e.button === 0) {
      const selected = clickedSelection(before, latest.current.items, row, uid, e);
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

  return { startEdit, pointer, openContextMenu, targetUids };
}
