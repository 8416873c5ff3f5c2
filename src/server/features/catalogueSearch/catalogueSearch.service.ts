import {
  MIN_FUZZY_TOKEN_LENGTH,
  MIN_INFIX_TOKEN_LENGTH,
  type SearchQuery,
} from '@shared/domain/catalogue-search';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { catalogueStructure } from '../catalogue/catalogue.repository';

/*
 * The search engine (docs/decisions/0008-catalogue-search.md). A query's words are first matched against
 * the word dictionary — a few thousand rows — by substring ("blandare" is inside "tvattstallsblandare"),
 * by prefix for short words, and, when a word matches nothing, by trigram similarity (a typo). Products
 * then match when, for every query word, they carry one of its dictionary words: a GIN array overlap,
 * exact and cheap, instead of a substring test on every product. Article and RSK numbers are matched
 * separately, exactly or by prefix, through btree indexes.
 */

export interface TokenMatch {
  token: string;
  /** Every dictionary word the token matches. */
  all: number[];
  /** Words that start or end with the token: a whole word or the head of a compound. */
  strong: number[];
  exact: number[];
  /** Products carrying one of the words (an upper bound of the token's hits), and the most of one word. */
  bound: number;
  largest: number;
  freeBound: number;
  freeLargest: number;
}

export interface CodeHit {
  id: number;
  matched: string;
  exact: boolean;
  active: boolean;
}

