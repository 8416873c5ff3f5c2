import { describe, expect, it } from 'vitest';
import {
  decodeImportFile,
  type ImportHeader,
  parseDiscountRow,
  parseImportHeader,
  parsePriceRow,
  splitCsvLine,
} from './catalogue-import';

const header = (line: string): ImportHeader => {
  const parsed = parseImportHeader(line);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.header;
};

describe('decodeImportFile', () => {
  it.each([
    [new Uint8Array([0xef, 0xbb, 0xbf, 0x52, 0xc3, 0xb6, 0x72]), 'Rör', 'utf-8'],
    [new Uint8Array([0x52, 0xc3, 0xb6, 0x72]), 'Rör', 'utf-8'],
    [new Uint8Array([0x52, 0xf6, 0x72]), 'Rör', 'windows-1252'],
    [new Uint8Array([0xc5, 0xc4, 0xd6, 0x80]), 'ÅÄÖ€', 'windows-1252'],
  ])('%j → %s (%s)', (bytes, text, encoding) => {
    expect(decodeImportFile(bytes)).toEqual({ text, encoding });
  });
});

describe('splitCsvLine', () => {
  it.each([
    ['a;b;c', ['a', 'b', 'c']],
    [' a ; b ;', ['a', 'b', '']],
    ['"Kulventil 1/2"" inv";12', ['Kulventil 1/2" inv', '12']],
    ['"a;b";c', ['a;b', 'c']],
    ['', ['']],
  ])('%j → %j', (line, cells) => {
    expect(splitCsvLine(line)).toEqual(cells);
  });
});

describe('parseImportHeader', () => {
  it('finds columns by their Swedish names in any order', () => {
    expect(header('Bruttopris;Benämning;ARTIKELNUMMER;Rabattgrupp;RSK-nummer')).toEqual({
      kind: 'PRICE_FILE',
      columns: { gross: 0, name: 1, article: 2, discountGroup: 3, rsk: 4 },
    });
    expect(header('Kundnummer;Rabattgrupp;Rabatt %').kind).toBe('DISCOUNT_FILE');
  });

  it.each([
    ['Artikelnummer;Bruttopris', 'Kolumnen Benämning och Rabattgrupp saknas i rubrikraden'],
    ['namn;pris', 'Okänd fil'],
  ])('%j → error', (line, error) => {
    expect((parseImportHeader(line) as { error: string }).error).toContain(error);
  });
});

describe('parsePriceRow', () => {
  const h = header(
    'Artikelnummer;RSK-nummer;Benämning;Kategori;Förpackning;Minsta antal;Bruttopris;Rabattgrupp;Kampanjpris;Kampanj till',
  );
  const row = (text: string) => parsePriceRow(text.split(';'), h, 7);

  it('reads Swedish numbers, RSK with spaces and quantities in thousandths', () => {
    expect(row('b 123.45;123 45 67;Kulventil 15 mm;12;1,5;10;1 234,50;bl 1;999,00;2026-12-31')).toEqual({
      ok: true,
      row: {
        line: 7,
        article: 'B12345',
        rsk: '1234567',
        name: 'Kulventil 15 mm',
        brand: null,
        categoryId: 12,
        unit: 'ST',
        quantityPerUnit: 1500,
        wholesaleQuantity: 10_000,
        grossPriceOre: 123_450,
        discountGroup: 'BL1',
        campaignPriceOre: 99_900,
        campaignEndsOn: '2026-12-31',
      },
    });
  });

  it.each([
    [';;Namn;;;;10;BL;;', 'Artikelnummer saknas', undefined],
    ['å-1;;Namn;;;;10;BL;;', 'Ogiltigt artikelnummer "å-1"', undefined],
    ['B1;;;;;;10;BL;;', 'Benämning saknas', 'B1'],
    ['B1;1234;Namn;;;;10;BL;;', 'Ogiltigt RSK-nummer "1234" (sju siffror)', 'B1'],
    ['B1;;Namn;;;;-10;BL;;', 'Ogiltigt bruttopris "-10"', 'B1'],
    ['B1;;Namn;;;;10 kr;BL;;', 'Ogiltigt bruttopris "10 kr"', 'B1'],
    ['B1;;Namn;;;;10;;;', 'Rabattgrupp saknas', 'B1'],
    ['B1;;Namn;f12;;;10;BL;;', 'Ogiltigt kategori-id "f12"', 'B1'],
    ['B1;;Namn;;0;;10;BL;;', 'Ogiltig förpackningsstorlek "0"', 'B1'],
    ['B1;;Namn;;;x;10;BL;;', 'Ogiltigt minsta antal "x"', 'B1'],
    ['B1;;Namn;;;;10;BL;5;2026-13-01', 'Ogiltigt datum "2026-13-01" (ÅÅÅÅ-MM-DD)', 'B1'],
    ['B1;;Namn;;;;10;BL;5;', 'Kampanjpris och kampanjens slutdatum hör ihop', 'B1'],
  ])('%j → %s', (text, reason, article) => {
    expect(row(text)).toEqual({ ok: false, line: 7, reason, ...(article ? { article } : {}) });
  });

  it('accepts an article without a price (price on request)', () => {
    expect(row('B1;;Namn;;;;;BL;;')).toMatchObject({ ok: true, row: { grossPriceOre: null } });
  });
});

describe('parseDiscountRow', () => {
  const h = header('Kundnummer;Rabattgrupp;Rabatt');
  it.each([
    [
      '100245;BL;32,5',
      { ok: true, row: { line: 3, firmCode: '100245', discountGroup: 'BL', discountBp: 3250 } },
    ],
    [';bl 2;10 %', { ok: true, row: { line: 3, firmCode: null, discountGroup: 'BL2', discountBp: 1000 } }],
    [
      '100245;BL;100',
      { ok: true, row: { line: 3, firmCode: '100245', discountGroup: 'BL', discountBp: 10_000 } },
    ],
    ['100245;BL;100,01', { ok: false, line: 3, reason: 'Ogiltig rabatt "100,01" (0–100 procent)' }],
    ['100245;BL;-1', { ok: false, line: 3, reason: 'Ogiltig rabatt "-1" (0–100 procent)' }],
    ['100245;BL;', { ok: false, line: 3, reason: 'Ogiltig rabatt "" (0–100 procent)' }],
    ['100245;;5', { ok: false, line: 3, reason: 'Rabattgrupp saknas' }],
  ])('%j', (text, result) => {
    expect(parseDiscountRow(text.split(';'), h, 3)).toEqual(result);
  });
});
