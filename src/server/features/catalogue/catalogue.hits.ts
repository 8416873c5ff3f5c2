import type { SearchSortField } from '@shared/api/catalogue.api';
import type { SetGroup } from './catalogue.counters';
import { BADGE, type CatalogueIndex, type IndexPart, POPULAR_FRONT } from './catalogue.index';

/*
 * Finding, counting and ordering hits in the search index (catalogue.index.ts). Pure functions over typed
 * arrays: a search for "blandare" (twenty dictionary words, a fifth of the catalogue) is a pass over its
 * words' postings, a tally per facet set and a bounded heap for the page, without a query.
 */

/** What a query word matched in the dictionary (planSearch). */
export interface TokenWords {
  all: readonly number[];
  /** Words that start or end with the query word. */
  strong: readonly number[];
  exact: readonly number[];
  /**
   * Words reached only with a typo (decision 0042), best first, each with its relevance: below every
   * exact, start or inside match, so what a query finds without typos keeps its order ahead of them.
   */
  typo?: ReadonlyArray<{ id: number; value: number }>;
}

export interface HitQuery {
  tokens: readonly TokenWords[];
  /** False when a query word matched no dictionary word: only numbers can hit. */
  wordsMatch: boolean;
  /** Active articles whose number is the pattern (exact) or starts with it. */
  codes: ReadonlyArray<{ id: number; exact: boolean }>;
}

export interface Hits {
  rows: Int32Array;
  /** Relevance of each hit (aligned with rows); null where there is no query (a category or special page). */
  score: Int32Array | null;
}

/**
 * Relevance (decision 0008): a number match first, then per query word an exact word over a word's start
 * or end over a part inside a word, plus a bonus when the name starts with a matching word (the product's
 * kind); popularity decides between equals.
 */
export const RELEVANCE = {
  exact: 30,
  strong: 20,
  part: 10,
  nameBonus: 25,
  code: 1000,
  exactCode: 3000,
  /**
   * A word reached with one typo (decision 0042): so far below zero that a row with any typo word ranks
   * below every row without (at most six words of 30 and the name bonus), one more typo 20 lower, a
   * mistyped whole word or compound part over a mistyped start by 10; the product's kind (its name
   * starting with a typo word: the mixer before the mixer's spare part) only breaks ties among those.
   */
  typo: -400,
  typoPerExtra: -20,
  typoComplete: 10,
  typoNameBonus: 2,
};

/** The typo words of a query word that rank best (fewest typos, a whole word or part before a start). */
function closestTypoWords(t: TokenWords): number[] {
  const typo = t.typo ?? [];
  const top = Math.max(...typo.map((w) => w.value));
  return typo.filter((w) => w.value === top).map((w) => w.id);
}

interface Marked {
  /** Hits found, in the part's scratch `found`. */
  n: number;
  isHit: (row: number) => boolean;
  score: (row: number) => number;
}

/**
 * Marks the rows carrying, for every query word, one of its dictionary words — or a matching number.
 * Each query word's words are walked best class first, so a row's first visit gives that word's score.
 * The part's scratch arrays hold each row's progress: a value at or below the epoch is "no word yet", so
 * nothing is cleared between searches. Valid until the next search of the part: use it synchronously.
 */