export interface MatchPlan {
  query: SearchQuery;
  tokens: TokenMatch[];
  /** Products whose article or RSK number is the pattern or starts with it. */
  productCodes: CodeHit[];
  freeItemCodes: CodeHit[];
  /** Some word matched only by similarity. */
  approximate: boolean;
  /** False when a word matched nothing at all: only number matches can hit. */
  wordsMatch: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const CODE_PREFIX_LIMIT = 500;
const FUZZY_WORDS = 8;

interface WordRow {
  i: number;
  id: number;
  exact: boolean;
  strong: boolean;
  productCount: number;
  freeItemCount: number;
}

/**
 * The dictionary words each token matches. The dictionary is part of the cached catalogue structure (a
 * few thousand words, tens of thousands in a real catalogue): a pass over it in memory costs less than
 * the round trip a query would, on every keystroke.
 */
async function matchWords(db: Db, tokens: readonly string[]): Promise<WordRow[]> {
  if (tokens.length === 0) return [];
  const { words } = await catalogueStructure(db);
  return tokens.flatMap((token, i) => {
    const infix = token.length >= MIN_INFIX_TOKEN_LENGTH;
    return words.flatMap((w) => {
      const starts = w.word.startsWith(token);
      if (!starts && !(infix && w.word.includes(token))) return [];
      return [
        {
          i,
          id: w.id,
          exact: w.word === token,
          strong: starts || w.word.endsWith(token),
          productCount: w.productCount,
          freeItemCount: w.freeItemCount,
        },
      ];
    });
  });
}

/** Words spelled almost like the token; "termostatblandre" finds "termostatblandare". */
async function similarWords(
  db: Db,
  token: string,
): Promise<Array<{ id: number; productCount: number; freeItemCount: number }>> {
  return queryRows(
    db,
    // Only the closest spellings: "termostatblandre" is one letter from "termostatblandare" but shares
    // only its first half with "termostatventil".
    sql`with scored as (
          select id, product_count, free_item_count,
            greatest(similarity(word, ${token}), word_similarity(${token}, word)) as score
          from catalogue_words
          where word % ${token} or ${token} <% word
        )
        select id, product_count as "productCount", free_item_count as "freeItemCount" from scored
        where score >= greatest(0.5, (select max(score) from scored) - 0.1)
        order by score desc, product_count desc
        limit ${FUZZY_WORDS}`,
  );
}

/** Article/RSK numbers: exact always; by prefix when the pattern is long enough to mean a number. */
async function matchCodes(
  db: Db,
  code: string | null,
): Promise<{ products: CodeHit[]; freeItems: CodeHit[] }> {
  if (!code) return { products: [], freeItems: [] };
  const prefix = `${escapeLike(code)}%`;
  const articlePrefix = /^[A-Z]\d{2,}$/.test(code) || (/^[A-Z0-9]+$/.test(code) && code.length >= 6);
  const rskPrefix = /^\d{5,6}$/.test(code);
  const productWhere = sql.join(
    [
      sql`article = ${code}`,
      sql`rsk = ${code}`,
      ...(articlePrefix ? [sql`article like ${prefix}`] : []),
      ...(rskPrefix ? [sql`rsk like ${prefix}`] : []),
    ],
    sql` or `,
  );
  // One round trip for both sets: every keystroke of a number comes here.
  const rows = await queryRows<CodeHit & { kind: 'p' | 'f' }>(
    db,
    sql`(select 'p' as kind, id,
          case when rsk like ${prefix} and not (article like ${prefix}) then rsk else article end as matched,
          (article = ${code} or rsk = ${code}) as exact, active
        from catalogue_products where ${productWhere}
        order by (article = ${code} or rsk = ${code}) desc, active desc, article
        limit ${CODE_PREFIX_LIMIT})
        union all
        (select 'f', id, code, code = ${code}, active
        from catalogue_free_items
        where code = ${code} ${code.length >= 4 ? sql`or code like ${prefix}` : sql``}
        order by (code = ${code}) desc, code
        limit ${CODE_PREFIX_LIMIT})`,
  );
  const strip = ({ kind: _, ...hit }: CodeHit & { kind: string }): CodeHit => hit;
  const products = rows.filter((r) => r.kind === 'p').map(strip);
  const freeItems = rows.filter((r) => r.kind === 'f').map(strip);
  return { products, freeItems };
}

export async function planSearch(db: Db, query: SearchQuery): Promise<MatchPlan> {
  const [rows, codes] = await Promise.all([matchWords(db, query.tokens), matchCodes(db, query.code)]);
  let approximate = false;
  const tokens: TokenMatch[] = [];
  for (const [i, token] of query.tokens.entries()) {
    let own = rows.filter((r) => r.i === i);
    // A number that matched as an article needs no dictionary word; a misspelt word needs a similar one.
    const isCode = token.toUpperCase() === query.code && codes.products.length + codes.freeItems.length > 0;
    if (own.length === 0 && !isCode && token.length >= MIN_FUZZY_TOKEN_LENGTH) {
      const similar = await similarWords(db, token);
      if (similar.length > 0) approximate = true;
      own = similar.map((w) => ({ ...w, i, exact: false, strong: true }));
    }
    tokens.push({
      token,
      all: own.map((r) => r.id),
      strong: own.filter((r) => r.strong).map((r) => r.id),
      exact: own.filter((r) => r.exact).map((r) => r.id),
      bound: own.reduce((n, r) => n + r.productCount, 0),
      largest: Math.max(0, ...own.map((r) => r.productCount)),
      freeBound: own.reduce((n, r) => n + r.freeItemCount, 0),
      freeLargest: Math.max(0, ...own.map((r) => r.freeItemCount)),
    });
  }
  return {
    query,
    tokens,
    productCodes: codes.products,
    freeItemCodes: codes.freeItems,
    approximate,
    wordsMatch: tokens.length > 0 && tokens.every((t) => t.all.length > 0),
  };
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** The condition a row of `alias` (with word_ids and an id column) must meet to be a hit. */
export function hitCondition(plan: MatchPlan, alias: 'products' | 'freeItems'): SQL {
  const words = alias === 'products' ? sql`s.word_ids` : sql`f.word_ids`;
  const id = alias === 'products' ? sql`s.product_id` : sql`f.id`;
  const codes = (alias === 'products' ? plan.productCodes : plan.freeItemCodes).filter((c) => c.active);
  const parts: SQL[] = [];
  if (plan.wordsMatch)
    parts.push(
      sql.join(
        plan.tokens.map((t) => sql`${words} && ${ids(t.all)}`),
        sql` and `,
      ),
    );
  if (codes.length > 0) parts.push(sql`${id} = any(${ids(codes.map((c) => c.id))})`);
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Relevance: a number match first, then per query word an exact word over a word's start or end over a
 * part inside a word, and a bonus when the name starts with a matching word (the product's kind).
 */
export function scoreExpression(plan: MatchPlan, alias: 'products' | 'freeItems'): SQL {
  const words = alias === 'products' ? sql`s.word_ids` : sql`f.word_ids`;
  const id = alias === 'products' ? sql`s.product_id` : sql`f.id`;
  const nameWord = alias === 'products' ? sql`s.name_word_id` : sql`f.name_word_id`;
  const codes = alias === 'products' ? plan.productCodes : plan.freeItemCodes;
  const exactCodes = codes.filter((c) => c.exact).map((c) => c.id);
  const terms: SQL[] = [sql`0`];
  if (exactCodes.length > 0)
    terms.push(sql`(case when ${id} = any(${ids(exactCodes)}) then 2000 else 0 end)`);
  if (codes.length > 0)
    terms.push(sql`(case when ${id} = any(${ids(codes.map((c) => c.id))}) then 1000 else 0 end)`);
  for (const t of plan.tokens) {
    terms.push(
      sql`(case when ${words} && ${ids(t.exact)} then 30 when ${words} && ${ids(t.strong)} then 20 else 10 end)`,
    );
  }
  const strong = plan.tokens.flatMap((t) => t.strong);
  if (strong.length > 0) terms.push(sql`(case when ${nameWord} = any(${ids(strong)}) then 25 else 0 end)`);
  return sql.join(terms, sql` + `);
}

/**
 * The dictionary word whose precomputed ranking (catalogue_word_hits) is this search's relevance order,
 * or null. That holds for one query word matching one dictionary word that starts or ends with it, no
 * number match, by relevance descending: every hit then scores the same but for the bonus of a name that
 * starts with the word, so the order is (that bonus, popularity, id) — the hit list's index order.
 */
export function rankedWord(plan: MatchPlan, sort: { by: string; desc: boolean }): number | null {
  const [token] = plan.tokens;
  if (plan.tokens.length !== 1 || plan.productCodes.length > 0) return null;
  if (sort.by !== 'MATCHING_SCORE' || !sort.desc) return null;
  const [word] = token!.all;
  return token!.all.length === 1 && token!.strong.length === 1 ? word! : null;
}

/** Index entries a page of a one-word search may walk past before its hits are fetched by set instead. */
const RANKED_WALK = 5_000;

/**
 * A page of a one-word search's hits (rankedWord) that meet the facet sets, from the word's list. `share`
 * is the part of the word's hits that meets the selection (known from the facet counts): a common
 * selection walks the ranked index until the page is full; a rare one (the walk would be long) reads its
 * few hits by set and sorts them. The planner is told which, since it misjudges a list of hundreds of sets.
 */
export function rankedWordPage(
  wordId: number,
  options: { matchingSets: readonly number[] | null; share: number; offset: number; limit: number },
): SQL {
  const walk = (options.offset + options.limit) / Math.max(options.share, 1e-9) <= RANKED_WALK;
  // "+ 0" keeps the set index out of a walk.
  const set = walk ? sql`h.facet_set_id + 0` : sql`h.facet_set_id`;
  const sets = options.matchingSets === null ? sql`true` : sql`${set} = any(${ids(options.matchingSets)})`;
  return sql`select h.product_id from catalogue_word_hits h
    where h.word_id = ${wordId} and ${sets}
    order by h.head desc nulls last, h.popularity desc nulls last, h.product_id
    limit ${options.limit} offset ${options.offset}`;
}

/**
 * A suggestion's total, exact up to `cap`; `cap + 1` means "more". When one dictionary word decides it, the
 * dictionary's count answers without a query; when one of a single word's matches alone is over the cap,
 * so is the total.
 */
export async function suggestTotal(
  db: Db,
  plan: MatchPlan,
  kind: 'products' | 'freeItems',
  cap: number,
): Promise<number> {
  const codes = (kind === 'products' ? plan.productCodes : plan.freeItemCodes).filter((c) => c.active);
  if (!plan.wordsMatch) return Math.min(codes.length, cap + 1);
  const bound = (t: TokenMatch) => (kind === 'products' ? t.bound : t.freeBound);
  const [only] = plan.tokens;
  if (plan.tokens.length === 1 && codes.length === 0) {
    if (only!.all.length === 1) return Math.min(bound(only!), cap + 1);
    if ((kind === 'products' ? only!.largest : only!.freeLargest) > cap) return cap + 1;
  }
  if (Math.min(...plan.tokens.map(bound)) + codes.length === 0) return 0;
  const inner =
    kind === 'products'
      ? sql`select 1 from catalogue_product_search s where ${hitCondition(plan, 'products')}`
      : sql`select 1 from catalogue_free_items f where f.active and ${hitCondition(plan, 'freeItems')}`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${inner} limit ${cap + 1}) x`,
  );
  return Number(row?.n ?? 0);
}

/** Counts product hits exactly (the search page's total when it lists free items). */
export async function countProductHits(db: Db, plan: MatchPlan): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalogue_product_search s where ${hitCondition(plan, 'products')}`,
  );
  return Number(row?.n ?? 0);
}

/** Counts free-item hits exactly (the search page's total). */
export async function countFreeItemHits(db: Db, plan: MatchPlan): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalogue_free_items f where f.active and ${hitCondition(plan, 'freeItems')}`,
  );
  return Number(row?.n ?? 0);
}

export type HitOrder = 'score' | 'popularity' | 'title' | 'natural';

export interface SuggestRow {
  id: number;
  name: string;
  article: string;
  rsk: string | null;
  image: string | null;
  description: string;
}

/**
 * The best product hits with what a suggestion shows, in one round trip: by relevance when the hits are
 * few, by popularity (walking the popularity index) when they are many.
 */
export async function suggestProducts(
  db: Db,
  plan: MatchPlan,
  options: { order: 'score' | 'popularity'; limit: number; also: readonly number[] },
): Promise<SuggestRow[]> {
  if (!plan.wordsMatch && plan.productCodes.length === 0 && options.also.length === 0) return [];
  const order =
    options.order === 'score'
      ? sql`${scoreExpression(plan, 'products')} desc, s.popularity desc nulls last, s.product_id`
      : sql`s.popularity desc nulls last, s.product_id`;
  return queryRows<SuggestRow>(
    db,
    sql`select p.id, p.name, p.article, p.rsk, p.images[1] as image, coalesce(p.brand, '') as description
        from (
          -- The numbering follows the ordered, limited subquery (a plain scan of it keeps its order).
          (select s.product_id, row_number() over () as rank from (
            select s.product_id from catalogue_product_search s
            where ${hitCondition(plan, 'products')} order by ${order} limit ${options.limit}
          ) s)
          union all
          select id, 0 from unnest(${ids(options.also)}) id
        ) h
        join catalogue_products p on p.id = h.product_id
        order by h.rank`,
  );
}

export async function freeItemHitIds(
  db: Db,
  plan: MatchPlan,
  options: { order: HitOrder; desc: boolean; offset: number; limit: number },
): Promise<number[]> {
  const dir = options.desc ? sql`desc` : sql`asc`;
  const order = {
    score: sql`${scoreExpression(plan, 'freeItems')} ${dir}, f.popularity desc, f.id`,
    // Written to match the index (popularity desc nulls last, id) read either way.
    popularity: options.desc
      ? sql`f.popularity desc nulls last, f.id`
      : sql`f.popularity asc nulls first, f.id desc`,
    title: sql`f.sort_key collate "C" ${dir}, f.id`,
    natural: sql`f.id ${dir}`,
  }[options.order];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select f.id from catalogue_free_items f where f.active and ${hitCondition(plan, 'freeItems')}
        order by ${order} limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map((r) => r.id);
}

/** Free-item hits as suggestions, best first. */
export async function suggestFreeItems(db: Db, plan: MatchPlan, limit: number): Promise<SuggestRow[]> {
  if (!plan.wordsMatch && plan.freeItemCodes.length === 0) return [];
  return queryRows<SuggestRow>(
    db,
    sql`select f.id, f.name, f.code as article, null as rsk, null as image, coalesce(f.supplier, '') as description
        from catalogue_free_items f where f.active and ${hitCondition(plan, 'freeItems')}
        order by ${scoreExpression(plan, 'freeItems')} desc, f.popularity desc nulls last, f.id
        limit ${limit}`,
  );
}
