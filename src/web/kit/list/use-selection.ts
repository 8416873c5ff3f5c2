import { useCallback, useMemo, useState } from 'react';

/**
 * Rows ticked for a bulk action. Kept by uid with the row itself, so a selection survives paging and
 * a bulk dialog can show what it will change on rows that are no longer on screen.
 */
export function useSelection<T extends { uid: string }>() {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(() => new Map());

  const toggle = useCallback((row: T) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.uid)) next.delete(row.uid);
      else next.set(row.uid, row);
      return next;
    });
  }, []);

  const setPage = useCallback((rows: readonly T[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row.uid, row);
        else next.delete(row.uid);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);

  return useMemo(
    () => ({
      size: selected.size,
      rows: [...selected.values()],
      uids: [...selected.keys()],
      has: (uid: string) => selected.has(uid),
      toggle,
      setPage,
      clear,
    }),
    [selected, toggle, setPage, clear],
  );
}

export type Selection<T extends { uid: string }> = ReturnType<typeof useSelection<T>>;
