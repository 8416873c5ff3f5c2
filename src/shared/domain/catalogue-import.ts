/**
 * The provider's files (docs/decisions/0008-catalogue-search.md): a price file of articles and a firm's
 * rabattbrev, both semicolon-separated text from Excel or the provider's ERP, UTF-8 or Windows-1252,
 * Swedish decimal comma. Columns are found by their Swedish header, in any order. Every bad row gets its
 * line number and a Swedish reason; the good rows still import.
 */
import { compactCode, normaliseArticle, normaliseRsk } from './catalogue-codes';
import { normaliseSearchText } from './catalogue-search';
import { decimalToScaledInteger, parsePrice } from './number-input';

export type ImportEncoding = 'utf-8' | 'windows-1252';

/** Windows-1252's bytes 0x80–0x9F (€, –, ”, ™ …), which Latin-1 leaves as control characters. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** UTF-8 when the bytes are valid UTF-8 (with or without BOM), otherwise Windows-1252 (Excel's "CSV"). */
export function decodeImportFile(bytes: Uint8Array): { text: string; encoding: ImportEncoding } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    // Node's decoder reads windows-1252 as Latin-1 (browsers do not): map the difference by hand.
    const latin = new TextDecoder('windows-1252').decode(bytes);
    const text = latin.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
    return { text, encoding: 'windows-1252' };
  }
}

