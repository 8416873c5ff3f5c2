import { documentItemsApi } from '@shared/api/documentItems.api';
import type { DocumentItemData } from '@shared/api/documents.api';
import type { PricingInput } from '@shared/domain/documents/document-lines';
import { isPricedByMarkup } from '@shared/domain/documents/document-totals';
import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { call } from '../../../api/call';
import type { AddMode } from './AddRow';
import type { DocumentGridProps, GridChange } from './DocumentGrid';
import {
  type ColumnKey,
  cellKind,
  columnField,
  type GridColumn,
  isCoveredByComment,
  isEditableKind,
} from './grid-columns';
import {
  clampToLines,
  editorKey,
  type GridEffect,
  type GridNavContext,
  type GridNavState,
  gridKey,
  initialNavState,
  isAddRow,
  type KeyInput,
  tabTarget,
} from './grid-navigation';
import { applyCellText, cellEditText } from './grid-parse';
import {
  addToSameLine,
  duplicateLines,
  findDuplicate,
  insertLine,
  moveLines,
  moveLineTo,
  newUid,
  removeLines,
  replaceArticle,
  replaceLine,
  toLineInput,
} from './line-items';

export interface MenuState {
  row: number;
  x: number;
  y: number;
}

export interface PendingDuplicate {
  line: DocumentItemData;
  existing: DocumentItemData;
}

export type LineDialog = 'free' | 'special' | null;

const NOTE_MS = 5000;

const changeLabels: Partial<Record<ColumnKey, string>> = {
  code: 'Ändra artikelnummer',
  description: 'Ändra benämning',
  quantity: 'Ändra antal',
  unit: 'Ändra enhet',
  price: 'Ändra pris',
  discount: 'Ändra rabatt',
  purchasePrice: 'Ändra inköpspris',
};

function keyInput(e: KeyboardEvent): KeyInput {
  return { key: e.key, shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey, alt: e.altKey };
}

function lineCountLabel(n: number, one: string, many: string): string {
  return n === 1 ? one : many.replace('{n}', String(n));
}

