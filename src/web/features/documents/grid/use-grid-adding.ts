import type { DocumentItemData } from '@shared/api/documents';
import { documentItemsApi } from '@shared/api/documents';
import { useRef, useState } from 'react';
import { call } from '../../../api/call';
import type { AddMode } from './AddRow';
import type { ColumnKey } from './grid-columns';
import type { GridCore, PendingDuplicate } from './grid-controller-core';
import type { GridNavState } from './grid-navigation';
import { addToSameLine, findDuplicate, insertLine, newUid, replaceArticle, replaceLine } from './line-items';

/** Adding lines: from the search field (with its duplicate handling), from the menu, and article swaps. */
export function useGridAdding(
  core: GridCore,
  setAddMode: (mode: AddMode) => void,
  startEdit: (row: number, col: number) => void,
) {
  const { columns, latest, propsRef, navRef, setNav, emit, lineByUid, setNote, focusGrid, focusAdd } = core;
  const [duplicate, setDuplicate] = useState<PendingDuplicate | null>(null);

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

  return {
    duplicate,
    resolveDuplicate,
    virtualScrollRequest,
    addFromSearch,
    addMadeLine,
    replaceWithArticle,
  };
}
