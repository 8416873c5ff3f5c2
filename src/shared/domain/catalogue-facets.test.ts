import { describe, expect, it } from 'vitest';
import {
  countSelectedValues,
  facetSlug,
  formatFacets,
  parseFacets,
  toggleFacetValue,
} from './catalogue-facets';
import { catalogueLink, parseCatalogueLink } from './catalogue-links';
import { stockStatus, unitName } from './catalogue-units';

describe('facet selections in addresses', () => {
  it.each([
    [
      'material:koppar,massing;dimension:15-mm',
      [
        { id: 'material', values: ['koppar', 'massing'] },
        { id: 'dimension', values: ['15-mm'] },
      ],
    ],
    ['', []],
    [null, []],
    ['material', []],
    ['material:', []],
    [':koppar', []],
    ['material:koppar;material:massing,koppar', [{ id: 'material', values: ['koppar', 'massing'] }]],
    ['Material:Koppar;dimension:15 mm', []],
    [';;varumarke:oras;;', [{ id: 'varumarke', values: ['oras'] }]],
    ['typ:a,,b, ,c', [{ id: 'typ', values: ['a', 'b', 'c'] }]],
  ])('parseFacets(%j)', (text, selection) => {
    expect(parseFacets(text)).toEqual(selection);
  });

  it('formats back to the same text', () => {
    const text = 'material:koppar,massing;dimension:15-mm';
    expect(formatFacets(parseFacets(text))).toBe(text);
    expect(formatFacets([{ id: 'typ', values: [] }])).toBe('');
    expect(formatFacets([{ id: 'typ', values: ['a', 'a', 'b'] }])).toBe('typ:a,b');
  });

  it('toggles values and drops emptied properties', () => {
    let selection = toggleFacetValue([], 'material', 'koppar');
    selection = toggleFacetValue(selection, 'dimension', '15-mm');
    selection = toggleFacetValue(selection, 'material', 'massing');
    expect(formatFacets(selection)).toBe('material:koppar,massing;dimension:15-mm');
    expect(countSelectedValues(selection)).toBe(3);
    selection = toggleFacetValue(toggleFacetValue(selection, 'material', 'koppar'), 'material', 'massing');
    expect(formatFacets(selection)).toBe('dimension:15-mm');
  });

  it.each([
    ['15 mm', '15-mm'],
    ['Förnicklad mässing', 'fornicklad-massing'],
    ['1/2"', '1-2'],
    ['1 1/4"', '1-1-4'],
    ['Typ 22', 'typ-22'],
    ['cc 160', 'cc-160'],
  ])('facetSlug(%j) → %j', (text, slug) => {
    expect(facetSlug(text)).toBe(slug);
  });
});

describe('catalogue links', () => {
  it.each([
    ['category', 12, 'Köksblandare', '/catalogue/koksblandare-f12'],
    ['product', 4711, 'Kulventil 1/2" inv gänga', '/catalogue/kulventil-1-2-inv-ganga-i4711'],
    ['freeItem', 93, 'Kartusch 35 mm Oras', '/catalogue/kartusch-35-mm-oras-a93'],
    ['product', 1, '***', '/catalogue/vara-i1'],
  ] as const)('%s %i %j → %s', (kind, id, name, link) => {
    expect(catalogueLink(kind, id, name)).toBe(link);
    expect(parseCatalogueLink(link)).toEqual({ kind, id });
  });

  it.each([
    ['/catalogue/koksblandare-f12?q=x&facets=a:b', { kind: 'category', id: 12 }],
    ['/catalogue/f7/', { kind: 'category', id: 7 }],
    ['/catalogue/anything-i0', null],
    ['/catalogue/search', null],
    ['/catalogue/koksblandare-x12', null],
  ])('parseCatalogueLink(%j)', (path, parsed) => {
    expect(parseCatalogueLink(path)).toEqual(parsed);
  });
});

describe('units and stock', () => {
  it.each([
    ['ST', 'styck'],
    ['m', 'meter'],
    ['XYZ', 'xyz'],
  ])('unitName(%j) → %j', (unit, name) => {
    expect(unitName(unit)).toBe(name);
  });

  it.each([
    [null, 'NOT_STOCKED'],
    [0, 'OUT_OF_STOCK'],
    [500, 'LOW_STOCK'],
    [5000, 'LOW_STOCK'],
    [5001, 'IN_STOCK'],
  ] as const)('stockStatus(%j) → %s', (balance, status) => {
    expect(stockStatus(balance)).toBe(status);
  });
});
