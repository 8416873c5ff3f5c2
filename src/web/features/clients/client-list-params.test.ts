import { describe, expect, it } from 'vitest';
import {
  type ClientListState,
  readClientListState,
  toggleSort,
  toListParameters,
  writeClientListState,
} from './client-list-params';

const defaults: ClientListState = {
  search: '',
  onlyFavorites: false,
  includeHidden: true,
  sortBy: 'code',
  sortDesc: false,
  page: 1,
};

describe('client list state in the address', () => {
  it('defaults to api-spec §9: hidden included, sorted by client number, first page', () => {
    expect(readClientListState(new URLSearchParams())).toEqual(defaults);
    expect(writeClientListState(defaults).toString()).toBe('');
  });

  it('round-trips every setting', () => {
    const state: ClientListState = {
      search: 'Bergström',
      onlyFavorites: true,
      includeHidden: false,
      sortBy: 'city',
      sortDesc: true,
      page: 3,
    };
    expect(readClientListState(writeClientListState(state))).toEqual(state);
  });

  it('ignores values it does not know', () => {
    expect(readClientListState(new URLSearchParams('sortBy=password&sida=-2&sida=x'))).toEqual(defaults);
  });

  it('asks the server for page size 20 from the page’s offset', () => {
    expect(toListParameters({ ...defaults, page: 3, search: '  lund ' })).toMatchObject({
      offset: 40,
      limit: 20,
      searchPattern: 'lund',
    });
  });

  it('turns the order of the sorted column and starts another column ascending on page 1', () => {
    const sorted = toggleSort({ ...defaults, page: 4 }, 'code');
    expect(sorted).toMatchObject({ sortBy: 'code', sortDesc: true, page: 1 });
    expect(toggleSort(sorted, 'name')).toMatchObject({ sortBy: 'name', sortDesc: false, page: 1 });
  });
});
