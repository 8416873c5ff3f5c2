/**
 * The state of a catalogue listing (category, search and special pages) lives in the page address
 * (product-spec §2: `q`, `sa`, `o`, `l`, `sortBy`, `descOrder`, `facets`), so a copied link, the back
 * button and a reload all show the same page. Reading is lenient: a hand-edited address still opens a
 * page rather than an error. Writing leaves defaults out, so the plain category address stays plain.
 */
import {
  CATALOGUE_MAX_LIMIT,
  CATALOGUE_PAGE_SIZE,
  defaultDescOrder,
  type SearchArea,
  type SearchSortField,
  searchSortFields,
} from '@shared/api/catalogue.api';
import { type FacetSelection, formatFacets, parseFacets } from '@shared/domain/catalogue-facets';
import { catalogueQueryKeys as keys } from '@shared/domain/catalogue-links';
import { MAX_PATTERN_LENGTH } from '@shared/domain/catalogue-search';

/** The two areas the search bar offers (product-spec §2); the combined scope is the server's own. */
export type UserSearchArea = Extract<SearchArea, 'CATALOGUE_ONLY' | 'FREE_ITEMS_ONLY'>;
export const DEFAULT_SEARCH_AREA: UserSearchArea = 'CATALOGUE_ONLY';
const MAX_OFFSET = 100_000;

export interface ListingState {
  /** The search text; empty outside the search page. */
  pattern: string;
  searchArea: UserSearchArea;
  offset: number;
  limit: number;
  /** null: the page's own default (the server decides and echoes it). */
  sortBy: SearchSortField | null;
  /** null: the sort field's own default direction. */
  descOrder: boolean | null;
  facets: FacetSelection[];
}

export const emptyListingState: ListingState = {
  pattern: '',
  searchArea: DEFAULT_SEARCH_AREA,
  offset: 0,
  limit: CATALOGUE_PAGE_SIZE,
  sortBy: null,
  descOrder: null,
  facets: [],
};

function intIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,7}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

export function parseSearchArea(text: string | null | undefined): UserSearchArea {
  return text === 'FREE_ITEMS_ONLY' ? 'FREE_ITEMS_ONLY' : DEFAULT_SEARCH_AREA;
}

export function readListingState(query: URLSearchParams | string): ListingState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const sortText = params.get(keys.sortBy);
  const sortBy = searchSortFields.find((f) => f === sortText) ?? null;
  const desc = params.get(keys.descOrder);
  const descOrder = desc === 'true' ? true : desc === 'false' ? false : null;
  return {
    // The server refuses longer patterns; a pasted novel still searches for its beginning.
    pattern: (params.get(keys.pattern) ?? '').trim().slice(0, MAX_PATTERN_LENGTH).trim(),
    searchArea: parseSearchArea(params.get(keys.searchArea)),
    offset: intIn(params.get(keys.offset), 0, MAX_OFFSET) ?? 0,
    limit: intIn(params.get(keys.limit), 1, CATALOGUE_MAX_LIMIT) ?? CATALOGUE_PAGE_SIZE,
    sortBy,
    // A direction without a field means nothing to the server; dropping it keeps one spelling per page.
    descOrder: sortBy === null || descOrder === defaultDescOrder(sortBy) ? null : descOrder,
    facets: parseFacets(params.get(keys.facets)),
  };
}

/**
 * The query string (without `?`) for a listing state. Parameters that are not the listing's own (a
 * special page's `speciality`) are kept from `keep`, in front. Facet text is left unescaped: slugs and
 * the separators `:,;` are safe in a query and a readable address is easier to share.
 */
export function writeListingState(state: ListingState, keep?: URLSearchParams): string {
  const parts: string[] = [];
  const ours = new Set<string>(Object.values(keys));
  for (const [key, value] of keep ?? []) {
    if (!ours.has(key)) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  const pattern = state.pattern.trim();
  if (pattern) parts.push(`${keys.pattern}=${encodeURIComponent(pattern)}`);
  if (state.searchArea !== DEFAULT_SEARCH_AREA) parts.push(`${keys.searchArea}=${state.searchArea}`);
  if (state.offset > 0) parts.push(`${keys.offset}=${state.offset}`);
  if (state.limit !== CATALOGUE_PAGE_SIZE) parts.push(`${keys.limit}=${state.limit}`);
  if (state.sortBy !== null) {
    parts.push(`${keys.sortBy}=${state.sortBy}`);
    if (state.descOrder !== null && state.descOrder !== defaultDescOrder(state.sortBy)) {
      parts.push(`${keys.descOrder}=${state.descOrder}`);
    }
  }
  const facets = formatFacets(state.facets);
  if (facets) parts.push(`${keys.facets}=${facets}`);
  return parts.join('&');
}

/** A search page address: `/catalogue/search?q=…` (the area only when it is not the catalogue). */
export function searchPageLink(pattern: string, searchArea: UserSearchArea): string {
  return `/catalogue/search?${writeListingState({ ...emptyListingState, pattern, searchArea })}`;
}

/** A new filter choice starts again on page one: the old page may not exist any more. */
export function withFacets(state: ListingState, facets: FacetSelection[]): ListingState {
  return { ...state, facets, offset: 0 };
}

export function withSort(state: ListingState, sortBy: SearchSortField, descOrder: boolean): ListingState {
  return {
    ...state,
    sortBy,
    descOrder: descOrder === defaultDescOrder(sortBy) ? null : descOrder,
    offset: 0,
  };
}

/** 1-based page number. */
export function currentPage(state: ListingState): number {
  return Math.floor(state.offset / state.limit) + 1;
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, offset: Math.min(MAX_OFFSET, Math.max(0, (page - 1) * state.limit)) };
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The sort and direction a page actually shows: the address's choice, else what the server echoed. */
export function effectiveSort(
  state: ListingState,
  echo: { sortBy: SearchSortField; descOrder: boolean } | undefined,
  fallback: SearchSortField,
): { sortBy: SearchSortField; descOrder: boolean } {
  const sortBy = state.sortBy ?? echo?.sortBy ?? fallback;
  const descOrder = state.descOrder ?? (state.sortBy === null ? echo?.descOrder : undefined);
  return { sortBy, descOrder: descOrder ?? defaultDescOrder(sortBy) };
}

/** The paging, sorting and filter parameters every listing call shares. */
export function listingParameters(state: ListingState) {
  return {
    offset: state.offset,
    limit: state.limit,
    ...(state.sortBy !== null ? { sortBy: state.sortBy } : {}),
    ...(state.sortBy !== null && state.descOrder !== null ? { descOrder: state.descOrder } : {}),
    selectedFacets: state.facets,
  };
}
