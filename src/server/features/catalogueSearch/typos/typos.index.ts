import { RELEVANCE } from '../../catalogue';
import { COMPOUND_PARTS } from './typos.data';
import { decompound, nextRow, sharedParts, typoBudget } from './typos.rules';

/*
 * The typo lexicon (docs/decisions/0042-typo-tolerant-search.md): every dictionary word and every part of
 * its compound in one letter tree, held per app server beside the search index and built again when the
 * catalogue's version changes. A query word is matched against it by walking the tree with one row of the
 * Damerau–Levenshtein table per letter, leaving a branch as soon as every alignment is over the word's
 * typo budget — so a keystroke visits the few branches near the word, not the dictionary.
 */

interface Node {
  children: Map<string, Node>;
  /** Entries ending here (this text is a whole word or a part of one). */
  entries: number[];
  /** The entries of this subtree are `order[from..to)`. */
  from: number;
  to: number;
}

export interface TypoLexicon {
  root: Node;
  /** Per entry: the dictionary word it belongs to. */
  entryWord: Int32Array;
  /** Entries in tree order, so a subtree is one range. */
  order: Int32Array;
  texts: number;
  nodes: number;
  /** Compound parts known besides the words (shared starts and ends). */
  parts: number;
}

export interface TypoWord {
  id: number;
  value: number;
}

const newNode = (): Node => ({ children: new Map(), entries: [], from: 0, to: 0 });

/** Builds the lexicon from the dictionary's words (`catalogue_words`): letters-only words and their parts. */
export function buildTypoLexicon(words: ReadonlyArray<{ id: number; word: string }>): TypoLexicon {
  const letterWords = words.filter((w) => /^[a-z]{3,}$/.test(w.word));
  const shared = sharedParts(letterWords.map((w) => w.word));
  const known = new Set([...letterWords.map((w) => w.word), ...shared, ...COMPOUND_PARTS]);
  const entryWord: number[] = [];
  const root = newNode();
  let nodes = 1;
  const texts = new Set<string>();
  const add = (text: string, id: number) => {
    let node = root;
    for (const letter of text) {
      let next = node.children.get(letter);
      if (!next) {
        next = newNode();
        nodes += 1;
        node.children.set(letter, next);
      }
      node = next;
    }
    texts.add(text);
    node.entries.push(entryWord.length);
    entryWord.push(id);
  };
  for (const w of letterWords) {
    add(w.word, w.id);
    for (const part of decompound(w.word, known)) add(part, w.id);
  }
  const order: number[] = [];
  const number = (node: Node) => {
    node.from = order.length;
    order.push(...node.entries);
    for (const child of node.children.values()) number(child);
    node.to = order.length;
  };
  number(root);
  return {
    root,
    entryWord: Int32Array.from(entryWord),
    order: Int32Array.from(order),
    texts: texts.size,
    nodes,
    parts: shared.length,
  };
}

/**
 * The dictionary words `token` reaches with at most its budget of typos: as a whole word or compound part,
 * or as the start of one (the word still being typed). Best value per word, best first; a word the token
 * reaches without a typo is not a typo match and is left to the exact matching.
 */
export function typoMatches(lexicon: TypoLexicon, token: string): TypoWord[] {
  const max = typoBudget(token);
  if (max === 0) return [];
  const best = new Map<number, number>();
  const exact = new Set<number>();
  const offer = (entry: number, value: number) => {
    const id = lexicon.entryWord[entry]!;
    if ((best.get(id) ?? Number.NEGATIVE_INFINITY) < value) best.set(id, value);
  };
  const typoValue = (d: number) => RELEVANCE.typo + RELEVANCE.typoPerExtra * (d - 1);
  const n = token.length;
  // One row per depth, reused: the walk is depth first, so a row is dead once its branch is left.
  const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, i) => i)];
  const walk = (node: Node, depth: number, previous: string | null, rowLow: number, pathBest: number) => {
    const row = rows[depth]!;
    const before = depth > 0 ? rows[depth - 1]! : null;
    rows[depth + 1] ??= new Int32Array(n + 1);
    const out = rows[depth + 1]!;
    for (const [letter, child] of node.children) {
      const lowest = nextRow(token, letter, previous, row, before, out);
      const d = out[n]!;
      let onPath = pathBest;
      if (d <= max && d < pathBest) {
        // The token is a (mistyped) start of every text below: a prefix match, or an exact one at 0.
        for (let i = child.from; i < child.to; i += 1) {
          if (d > 0) offer(lexicon.order[i]!, typoValue(d));
          else exact.add(lexicon.entryWord[lexicon.order[i]!]!);
        }
        onPath = d;
      }
      if (d > 0 && d <= max)
        for (const entry of child.entries) offer(entry, typoValue(d) + RELEVANCE.typoComplete);
      // A swap reaches back two rows: a branch over the budget may still come back by one.
      if (lowest <= max || rowLow < max) walk(child, depth + 1, letter, lowest, onPath);
    }
  };
  walk(lexicon.root, 0, null, 0, Number.POSITIVE_INFINITY);
  return [...best]
    .filter(([id]) => !exact.has(id))
    .map(([id, value]) => ({ id, value }))
    .sort((a, b) => b.value - a.value || a.id - b.id);
}

/** Lexicons per dictionary: built again when the catalogue's version or the dictionary's size changes. */
const lexicons = new WeakMap<object, { version: number; size: number; lexicon: TypoLexicon }>();

export function typoLexiconFor(
  owner: object,
  version: number,
  words: ReadonlyArray<{ id: number; word: string }>,
): TypoLexicon {
  const held = lexicons.get(owner);
  if (held && held.version === version && held.size === words.length) return held.lexicon;
  const lexicon = buildTypoLexicon(words);
  lexicons.set(owner, { version, size: words.length, lexicon });
  return lexicon;
}
