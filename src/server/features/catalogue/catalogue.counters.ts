import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forgetCatalogueStructure, type ResolvedSelection } from './catalogue.repository';

/*
 * Everything here is derived from catalogue_products and catalogue_free_items and can be rebuilt at any
 * time: the word dictionary, the facet sets, the narrow search rows and the counts pages show. The seed
 * and every import end by calling refreshCatalogue; nothing else writes these tables.
 */

const words = (column: SQL) => sql`unnest(string_to_array(${column}, ' '))`;
/**
 * Facet ids are stored as sets — sorted, without duplicates — by every writer (generator, import, test
 * fixture), so equal sets are equal arrays and a product finds its facet set by plain equality.
 */
export function asFacetSet(ids: Iterable<number>): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

async function addWordsAndSets(db: Db, productFilter: SQL, freeItemFilter: SQL): Promise<void> {
  await db.execute(sql`
    insert into catalogue_words (word)
    select distinct t from (
      select ${words(sql`p.search_text`)} as t from catalogue_products p where ${productFilter}
      union all
      select ${words(sql`f.search_text`)} from catalogue_free_items f where ${freeItemFilter}
    ) x
    where t <> ''
    on conflict (word) do nothing`);
  await db.execute(sql`
    insert into catalogue_facet_sets (facet_ids)
    select distinct p.facet_ids from catalogue_products p where p.active and ${productFilter}
    on conflict (facet_ids) do nothing`);
}

/**
 * Search rows for the products the filter selects, written in category order (see the table's comment).
 * Set-based: one hash join of all product words with the dictionary, not a lookup per product.
 */
async function insertSearchRows(db: Db, productFilter: SQL): Promise<void> {
  await db.execute(sql`
    insert into catalogue_product_search
      (product_id, category_id, popularity, sort_key, name_word_id, word_ids, facet_set_id)
    select p.id, p.category_id, p.popularity, p.sort_key, head.id, coalesce(pw.ids, '{}'), fs.id
    from catalogue_products p
    join catalogue_facet_sets fs on fs.facet_ids = p.facet_ids
    left join (
      select p.id, array_agg(distinct w.id order by w.id) as ids
      from catalogue_products p
      cross join lateral ${words(sql`p.search_text`)} t
      join catalogue_words w on w.word = t
      where p.active and ${productFilter}
      group by p.id
    ) pw on pw.id = p.id
    left join catalogue_words head on head.word = split_part(p.search_text, ' ', 1)
    where p.active and ${productFilter}
    order by p.category_id, p.popularity desc, p.id`);
}

async function updateFreeItemWords(db: Db, only: readonly number[] | null): Promise<void> {
  const list = only === null ? null : sql`${sql.param([...only])}::int[]`;
  const inner = list ? sql`f.id = any(${list})` : sql`true`;
  const outer = list ? sql`f2.id = any(${list})` : sql`true`;
  await db.execute(sql`
    update catalogue_free_items f
    set word_ids = coalesce(fw.ids, '{}'), name_word_id = head.id
    from catalogue_free_items f2
    left join (
      select f.id, array_agg(distinct w.id order by w.id) as ids
      from catalogue_free_items f
      cross join lateral ${words(sql`f.search_text`)} t
      join catalogue_words w on w.word = t
      where ${inner}
      group by f.id
    ) fw on fw.id = f2.id
    left join catalogue_words head on head.word = split_part(f2.search_text, ' ', 1)
    where f2.id = f.id and ${outer}`);
}

/**
 * The categories' product counts (a product counts in its category and every ancestor; the menu leaves
 * out empty categories) and the words' (a typo's closest spellings prefer common words). A few seconds
 * at 500 000 products.
 */
