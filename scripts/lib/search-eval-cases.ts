/**
 * The labelled query set of `npm run eval:search` (issue 25, decision 0042), drawn deterministically from
 * the catalogue it runs on: words of real product names with one typo of each kind (a letter left out,
 * one too many, one wrong — a neighbour on a Swedish keyboard — or two neighbours swapped), in short and
 * long words, in the tail of a compound typed alone, in a word still being typed, in one word of two, with
 * å/ä/ö typed as a/a/o, two typos in long words, and article and RSK numbers as they are typed.
 *
 * A query is labelled with the words it was meant to be (`intended`): a product is relevant when its name,
 * brand or category carries every intended word (inside a compound counts, as in the search). Article and
 * RSK queries are labelled with their one product. A typo never leaves a typed word shorter than four
 * letters: such words get no typo by the engine's rule.
 */
import { normaliseSearchText } from '../../src/shared/domain/catalogue-search';
import { random } from './catalogue-bench-cases';

export type TypoKind = 'deletion' | 'insertion' | 'substitution' | 'transposition' | 'two typos' | 'none';
export type Shape =
  | 'short word (4–6)'
  | 'long word (7+)'
  | 'compound tail'
  | 'word being typed'
  | 'two words'
  | 'no å/ä/ö'
  | 'article number'
  | 'RSK number';

export interface EvalCase {
  query: string;
  /** What the plumber meant: the exact query the typo came from. */
  intended: string;
  /** The intended words a relevant product carries (empty for numbers: `product` is the label). */
  words: string[];
  product: number | null;
  kind: TypoKind;
  shape: Shape;
}

export interface EvalProduct {
  id: number;
  name: string;
  brand: string | null;
  /** The category's name: its words are a product's search words too. */
  category: string;
  article: string;
  rsk: string | null;
}

const KEYBOARD = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** The letters beside a letter on a Swedish keyboard (å, ä, ö folded away, as search text is). */
export function neighbours(letter: string): string[] {
  const found: string[] = [];
  KEYBOARD.forEach((row, r) => {
    const at = row.indexOf(letter);
    if (at < 0) return;
    for (const c of [row[at - 1], row[at + 1], KEYBOARD[r - 1]?.[at], KEYBOARD[r - 1]?.[at + 1]]) {
      if (c) found.push(c);
    }
    for (const c of [KEYBOARD[r + 1]?.[at - 1], KEYBOARD[r + 1]?.[at]]) if (c) found.push(c);
  });
  return found.length > 0 ? found : ['e'];
}

type Next = () => number;
const pickOf =
  (next: Next) =>
  <T>(xs: readonly T[]) =>
    xs[Math.floor(next() * xs.length)]!;

/** One typo of `kind` in `word`, never the word itself; the first letter kept for half of them. */
export function withTypo(word: string, kind: Exclude<TypoKind, 'two typos' | 'none'>, next: Next): string {
  const pick = pickOf(next);
  const at = (room: number) => Math.floor(next() * room);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    let typed = word;
    if (kind === 'deletion') {
      const i = at(word.length);
      typed = word.slice(0, i) + word.slice(i + 1);
    } else if (kind === 'insertion') {
      const i = at(word.length);
      const extra = next() < 0.4 ? word[i]! : pick(neighbours(word[i]!));
      typed = word.slice(0, i + 1) + extra + word.slice(i + 1);
    } else if (kind === 'substitution') {
      const i = at(word.length);
      typed = word.slice(0, i) + pick(neighbours(word[i]!)) + word.slice(i + 1);
    } else {
      const i = at(word.length - 1);
      typed = word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2);
    }
    if (typed !== word) return typed;
  }
  return `${word}x`;
}

const KINDS = ['deletion', 'insertion', 'substitution', 'transposition'] as const;

/** Letter words of a name, as search text has them. */
function letterWords(text: string): string[] {
  return normaliseSearchText(text)
    .split(' ')
    .filter((w) => /^[a-z]+$/.test(w));
}

/** The words of a name as typed with å/ä/ö, for the no-umlaut queries. */
function umlautWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => /[åäö]/.test(w) && w.length >= 4 && /^[a-zåäö]+$/.test(w));
}

const fold = (w: string) => w.replace(/[åä]/g, 'a').replace(/ö/g, 'o');

/**
 * `perCell` queries for each typo kind in each word shape, plus two-typo, no-umlaut and number queries.
 * `compoundTails` are the tails the catalogue's compounds end in (from the typo lexicon's parts).
 */
