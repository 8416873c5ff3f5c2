import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { buildCodeTable, type CodeEntry, type CodeTable } from './catalogue.codes';
import { catalogueStructure } from './catalogue.repository';
import { buildShown, type ShownFields, type ShownSource, shownBytes } from './catalogue.shown';

/*
 * The search index (docs/decisions/0008, "The search index in memory"): what every listing needs to find,
 * count and order hits — per active product its category, facet set, name word, popularity and title
 * ranks and badges, and per dictionary word the rows carrying it — held in typed arrays in each app
 * server. It is derived from catalogue_product_search and catalogue_free_items, tagged with the
 * catalogue's version and read again when that changes: a cache of database rows, so a second server
 * builds the same index and nothing exists only in one process.
 */

/** A set of searchable rows (active products, or active free items) with their word postings. */
export interface IndexPart {
  size: number;
  /** Row → product (or free item) id; rows are in the provider's natural order. */
  id: Int32Array;
  /** Row → the dictionary word its name starts with, or -1. */
  nameWord: Int32Array;
  /** Row → place in (popularity desc, id asc). */
  popRank: Int32Array;
  /** Place in popularity order → row. */
  popOrder: Int32Array;
  /** Row → place in (sort key in the C collation asc, id asc). */
  titleRank: Int32Array;
  /** Word id → its rows, ascending, in `postings[postingStart[w] … postingStart[w + 1])`. */
  postingStart: Int32Array;
  postings: Int32Array;
  /** Word id → its POPULAR_FRONT most popular rows, most popular first (the same layout). */
  popularStart: Int32Array;
  popular: Int32Array;
  /** Id → row (-1 when the id is not active). */
  rowOf: Int32Array;
  /** What a suggestion shows of each row (catalogue.shown.ts). */
  shown: ShownFields;
  /**
   * Working space of findHits (catalogue.hits.ts), reused by every search of this part. Partial scores are
   * signed: a word reached with a typo scores below zero (decision 0042).
   */
  scratch: { mark: Int32Array; partial: Int16Array; found: Int32Array; epoch: number };
}

export const BADGE = { NOVELTY: 1, GOOD_DEAL: 2, CAMPAIGN: 4 } as const;

export interface CatalogueIndex {
  version: number;
  products: IndexPart & {
    categoryId: Int32Array;
    setId: Int32Array;
    badges: Uint8Array;
    /** Last day of a campaign as YYYYMMDD, 99991231 when open-ended. */
    campaignEnds: Int32Array;
    /** Category id → [first row, end row): rows are in category order. */
    categoryRows: Map<number, [number, number]>;
  };
  freeItems: IndexPart;
  /** Every product's and free item's numbers, archived ones included (catalogue.codes.ts). */
  codes: {
    articles: CodeTable;
    /** Product id → its entry in `articles`. */
    articleOf: Int32Array;
    rsks: CodeTable;
    freeItems: CodeTable;
  };
  /** Facet set id → its facet value ids. */
  setFacets: Map<number, number[]>;
  maxSetId: number;
  maxCategoryId: number;
}

/** Rows kept per word in popularity order: the most popular hits of a large word (suggestHits). */
export const POPULAR_FRONT = 64;

const COMMA = 44;
const ZERO = 48;

/** Every row's word ids, one flat list: row r's are `list[start[r] … start[r + 1])`. */
interface RowWords {
  start: Int32Array;
  list: Int32Array;
  maxWord: number;
}

/**
 * The rows' comma-separated word ids read digit by digit into one array: a typed array or a split per
 * row made reading the index at 500 000 products about a second slower, most of it garbage collection.
 */
function parseRowWords(rows: readonly IndexRow[]): RowWords {
  let total = 0;
  for (const { words } of rows) {
    if (words === '') continue;
    total += 1;
    for (let i = 0; i < words.length; i += 1) if (words.charCodeAt(i) === COMMA) total += 1;
  }
  const start = new Int32Array(rows.length + 1);
  const list = new Int32Array(total);
  let n = 0;
  let maxWord = 0;
  rows.forEach(({ words }, row) => {
    let value = -1;
    for (let i = 0; i <= words.length; i += 1) {
      const c = i < words.length ? words.charCodeAt(i) : COMMA;
      if (c !== COMMA) value = (value < 0 ? 0 : value * 10) + c - ZERO;
      else if (value >= 0) {
        list[n++] = value;
        if (value > maxWord) maxWord = value;
        value = -1;
      }
    }
    start[row + 1] = n;
  });
  return { start, list, maxWord };
}

/**
 * Postings as one array in word order: the row lists of a word from its rows' word lists, ascending (a
 * search walks rows in memory order: in popularity order, the same search cost twice as much at 500 000
 * products), and beside them each word's POPULAR_FRONT most popular rows.
 */