function markHits(part: IndexPart, query: HitQuery): Marked {
  const { tokens } = query;
  const { mark, partial, found } = part.scratch;
  const count = tokens.length;
  if (part.scratch.epoch > 2 ** 30) {
    mark.fill(0);
    part.scratch.epoch = 0;
  }
  const base = part.scratch.epoch;
  part.scratch.epoch = base + count;
  const words = part.postingStart.length - 1;
  let n = 0;
  if (query.wordsMatch) {
    for (let ti = 0; ti < count; ti += 1) {
      const t = tokens[ti]!;
      const exact = new Set(t.exact);
      const strong = new Set(t.strong);
      const reached = new Set([...exact, ...strong, ...t.all]);
      // Typo words last (best first): a row reached both ways keeps its exact score.
      const typoValue = new Map(
        (t.typo ?? []).filter((tw) => !reached.has(tw.id)).map((tw) => [tw.id, tw.value]),
      );
      for (const w of [...reached, ...typoValue.keys()]) {
        if (w < 0 || w >= words) continue;
        const value = exact.has(w)
          ? RELEVANCE.exact
          : strong.has(w)
            ? RELEVANCE.strong
            : (typoValue.get(w) ?? RELEVANCE.part);
        const end = part.postingStart[w + 1]!;
        for (let i = part.postingStart[w]!; i < end; i += 1) {
          const row = part.postings[i]!;
          const at = mark[row]!;
          if (ti === 0 ? at > base : at !== base + ti) continue;
          mark[row] = base + ti + 1;
          partial[row] = ti === 0 ? value : partial[row]! + value;
          if (ti === count - 1) found[n++] = row;
        }
      }
    }
  }
  const full = base + count;
  const isWordHit = (row: number) => query.wordsMatch && count > 0 && mark[row] === full;
  const codeBonus = new Map<number, number>();
  for (const c of query.codes) {
    const row = c.id < part.rowOf.length ? part.rowOf[c.id]! : -1;
    if (row < 0) continue;
    if (!codeBonus.has(row) && !isWordHit(row)) found[n++] = row;
    codeBonus.set(row, Math.max(codeBonus.get(row) ?? 0, c.exact ? RELEVANCE.exactCode : RELEVANCE.code));
  }
  const strongWord = new Uint8Array(words);
  for (const t of tokens) for (const w of t.strong) if (w >= 0 && w < words) strongWord[w] = 1;
  // Among typo hits of one closeness the product's kind goes first; never for a row without typos.
  const typoNameWord = new Uint8Array(words);
  for (const t of tokens) for (const w of t.typo ?? []) if (w.id >= 0 && w.id < words) typoNameWord[w.id] = 1;
  const wordsOnly = RELEVANCE.part * count;
  return {
    n,
    isHit: (row) => isWordHit(row) || codeBonus.has(row),
    score: (row) => {
      const name = part.nameWord[row]!;
      const byWords = isWordHit(row) ? partial[row]! : wordsOnly;
      const kind =
        name < 0
          ? 0
          : strongWord[name]
            ? RELEVANCE.nameBonus
            : byWords < 0 && typoNameWord[name]
              ? RELEVANCE.typoNameBonus
              : 0;
      return byWords + kind + (codeBonus.size > 0 ? (codeBonus.get(row) ?? 0) : 0);
    },
  };
}

/** The hits of a query with their relevance, copied out of the scratch. */
export function findHits(part: IndexPart, query: HitQuery): Hits & { score: Int32Array } {
  const marked = markHits(part, query);
  const rows = part.scratch.found.slice(0, marked.n);
  const score = new Int32Array(marked.n);
  for (let i = 0; i < marked.n; i += 1) score[i] = marked.score(rows[i]!);
  return { rows, score };
}

/** Up to this many hits a suggestion list ranks by relevance; above, it lists the most popular. */
export const RANKED_SUGGESTIONS_BOUND = 1_000;

/**
 * A suggestion list: the best `limit` ids — by relevance when the hits are few, the most popular when many
 * — and the hits' total, exact up to RANKED_SUGGESTIONS_BOUND and otherwise only known to be above it.
 * One query word with a dictionary word of more hits than that is decided without marking anything: the
 * most popular hits are the merged fronts of its words' popularity-ordered rows.
 */
