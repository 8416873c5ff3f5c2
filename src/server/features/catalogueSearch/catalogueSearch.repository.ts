import {
  MIN_FUZZY_TOKEN_LENGTH,
  MIN_INFIX_TOKEN_LENGTH,
  type SearchQuery,
} from '@shared/domain/catalogue-search';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import {
  type CatalogueIndex,
  catalogueStructure,
  codeAt,
  codeMatches,
  type HitQuery,
  type IndexPart,
  shownRow,
} from '../catalogue';
import { type TypoWord, typoLexiconFor, typoMatches } from './typos/typos.index';

/*
 * The search engine (docs/decisions/0008-catalogue-search.md). A query's words are first matched against
 * the word dictionary — a few thousand rows — by substring ("blandare" is inside "tvattstallsblandare"),
 * by prefix for short words, and, when a word matches nothing, by trigram similarity (a typo). Products
 * then match when, for every query word, they carry one of its dictionary words: a pass over those words'
 * postings in the search index (catalogue.index.ts, catalogue.hits.ts), exact, instead of a substring
 * test on every product. Every word of four letters or more also reaches, below those, the words and
 * compound parts it is one typo from (two from nine letters; typos/, decision 0042). Article and RSK
 * numbers are matched separately, exactly or by prefix, in the index's sorted numbers.
 */

export interface TokenMatch {
  token: string;
  /** Every dictionary word the token matches. */
  all: number[];
  /** Words that start or end with the token: a whole word or the head of a compound. */
  strong: number[];
  exact: number[];
  /** Words reached only with a typo, best first (below every word above). */
  typo: TypoWord[];
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
  /** Some word matched only with a typo or by similarity. */
  approximate: boolean;
  /** False when a word matched nothing at all: only number matches can hit. */
  wordsMatch: boolean;
}

const CODE_PREFIX_LIMIT = 500;
const FUZZY_WORDS = 8;

interface WordRow {
  i: number;
  id: number;
  exact: boolean;
  strong: boolean;
}

/**
 * The dictionary words each token matches. The dictionary is part of the cached catalogue structure (a
 * few thousand words, tens of thousands in a real catalogue): a pass over it in memory costs less than
 * the round trip a query would, on every keystroke.
 */
function matchWords(
  words: ReadonlyArray<{ id: number; word: string }>,
  tokens: readonly string[],
): WordRow[] {
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
        },
      ];
    });
  });
}

/** Words spelled almost like the token; "termostatblandre" finds "termostatblandare". */
async function similarWords(db: Db, token: string): Promise<Array<{ id: number }>> {
  return queryRows(
    db,
    // Only the closest spellings: "termostatblandre" is one letter from "termostatblandare" but shares
    // only its first half with "termostatventil".
    sql`with scored as (
          select id, product_count,
            greatest(similarity(word, ${token}), word_similarity(${token}, word)) as score
          from catalogue_words
          where word % ${token} or ${token} <% word
        )
        select id from scored
        where score >= greatest(0.5, (select max(score) from scored) - 0.1)
        order by score desc, product_count desc
        limit ${FUZZY_WORDS}`,
  );
}

/**
 * Article/RSK numbers: exact always, archived articles included; by prefix when the pattern is long
 * enough to mean a number. The best CODE_PREFIX_LIMIT of each kind: exact first, then active, by number.
 */
function matchCodes(
  index: CatalogueIndex,
  code: string | null,
): { products: CodeHit[]; freeItems: CodeHit[] } {
  if (!code) return { products: [], freeItems: [] };
  const { articles, articleOf, rsks, freeItems } = index.codes;
  const articlePrefix = /^[A-Z]\d{2,}$/.test(code) || (/^[A-Z0-9]+$/.test(code) && code.length >= 6);
  const rskPrefix = /^\d{5,6}$/.test(code);
  const found = new Map<number, { rsk: string | null; active: boolean }>();
  for (const e of codeMatches(articles, code, articlePrefix))
    found.set(e.id, { rsk: null, active: e.active });
  for (const e of codeMatches(rsks, code, rskPrefix)) found.set(e.id, { rsk: e.code, active: e.active });
  const products = [...found].map(([id, { rsk, active }]) => {
    const index = articleOf[id] ?? -1;
    const article = index >= 0 ? codeAt(articles, index) : '';
    const matched = rsk?.startsWith(code) && !article.startsWith(code) ? rsk : article;
    return { id, matched, exact: article === code || rsk === code, active, article };
  });
  products.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      Number(b.active) - Number(a.active) ||
      (a.article < b.article ? -1 : a.article > b.article ? 1 : 0),
  );
  const freeItemHits = codeMatches(freeItems, code, code.length >= 4)
    .map((e) => ({ id: e.id, matched: e.code, exact: e.code === code, active: e.active }))
    .sort((a, b) => Number(b.exact) - Number(a.exact));
  return {
    products: products.slice(0, CODE_PREFIX_LIMIT).map(({ article: _, ...hit }) => hit),
    freeItems: freeItemHits.slice(0, CODE_PREFIX_LIMIT),
  };
}

