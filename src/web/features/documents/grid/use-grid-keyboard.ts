import type { KeyboardEvent } from 'react';
import { columnField } from './grid-columns';
import { changeLabels, type GridCore } from './grid-controller-core';
import {
  clampToLines,
  editorKey,
  type GridEffect,
  gridKey,
  isAddRow,
  type KeyInput,
  tabTarget,
} from './grid-navigation';
import { applyCellText } from './grid-parse';
import { replaceLine } from './line-items';
import type { useGridEditing } from './use-grid-editing';

function keyInput(e: KeyboardEvent): KeyInput {
  return { key: e.key, shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey, alt: e.altKey };
}

/** Keys and focus: the grid's and the editor's keys, and moving between the lines and the add row. */
export function useGridKeyboard(
  core: GridCore,
  editing: ReturnType<typeof useGridEditing>,
  rows: {
    removeRows: (uids: string[]) => void;
    moveRows: (uids: string[], delta: -1 | 1) => void;
    duplicateRows: (uids: string[]) => void;
    openMenuAt: (row: number, x: number, y: number) => void;
  },
) {
  const { columns, latest, propsRef, navRef, setNav, ctxRef, gridRef, emit, pricedByMarkupOf } = core;
  const { focusGrid, focusAdd } = core;
  const { editOrigin, beginEdit, commitEdit, cancelEdit } = editing;
  const { removeRows, moveRows, duplicateRows, openMenuAt } = rows;

  const runEffects = (effects: GridEffect[], text: string) => {
    for (const effect of effects) {
      switch (effect.type) {
        case 'undo':
          propsRef.current.onUndo();
          break;
        case 'remove':
          removeRows(effect.uids);
          break;
        case 'move':
          moveRows(effect.uids, effect.delta);
          break;
        case 'duplicate':
          duplicateRows(effect.uids);
          break;
        case 'clear': {
          const item = latest.current.items[effect.row];
          const column = columns[effect.col];
          if (!item || !column) break;
          const result = applyCellText(item, column.key, '', {
            pricedByMarkup: pricedByMarkupOf(item),
            commit: true,
          });
          if (result.item !== item) {
            emit(replaceLine(latest.current.items, result.item), {
              label: changeLabels[column.key] ?? 'Ändra rad',
              itemUid: item.uid,
              field: columnField(column.key, pricedByMarkupOf(item)) ?? column.key,
            });
          }
          break;
        }
        case 'commit':
          commitEdit(text);
          break;
        case 'cancel':
          cancelEdit();
          break;
        case 'contextMenu': {
          const uid = ctxRef.current.uidAt(effect.row);
          const el = uid ? gridRef.current?.querySelector(`[data-uid="${uid}"]`) : null;
          const rect = el?.getBoundingClientRect();
          openMenuAt(effect.row, rect ? rect.left + 60 : 100, rect ? rect.bottom : 100);
          break;
        }
        case 'focusAdd':
          focusAdd();
          break;
      }
    }
  };

  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed in an editor, a popover (a React portal bubbles here) or a button are not the grid's.
    const target = e.target as HTMLElement;
    if (!e.currentTarget.contains(target)) return;
    if (target !== e.currentTarget && target.closest('input, textarea, button, select, [role="dialog"]'))
      return;
    const before = navRef.current;
    const result = gridKey(before, keyInput(e), ctxRef.current);
    if (!result.handled) return;
    e.preventDefault();
    if (result.state.editing && !before.editing) beginEdit(result.state);
    setNav(result.state);
    runEffects(result.effects, '');
  };

  const onEditorKey = (e: KeyboardEvent, text: string, multiline: boolean) => {
    const before = navRef.current;
    const result = editorKey(before, keyInput(e), ctxRef.current, { multiline });
    if (!result.handled) return;
    e.preventDefault();
    e.stopPropagation();
    runEffects(result.effects, text);
    setNav(result.state);
    if (!result.effects.some((f) => f.type === 'focusAdd')) focusGrid();
  };

  const onEditorBlur = (text: string) => {
    if (!editOrigin.current) return;
    commitEdit(text);
    setNav((s) => ({ ...s, editing: null }));
  };

  const onAddFocus = () => {
    const c = ctxRef.current;
    if (!isAddRow(navRef.current.row, c))
      setNav((s) => ({ ...s, row: c.lineCount, col: c.addCol, editing: null }));
  };

  const leaveAddRow = (direction: 'up' | 'back') => {
    const c = ctxRef.current;
    if (c.lineCount === 0) return;
    const from = { row: c.lineCount, col: c.addCol };
    const target =
      direction === 'back'
        ? (tabTarget(from, true, c) ?? { row: c.lineCount - 1, col: navRef.current.col })
        : { row: c.lineCount - 1, col: navRef.current.col };
    setNav((s) => clampToLines({ ...s, row: target.row, col: target.col, editing: null }, c));
    focusGrid();
  };

  const onGridFocus = () => {
    // Focus coming back to the grid from the add row lands on the last line.
    const c = ctxRef.current;
    if (isAddRow(navRef.current.row, c) && document.activeElement === gridRef.current && c.lineCount > 0) {
      setNav((s) => clampToLines({ ...s, row: c.lineCount - 1 }, c));
    }
  };

  return { onGridKey, onEditorKey, onEditorBlur, onAddFocus, leaveAddRow, onGridFocus };
}
