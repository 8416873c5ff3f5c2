import { type RefObject, useState } from 'react';
import type { AddMode } from './AddRow';
import type { GridControllerProps, LineDialog, MenuState } from './grid-controller-core';
import { useGridAdding } from './use-grid-adding';
import { useGridCore } from './use-grid-core';
import { useGridEditing } from './use-grid-editing';
import { useGridKeyboard } from './use-grid-keyboard';
import { useGridPointer } from './use-grid-pointer';
import { useGridRows } from './use-grid-rows';

export type { LineDialog, MenuState, PendingDuplicate } from './grid-controller-core';

/** Everything the grid does, for the table and the phone cards alike. */
export function useGridController(props: GridControllerProps) {
  const { core, nav, ctx, addRef, note } = useGridCore(props);
  const [addMode, setAddMode] = useState<AddMode>('ANY');
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [dialog, setDialog] = useState<LineDialog>(null);
  const openMenuAt = (row: number, x: number, y: number) => setMenu({ row, x, y });

  const editing = useGridEditing(core);
  const rows = useGridRows(core);
  const keyboard = useGridKeyboard(core, editing, { ...rows, openMenuAt });
  const mouse = useGridPointer(core, editing, openMenuAt);
  const adding = useGridAdding(core, setAddMode, mouse.startEdit);

  return {
    nav,
    setNav: core.setNav,
    ctx,
    columns: core.columns,
    gridRef: core.gridRef as RefObject<HTMLDivElement>,
    addRef: addRef as RefObject<HTMLInputElement>,
    note,
    setNote: core.setNote,
    addMode,
    setAddMode,
    menu,
    setMenu,
    duplicate: adding.duplicate,
    resolveDuplicate: adding.resolveDuplicate,
    dialog,
    setDialog,
    allMarkup: props.pricing.markupToPurchasePrice,
    virtualScrollRequest: adding.virtualScrollRequest,
    onGridKey: keyboard.onGridKey,
    onGridFocus: keyboard.onGridFocus,
    onEditorKey: keyboard.onEditorKey,
    onEditorBlur: keyboard.onEditorBlur,
    editText: editing.applyTyping,
    startEdit: mouse.startEdit,
    pointer: mouse.pointer,
    openContextMenu: mouse.openContextMenu,
    targetUids: mouse.targetUids,
    removeRows: rows.removeRows,
    duplicateRows: rows.duplicateRows,
    moveRows: rows.moveRows,
    addFromSearch: adding.addFromSearch,
    addMadeLine: adding.addMadeLine,
    dropLine: rows.dropLine,
    replaceWithArticle: adding.replaceWithArticle,
    onAddFocus: keyboard.onAddFocus,
    leaveAddRow: keyboard.leaveAddRow,
    focusGrid: core.focusGrid,
    focusAdd: core.focusAdd,
    emit: core.emit,
    latestItems: () => core.latest.current.items,
  };
}

export type GridController = ReturnType<typeof useGridController>;