function buildPostings({ start, list, maxWord }: RowWords, popOrder: Int32Array) {
  const postingStart = new Int32Array(maxWord + 2);
  for (const w of list) postingStart[w + 1]! += 1;
  for (let w = 1; w < postingStart.length; w += 1) postingStart[w]! += postingStart[w - 1]!;
  const postings = new Int32Array(list.length);
  const fill = postingStart.slice(0, -1);
  for (let row = 0; row + 1 < start.length; row += 1) {
    for (let i = start[row]!; i < start[row + 1]!; i += 1) postings[fill[list[i]!]!++] = row;
  }
  const popularStart = new Int32Array(maxWord + 2);
  for (let w = 0; w <= maxWord; w += 1) {
    popularStart[w + 1] = popularStart[w]! + Math.min(POPULAR_FRONT, postingStart[w + 1]! - postingStart[w]!);
  }
  const popular = new Int32Array(popularStart[maxWord + 1]!);
  const taken = popularStart.slice(0, -1);
  for (const row of popOrder) {
    for (let i = start[row]!; i < start[row + 1]!; i += 1) {
      const w = list[i]!;
      if (taken[w]! < popularStart[w + 1]!) popular[taken[w]!++] = row;
    }
  }
  return { postingStart, postings, popularStart, popular };
}

export interface IndexRow extends ShownSource {
  id: number;
  nameWord: number | null;
  words: string;
  pop: number;
  title: number;
}

function buildPart(rows: readonly IndexRow[]): IndexPart {
  const size = rows.length;
  const part = {
    size,
    id: new Int32Array(size),
    nameWord: new Int32Array(size),
    popRank: new Int32Array(size),
    titleRank: new Int32Array(size),
    popOrder: new Int32Array(size),
    rowOf: new Int32Array(rows.reduce((m, r) => Math.max(m, r.id), 0) + 1).fill(-1),
  };
  rows.forEach((r, row) => {
    part.id[row] = r.id;
    part.nameWord[row] = r.nameWord ?? -1;
    part.popRank[row] = r.pop;
    part.popOrder[r.pop] = row;
    part.titleRank[row] = r.title;
    part.rowOf[r.id] = row;
  });
  const scratch = {
    mark: new Int32Array(size),
    partial: new Int16Array(size),
    found: new Int32Array(size),
    epoch: 0,
  };
  return { ...part, ...buildPostings(parseRowWords(rows), part.popOrder), shown: buildShown(rows), scratch };
}

function buildCodes(source: { articles: CodeEntry[]; rsks: CodeEntry[]; freeItems: CodeEntry[] }) {
  const articles = buildCodeTable(source.articles);
  const articleOf = new Int32Array(articles.id.reduce((m, id) => Math.max(m, id), 0) + 1).fill(-1);
  articles.id.forEach((id, i) => {
    articleOf[id] = i;
  });
  return {
    articles,
    articleOf,
    rsks: buildCodeTable(source.rsks),
    freeItems: buildCodeTable(source.freeItems),
  };
}

export interface ProductIndexRow extends IndexRow {
  categoryId: number;
  setId: number;
  badges: number;
  campaignEnds: number;
}

async function loadIndex(db: Db): Promise<CatalogueIndex> {
  // The version first: a refresh that lands while the rows are read makes the index look older than it
  // is, and it is read again — never the other way round.
  const [version] = await queryRows<{ version: number }>(
    db,
    sql`select version from catalogue_version where id = 1`,
  );
  const codes = (table: 'catalogue_products' | 'catalogue_free_items', column: 'article' | 'rsk' | 'code') =>
    queryRows<CodeEntry>(
      db,
      sql`select id, ${sql.identifier(column)} as code, active from ${sql.identifier(table)}
          where ${sql.identifier(column)} is not null order by ${sql.identifier(column)} collate "C", id`,
    );
  const [products, freeItems, sets, articles, rsks, freeItemCodes] = await Promise.all([
    queryRows<ProductIndexRow>(
      db,
      sql`select s.product_id as id, s.category_id as "categoryId", s.facet_set_id as "setId",
            s.name_word_id as "nameWord", array_to_string(s.word_ids, ',') as words,
            (row_number() over (order by s.popularity desc, s.product_id))::int - 1 as pop,
            (row_number() over (order by s.sort_key collate "C", s.product_id))::int - 1 as title,
            (case when p.novelty then ${BADGE.NOVELTY} else 0 end
              + case when p.good_deal then ${BADGE.GOOD_DEAL} else 0 end
              + case when p.campaign_price_ore is not null then ${BADGE.CAMPAIGN} else 0 end) as badges,
            coalesce(to_char(p.campaign_ends_on, 'YYYYMMDD')::int, 99991231) as "campaignEnds",
            p.name, p.article as code, p.rsk, p.images[1] as image, p.brand as maker
          from catalogue_product_search s join catalogue_products p on p.id = s.product_id
          order by s.category_id, s.product_id`,
    ),
    queryRows<IndexRow>(
      db,
      sql`select f.id, f.name_word_id as "nameWord", array_to_string(f.word_ids, ',') as words,
            f.name, f.code, null as rsk, null as image, f.supplier as maker,
            (row_number() over (order by f.popularity desc, f.id))::int - 1 as pop,
            (row_number() over (order by f.sort_key collate "C", f.id))::int - 1 as title
          from catalogue_free_items f where f.active order by f.id`,
    ),
    queryRows<{ id: number; facetIds: number[] }>(
      db,
      sql`select id, facet_ids as "facetIds" from catalogue_facet_sets`,
    ),
    codes('catalogue_products', 'article'),
    codes('catalogue_products', 'rsk'),
    codes('catalogue_free_items', 'code'),
  ]);
  return buildIndex({
    version: version?.version ?? 0,
    products,
    freeItems,
    sets,
    codes: { articles, rsks, freeItems: freeItemCodes },
  });
}

