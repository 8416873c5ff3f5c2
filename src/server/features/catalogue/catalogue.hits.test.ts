import { describe, expect, it } from 'vitest';
import {
  categoryCounts,
  categoryHits,
  findHits,
  type Hits,
  pageIds,
  RELEVANCE,
  setGroups,
  specialHits,
  suggestHits,
} from './catalogue.hits';
import { BADGE, buildIndex, type ProductIndexRow } from './catalogue.index';

/*
 * The search index's arithmetic on hand-made rows: relevance, paging in every order against a full sort,
 * facet sets, categories, badges. The engine against the catalogue as a whole is tested in
 * catalogueSearch.test.ts.
 */

// Words: 1 "blandare", 2 "tvattstallsblandare", 3 "termostatblandare", 4 "packning", 5 "krom".
const product = (over: Partial<ProductIndexRow> & { id: number; words: string }): ProductIndexRow => ({
  nameWord: null,
  name: `Produkt ${over.id}`,
  code: `A${10_000 + over.id}`,
  rsk: null,
  image: null,
  maker: null,
  pop: over.id,
  title: over.id,
  categoryId: 10,
  setId: 1,
  badges: 0,
  campaignEnds: 99_991_231,
  ...over,
});

const index = buildIndex({
  version: 1,
  products: [
    product({ id: 101, words: '2,5', nameWord: 2, pop: 3, title: 2 }),
    product({ id: 102, words: '3', nameWord: 3, pop: 0, title: 4, setId: 2 }),
    product({ id: 103, words: '1,4', nameWord: 4, pop: 1, title: 0, categoryId: 11 }),
    product({ id: 104, words: '1,5', nameWord: 1, pop: 2, title: 3, categoryId: 11, setId: 2 }),
    product({ id: 105, words: '4', nameWord: 4, pop: 4, title: 1, categoryId: 12, badges: BADGE.NOVELTY }),
  ],
  freeItems: [
    {
      id: 7,
      words: '4',
      nameWord: 4,
      pop: 0,
      title: 0,
      name: 'Packning',
      code: 'LK1',
      rsk: null,
      image: null,
      maker: 'LK',
    },
  ],
  sets: [
    { id: 1, facetIds: [100] },
    { id: 2, facetIds: [101] },
  ],
});

// "blandare": exact in 1, strong (ends with it) in 2 and 3.
const blandare = { all: [1, 2, 3], strong: [1, 2, 3], exact: [1] };
const ids = (hits: Hits) => [...hits.rows].map((row) => index.products.id[row]);
const scores = (hits: Hits) =>
  Object.fromEntries([...hits.rows].map((row, i) => [index.products.id[row], hits.score?.[i]]));

describe('findHits', () => {
  it('scores the exact word over a word end, with the bonus for a name that starts with a match', () => {
    const hits = findHits(index.products, { tokens: [blandare], wordsMatch: true, codes: [] });
    expect(ids(hits).sort()).toEqual([101, 102, 103, 104]);
    expect(scores(hits)).toEqual({
      101: RELEVANCE.strong + RELEVANCE.nameBonus,
      102: RELEVANCE.strong + RELEVANCE.nameBonus,
      103: RELEVANCE.exact,
      104: RELEVANCE.exact + RELEVANCE.nameBonus,
    });
  });

  it('needs every query word (words in any order), a part inside a word scoring lowest', () => {
    const krom = { all: [5], strong: [5], exact: [5] };
    const inside = { all: [1, 2, 3], strong: [], exact: [] };
    const hits = findHits(index.products, { tokens: [inside, krom], wordsMatch: true, codes: [] });
    expect(scores(hits)).toEqual({
      101: RELEVANCE.part + RELEVANCE.exact,
      104: RELEVANCE.part + RELEVANCE.exact,
    });
  });

  it('adds number matches, an exact number highest, and finds only numbers when a word matched nothing', () => {
    const codes = [
      { id: 105, exact: true },
      { id: 102, exact: false },
      { id: 999, exact: true },
    ];
    const withWords = findHits(index.products, { tokens: [blandare], wordsMatch: true, codes });
    expect(ids(withWords).sort()).toEqual([101, 102, 103, 104, 105]);
    expect(scores(withWords)[105]).toBe(RELEVANCE.exactCode + RELEVANCE.part);
    expect(scores(withWords)[102]).toBe(RELEVANCE.code + RELEVANCE.strong + RELEVANCE.nameBonus);
    const numbersOnly = findHits(index.products, { tokens: [blandare], wordsMatch: false, codes });
    expect(ids(numbersOnly).sort()).toEqual([102, 105]);
  });

  it('ignores words the index does not know (a newer dictionary)', () => {
    const hits = findHits(index.products, {
      tokens: [{ all: [40], strong: [40], exact: [40] }],
      wordsMatch: true,
      codes: [],
    });
    expect(hits.rows.length).toBe(0);
  });
});

