/*
 * Typo tolerance's pure rules (docs/decisions/0042-typo-tolerant-search.md): how many typos a query word
 * may carry, the Damerau–Levenshtein distance (optimal string alignment: a swap of neighbours is one typo)
 * bounded so a hopeless pair stops early, and the splitting of Swedish compounds into the words a plumber
 * types ("kulventil" → "kul", "ventil"; "sakerhetsventil" → "sakerhet", "ventil" with the linking -s-).
 */

/** Words shorter than this get no typo: "kan" for "kran" would match half the dictionary. */
export const MIN_TYPO_WORD_LENGTH = 4;
/** From this length a word may carry two typos (as Meilisearch, Typesense and Lucene's fuzzy default). */
export const TWO_TYPO_WORD_LENGTH = 9;
/** Compound parts shorter than this are not split off ("i" in "rör-i-rör" is a word, not a part). */
export const MIN_PART_LENGTH = 3;

/** Typos allowed in a query word: only words of letters (numbers and dimensions are typed exactly). */
export function typoBudget(word: string): number {
  if (!/^[a-z]+$/.test(word)) return 0;
  if (word.length >= TWO_TYPO_WORD_LENGTH) return 2;
  return word.length >= MIN_TYPO_WORD_LENGTH ? 1 : 0;
}

/**
 * One row of the distance table, for the DFS over the dictionary trie (typos.index.ts) and for
 * `typoDistance`: row[i] is the distance between the first i letters of `word` and the text so far.
 */
export function nextRow(
  word: string,
  letter: string,
  previousLetter: string | null,
  row: Int32Array,
  before: Int32Array | null,
  out: Int32Array,
): number {
  out[0] = row[0]! + 1;
  let best = out[0]!;
  for (let i = 1; i <= word.length; i += 1) {
    const same = word[i - 1] === letter;
    let d = Math.min(row[i]! + 1, out[i - 1]! + 1, row[i - 1]! + (same ? 0 : 1));
    if (before && i > 1 && word[i - 1] === previousLetter && word[i - 2] === letter) {
      d = Math.min(d, before[i - 2]! + 1);
    }
    out[i] = d;
    if (d < best) best = d;
  }
  return best;
}

function firstRow(length: number): Int32Array {
  const row = new Int32Array(length + 1);
  for (let i = 0; i <= length; i += 1) row[i] = i;
  return row;
}

/**
 * The distance between `typed` and `target` and between `typed` and the closest prefix of `target` (the
 * word still being typed), or Infinity where above `max`: stops as soon as no alignment can stay within.
 */
export function typoDistance(typed: string, target: string, max: number): { whole: number; prefix: number } {
  let before: Int32Array | null = null;
  let row = firstRow(typed.length);
  let prefix = row[typed.length]! <= max ? row[typed.length]! : Number.POSITIVE_INFINITY;
  for (let j = 0; j < target.length; j += 1) {
    const out = new Int32Array(typed.length + 1);
    const best = nextRow(typed, target[j]!, j > 0 ? target[j - 1]! : null, row, before, out);
    // A swap reaches back two rows: over the budget now may still come back by one.
    const rowLow = Math.min(...row);
    before = row;
    row = out;
    if (row[typed.length]! <= max) prefix = Math.min(prefix, row[typed.length]!);
    if (best > max && rowLow >= max) return { whole: Number.POSITIVE_INFINITY, prefix };
  }
  const whole = row[typed.length]!;
  return { whole: whole <= max ? whole : Number.POSITIVE_INFINITY, prefix };
}

/** Known parts shorter than this split a word only beside another known part ("koppar" + "ror"). */
const MIN_SPLITTING_PART_LENGTH = 4;

/**
 * A head without its Swedish linking -s- ("sakerhets" → "sakerhet"): only that when it is a known part,
 * both when unsure ("backventils" may be "backventil" + s or a word of its own).
 */
