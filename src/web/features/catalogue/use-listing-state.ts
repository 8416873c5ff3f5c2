import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ListingState, readListingState, writeListingState } from './catalogue-query';

export interface ListingUpdate {
  /** A filter or sort change keeps the reader where they are; a new page starts at the top. */
  keepScroll?: boolean;
}

/**
 * The listing state read from the address, and a setter that writes a new history entry, so the back
 * button steps through the filters and pages the user chose.
 */
export function useListingState(): [ListingState, (next: ListingState, update?: ListingUpdate) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readListingState(location.search), [location.search]);
  const setState = useCallback(
    (next: ListingState, update: ListingUpdate = {}) => {
      const query = writeListingState(next, new URLSearchParams(location.search));
      void navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '' },
        { preventScrollReset: update.keepScroll ?? false },
      );
    },
    [location.pathname, location.search, navigate],
  );
  return [state, setState];
}
