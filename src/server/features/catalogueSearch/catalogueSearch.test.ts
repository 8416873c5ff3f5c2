import { catalogueApi } from '@shared/api/catalogue.api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { installCatalogueFixture, testCatalogue } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';

interface Card {
  id: number;
  type: string;
  matchedArticle: string | null;
}
interface SearchBody {
  products: Card[];
  exactMatch: Card | null;
  totalProductsFound: number;
  totalCatalogueProductsFound: number;
  totalFreeItemsFound: number;
  approximate: boolean;
  categories: Array<{ id: number; productCount: number }>;
}

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await installCatalogueFixture(
    db,
    testCatalogue({ demo: await findFirmIdByCode(db, '100245'), norr: await findFirmIdByCode(db, '100318') }),
  );
  visitor = t.client();
});
afterAll(() => t.close());

async function search(pattern: string, extra: Record<string, unknown> = {}): Promise<SearchBody> {
  const r = await visitor.call(catalogueApi.search, { pattern, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as SearchBody;
}

const mixers = [1, 2, 3, 4, 5];

describe('search relevance (query → first results)', () => {
  it.each([
    ['blandare', mixers],
    ['BLANDARE', mixers],
    ['tvättställsblandare', [1, 2]],
    ['termostatblandare', [4, 5]],
    ['termostatblandre', [4, 5]],
    ['tvattstallsblandare', [1, 2]],
    ['kopparrör 15', [6]],
    ['15 kopparrör', [6]],
    ['kopparror 15x1,0', [6]],
    ['rör', [6, 7]],
    ['koppling 22', [9]],
    ['gustavsberg wc', [10]],
    ['wc gustavsberg', [10]],
    ['mora', [1, 5]],
    ['mora armatur termostat', [5]],
    ['123 45 67', [1]],
    ['1234567', [1]],
    ['123-45-67', [1]],
    ['B10003', [3]],
    ['b 100 03', [3]],
    ['nautic', [3, 10]],
  ])('%j → %j first', async (pattern, expected) => {
    const body = await search(pattern);
    expect(
      body.products
        .slice(0, expected.length)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    ).toEqual([...expected].sort((a, b) => a - b));
  });

  it('puts the mixers before the popular spare part that only mentions "blandare"', async () => {
    const ids = (await search('blandare')).products.map((p) => p.id);
    expect(ids).toContain(12);
    expect(ids.indexOf(12)).toBeGreaterThan(Math.max(...mixers.map((id) => ids.indexOf(id))));
  });

  it('finds nothing for words that are not there, and says so with zero totals', async () => {
    const body = await search('diskmaskin');
    expect(body.products).toEqual([]);
    expect([body.totalProductsFound, body.totalCatalogueProductsFound, body.totalFreeItemsFound]).toEqual([
      0, 0, 0,
    ]);
  });

  it('marks a typo search as approximate', async () => {
    expect((await search('termostatblandre')).approximate).toBe(true);
    expect((await search('termostatblandare')).approximate).toBe(false);
  });

  it('gives the exact number match first and names the number that matched', async () => {
    const body = await search('123 45 67');
    expect(body.exactMatch?.id).toBe(1);
    expect(body.exactMatch?.matchedArticle).toBe('1234567');
    expect(body.products[0]?.matchedArticle).toBe('1234567');
  });

  it('finds articles by the start of their number', async () => {
    const body = await search('B1000');
    expect(body.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(mixers);
    expect(body.exactMatch).toBeNull();
    expect(body.products.every((p) => p.matchedArticle?.startsWith('B1000'))).toBe(true);
  });

  it('answers an archived article number with the archived product as exact match, never in the list', async () => {
    const body = await search('B10009');
    expect(body.exactMatch?.id).toBe(13);
    expect(body.products).toEqual([]);
  });

  it('counts hits in both areas and lists free items on their own', async () => {
    const body = await search('oras');
    expect([body.totalCatalogueProductsFound, body.totalFreeItemsFound]).toEqual([2, 1]);
    const free = await search('oras', { searchArea: 'FREE_ITEMS_ONLY' });
    expect(free.products.map((p) => [p.type, p.id])).toEqual([['FREE_ARTICLE', 1]]);
    expect(free.totalProductsFound).toBe(1);
    const both = await search('oras', { searchArea: 'CATALOGUE_AND_FREE_ITEMS' });
    expect(both.products.map((p) => p.type)).toEqual(['PRODUCT', 'PRODUCT', 'FREE_ARTICLE']);
    expect(both.totalProductsFound).toBe(3);
  });

  it('pages through hits, catalogue first, then free items', async () => {
    const pages = [];
    for (const offset of [0, 1, 2]) {
      const body = await search('oras', { searchArea: 'CATALOGUE_AND_FREE_ITEMS', offset, limit: 1 });
      pages.push(body.products.map((p) => `${p.type}:${p.id}`));
    }
    expect(pages.flat()).toHaveLength(3);
    expect(pages[2]).toEqual(['FREE_ARTICLE:1']);
  });

  it('lists the categories holding hits with their counts', async () => {
    const body = await search('blandare');
    expect(body.categories.map((c) => [c.id, c.productCount])).toEqual(
      expect.arrayContaining([
        [2, 2],
        [4, 2],
        [3, 1],
        [10, 1],
      ]),
    );
  });

  it.each([
    ['TITLE', false, [3, 12, 5, 4, 1, 2]],
    ['POPULARITY', true, [12, 5, 4, 3, 2, 1]],
  ])('sorts by %s (desc %s)', async (sortBy, descOrder, order) => {
    const body = await search('blandare', { sortBy });
    expect(body.products.map((p) => p.id)).toEqual(order);
    expect((body as unknown as { descOrder: boolean }).descOrder).toBe(descOrder);
  });
});

describe('one-word searches: a name starting with the word first, then popularity', () => {
  // The order the general query ranks them in: a name starting with the word first, then popularity.
  // Typo matches (decision 0042) follow all of these, so the word's own hits are the listing's start.
  async function ranked(word: string, facetSetIds: number[] | null): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      t.database.db,
      sql`select s.product_id as id from catalogue_product_search s
          join catalogue_words w on w.word = ${word} and s.word_ids && array[w.id]
          where ${facetSetIds ? sql`s.facet_set_id = any(${sql.param(facetSetIds)}::int[])` : sql`true`}
          order by (s.name_word_id = w.id) desc, s.popularity desc, s.product_id`,
    );
    return rows.map((r) => r.id);
  }

  it('gives every page of every word in the same order as ranking all hits, with and without a facet', async () => {
    const words = await queryRows<{ word: string }>(
      t.database.db,
      // Words inside no other word: a query for one of them matches that dictionary word alone.
      sql`select w.word from catalogue_words w where w.product_count > 0 and w.word ~ '^[a-z]{3,}$'
            and not exists (select 1 from catalogue_words o where o.id <> w.id and strpos(o.word, w.word) > 0)
          order by w.word`,
    );
    expect(words.length).toBeGreaterThan(10);
    for (const { word } of words) {
      const expected = await ranked(word, null);
      const pages = [await search(word, { limit: 3 }), await search(word, { limit: 3, offset: 3 })];
      const ids = pages.flatMap((p) => p.products.filter((c) => c.type === 'PRODUCT').map((c) => c.id));
      expect(ids.slice(0, expected.length), word).toEqual(expected.slice(0, 6));
      const facet = (pages[0] as unknown as { facets: Array<{ id: string; values: Array<{ id: string }> }> })
        .facets[0];
      if (!facet?.values[0]) continue;
      const selectedFacets = [{ id: facet.id, values: [facet.values[0].id] }];
      const filtered = await search(word, { selectedFacets, limit: 100 });
      const sets = await queryRows<{ id: number }>(
        t.database.db,
        sql`select s.facet_set_id as id from catalogue_product_search s
            where s.product_id = any(${sql.param(filtered.products.map((c) => c.id))}::int[])`,
      );
      const inSets = await ranked(word, [...new Set(sets.map((r) => r.id))]);
      expect(filtered.products.map((c) => c.id).slice(0, inSets.length), `${word} + ${facet.id}`).toEqual(
        inSets,
      );
      expect(filtered.totalCatalogueProductsFound).toBeGreaterThanOrEqual(expected.length);
    }
  });
});

describe('POST /catalogue/suggest', () => {
  it('answers nothing below three characters', async () => {
    for (const pattern of ['', 'bl', '  bl  ', 'ö']) {
      const r = await visitor.call(catalogueApi.suggest, { pattern });
      expect(r.status).toBe(200);
      expect(r.body.result).toMatchObject({ products: [], exactMatch: null, totalCatalogueProductsFound: 0 });
    }
  });

  it('suggests products, categories and totals, with an exact number match', async () => {
    const r = await visitor.call(catalogueApi.suggest, {
      pattern: 'blandare',
      searchArea: 'CATALOGUE_AND_FREE_ITEMS',
    });
    const body = r.body.result as {
      products: Array<{ id: number; link: string }>;
      categories: Array<{ name: string; link: string }>;
      totalCatalogueProductsFound: number;
      totalCatalogueProductsCapped: boolean;
    };
    expect(
      body.products
        .slice(0, 5)
        .map((p) => p.id)
        .sort(),
    ).toEqual(mixers);
    expect(body.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Blandare', 'Tvättställsblandare', 'Termostatblandare']),
    );
    expect(body.categories[0]!.link).toMatch(/-f\d+$/);
    expect([body.totalCatalogueProductsFound, body.totalCatalogueProductsCapped]).toEqual([6, false]);
    const exact = await visitor.call(catalogueApi.suggest, { pattern: ' 700 12 34 ' });
    expect((exact.body.result as { exactMatch: { id: number; link: string } }).exactMatch).toMatchObject({
      id: 10,
      link: '/catalogue/wc-stol-gustavsberg-nautic-golvstaende-i10',
    });
  });

  it('suggests free items when the area asks for them', async () => {
    const r = await visitor.call(catalogueApi.suggest, {
      pattern: 'kartusch',
      searchArea: 'FREE_ITEMS_ONLY',
    });
    expect(r.body.result).toMatchObject({
      products: [{ id: 2, type: 'FREE_ARTICLE', freeItem: true, link: '/catalogue/kartusch-35-mm-mora-a2' }],
      totalFreeItemsFound: 1,
      totalCatalogueProductsFound: 0,
    });
  });
});
