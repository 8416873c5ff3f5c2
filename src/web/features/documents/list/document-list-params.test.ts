import { describe, expect, it } from 'vitest';
import {
  readDocumentListState,
  toDocumentListParameters,
  toggleDocumentSort,
  writeDocumentListState,
} from './document-list-params';

describe('document list state in the address', () => {
  it('defaults to every document, newest change first, and writes nothing', () => {
    const state = readDocumentListState(new URLSearchParams());
    expect(state).toMatchObject({
      search: '',
      completed: 'ALL',
      period: 'ALL',
      sortBy: 'modifiedAt',
      sortDesc: true,
      page: 1,
    });
    expect(writeDocumentListState(state).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const text = 'q=badrum&status=klara&period=OPTIONAL&from=2026-01-01&to=2026-03-31&sortBy=client&sida=3';
    const state = readDocumentListState(new URLSearchParams(text));
    expect(state).toMatchObject({
      completed: 'COMPLETED',
      period: 'OPTIONAL',
      sortBy: 'client',
      sortDesc: false,
      page: 3,
    });
    expect(writeDocumentListState(state).toString()).toBe(text);
  });

  it('ignores values it does not know', () => {
    const state = readDocumentListState(new URLSearchParams('status=x&period=Y&sortBy=z&sida=-2&from=igår'));
    expect(state).toMatchObject({
      completed: 'ALL',
      period: 'ALL',
      sortBy: 'modifiedAt',
      page: 1,
      dateFrom: '',
    });
  });

  it('sends dates only for a chosen period and pages of 20', () => {
    const state = readDocumentListState(new URLSearchParams('status=utkast&from=2026-01-01&sida=2'));
    expect(toDocumentListParameters(state)).toMatchObject({
      completed: false,
      dateFrom: null,
      offset: 20,
      limit: 20,
    });
  });

  it('turns the order of the sorted column and starts another from page 1', () => {
    const state = readDocumentListState(new URLSearchParams('sortBy=totalSum&descOrder=1&sida=4'));
    expect(toggleDocumentSort(state, 'totalSum')).toMatchObject({ sortDesc: false, page: 1 });
    expect(toggleDocumentSort(state, 'client')).toMatchObject({ sortBy: 'client', sortDesc: false, page: 1 });
    const back = toggleDocumentSort(state, 'modifiedAt');
    expect(writeDocumentListState(back).toString()).toBe('');
  });
});
