/**
 * A document list keeps its search, filters, order and page in the address (like the client lists), so
 * the back button from a document returns to the same page and a filtered list can be bookmarked.
 * Defaults (all documents, every period, newest change first, page 1) are left out of the address.
 */
import { type DocumentListParameters, documentSortFields, periodTypes } from '@shared/api/documents.api';

export const DOCUMENT_PAGE_SIZE = 20;

export type PeriodType = (typeof periodTypes)[number];
export type DocumentSortField = (typeof documentSortFields)[number];
export type CompletedFilter = 'ALL' | 'DRAFTS' | 'COMPLETED';

export const completedFilterLabels: Record<CompletedFilter, string> = {
  ALL: 'Alla',
  DRAFTS: 'Utkast',
  COMPLETED: 'Klara',
};

export const periodLabels: Record<PeriodType, string> = {
  ALL: 'Alla datum',
  THIS_MONTH: 'Denna månad',
  LAST_MONTH: 'Förra månaden',
  THIS_YEAR: 'I år',
  LAST_YEAR: 'Förra året',
  OPTIONAL: 'Välj datum',
};

export interface DocumentListState {
  search: string;
  completed: CompletedFilter;
  period: PeriodType;
  dateFrom: string;
  dateTo: string;
  sortBy: DocumentSortField;
  sortDesc: boolean;
  page: number;
}

const completedParam: Record<CompletedFilter, string | null> = {
  ALL: null,
  DRAFTS: 'utkast',
  COMPLETED: 'klara',
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

export function readDocumentListState(params: URLSearchParams): DocumentListState {
  const page = Number(params.get('sida'));
  const completed = params.get('status');
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const sortBy = oneOf(documentSortFields, params.get('sortBy'), 'modifiedAt');
  return {
    search: params.get('q') ?? '',
    completed: completed === 'utkast' ? 'DRAFTS' : completed === 'klara' ? 'COMPLETED' : 'ALL',
    period: oneOf(periodTypes, params.get('period'), 'ALL'),
    dateFrom: date('from'),
    dateTo: date('to'),
    sortBy,
    // The default order is newest change first; any other column starts ascending.
    sortDesc: params.has('descOrder') ? params.get('descOrder') === '1' : sortBy === 'modifiedAt',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeDocumentListState(state: DocumentListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  const completed = completedParam[state.completed];
  if (completed) params.set('status', completed);
  if (state.period !== 'ALL') params.set('period', state.period);
  if (state.period === 'OPTIONAL') {
    if (state.dateFrom) params.set('from', state.dateFrom);
    if (state.dateTo) params.set('to', state.dateTo);
  }
  if (state.sortBy !== 'modifiedAt') params.set('sortBy', state.sortBy);
  if (state.sortDesc !== (state.sortBy === 'modifiedAt')) params.set('descOrder', state.sortDesc ? '1' : '0');
  if (state.page > 1) params.set('sida', String(state.page));
  return params;
}

export function toDocumentListParameters(state: DocumentListState): DocumentListParameters {
  const optional = state.period === 'OPTIONAL';
  return {
    offset: (state.page - 1) * DOCUMENT_PAGE_SIZE,
    limit: DOCUMENT_PAGE_SIZE,
    searchPattern: state.search.trim(),
    completed: state.completed === 'ALL' ? null : state.completed === 'COMPLETED',
    periodType: state.period,
    dateFrom: optional && state.dateFrom ? state.dateFrom : null,
    dateTo: optional && state.dateTo ? state.dateTo : null,
    sortBy: state.sortBy,
    sortDesc: state.sortDesc,
  };
}

/** Clicking the sorted column turns its order; another column starts from the first page. */
export function toggleDocumentSort(state: DocumentListState, field: DocumentSortField): DocumentListState {
  if (state.sortBy === field) return { ...state, sortDesc: !state.sortDesc, page: 1 };
  // Dates, numbers and sums read best newest / largest first; names and marks A–Ö.
  const descFirst = field !== 'client' && field !== 'mark';
  return { ...state, sortBy: field, sortDesc: descFirst, page: 1 };
}

/** The list is narrowed by something the user chose (the empty state then offers to clear it). */
export function isFiltered(state: DocumentListState): boolean {
  return state.search.trim() !== '' || state.completed !== 'ALL' || state.period !== 'ALL';
}