/** `typos: false` is the engine before decision 0042: the evaluation compares the two. */
export async function planSearch(
  db: Db,
  index: CatalogueIndex,
  query: SearchQuery,
  options: { typos: boolean } = { typos: true },
): Promise<MatchPlan> {
  const structure = await catalogueStructure(db);
  const rows = matchWords(structure.words, query.tokens);
  const codes = matchCodes(index, query.code);
  const lexicon = options.typos ? typoLexiconFor(db, structure.version, structure.words) : null;
  let approximate = false;
  const tokens: TokenMatch[] = [];
  for (const [i, token] of query.tokens.entries()) {
    let own = rows.filter((r) => r.i === i);
    const reached = new Set(own.map((r) => r.id));
    const typo = lexicon ? typoMatches(lexicon, token).filter((w) => !reached.has(w.id)) : [];
    if (own.length === 0 && typo.length > 0) approximate = true;
    // A number that matched as an article needs no dictionary word; a misspelt word needs a similar one.
    const isCode = token.toUpperCase() === query.code && codes.products.length + codes.freeItems.length > 0;
    if (own.length === 0 && typo.length === 0 && !isCode && token.length >= MIN_FUZZY_TOKEN_LENGTH) {
      const similar = await similarWords(db, token);
      if (similar.length > 0) approximate = true;
      own = similar.map((w) => ({ ...w, i, exact: false, strong: true }));
    }
    tokens.push({
      token,
      all: own.map((r) => r.id),
      strong: own.filter((r) => r.strong).map((r) => r.id),
      exact: own.filter((r) => r.exact).map((r) => r.id),
      typo,
    });
  }
  return {
    query,
    tokens,
    productCodes: codes.products,
    freeItemCodes: codes.freeItems,
    approximate,
    wordsMatch: tokens.length > 0 && tokens.every((t) => t.all.length + t.typo.length > 0),
  };
}

/** What the search index matches for one side of the catalogue: the query's words and its numbers. */
export function hitQuery(plan: MatchPlan, kind: 'products' | 'freeItems'): HitQuery {
  const codes = kind === 'products' ? plan.productCodes : plan.freeItemCodes;
  return {
    tokens: plan.tokens,
    wordsMatch: plan.wordsMatch,
    codes: codes.filter((c) => c.active).map((c) => ({ id: c.id, exact: c.exact })),
  };
}

export interface SuggestRow {
  id: number;
  kind: 'p' | 'f';
  name: string;
  article: string;
  rsk: string | null;
  image: string | null;
  description: string;
}

/** What a suggestion shows of rows the index holds, by id; the ids it does not hold are left out. */
function shownRows(part: IndexPart, kind: SuggestRow['kind'], ids: readonly number[]): SuggestRow[] {
  return ids.flatMap((id) => {
    const row = id < part.rowOf.length ? part.rowOf[id]! : -1;
    if (row < 0) return [];
    const shown = shownRow(part.shown, row);
    const { name, code: article, rsk, image } = shown;
    return [{ kind, id, name, article, rsk, image, description: shown.maker ?? '' }];
  });
}

/**
 * What a suggestion shows of products and free items, by id: from the search index, so a keystroke
 * costs no query — but for an archived product's exact number (not in the index), read here.
 */
export async function suggestRows(
  db: Db,
  index: CatalogueIndex,
  which: { products: readonly number[]; freeItems: readonly number[] },
): Promise<SuggestRow[]> {
  const rows = [
    ...shownRows(index.products, 'p', which.products),
    ...shownRows(index.freeItems, 'f', which.freeItems),
  ];
  const held = new Set(rows.map((r) => `${r.kind}${r.id}`));
  const products = which.products.filter((id) => !held.has(`p${id}`));
  const freeItems = which.freeItems.filter((id) => !held.has(`f${id}`));
  if (products.length + freeItems.length === 0) return rows;
  const read = await queryRows<SuggestRow>(
    db,
    sql`select 'p' as kind, p.id, p.name, p.article, p.rsk, p.images[1] as image,
          coalesce(p.brand, '') as description
        from catalogue_products p where p.id = any(${sql.param(products)}::int[])
        union all
        select 'f', f.id, f.name, f.code, null, null, coalesce(f.supplier, '')
        from catalogue_free_items f where f.id = any(${sql.param(freeItems)}::int[])`,
  );
  return [...rows, ...read];
}