export function suggestHits(
  index: CatalogueIndex,
  part: IndexPart,
  query: HitQuery,
  limit: number,
): { total: number; ids: number[] } {
  if (query.tokens.some((t) => (t.typo?.length ?? 0) > 0)) {
    // Typo hits rank below every other hit: with `limit` hits without them the list is decided, and a
    // keystroke does not walk the typo words' postings (a four-letter word's are many). Its total then
    // counts the hits without a typo; the search page counts all.
    const exactOnly = {
      ...query,
      tokens: query.tokens.map((t) => ({ ...t, typo: [] })),
      wordsMatch: query.wordsMatch && query.tokens.every((t) => t.all.length > 0),
    };
    const withoutTypos = suggestHits(index, part, exactOnly, limit);
    if (withoutTypos.total >= limit) return withoutTypos;
  }
  const [only] = query.tokens;
  if (
    only &&
    query.tokens.length === 1 &&
    query.wordsMatch &&
    query.codes.length === 0 &&
    limit <= POPULAR_FRONT
  ) {
    // Typo words only when nothing matches without (above): the closest of them.
    const words = only.all.length > 0 ? only.all : closestTypoWords(only);
    const lists = words.filter((w) => w >= 0 && w < part.postingStart.length - 1);
    const largest = Math.max(0, ...lists.map((w) => part.postingStart[w + 1]! - part.postingStart[w]!));
    if (largest > RANKED_SUGGESTIONS_BOUND) return { total: largest, ids: mostPopular(part, lists, limit) };
  }
  const marked = markHits(part, query);
  if (limit <= 0) return { total: marked.n, ids: [] };
  const typos = query.tokens.some((t) => (t.typo?.length ?? 0) > 0);
  // With typo words here, fewer than `limit` hits have no typo: all are ranked, typo hits by relevance.
  if (marked.n <= RANKED_SUGGESTIONS_BOUND || typos) {
    const rows = part.scratch.found.slice(0, marked.n);
    const hits = { rows, score: rows.map(marked.score) };
    return {
      total: marked.n,
      ids: pageIds(index, part, hits, { by: 'MATCHING_SCORE', desc: true, offset: 0, limit }),
    };
  }
  const ids: number[] = [];
  for (let rank = 0; rank < part.size && ids.length < limit; rank += 1) {
    const row = part.popOrder[rank]!;
    if (marked.isHit(row)) ids.push(part.id[row]!);
  }
  return { total: marked.n, ids };
}

/**
 * The `limit` most popular rows carrying any of `words`: a merge of their popular fronts. A front loses at
 * most `limit` rows to other words' picks, so POPULAR_FRONT ≥ limit keeps the merge exact.
 */
function mostPopular(part: IndexPart, words: readonly number[], limit: number): number[] {
  const at = words.map((w) => part.popularStart[w]!);
  const chosen = new Set<number>();
  while (chosen.size < limit) {
    let best = -1;
    for (let i = 0; i < words.length; i += 1) {
      const end = part.popularStart[words[i]! + 1]!;
      while (at[i]! < end && chosen.has(part.popular[at[i]!]!)) at[i]! += 1;
      if (at[i]! >= end) continue;
      const row = part.popular[at[i]!]!;
      if (best < 0 || part.popRank[row]! < part.popRank[best]!) best = row;
    }
    if (best < 0) break;
    chosen.add(best);
  }
  return [...chosen].map((row) => part.id[row]!);
}

/** Every row of the categories (a category page: the category and its subcategories). */
export function categoryHits(index: CatalogueIndex, categoryIds: readonly number[] | null): Hits {
  const { products } = index;
  if (categoryIds === null) {
    const rows = new Int32Array(products.size).map((_, i) => i);
    return { rows, score: null };
  }
  const ranges = categoryIds.flatMap((id) => {
    const range = products.categoryRows.get(id);
    return range ? [range] : [];
  });
  const rows = new Int32Array(ranges.reduce((n, [from, to]) => n + to - from, 0));
  let at = 0;
  for (const [from, to] of ranges) for (let row = from; row < to; row += 1) rows[at++] = row;
  return { rows, score: null };
}

export type Speciality = 'CAMPAIGNS' | 'NOVELTIES' | 'GOOD_DEALS';

/** Products with a badge: campaigns that run on `today` (YYYY-MM-DD, last day included), novelties, good deals. */
export function specialHits(index: CatalogueIndex, speciality: Speciality, today: string): Hits {
  const { products } = index;
  const day = Number(today.replaceAll('-', ''));
  const badge = { CAMPAIGNS: BADGE.CAMPAIGN, NOVELTIES: BADGE.NOVELTY, GOOD_DEALS: BADGE.GOOD_DEAL }[
    speciality
  ];
  const found: number[] = [];
  for (let row = 0; row < products.size; row += 1) {
    if ((products.badges[row]! & badge) === 0) continue;
    if (speciality === 'CAMPAIGNS' && products.campaignEnds[row]! < day) continue;
    found.push(row);
  }
  const rows = Int32Array.from(found);
  return { rows, score: null };
}

/** Hits grouped by facet set: what tallyFacets counts facets from. */
export function setGroups(index: CatalogueIndex, rows: Int32Array): SetGroup[] {
  const { setId } = index.products;
  const perSet = new Int32Array(index.maxSetId + 1);
  for (const row of rows) perSet[setId[row]!]! += 1;
  const groups: SetGroup[] = [];
  perSet.forEach((n, id) => {
    if (n > 0) groups.push({ facetIds: index.setFacets.get(id) ?? [], setId: id, n });
  });
  return groups;
}