/** The index from its rows (loadIndex's, or a test's): `words` are comma-separated word ids. */
export function buildIndex(source: {
  version: number;
  products: readonly ProductIndexRow[];
  freeItems: readonly IndexRow[];
  sets: ReadonlyArray<{ id: number; facetIds: number[] }>;
  /** None in tests that search words only. */
  codes?: { articles: CodeEntry[]; rsks: CodeEntry[]; freeItems: CodeEntry[] };
}): CatalogueIndex {
  const { products, freeItems, sets } = source;
  const part = buildPart(products);
  const categoryRows = new Map<number, [number, number]>();
  const extra = {
    categoryId: new Int32Array(products.length),
    setId: new Int32Array(products.length),
    badges: new Uint8Array(products.length),
    campaignEnds: new Int32Array(products.length),
  };
  products.forEach((r, row) => {
    extra.categoryId[row] = r.categoryId;
    extra.setId[row] = r.setId;
    extra.badges[row] = r.badges;
    extra.campaignEnds[row] = r.campaignEnds;
    const range = categoryRows.get(r.categoryId);
    if (range) range[1] = row + 1;
    else categoryRows.set(r.categoryId, [row, row + 1]);
  });
  return {
    version: source.version,
    products: { ...part, ...extra, categoryRows },
    freeItems: buildPart(freeItems),
    codes: buildCodes(source.codes ?? { articles: [], rsks: [], freeItems: [] }),
    setFacets: new Map(sets.map((s) => [s.id, s.facetIds])),
    maxSetId: sets.reduce((m, s) => Math.max(m, s.id), 0),
    maxCategoryId: Math.max(0, ...categoryRows.keys()),
  };
}

const indexes = new WeakMap<Db, Promise<CatalogueIndex>>();

function startLoad(db: Db): Promise<CatalogueIndex> {
  const value = loadIndex(db);
  indexes.set(db, value);
  // A failed read must not stay cached.
  value.catch(() => {
    if (indexes.get(db) === value) indexes.delete(db);
  });
  return value;
}

/**
 * The index of the catalogue's current version. The version comes with the cached structure: where
 * refreshCatalogue ran it is new at once, on another server within the structure's 10 s. The listing that
 * sees a newer version waits for the new index rather than answer from the old one (decision 0008: how
 * long that takes); concurrent listings share one load.
 */
export async function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  const { version } = await catalogueStructure(db);
  for (;;) {
    const current = indexes.get(db);
    if (!current) return startLoad(db);
    const index = await current;
    if (index.version >= version) return index;
    if (indexes.get(db) === current) return startLoad(db);
  }
}

/** About what the index holds in memory (typed arrays and strings at one byte a character): a benchmark note. */
export function indexBytes(index: CatalogueIndex): number {
  const arrays = (values: object) =>
    Object.values(values).reduce<number>((n, v) => n + (ArrayBuffer.isView(v) ? v.byteLength : 0), 0);
  const part = (p: IndexPart) => arrays(p) + arrays(p.scratch) + shownBytes(p.shown);
  const table = (t: CodeTable) => arrays(t) + t.text.length;
  const { codes } = index;
  return (
    part(index.products) +
    part(index.freeItems) +
    table(codes.articles) +
    table(codes.rsks) +
    table(codes.freeItems) +
    codes.articleOf.byteLength
  );
}
