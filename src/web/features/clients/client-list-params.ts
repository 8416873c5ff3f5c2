/**
 * The client lists keep their search, filters, order and page in the address, so the back button from a
 * client returns to the same page of the same search, and a list can be bookmarked. Defaults (api-spec
 * §9: include hidden, sort by client number) are left out of the address.
 */
import { type ClientListParameters, type ClientSortField, clientSortFields } from '@shared/api/clients.api';

export const CLIENT_PAGE_SIZE = 20;

export interface ClientListState {
  search: string;
  onlyFavorites: boolean;
  includeHidden: boolean;
  sortBy: ClientSortField;
  sortDesc: boolean;
  page: number;
}

export function readClientListState(params: URLSearchParams): ClientListState {
  const sort = params.get('sortBy');
  const page = Number(params.get('sida'));
  return {
    search: params.get('q') ?? '',
    onlyFavorites: params.get('favoriter') === '1',
    includeHidden: params.get('dolda') !== '0',
    sortBy: (clientSortFields as readonly string[]).includes(sort ?? '') ? (sort as ClientSortField) : 'code',
    sortDesc: params.get('descOrder') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeClientListState(state: ClientListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  if (state.onlyFavorites) params.set('favoriter', '1');
  if (!state.includeHidden) params.set('dolda', '0');
  if (state.sortBy !== 'code') params.set('sortBy', state.sortBy);
  if (state.sortDesc) params.set('descOrder', '1');
  if (state.page > 1) params.set('sida', String(state.page));
  return params;
}

export function toListParameters(state: ClientListState): ClientListParameters {
  return {
    offset: (state.page - 1) * CLIENT_PAGE_SIZE,
    limit: CLIENT_PAGE_SIZE,
    searchPattern: state.search.trim(),
    includeHidden: state.includeHidden,
    onlyFavorites: state.onlyFavorites,
    sortBy: state.sortBy,
    sortDesc: state.sortDesc,
  };
}

/** Clicking the sorted column turns its order; another column sorts ascending from the first page. */
export function toggleSort(state: ClientListState, field: ClientSortField): ClientListState {
  if (state.sortBy === field) return { ...state, sortDesc: !state.sortDesc, page: 1 };
  return { ...state, sortBy: field, sortDesc: false, page: 1 };
}
