/*
 * Article, RSK and free-item numbers in the search index (decision 0008): every number sorted, with its
 * owner's id and whether it is active — archived articles included, since an exact number still finds
 * them. A number typed in the search bar is then a binary search, not a query on every keystroke.
 */

/** Numbers in ascending order (as the C collation sorts them), each with its owner. */
export interface CodeTable {
  /** Entry i's number is `text.slice(start[i], start[i + 1])`. */
  text: string;
  start: Int32Array;
  id: Int32Array;
  active: Uint8Array;
}

export interface CodeEntry {
  id: number;
  code: string;
  active: boolean;
}

// Numbers are ASCII letters and digits, where comparing UTF-16 units is the C collation's byte order.
const byCode = (a: CodeEntry, b: CodeEntry) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id - b.id);

/** The table of `entries`; the database hands them over sorted, which is checked rather than redone. */
export function buildCodeTable(entries: readonly CodeEntry[]): CodeTable {
  const inOrder = entries.every((e, i) => i === 0 || byCode(entries[i - 1]!, e) <= 0);
  const sorted = inOrder ? entries : [...entries].sort(byCode);
  const start = new Int32Array(sorted.length + 1);
  const id = new Int32Array(sorted.length);
  const active = new Uint8Array(sorted.length);
  sorted.forEach((e, i) => {
    start[i + 1] = start[i]! + e.code.length;
    id[i] = e.id;
    active[i] = e.active ? 1 : 0;
  });
  const text = sorted.map((e) => e.code).join('');
  text.charCodeAt(0);
  return { text, start, id, active };
}

export const codeAt = (table: CodeTable, i: number) => table.text.slice(table.start[i], table.start[i + 1]);

/** The first entry whose number is not below `code`. */
function lowerBound(table: CodeTable, code: string): number {
  let low = 0;
  let high = table.id.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (codeAt(table, middle) < code) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Entries whose number is `code`, or starts with it when `prefix`, in number order. */
export function codeMatches(table: CodeTable, code: string, prefix: boolean): CodeEntry[] {
  const found: CodeEntry[] = [];
  for (let i = lowerBound(table, code); i < table.id.length; i += 1) {
    const value = codeAt(table, i);
    if (prefix ? !value.startsWith(code) : value !== code) break;
    found.push({ id: table.id[i]!, code: value, active: table.active[i] === 1 });
  }
  return found;
}