async function refreshCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with counted as (
      select a.id as category_id, sum(x.n)::int as n
      from (select category_id, count(*) as n from catalogue_product_search group by 1) x
      join catalogue_categories c on c.id = x.category_id
      cross join lateral unnest(c.path) a(id)
      group by 1
    )
    update catalogue_categories c set product_count = coalesce(counted.n, 0)
    from catalogue_categories c2 left join counted on counted.category_id = c2.id
    where c2.id = c.id and c.product_count is distinct from coalesce(counted.n, 0)`);
  await db.execute(sql`
    with counted as (
      select w as word_id, count(*)::int as n from catalogue_product_search s, unnest(s.word_ids) w group by 1
    ),
    free as (select w, count(*)::int as n from catalogue_free_items f, unnest(f.word_ids) w where f.active group by 1)
    update catalogue_words cw
    set product_count = coalesce(counted.n, 0), free_item_count = coalesce(free.n, 0)
    from catalogue_words cw2
    left join counted on counted.word_id = cw2.id
    left join free on free.w = cw2.id
    where cw2.id = cw.id
      and (cw.product_count, cw.free_item_count) is distinct from (coalesce(counted.n, 0), coalesce(free.n, 0))`);
}

/**
 * Rebuilds the derived search data. With ids, only those products and free items are redone (an import
 * that changed a few hundred names); without, everything (the seed, or an import that changed most).
 */
export async function refreshCatalogue(
  db: Db,
  changed?: { productIds: readonly number[]; freeItemIds: readonly number[] },
): Promise<void> {
  const list = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
  const productFilter = changed ? sql`p.id = any(${list(changed.productIds)})` : sql`true`;
  const freeItemFilter = changed ? sql`f.id = any(${list(changed.freeItemIds)})` : sql`true`;
  await addWordsAndSets(db, productFilter, freeItemFilter);
  await db.execute(
    changed
      ? sql`delete from catalogue_product_search where product_id = any(${list(changed.productIds)})`
      : sql`delete from catalogue_product_search`,
  );
  await insertSearchRows(db, productFilter);
  await updateFreeItemWords(db, changed ? changed.freeItemIds : null);
  await refreshCounts(db);
  // App servers drop their cached search results when they see a new version (catalogue.cache.ts).
  await db.execute(sql`
    insert into catalogue_version (id, version) values (1, 1)
    on conflict (id) do update set version = catalogue_version.version + 1, changed_at = now()`);
  // Here at once; other app servers see the new version within the structure's 10 s (the search index too).
  forgetCatalogueStructure();
}

/** Hits grouped by facet set: what facet counts are computed from (catalogue.hits.ts, setGroups). */
export interface SetGroup {
  facetIds: number[];
  setId: number;
  n: number;
}

export interface FacetCounts {
  /** Hits with every selected facet applied. */
  total: number;
  /** Hits before any facet: the search's own total. */
  all: number;
  /**
   * Per facet value: hits with the other properties' selections applied, so that the values of one
   * property stay choosable together while the counts narrow as other properties are selected.
   */
  counts: Map<number, number>;
  /** The facet sets that meet every selection: the page's products are in these. */
  matchingSets: number[];
}

/**
 * Facet counts from grouped hits. A group that misses no selected property counts for every value it
 * has; a group that misses exactly one counts only for that property's values (values of one property
 * are ORed, properties ANDed).
 */
export function tallyFacets(
  groups: readonly SetGroup[],
  selections: readonly ResolvedSelection[],
  propertyOf: ReadonlyMap<number, number>,
): FacetCounts {
  const result: FacetCounts = {
    total: 0,
    all: 0,
    counts: new Map(),
    matchingSets: [],
  };
  const chosen = selections.map((s) => ({ propertyId: s.propertyId, values: new Set(s.valueIds) }));
  const matching = new Set<number>();
  for (const group of groups) {
    result.all += group.n;
    const missed = chosen.filter((c) => !group.facetIds.some((f) => c.values.has(f)));
    if (missed.length > 1) continue;
    if (missed.length === 0) {
      result.total += group.n;
      matching.add(group.setId);
    }
    for (const f of group.facetIds) {
      if (missed.length === 1 && propertyOf.get(f) !== missed[0]!.propertyId) continue;
      result.counts.set(f, (result.counts.get(f) ?? 0) + group.n);
    }
  }
  result.matchingSets = [...matching];
  return result;
}
