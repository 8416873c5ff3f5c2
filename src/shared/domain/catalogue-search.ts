import { compactCode } from './catalogue-codes';

/**
 * How catalogue search reads what a plumber types (docs/decisions/0008-catalogue-search.md). The same
 * normalisation builds the stored search text of every product and the tokens of a query, so the two
 * always meet: lower case, diacritics off (so "ror" finds "rör" on a phone without å ä ö), words split at
 * anything that is not a letter or a digit.
 */

/** Suggestions and searches start at three characters after trimming (product-spec §9). */
export const MIN_SEARCH_LENGTH = 3;
/** Shorter words match the start of a catalogue word ("15" finds "15" and "150"), longer ones any part. */
export const MIN_INFIX_TOKEN_LENGTH = 3;
/** Words at least this long may also match with a small typo (trigram similarity). */
export const MIN_FUZZY_TOKEN_LENGTH = 5;
/** More words than this add nothing but cost; the rest are ignored. */
export const MAX_SEARCH_TOKENS = 6;
export const MAX_PATTERN_LENGTH = 200;

const LIGATURES: Record<string, string> = { æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe' };

/**
 * `"Tvättställsblandare 1/2\" Krom"` → `"tvattstallsblandare 1/2 krom"`. A comma, dot or slash between
 * digits stays part of the word, since dimensions are written that way (`15x1,0`, `1/2`, `2.5` = `2,5`).
 */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøßœ]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(\d)\.(?=\d)/g, '$1,')
    .replace(/[^a-z0-9,/]+/g, ' ')
    .replace(/(?<!\d)[,/]+|[,/]+(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words stored for a product or free item: its name, brand and category, normalised. */
export function buildSearchText(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((p): p is string => typeof p === 'string')
    .map(normaliseSearchText)
    .filter((p) => p !== '')
    .join(' ');
}

export interface SearchQuery {
  /** The whole pattern normalised (`"kopparrör 15"` → `"kopparror 15"`). */
  text: string;
  /** Distinct words, longest first, at most MAX_SEARCH_TOKENS; one-letter words only when alone. */
  tokens: string[];
  /**
   * The pattern read as an article or RSK number: separators removed, upper case. Set when the pattern
   * holds a digit, nothing but letters, digits and separators, and no long word: `"123 45 67"` → `"1234567"`.
   */
  code: string | null;
}

export function parseSearchQuery(pattern: string): SearchQuery {
  const trimmed = pattern.trim().slice(0, MAX_PATTERN_LENGTH);
  const text = normaliseSearchText(trimmed);
  const compact = compactCode(trimmed);
  // Article numbers have a digit and at most a short letter prefix ("B12345", "MOR0100037"); a word of
  // four letters or more ("kulventil 1/2") makes the pattern words, not a number.
  const code =
    /\d/.test(compact) && /^[A-Z0-9]+$/.test(compact) && !/[A-Z]{4}/.test(compact) ? compact : null;
  // "123 45 67" is one RSK number written in groups, not three words.
  const groupedDigits = /^\d+(?:[\s\u00a0-]+\d+)+$/.test(trimmed) && (code?.length ?? 0) >= 5;
  let words = groupedDigits && code ? [code.toLowerCase()] : text.split(' ').filter((w) => w !== '');
  words = [...new Set(words)];
  // A word inside another word adds nothing ("rör kopparrör"); keep the longer one.
  words = words.filter((w) => !words.some((other) => other !== w && other.includes(w)));
  if (words.some((w) => w.length > 1)) words = words.filter((w) => w.length > 1);
  words.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return { text, tokens: words.slice(0, MAX_SEARCH_TOKENS), code };
}

/** True when a query is long enough to search (suggestions answer empty below it). */
export function isSearchable(pattern: string): boolean {
  return pattern.trim().length >= MIN_SEARCH_LENGTH && normaliseSearchText(pattern) !== '';
}
