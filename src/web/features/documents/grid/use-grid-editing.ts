import type { DocumentItemData } from '@shared/api/documents';
import { documentItemsApi } from '@shared/api/documents';
import { useRef } from 'react';
import { call } from '../../../api/call';
import { type ColumnKey, columnField } from './grid-columns';
import { changeLabels, type GridCore } from './grid-controller-core';
import type { GridNavState } from './grid-navigation';
import { applyCellText, cellEditText } from './grid-parse';
import { replaceArticle, replaceLine } from './line-items';

/** Cell editing: starting an edit, typing into a line, committing or cancelling it. */
export function useGridEditing(core: GridCore) {
  const { columns, latest, propsRef, emit, lineByUid, pricedByMarkupOf, setNote } = core;
  const editOrigin = useRef<{ uid: string; key: ColumnKey; item: DocumentItemData } | null>(null);
  const editText = useRef('');

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

  return { editOrigin, editText, beginEdit, applyTyping, commitEdit, cancelEdit };
}
