/** Whole-row commands of the grid: remove, duplicate, move up or down, and drop a dragged row. */
import { type GridCore, lineCountLabel } from './grid-controller-core';
import { duplicateLines, moveLines, moveLineTo, removeLines } from './line-items';

export function useGridRows({ readOnly, emit, latest, setNav }: GridCore) {
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

  const dropLine = (uid: string, row: number) => {
    emit(moveLineTo(latest.current.items, uid, row), { label: 'Flytta rad', itemUid: uid });
    const at = latest.current.items.findIndex((it) => it.uid === uid);
    if (at >= 0) setNav((s) => ({ ...s, row: at, editing: null }));
  };

  return { removeRows, duplicateRows, moveRows, dropLine };
}