export function evalCases(
  products: readonly EvalProduct[],
  compoundTails: ReadonlyMap<string, string>,
  perCell = 12,
): EvalCase[] {
  const next = random(20_261_125);
  const pick = pickOf(next);
  const cases: EvalCase[] = [];
  const seen = new Set<string>();
  const push = (c: EvalCase) => {
    if (seen.has(c.query) || c.query === c.intended) return false;
    // The engine's rule (decision 0042): a typed word of three letters gets no typo ("kan" for "kran").
    const meant = new Set(normaliseSearchText(c.intended).split(' '));
    const typed = normaliseSearchText(c.query).split(' ');
    if (c.kind !== 'none' && typed.some((w) => !meant.has(w) && w.length < 4)) return false;
    seen.add(c.query);
    cases.push(c);
    return true;
  };
  const words = (p: EvalProduct) => letterWords(`${p.name} ${p.brand ?? ''}`);
  const fill = (count: number, make: () => EvalCase | null) => {
    let made = 0;
    for (let tries = 0; made < count && tries < count * 400; tries += 1) {
      const c = make();
      if (c && push(c)) made += 1;
    }
  };
  const tails = [...compoundTails.entries()];
  for (const kind of KINDS) {
    const typo = (w: string) => withTypo(w, kind, next);
    fill(perCell, () => {
      const w = pick(
        words(pick(products)).filter((x) => x.length >= (kind === 'deletion' ? 5 : 4) && x.length <= 6),
      );
      return w
        ? { query: typo(w), intended: w, words: [w], product: null, kind, shape: 'short word (4–6)' }
        : null;
    });
    fill(perCell, () => {
      const w = pick(words(pick(products)).filter((x) => x.length >= 7));
      return w
        ? { query: typo(w), intended: w, words: [w], product: null, kind, shape: 'long word (7+)' }
        : null;
    });
    fill(perCell, () => {
      const [tail] = tails.length > 0 ? pick(tails) : [];
      return tail
        ? { query: typo(tail), intended: tail, words: [tail], product: null, kind, shape: 'compound tail' }
        : null;
    });
    fill(perCell, () => {
      const w = pick(words(pick(products)).filter((x) => x.length >= 8));
      if (!w) return null;
      const typed = w.slice(0, 5 + Math.floor(next() * 3));
      return {
        query: typo(typed),
        intended: typed,
        words: [typed],
        product: null,
        kind,
        shape: 'word being typed',
      };
    });
    fill(perCell, () => {
      const ws = [...new Set(words(pick(products)).filter((x) => x.length >= 4))];
      if (ws.length < 2) return null;
      const a = pick(ws);
      const b = pick(ws.filter((x) => x !== a && !x.includes(a) && !a.includes(x)));
      if (!b) return null;
      const query = next() < 0.5 ? `${typo(a)} ${b}` : `${a} ${typo(b)}`;
      return { query, intended: `${a} ${b}`, words: [a, b], product: null, kind, shape: 'two words' };
    });
    fill(Math.ceil(perCell / 2), () => {
      const p = pick(products);
      const w = pick(umlautWords(`${p.name} ${p.brand ?? ''}`));
      if (!w) return null;
      const typed = fold(w);
      return { query: typo(typed), intended: w, words: [typed], product: null, kind, shape: 'no å/ä/ö' };
    });
  }
  fill(perCell * 2, () => {
    const w = pick(words(pick(products)).filter((x) => x.length >= 10));
    if (!w) return null;
    const [k1, k2] = [pick(KINDS), pick(KINDS)];
    const query = withTypo(withTypo(w, k1, next), k2, next);
    return { query, intended: w, words: [w], product: null, kind: 'two typos', shape: 'long word (7+)' };
  });
  fill(perCell, () => {
    const p = pick(products);
    const w = pick(umlautWords(`${p.name} ${p.brand ?? ''}`));
    return w
      ? { query: fold(w), intended: w, words: [fold(w)], product: null, kind: 'none', shape: 'no å/ä/ö' }
      : null;
  });
  fill(perCell * 2, () => {
    const p = pick(products);
    const query = next() < 0.5 ? p.article.toLowerCase() : p.article;
    return { query, intended: p.article, words: [], product: p.id, kind: 'none', shape: 'article number' };
  });
  fill(perCell * 2, () => {
    const p = pick(products);
    if (!p.rsk) return null;
    const grouped = `${p.rsk.slice(0, 3)} ${p.rsk.slice(3, 5)} ${p.rsk.slice(5)}`;
    const query = next() < 0.5 ? grouped : p.rsk;
    return { query, intended: p.rsk, words: [], product: p.id, kind: 'none', shape: 'RSK number' };
  });
  return cases;
}

/**
 * Whether a product is what the query meant: its name, brand or category (its search words) carries every
 * intended word, or it is the number's product.
 */
export function relevance(products: readonly EvalProduct[]) {
  const text = new Map(products.map((p) => [p.id, letterWords(`${p.name} ${p.brand ?? ''} ${p.category}`)]));
  return (c: EvalCase, id: number) => {
    if (c.product !== null) return id === c.product;
    const carried = text.get(id) ?? [];
    return c.words.every((w) => carried.some((x) => x.includes(w)));
  };
}
