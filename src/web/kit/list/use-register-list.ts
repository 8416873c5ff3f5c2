import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import type { Noun } from './ListFooter';
import { PAGE_SIZE, type SortState } from './list-parts';
import { useSelection } from './use-selection';

/**
 * The state of a register list: search (debounced), sort and page, and the ticked rows. A new search
 * or sort starts again at the first page.
 */
/** What RegisterList needs from the list query. */
export interface ListQuery {
  data?: { totalCount: number };
  error: Error | null;
  refetch: () => unknown;
}

export function useRegisterList<F extends string, R extends { uid: string }>(
  initialSort: SortState<F>,
  noun: Noun,
) {
  const [search, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSortState] = useState(initialSort);
  const [offset, setOffset] = useState(0);
  const selection = useSelection<R>();
  return {
    search,
    debouncedSearch,
    setSearch: (text: string) => {
      setSearchText(text);
      setOffset(0);
    },
    sort,
    setSort: (next: SortState<F>) => {
      setSortState(next);
      setOffset(0);
    },
    offset,
    setOffset,
    selection,
    /** A setter for another filter that also starts again at the first page. */
    refilter:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setOffset(0);
      },
    /** RegisterList's props that follow from the list query: the error, grey rows, the paging footer. */
    queryProps: (query: ListQuery) => ({
      error: query.error,
      onRetry: () => void query.refetch(),
      loading: !query.data,
      paging: { offset, total: query.data?.totalCount ?? 0, noun, onOffset: setOffset },
    }),
    /** RegisterList's selection bar, with what it offers for the ticked rows. */
    selectionBar: (actions: ReactNode) => ({
      count: selection.size,
      noun,
      onClear: selection.clear,
      actions,
    }),
    /** The list call's paging, search and sort parameters. */
    params: { offset, limit: PAGE_SIZE, searchPattern: debouncedSearch, ...sort },
  };
}
