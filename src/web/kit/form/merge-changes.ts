/**
 * A three-way merge for a form that lost a version race (409): take the server's new values and put the
 * user's own edits back on top, so reloading never throws away what they typed. Plain objects merge field
 * by field; anything else (a list of contacts, a text) is one value: whoever changed it wins, and when both
 * changed it differently the user's value is kept and the path is reported so the form can point at it.
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

function mergeInto(base: unknown, mine: unknown, theirs: unknown, at: string, overlaps: string[]): unknown {
  if (isPlain(base) && isPlain(mine) && isPlain(theirs)) {
    const result: Plain = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      result[key] = mergeInto(base[key], mine[key], theirs[key], at ? `${at}.${key}` : key, overlaps);
    }
    return result;
  }
  if (same(mine, base)) return theirs;
  if (!same(theirs, base) && !same(theirs, mine)) overlaps.push(at);
  return mine;
}

export function mergeChanges<T>(base: T, mine: T, theirs: T): MergeResult<T> {
  const overlaps: string[] = [];
  const merged = mergeInto(base, mine, theirs, '', overlaps) as T;
  return { merged, overlaps };
}