/** Everything the grid does, for the table and the phone cards alike. */
export function useGridController(
  props: DocumentGridProps & { pricing: PricingInput; columns: readonly GridColumn[] },
) {
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
  const [duplicate, setDuplicate] = useState<PendingDuplicate | null>(null);
  const [dialog, setDialog] = useState<LineDialog>(null);
  const editOrigin = useRef<{ uid: string; key: ColumnKey; item: DocumentItemData } | null>(null);
  const editText = useRef('');

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

  const beginEdit = (state: GridNavState) => {
    const item = latest.current.items[state.row];
    const column = columns[state.col];
    if (!item || !column || !state.editing) return;
    editOrigin.current = { uid: item.uid, key: column.key, item };
    editText.current = state.editing.initialText ?? cellEditText(column.key, item, pricedByMarkupOf(item));
  };

  /** Typing in a cell: every readable value goes to the line at once, coalesced into one undo step. */
  const applyTyping = (uid: string, key: ColumnKey, text: string): string | null => {
    editText.current = text;
    const item = lineByUid(uid);
    if (!item) return null;
    const result = applyCellText(item, key, text, { pricedByMarkup: pricedByMarkupOf(item), commit: false });
    if (result.item !== item) {
      emit(replaceLine(latest.current.items, result.item), {
        label: changeLabels[key] ?? 'Ändra rad',
        itemUid: uid,
        field: columnField(key, pricedByMarkupOf(item)) ?? key,
        coalesce: true,
      });
    }
    return result.error;
  };

  /** A new article number typed on a catalogue or own-article line looks the article up. */
  const lookUpCode = async (line: DocumentItemData, code: string, previous: DocumentItemData) => {
    const p = propsRef.current;
    try {
      const found = await call(
        documentItemsApi.clientDocItemSearch,
        {
          codeOrArticle: code,
          strictSearch: true,
          docType: p.docType,
          docUid: p.docUid,
          clientUid: p.clientUid,
          limit: 2,
        },
        { handleErrors: false },
      );
      const current = lineByUid(line.uid);
      if (!current) return;
      if (found.length === 1 && found[0]!.kind !== 'OWN_COMMENT') {
        emit(replaceLine(latest.current.items, replaceArticle(current, found[0]!.item)), {
          label: 'Byt artikel',
          itemUid: line.uid,
          field: 'code',
          coalesce: true,
        });
      } else {
        emit(replaceLine(latest.current.items, { ...current, code: previous.code }), {
          label: 'Ändra artikelnummer',
          itemUid: line.uid,
          field: 'code',
          coalesce: true,
        });
        setNote({ uid: line.uid, text: `Ingen artikel med numret ”${code}” – artikelnumret återställdes` });
      }
    } catch {
      setNote({ uid: line.uid, text: 'Artikeln kunde inte hämtas. Försök igen.' });
    }
  };

  const commitEdit = (text: string) => {
    const origin = editOrigin.current;
    editOrigin.current = null;
    if (!origin) return;
    const item = lineByUid(origin.uid);
    if (!item) return;
    const result = applyCellText(item, origin.key, text, {
      pricedByMarkup: pricedByMarkupOf(item),
      commit: true,
    });
    if (result.item !== item) {
      emit(replaceLine(latest.current.items, result.item), {
        label: changeLabels[origin.key] ?? 'Ändra rad',
        itemUid: origin.uid,
        field: columnField(origin.key, pricedByMarkupOf(item)) ?? origin.key,
        coalesce: true,
      });
    }
    if (result.error) setNote({ uid: origin.uid, text: `${result.error} – värdet ändrades inte` });
    else if (result.note) setNote({ uid: origin.uid, text: result.note });
    const lookUp =
      origin.key === 'code' &&
      result.item.code !== origin.item.code &&
      result.item.code !== '' &&
      (item.type === 'OWN_ARTICLE' ||
        item.nomenclatureItemType === 'REGULAR' ||
        item.nomenclatureItemType === 'WITHOUT_PRICE');
    if (lookUp) void lookUpCode(result.item, result.item.code, origin.item);
  };

  const cancelEdit = () => {
    const origin = editOrigin.current;
    editOrigin.current = null;
    if (!origin) return;
    const item = lineByUid(origin.uid);
    if (item && item !== origin.item) {
      emit(replaceLine(latest.current.items, origin.item), {
        label: changeLabels[origin.key] ?? 'Ändra rad',
        itemUid: origin.uid,
        field: columnField(origin.key, pricedByMarkupOf(origin.item)) ?? origin.key,
        coalesce: true,
      });
    }
  };

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

  const scrollToEndSoon = () => {
    setNav((s) => ({ ...s, row: latest.current.items.length, editing: null }));
  };

  const insertNew = (line: DocumentItemData, label: string) => {
    emit(insertLine(latest.current.items, line), { label, itemUid: line.uid });
  };

  const addFromSearch = (found: DocumentItemData) => {
    // "Egen artikel…" looks up one own article; the add row then searches everything again.
    setAddMode('ANY');
    const line: DocumentItemData = { ...found, uid: newUid() };
    const existing = findDuplicate(latest.current.items, line);
    const mode = propsRef.current.config.addingDuplicateArticleType;
    if (existing && mode === 'ASK') {
      setDuplicate({ line, existing });
      return;
    }
    if (existing && mode === 'ADD_ON_SAME_ROW') {
      addToExisting(existing, line);
      return;
    }
    insertNew(line, 'Lägg till rad');
    scrollToEndSoon();
  };

  const addToExisting = (existing: DocumentItemData, line: DocumentItemData) => {
    const current = lineByUid(existing.uid) ?? existing;
    emit(addToSameLine(latest.current.items, current, line.quantity), {
      label: 'Öka antal',
      itemUid: existing.uid,
      field: 'quantity',
    });
    const row = latest.current.items.findIndex((it) => it.uid === existing.uid);
    setNote({ uid: existing.uid, text: 'Antalet ökades på den befintliga raden' });
    if (row >= 0) virtualScrollRequest.current = row;
  };
  const virtualScrollRequest = useRef<number | null>(null);

  const resolveDuplicate = (choice: 'same' | 'new' | 'cancel') => {
    const pending = duplicate;
    setDuplicate(null);
    if (pending && choice === 'same') addToExisting(pending.existing, pending.line);
    if (pending && choice === 'new') {
      insertNew(pending.line, 'Lägg till rad');
      scrollToEndSoon();
    }
    window.setTimeout(focusAdd, 0);
  };

  /** A line made from the "Lägg till rad" menu: added last, made active, its text ready to type. */
  const addMadeLine = (line: DocumentItemData, label: string, editKey: ColumnKey | null) => {
    insertNew(line, label);
    const row = latest.current.items.length - 1;
    const col = editKey ? columns.findIndex((c) => c.key === editKey) : -1;
    const state: GridNavState = {
      ...navRef.current,
      row,
      col: col >= 0 ? col : navRef.current.col,
      editing: null,
      selected: [],
    };
    setNav(state);
    // After the menu or dialog that made the line has closed and let go of focus.
    window.setTimeout(() => {
      if (col >= 0) startEdit(row, col);
      else focusGrid();
    }, 30);
  };

  const dropLine = (uid: string, row: number) => {
    emit(moveLineTo(latest.current.items, uid, row), { label: 'Flytta rad', itemUid: uid });
    const at = latest.current.items.findIndex((it) => it.uid === uid);
    if (at >= 0) setNav((s) => ({ ...s, row: at, editing: null }));
  };

  const replaceWithArticle = async (uid: string, article: string): Promise<string | null> => {
    const p = propsRef.current;
    try {
      const found = await call(
        documentItemsApi.clientDocItemSearch,
        {
          codeOrArticle: article,
          strictSearch: true,
          docType: p.docType,
          docUid: p.docUid,
          clientUid: p.clientUid,
          limit: 5,
        },
        { handleErrors: false },
      );
      const match =
        found.find((r) => r.item.article === article) ?? (found.length === 1 ? found[0] : undefined);
      const line = lineByUid(uid);
      if (!match || !line) return 'Ersättningsartikeln hittades inte i katalogen';
      emit(replaceLine(latest.current.items, replaceArticle(line, match.item)), {
        label: 'Byt till ersättningsartikel',
        itemUid: uid,
      });
      return null;
    } catch {
      return 'Ersättningsartikeln kunde inte hämtas. Försök igen.';
    }
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
