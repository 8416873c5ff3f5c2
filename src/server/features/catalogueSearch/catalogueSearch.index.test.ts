import { catalogueApi } from '@shared/api/catalogue.api';
import { parseSearchQuery } from '@shared/domain/catalogue-search';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { catalogueIndex } from '../catalogue';
import { type MatchPlan, planSearch } from './catalogueSearch.repository';

/*
 * The search index (catalogue.index.ts) against the definition of relevance written as one SQL query over
 * the search rows, on the demo catalogue (2 000 products under Vitest): every page, total and facet
 * selection the endpoint gives must be the reference query's. The queries are drawn from the dictionary:
 * parts inside many words ("bland", "ring"), whole words, and two words together.
 */

interface Body {
  products: Array<{ id: number; type: string }>;
  totalCatalogueProductsFound: number;
  totalProductsFound: number;
  facets: Array<{ id: string; values: Array<{ id: string; count: number }> }>;
}

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  visitor = t.client();
});
afterAll(() => t.close());

async function search(pattern: string, extra: Record<string, unknown>): Promise<Body> {
  const r = await visitor.call(catalogueApi.search, { pattern, searchArea: 'CATALOGUE_ONLY', ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Body;
}

const ints = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/**
 * Relevance as decisions 0008 and 0042 define it, for products carrying a word of every query word: a
 * word reached only with a typo scores its typo value (below zero), and a typo hit's kind gets a bonus
 * of 2 (a tie-breaker among equally close spellings).
 */
function reference(plan: MatchPlan, order: 'MATCHING_SCORE' | 'POPULARITY' | 'TITLE', where: SQL): SQL {
  const terms = plan.tokens.map(
    (tk) =>
      sql`(case when s.word_ids && ${ints(tk.exact)} then 30 when s.word_ids && ${ints(tk.strong)} then 20
            when s.word_ids && ${ints(tk.all)} then 10
            else (select max(t.v) from unnest(${ints(tk.typo.map((w) => w.id))}, ${ints(tk.typo.map((w) => w.value))})
                  as t(id, v) where t.id = any(s.word_ids)) end)`,
  );
  const strong = plan.tokens.flatMap((tk) => tk.strong);
  const typo = plan.tokens.flatMap((tk) => tk.typo.map((w) => w.id));
  const words = sql`(${sql.join(terms, sql` + `)})`;
  const score = sql`${words} + (case when s.name_word_id = any(${ints(strong)}) then 25
    when ${words} < 0 and s.name_word_id = any(${ints(typo)}) then 2 else 0 end)`;
  const orderBy = {
    MATCHING_SCORE: sql`${score} desc, s.popularity desc, s.product_id`,
    POPULARITY: sql`s.popularity desc, s.product_id`,
    TITLE: sql`s.sort_key collate "C", s.product_id`,
  }[order];
  const hits = sql.join(
    plan.tokens.map((tk) => sql`s.word_ids && ${ints([...tk.all, ...tk.typo.map((w) => w.id)])}`),
    sql` and `,
  );
  return sql`select s.product_id as id from catalogue_product_search s
    join catalogue_facet_sets fs on fs.id = s.facet_set_id
    where ${hits} and ${where} order by ${orderBy}`;
}

async function referenceIds(plan: MatchPlan, order: 'MATCHING_SCORE' | 'POPULARITY' | 'TITLE', where: SQL) {
  return (await queryRows<{ id: number }>(t.database.db, reference(plan, order, where))).map((r) => r.id);
}

async function queries(): Promise<string[]> {
  const words = await queryRows<{ word: string }>(
    t.database.db,
    sql`select word from catalogue_words where product_count > 0 and word ~ '^[a-z]{5,}$' order by id`,
  );
  const picked = words.filter((_, i) => i % 7 === 0).map((w) => w.word);
  return [
    'bland',
    'ring',
    'ror',
    'ventil',
    ...picked.map((w) => w.slice(1, 5)),
    ...picked.slice(0, 8),
    ...picked.slice(0, 6).map((w, i) => `${w} ${picked[i + 6]!.slice(0, 4)}`),
  ];
}

describe('the search index ranks as the reference query', () => {
  // Many SQL round trips; a busy two-core machine needs more than the default 30 s.
  it('gives the same pages and totals in every order, with and without a facet', {
    timeout: 120_000,
  }, async () => {
    const patterns = await queries();
    expect(patterns.length).toBeGreaterThan(20);
    let compared = 0;
    for (const pattern of patterns) {
      const plan = await planSearch(
        t.database.db,
        await catalogueIndex(t.database.db),
        parseSearchQuery(pattern),
      );
      if (!plan.wordsMatch || plan.approximate || plan.productCodes.length > 0) continue;
      for (const sortBy of ['MATCHING_SCORE', 'POPULARITY', 'TITLE'] as const) {
        const expected = await referenceIds(plan, sortBy, sql`true`);
        const first = await search(pattern, { sortBy, descOrder: sortBy !== 'TITLE', limit: 25 });
        const second = await search(pattern, {
          sortBy,
          descOrder: sortBy !== 'TITLE',
          limit: 25,
          offset: 25,
        });
        expect(
          [...first.products, ...second.products].map((p) => p.id),
          `${pattern} ${sortBy}`,
        ).toEqual(expected.slice(0, 50));
        expect(first.totalCatalogueProductsFound, pattern).toBe(expected.length);
        compared += 1;
      }
      const facet = (await search(pattern, { limit: 1 })).facets.find((f) => f.values.length > 1);
      const value = facet?.values[1];
      if (!facet || !value) continue;
      const [valueRow] = await queryRows<{ id: number; children: number[] }>(
        t.database.db,
        sql`select v.id, array(select c.id from catalogue_facet_values c where c.parent_id = v.id) as children
            from catalogue_facet_values v join catalogue_facet_properties p on p.id = v.property_id
            where p.key = ${facet.id} and v.key = ${value.id}`,
      );
      const selected = ints([valueRow!.id, ...valueRow!.children]);
      const expected = await referenceIds(plan, 'MATCHING_SCORE', sql`fs.facet_ids && ${selected}`);
      const filtered = await search(pattern, {
        selectedFacets: [{ id: facet.id, values: [value.id] }],
        limit: 40,
      });
      expect(
        filtered.products.map((p) => p.id),
        `${pattern} + ${facet.id}:${value.id}`,
      ).toEqual(expected.slice(0, 40));
      expect(filtered.totalProductsFound).toBe(expected.length);
      expect(value.count, `${pattern} ${facet.id}:${value.id} count`).toBe(expected.length);
    }
    expect(compared).toBeGreaterThan(60);
  });
});
