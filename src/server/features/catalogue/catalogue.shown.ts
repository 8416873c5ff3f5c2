/*
 * What a suggestion shows of a product or free item — name, number, RSK number, picture, brand or
 * supplier — kept in the search index (catalogue.index.ts), so a keystroke's six suggestions need no
 * query. Packed: each field is one string with an offset per row (a string per row would cost its own
 * header, about twice the text at 500 000 products), and pictures and brands, which repeat, are numbered.
 */

/** Every row's text in one string: row r is `text.slice(start[r], start[r + 1])`. */
interface Packed {
  text: string;
  start: Int32Array;
}

/** Repeating values numbered: row r is `values[id[r]]`, '' for none. */
interface Numbered {
  values: string[];
  id: Int32Array;
}

export interface ShownFields {
  name: Packed;
  code: Packed;
  rsk: Packed;
  image: Numbered;
  maker: Numbered;
}

/** The source rows' shown values (null for none). */
export interface ShownSource {
  name: string;
  code: string;
  rsk: string | null;
  image: string | null;
  maker: string | null;
}

function pack(values: readonly string[]): Packed {
  const start = new Int32Array(values.length + 1);
  values.forEach((v, i) => {
    start[i + 1] = start[i]! + v.length;
  });
  // A joined string can be a tree of pieces; reading a character flattens it once, not on every slice.
  const text = values.join('');
  text.charCodeAt(0);
  return { text, start };
}

function numbered(values: readonly (string | null)[]): Numbered {
  const ids = new Map<string, number>([['', 0]]);
  const id = new Int32Array(values.length);
  values.forEach((v, i) => {
    const key = v ?? '';
    let n = ids.get(key);
    if (n === undefined) {
      n = ids.size;
      ids.set(key, n);
    }
    id[i] = n;
  });
  return { values: [...ids.keys()], id };
}

export function buildShown(rows: readonly ShownSource[]): ShownFields {
  return {
    name: pack(rows.map((r) => r.name)),
    code: pack(rows.map((r) => r.code)),
    rsk: pack(rows.map((r) => r.rsk ?? '')),
    image: numbered(rows.map((r) => r.image)),
    maker: numbered(rows.map((r) => r.maker)),
  };
}

const text = (field: Packed, row: number) => field.text.slice(field.start[row], field.start[row + 1]);
const orNull = (value: string) => (value === '' ? null : value);

/** One row's shown values. */
export function shownRow(fields: ShownFields, row: number): ShownSource {
  return {
    name: text(fields.name, row),
    code: text(fields.code, row),
    rsk: orNull(text(fields.rsk, row)),
    image: orNull(fields.image.values[fields.image.id[row]!]!),
    maker: orNull(fields.maker.values[fields.maker.id[row]!]!),
  };
}

/** The bytes the fields hold (two per character at most), for the benchmark's note. */
export function shownBytes(fields: ShownFields): number {
  const packed = [fields.name, fields.code, fields.rsk];
  const numberedFields = [fields.image, fields.maker];
  return (
    packed.reduce((n, p) => n + p.text.length + p.start.byteLength, 0) +
    numberedFields.reduce((n, f) => n + f.id.byteLength + f.values.reduce((m, v) => m + v.length, 0), 0)
  );
}