/** One line into cells; quotes allow a semicolon inside a cell and "" is a quote. */
export function splitCsvLine(line: string, separator = ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

const priceColumns = {
  article: ['artikelnummer', 'artikelnr', 'artnr'],
  rsk: ['rsk nummer', 'rsk nr', 'rsk'],
  name: ['benamning', 'namn'],
  brand: ['varumarke', 'fabrikat'],
  category: ['kategori', 'kategori id'],
  unit: ['enhet'],
  pack: ['forpackning', 'antal per forpackning'],
  minQuantity: ['minsta antal', 'grossistantal'],
  gross: ['bruttopris', 'pris'],
  discountGroup: ['rabattgrupp'],
  campaignPrice: ['kampanjpris'],
  campaignEnds: ['kampanj till', 'kampanj tom', 'kampanj t o m'],
} as const;
const discountColumns = {
  firm: ['kundnummer', 'kundnr'],
  discountGroup: ['rabattgrupp'],
  discount: ['rabatt', 'rabatt procent'],
} as const;

export type ImportKind = 'PRICE_FILE' | 'DISCOUNT_FILE';
type ColumnsOf<T> = { [K in keyof T]?: number };

export interface ImportHeader {
  kind: ImportKind;
  columns: ColumnsOf<typeof priceColumns> & ColumnsOf<typeof discountColumns>;
}

function findColumns<T extends Record<string, readonly string[]>>(names: string[], spec: T): ColumnsOf<T> {
  const found: ColumnsOf<T> = {};
  for (const [key, aliases] of Object.entries(spec)) {
    const index = names.findIndex((n) => aliases.includes(n));
    if (index >= 0) found[key as keyof T] = index;
  }
  return found;
}

/** Reads the header line; null with a reason when the file is neither kind. */
export function parseImportHeader(line: string): { header: ImportHeader } | { error: string } {
  const names = splitCsvLine(line).map(normaliseSearchText);
  const price = findColumns(names, priceColumns);
  if (price.article !== undefined && price.gross !== undefined) {
    const missing = (['name', 'discountGroup'] as const).filter((k) => price[k] === undefined);
    if (missing.length > 0)
      return { error: `Kolumnen ${missing.map(columnLabel).join(' och ')} saknas i rubrikraden` };
    return { header: { kind: 'PRICE_FILE', columns: price } };
  }
  const discount = findColumns(names, discountColumns);
  if (discount.discountGroup !== undefined && discount.discount !== undefined) {
    return { header: { kind: 'DISCOUNT_FILE', columns: discount } };
  }
  return {
    error:
      'Okänd fil: rubrikraden ska ha Artikelnummer, Benämning, Bruttopris och Rabattgrupp (prisfil) eller Rabattgrupp och Rabatt (rabattbrev)',
  };
}

function columnLabel(key: string): string {
  return { name: 'Benämning', discountGroup: 'Rabattgrupp' }[key] ?? key;
}

export interface PriceRow {
  line: number;
  article: string;
  rsk: string | null;
  name: string;
  brand: string | null;
  categoryId: number | null;
  unit: string;
  /** Thousandths of the unit. */
  quantityPerUnit: number;
  wholesaleQuantity: number | null;
  grossPriceOre: number | null;
  discountGroup: string;
  campaignPriceOre: number | null;
  campaignEndsOn: string | null;
}

export interface DiscountRow {
  line: number;
  firmCode: string | null;
  discountGroup: string;
  discountBp: number;
}

/** A failed row still names its article when that much was readable: it must not be deactivated. */
export type RowResult<T> =
  | { ok: true; row: T }
  | { ok: false; line: number; reason: string; article?: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function quantity(text: string): number | null | 'bad' {
  if (text === '') return null;
  const scaled = decimalToScaledInteger(text.replace(/\s/g, '').replace(',', '.'), 3);
  return scaled === null || scaled <= 0n || scaled > 2_000_000_000n ? 'bad' : Number(scaled);
}

function price(text: string): number | null | 'bad' {
  if (text === '') return null;
  const parsed = parsePrice(text);
  return parsed.ok && parsed.value !== null && parsed.value >= 0 ? parsed.value : 'bad';
}

export function parsePriceRow(cells: string[], header: ImportHeader, line: number): RowResult<PriceRow> {
  const c = header.columns;
  const cell = (i: number | undefined) => (i === undefined ? '' : (cells[i] ?? ''));
  const fail = (reason: string): RowResult<PriceRow> => ({ ok: false, line, reason });
  const articleText = cell(c.article);
  const article = normaliseArticle(articleText);
  if (articleText === '') return fail('Artikelnummer saknas');
  if (!article) return fail(`Ogiltigt artikelnummer "${articleText}"`);
  const failArticle = (reason: string): RowResult<PriceRow> => ({ ok: false, line, reason, article });
  const name = cell(c.name);
  if (name === '') return failArticle('Benämning saknas');
  if (name.length > 200) return failArticle('Benämningen är längre än 200 tecken');
  const rskText = cell(c.rsk);
  const rsk = rskText === '' ? null : normaliseRsk(rskText);
  if (rskText !== '' && !rsk) return failArticle(`Ogiltigt RSK-nummer "${rskText}" (sju siffror)`);
  const gross = price(cell(c.gross));
  if (gross === 'bad') return failArticle(`Ogiltigt bruttopris "${cell(c.gross)}"`);
  const discountGroup = compactCode(cell(c.discountGroup));
  if (discountGroup === '') return failArticle('Rabattgrupp saknas');
  const categoryText = cell(c.category);
  if (categoryText !== '' && !/^\d{1,9}$/.test(categoryText))
    return failArticle(`Ogiltigt kategori-id "${categoryText}"`);
  const pack = quantity(cell(c.pack));
  if (pack === 'bad') return failArticle(`Ogiltig förpackningsstorlek "${cell(c.pack)}"`);
  const minQuantity = quantity(cell(c.minQuantity));
  if (minQuantity === 'bad') return failArticle(`Ogiltigt minsta antal "${cell(c.minQuantity)}"`);
  const campaign = price(cell(c.campaignPrice));
  if (campaign === 'bad') return failArticle(`Ogiltigt kampanjpris "${cell(c.campaignPrice)}"`);
  const ends = cell(c.campaignEnds);
  const date = DATE.exec(ends);
  if (ends !== '' && (!date || Number.isNaN(Date.parse(`${ends}T00:00:00Z`)))) {
    return failArticle(`Ogiltigt datum "${ends}" (ÅÅÅÅ-MM-DD)`);
  }
  if ((campaign === null) !== (ends === ''))
    return failArticle('Kampanjpris och kampanjens slutdatum hör ihop');
  return {
    ok: true,
    row: {
      line,
      article,
      rsk,
      name,
      brand: cell(c.brand) || null,
      categoryId: categoryText === '' ? null : Number(categoryText),
      unit: (cell(c.unit) || 'ST').toUpperCase().slice(0, 10),
      quantityPerUnit: pack ?? 1000,
      wholesaleQuantity: minQuantity !== null && minQuantity > 1000 ? minQuantity : null,
      grossPriceOre: gross,
      discountGroup,
      campaignPriceOre: campaign,
      campaignEndsOn: ends === '' ? null : ends,
    },
  };
}

export function parseDiscountRow(
  cells: string[],
  header: ImportHeader,
  line: number,
): RowResult<DiscountRow> {
  const c = header.columns;
  const cell = (i: number | undefined) => (i === undefined ? '' : (cells[i] ?? ''));
  const discountGroup = compactCode(cell(c.discountGroup));
  if (discountGroup === '') return { ok: false, line, reason: 'Rabattgrupp saknas' };
  const text = cell(c.discount).replace('%', '').trim();
  const bp = decimalToScaledInteger(text.replace(/\s/g, '').replace(',', '.'), 2);
  if (text === '' || bp === null || bp < 0n || bp > 10_000n) {
    return { ok: false, line, reason: `Ogiltig rabatt "${cell(c.discount)}" (0–100 procent)` };
  }
  return { ok: true, row: { line, firmCode: cell(c.firm) || null, discountGroup, discountBp: Number(bp) } };
}