function withoutLinkingS(head: string, known?: ReadonlySet<string>): string[] {
  if (!head.endsWith('s') || head.length - 1 < MIN_PART_LENGTH) return [head];
  const bare = head.slice(0, -1);
  return known?.has(bare) ? [bare] : [head, bare];
}

/** A tail without a linking -s- at its start ("skoppling" → "koppling"), as `withoutLinkingS`. */
function withoutLeadingS(tail: string, known?: ReadonlySet<string>): string[] {
  if (!tail.startsWith('s') || tail.length - 1 < MIN_PART_LENGTH) return [tail];
  const bare = tail.slice(1);
  return known?.has(bare) ? [bare] : [tail, bare];
}

/**
 * The parts of a compound: every known part inside it whose sides are parts too (or nothing), each side
 * split again — `decompound("sakerhetsventil", known)` with "ventil" known gives sakerhet, sakerhets and
 * ventil; "varmvattenberedare" with "vatten" known gives varm, vatten, beredare. A known part shorter than
 * four letters splits only beside another known part ("koppar" + "ror"; "for" would cut "fordelare"). The
 * word itself is not among its parts.
 */
export function decompound(word: string, known: ReadonlySet<string>, depth = 3): string[] {
  const parts = new Set<string>();
  if (depth === 0) return [];
  const sideOk = (side: string) => side.length === 0 || side.length >= MIN_PART_LENGTH;
  const add = (pieces: string[]) => {
    for (const piece of pieces) {
      if (piece.length < MIN_PART_LENGTH || piece === word || parts.has(piece)) continue;
      parts.add(piece);
      for (const inner of decompound(piece, known, depth - 1)) parts.add(inner);
    }
  };
  for (let from = 0; from <= word.length - MIN_PART_LENGTH; from += 1) {
    for (let to = from + MIN_PART_LENGTH; to <= word.length; to += 1) {
      if (from === 0 && to === word.length) continue;
      const part = word.slice(from, to);
      if (!known.has(part)) continue;
      const left = word.slice(0, from);
      const right = word.slice(to);
      const lefts = left ? withoutLinkingS(left, known) : [''];
      const rights = right ? withoutLeadingS(right, known) : [''];
      if (!lefts.some(sideOk) || !rights.some(sideOk)) continue;
      const besideKnown = lefts.some((l) => known.has(l)) || rights.some((r) => known.has(r));
      if (part.length < MIN_SPLITTING_PART_LENGTH && !besideKnown) continue;
      add([part, ...lefts.filter((l) => l), ...rights.filter((r) => r)]);
    }
  }
  parts.delete(word);
  return [...parts];
}

/** The length of the common start of two words. */
function commonStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * Parts the dictionary itself suggests without having them as words: a start or end that neighbours in
 * sorted order share at least twice (three words: "termostat" of termostatblandare, termostathuvud and
 * termostatventil; "ventil" of kulventil, backventil and bottenventil) with a part left of each. Ends
 * need five letters: four-letter ends are mostly inflections ("-are", "-ning").
 */
export function sharedParts(words: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const scan = (sorted: string[], reverse: boolean) => {
    const minLength = reverse ? 5 : 4;
    for (let i = 1; i < sorted.length; i += 1) {
      const a = sorted[i - 1]!;
      const b = sorted[i]!;
      const n = commonStart(a, b);
      if (n < minLength || a.length - n < MIN_PART_LENGTH || b.length - n < MIN_PART_LENGTH) continue;
      const shared = a.slice(0, n);
      const part = reverse ? [...shared].reverse().join('') : shared;
      for (const p of reverse ? withoutLeadingS(part) : withoutLinkingS(part)) {
        if (p.length >= minLength) seen.set(p, (seen.get(p) ?? 0) + 1);
      }
    }
  };
  const letters = words.filter((w) => /^[a-z]+$/.test(w));
  scan([...letters].sort(), false);
  scan(letters.map((w) => [...w].reverse().join('')).sort(), true);
  return [...seen].filter(([, n]) => n >= 2).map(([p]) => p);
}
