/**
 * A three-way merge for a form that lost a version race (409): take the server's new values and put the
 * user's own edits back on top, so reloading never throws away what they typed. Plain objects merge field
 * by field; anything else (a list of contacts, a text) is one value: whoever changed it wins, and when both
 * changed it differently the user's value is kept and the path is reported so the form can point at it.
 * A list named in `keyedLists` (the document's lines by uid) is merged item by item instead: each item
 * merges field by field, and items the user added or removed stay added or removed.
 */
type Plain = Record<string, unknown>;

function isPlain(v: unknown): v is Plain {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface MergeResult<T> {
  merged: T;
  /** Paths both the user and the server changed, to different values; the user's value was kept. */
  overlaps: string[];
}

export interface MergeOptions {
  /** Paths of lists of plain objects merged item by item, with the field that identifies an item. */
  keyedLists?: Readonly<Record<string, string>>;
}

interface Merging {
  keyedLists: Readonly<Record<string, string>>;
  overlaps: string[];
}

function isKeyedList(v: unknown): v is Plain[] {
  return Array.isArray(v) && v.every(isPlain);
}

function mergeInto(base: unknown, mine: unknown, theirs: unknown, at: string, how: Merging): unknown {
  const key = how.keyedLists[at];
  if (key !== undefined && isKeyedList(base) && isKeyedList(mine) && isKeyedList(theirs)) {
    return mergeList(base, mine, theirs, key, at, how);
  }
  if (isPlain(base) && isPlain(mine) && isPlain(theirs)) {
    const result: Plain = {};
    for (const name of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      result[name] = mergeInto(base[name], mine[name], theirs[name], at ? `${at}.${name}` : name, how);
    }
    return result;
  }
  if (same(mine, base)) return theirs;
  if (!same(theirs, base) && !same(theirs, mine)) how.overlaps.push(at);
  return mine;
}

/** The server's items in the server's order, each merged with the user's; the user's removals stay. */
function mergeList(base: Plain[], mine: Plain[], theirs: Plain[], key: string, at: string, how: Merging) {
  const baseByKey = new Map(base.map((item) => [item[key], item]));
  const mineByKey = new Map(mine.map((item) => [item[key], item]));
  const removedByMe = new Set(base.filter((item) => !mineByKey.has(item[key])).map((item) => item[key]));
  const result: Plain[] = [];
  for (const their of theirs) {
    const id = their[key];
    if (removedByMe.has(id)) continue;
    const my = mineByKey.get(id);
    result.push(my ? (mergeInto(baseByKey.get(id), my, their, `${at}.${String(id)}`, how) as Plain) : their);
  }
  putBackMine(result, mine, baseByKey, key);
  return result;
}

/**
 * Items the user added, or changed while the server removed them, go back after the item they followed;
 * an item the server removed and the user left untouched stays removed.
 */
function putBackMine(result: Plain[], mine: Plain[], baseByKey: Map<unknown, Plain>, key: string) {
  const present = new Set(result.map((item) => item[key]));
  mine.forEach((my, index) => {
    if (present.has(my[key])) return;
    const base = baseByKey.get(my[key]);
    if (base && same(base, my)) return;
    let at = 0;
    for (let i = index - 1; i >= 0; i--) {
      const position = result.findIndex((item) => item[key] === mine[i]![key]);
      if (position >= 0) {
        at = position + 1;
        break;
      }
    }
    result.splice(at, 0, my);
    present.add(my[key]);
  });
}

export function mergeChanges<T>(base: T, mine: T, theirs: T, options: MergeOptions = {}): MergeResult<T> {
  const how: Merging = { keyedLists: options.keyedLists ?? {}, overlaps: [] };
  const merged = mergeInto(base, mine, theirs, '', how) as T;
  return { merged, overlaps: how.overlaps };
}