describe('pageIds', () => {
  const hits = findHits(index.products, { tokens: [blandare], wordsMatch: true, codes: [] });
  const page = (by: 'MATCHING_SCORE' | 'POPULARITY' | 'TITLE' | 'NATURAL', desc: boolean, offset = 0) =>
    pageIds(index, index.products, hits, { by, desc, offset, limit: 2 });

  it.each([
    ['MATCHING_SCORE', true, [104, 102], [101, 103]],
    ['MATCHING_SCORE', false, [103, 102], [101, 104]],
    ['POPULARITY', true, [102, 103], [104, 101]],
    ['POPULARITY', false, [101, 104], [103, 102]],
    ['TITLE', false, [103, 101], [104, 102]],
    ['TITLE', true, [102, 104], [101, 103]],
    ['NATURAL', false, [101, 102], [103, 104]],
    ['NATURAL', true, [104, 103], [102, 101]],
  ] as const)('orders by %s (desc %s) and pages', (by, desc, first, second) => {
    expect(page(by, desc)).toEqual(first);
    expect(page(by, desc, 2)).toEqual(second);
    expect(page(by, desc, 4)).toEqual([]);
  });

  it('keeps only hits in the matching facet sets', () => {
    const request = { by: 'POPULARITY', desc: true, offset: 0, limit: 10, matchingSets: [2] } as const;
    expect(pageIds(index, index.products, hits, request)).toEqual([102, 104]);
  });

  it('gives the same pages as sorting every hit, for many rows and any offset', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    const count = 2_000;
    const pops = Array.from({ length: count }, (_, i) => i).sort(() => (next() % 3) - 1);
    const big = buildIndex({
      version: 1,
      products: pops.map((pop, i) =>
        product({ id: i + 1, words: next() % 2 === 0 ? '1' : '1,5', pop, title: (i * 7) % count }),
      ),
      freeItems: [],
      sets: [{ id: 1, facetIds: [] }],
    });
    const all = findHits(big.products, {
      tokens: [{ all: [1, 5], strong: [1], exact: [5] }],
      wordsMatch: true,
      codes: [],
    });
    const sorted = [...all.rows.keys()]
      .sort(
        (a, b) =>
          all.score[b]! - all.score[a]! ||
          big.products.popRank[all.rows[a]!]! - big.products.popRank[all.rows[b]!]!,
      )
      .map((i) => big.products.id[all.rows[i]!]);
    for (const offset of [0, 1, 19, 500, 1_990]) {
      const got = pageIds(big, big.products, all, { by: 'MATCHING_SCORE', desc: true, offset, limit: 20 });
      expect(got).toEqual(sorted.slice(offset, offset + 20));
    }
    // Over a thousand hits: a suggestion lists the most popular, not the most relevant.
    const byPopularity = [...all.rows]
      .sort((a, b) => big.products.popRank[a]! - big.products.popRank[b]!)
      .map((row) => big.products.id[row]);
    const query = { tokens: [{ all: [1, 5], strong: [1], exact: [5] }], wordsMatch: true, codes: [] };
    expect(suggestHits(big, big.products, query, 6)).toEqual({ total: count, ids: byPopularity.slice(0, 6) });
  });

  it('merges the most popular of several large words without counting them, each product once', () => {
    const rows = Array.from({ length: 3_000 }, (_, i) =>
      product({ id: i + 1, words: i % 3 === 0 ? '1' : i % 3 === 1 ? '2' : '1,2', pop: (i * 7) % 3_000 }),
    );
    const big = buildIndex({ version: 1, products: rows, freeItems: [], sets: [{ id: 1, facetIds: [] }] });
    const query = { tokens: [{ all: [1, 2], strong: [1, 2], exact: [] }], wordsMatch: true, codes: [] };
    const expected = [...rows].sort((a, b) => a.pop - b.pop).map((r) => r.id);
    const { total, ids } = suggestHits(big, big.products, query, 6);
    expect(ids).toEqual(expected.slice(0, 6));
    expect(total).toBeGreaterThan(1_000);
  });

  it('ranks a suggestion list of few hits by relevance', () => {
    const query = { tokens: [blandare], wordsMatch: true, codes: [] };
    expect(suggestHits(index, index.products, query, 3)).toEqual({ total: 4, ids: [104, 102, 101] });
    expect(suggestHits(index, index.products, query, 0)).toEqual({ total: 4, ids: [] });
  });
});