/** Hits per leaf category, only those in `matchingSets` when a selection is made. */
export function categoryCounts(
  index: CatalogueIndex,
  rows: Int32Array,
  matchingSets: readonly number[] | null,
): Map<number, number> {
  const { setId, categoryId } = index.products;
  const meets = setMask(index, matchingSets);
  const perCategory = new Int32Array(index.maxCategoryId + 1);
  for (const row of rows) if (!meets || meets[setId[row]!]) perCategory[categoryId[row]!]! += 1;
  const counts = new Map<number, number>();
  perCategory.forEach((n, id) => {
    if (n > 0) counts.set(id, n);
  });
  return counts;
}

function setMask(index: CatalogueIndex, matchingSets: readonly number[] | null): Uint8Array | null {
  if (matchingSets === null) return null;
  const mask = new Uint8Array(index.maxSetId + 1);
  for (const id of matchingSets) if (id <= index.maxSetId) mask[id] = 1;
  return mask;
}

export interface PageRequest {
  by: SearchSortField;
  desc: boolean;
  offset: number;
  limit: number;
  /** Only hits in these facet sets (products with a selection); null for all. */
  matchingSets?: readonly number[] | null;
}

/**
 * A hit's place as one number, lower first: score, rank and row with signs and weights for the order
 * (relevance ties go to the more popular in either direction). Unique, since the ranks are.
 */
function keyTerms(part: IndexPart, request: PageRequest) {
  const sign = request.desc ? -1 : 1;
  const spread = 2 ** 26;
  switch (request.by) {
    case 'MATCHING_SCORE':
      return { score: sign * spread, rank: part.popRank, byRank: 1, byRow: 0 };
    case 'POPULARITY':
      return { score: 0, rank: part.popRank, byRank: -sign, byRow: 0 };
    case 'TITLE':
      return { score: 0, rank: part.titleRank, byRank: sign, byRow: 0 };
    case 'NATURAL':
      return { score: 0, rank: part.popRank, byRank: 0, byRow: sign };
  }
}

/**
 * The ids of one page of hits in the requested order: the first offset + limit kept in a bounded max-heap
 * (one comparison for most hits), then sorted.
 */
export function pageIds(index: CatalogueIndex, part: IndexPart, hits: Hits, request: PageRequest): number[] {
  const wanted = request.offset + request.limit;
  if (wanted <= 0 || hits.rows.length === 0) return [];
  const terms = keyTerms(part, request);
  const meets = part === index.products ? setMask(index, request.matchingSets ?? null) : null;
  const { setId } = index.products;
  const heapKey = new Float64Array(wanted);
  const heapRow = new Int32Array(wanted);
  let size = 0;
  for (let i = 0; i < hits.rows.length; i += 1) {
    const row = hits.rows[i]!;
    if (meets && !meets[setId[row]!]) continue;
    const relevance = hits.score ? terms.score * hits.score[i]! : 0;
    const key = relevance + terms.byRank * terms.rank[row]! + terms.byRow * row;
    if (size === wanted && key >= heapKey[0]!) continue;
    let at: number;
    if (size < wanted) {
      // Filling: the new key rises from the end.
      at = size++;
      while (at > 0 && heapKey[(at - 1) >> 1]! < key) {
        heapKey[at] = heapKey[(at - 1) >> 1]!;
        heapRow[at] = heapRow[(at - 1) >> 1]!;
        at = (at - 1) >> 1;
      }
    } else {
      // Full: the new key replaces the largest and sinks.
      at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= size) break;
        const child = left + 1 < size && heapKey[left + 1]! > heapKey[left]! ? left + 1 : left;
        if (heapKey[child]! <= key) break;
        heapKey[at] = heapKey[child]!;
        heapRow[at] = heapRow[child]!;
        at = child;
      }
    }
    heapKey[at] = key;
    heapRow[at] = row;
  }
  const order = Array.from({ length: size }, (_, i) => i).sort((a, b) => heapKey[a]! - heapKey[b]!);
  return order.slice(request.offset).map((i) => part.id[heapRow[i]!]!);
}
