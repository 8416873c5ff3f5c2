import { describe, expect, it } from 'vitest';
import {
  currentPage,
  effectiveSort,
  emptyListingState,
  listingParameters,
  pageCount,
  readListingState,
  searchPageLink,
  withFacets,
  withPage,
  withSort,
  writeListingState,
} from './catalogue-query';

describe('catalogue listing state in the address', () => {
  it('leaves every default out, so a plain category address stays plain', () => {
    expect(writeListingState(emptyListingState)).toBe('');
    expect(readListingState('')).toEqual(emptyListingState);
  });

  it('round-trips every parameter of product-spec §2', () => {
    const query =
      'q=termostat%20blandare&sa=FREE_ITEMS_ONLY&o=40&l=50&sortBy=TITLE&descOrder=true&facets=material:massing;varumarke:damixa,oras';
    const state = readListingState(query);
    expect(state).toEqual({
      pattern: 'termostat blandare',
      searchArea: 'FREE_ITEMS_ONLY',
      offset: 40,
      limit: 50,
      sortBy: 'TITLE',
      descOrder: true,
      facets: [
        { id: 'material', values: ['massing'] },
        { id: 'varumarke', values: ['damixa', 'oras'] },
      ],
    });
    expect(writeListingState(state)).toBe(query);
    expect(readListingState(writeListingState(state))).toEqual(state);
  });

  it('reads what URLSearchParams wrote (escaped separators, + for space)', () => {
    const params = new URLSearchParams();
    params.set('q', 'kopparrör 15');
    params.set('facets', 'dimension:15-mm');
    expect(readListingState(params.toString())).toMatchObject({
      pattern: 'kopparrör 15',
      facets: [{ id: 'dimension', values: ['15-mm'] }],
    });
  });

  it('cuts a pattern to what the server accepts', () => {
    expect(readListingState(`q=${'a'.repeat(250)}`).pattern).toHaveLength(200);
  });

  it('drops what cannot be meant instead of failing the page', () => {
    const state = readListingState('o=-5&l=1000&sortBy=PRICE&descOrder=maybe&sa=ALL&facets=bad;ok:v1,V 2');
    expect(state).toEqual({ ...emptyListingState, facets: [{ id: 'ok', values: ['v1'] }] });
  });

  it('writes a direction only when it differs from the field default', () => {
    expect(writeListingState(withSort(emptyListingState, 'POPULARITY', true))).toBe('sortBy=POPULARITY');
    expect(writeListingState(withSort(emptyListingState, 'POPULARITY', false))).toBe(
      'sortBy=POPULARITY&descOrder=false',
    );
    expect(readListingState('sortBy=TITLE&descOrder=false').descOrder).toBeNull();
    expect(readListingState('descOrder=true').descOrder).toBeNull();
  });

  it('keeps parameters that are not the listing own, in front', () => {
    const keep = new URLSearchParams('speciality=NOVELTIES&o=20');
    expect(writeListingState(withPage(emptyListingState, 3), keep)).toBe('speciality=NOVELTIES&o=40');
  });

  it('starts on page one after a new filter or sort choice', () => {
    const onPage3 = withPage(emptyListingState, 3);
    expect(currentPage(onPage3)).toBe(3);
    expect(withFacets(onPage3, [{ id: 'material', values: ['koppar'] }]).offset).toBe(0);
    expect(withSort(onPage3, 'TITLE', false).offset).toBe(0);
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('shows the server echo when the address names no sort', () => {
    expect(effectiveSort(emptyListingState, { sortBy: 'TITLE', descOrder: false }, 'POPULARITY')).toEqual({
      sortBy: 'TITLE',
      descOrder: false,
    });
    const chosen = withSort(emptyListingState, 'POPULARITY', false);
    expect(effectiveSort(chosen, { sortBy: 'TITLE', descOrder: false }, 'TITLE')).toEqual({
      sortBy: 'POPULARITY',
      descOrder: false,
    });
    expect(effectiveSort(withSort(emptyListingState, 'POPULARITY', true), undefined, 'TITLE')).toEqual({
      sortBy: 'POPULARITY',
      descOrder: true,
    });
  });

  it('sends only what the user chose, so the server applies its own defaults', () => {
    expect(listingParameters(emptyListingState)).toEqual({ offset: 0, limit: 20, selectedFacets: [] });
    expect(listingParameters(withSort(emptyListingState, 'TITLE', true))).toEqual({
      offset: 0,
      limit: 20,
      sortBy: 'TITLE',
      descOrder: true,
      selectedFacets: [],
    });
  });

  it('links to the search page with the area only when it is not the catalogue', () => {
    expect(searchPageLink(' rör 15 ', 'CATALOGUE_ONLY')).toBe('/catalogue/search?q=r%C3%B6r%2015');
    expect(searchPageLink('kartusch', 'FREE_ITEMS_ONLY')).toBe(
      '/catalogue/search?q=kartusch&sa=FREE_ITEMS_ONLY',
    );
  });
});