describe('counting', () => {
  it('groups hits by facet set and counts categories within the matching sets', () => {
    const hits = findHits(index.products, { tokens: [blandare], wordsMatch: true, codes: [] });
    expect(setGroups(index, hits.rows)).toEqual([
      { facetIds: [100], setId: 1, n: 2 },
      { facetIds: [101], setId: 2, n: 2 },
    ]);
    expect(categoryCounts(index, hits.rows, null)).toEqual(
      new Map([
        [10, 2],
        [11, 2],
      ]),
    );
    expect(categoryCounts(index, hits.rows, [2])).toEqual(
      new Map([
        [10, 1],
        [11, 1],
      ]),
    );
  });

  it('lists a category page from its categories and the whole catalogue from none', () => {
    expect(ids(categoryHits(index, [11, 12]))).toEqual([103, 104, 105]);
    expect(ids(categoryHits(index, null))).toEqual([101, 102, 103, 104, 105]);
    expect(ids(categoryHits(index, [99]))).toEqual([]);
  });
});

describe('specialHits', () => {
  const campaigns = buildIndex({
    version: 1,
    products: [
      product({ id: 1, words: '', badges: BADGE.CAMPAIGN, campaignEnds: 20_261_121 }),
      product({ id: 2, words: '', badges: BADGE.CAMPAIGN, campaignEnds: 20_261_120 }),
      product({ id: 3, words: '', badges: BADGE.CAMPAIGN }),
      product({ id: 4, words: '', badges: BADGE.GOOD_DEAL | BADGE.NOVELTY }),
    ],
    freeItems: [],
    sets: [{ id: 1, facetIds: [] }],
  });
  const found = (speciality: 'CAMPAIGNS' | 'NOVELTIES' | 'GOOD_DEALS') =>
    [...specialHits(campaigns, speciality, '2026-11-21').rows].map((row) => campaigns.products.id[row]);

  it('lists campaigns running today (the last day included), novelties and good deals', () => {
    expect(found('CAMPAIGNS')).toEqual([1, 3]);
    expect(found('NOVELTIES')).toEqual([4]);
    expect(found('GOOD_DEALS')).toEqual([4]);
  });
});

describe('postings', () => {
  it('lists each word’s rows ascending and its most popular rows first, multi-digit ids and empty lists too', () => {
    const { products } = buildIndex({
      version: 1,
      products: [
        product({ id: 1, words: '12,3', pop: 2 }),
        product({ id: 2, words: '', pop: 0 }),
        product({ id: 3, words: '3,120', pop: 1 }),
        product({ id: 4, words: '12', pop: 3 }),
      ],
      freeItems: [],
      sets: [],
    });
    const rowsOf = (start: Int32Array, list: Int32Array, word: number) => [
      ...list.subarray(start[word], start[word + 1]),
    ];
    expect(products.postingStart).toHaveLength(122);
    expect(rowsOf(products.postingStart, products.postings, 3)).toEqual([0, 2]);
    expect(rowsOf(products.postingStart, products.postings, 12)).toEqual([0, 3]);
    expect(rowsOf(products.postingStart, products.postings, 120)).toEqual([2]);
    expect(rowsOf(products.popularStart, products.popular, 3)).toEqual([2, 0]);
    expect(rowsOf(products.popularStart, products.popular, 12)).toEqual([0, 3]);
    expect(products.postings).toHaveLength(5);
  });
});
