import { describe, expect, it } from 'vitest';
import { cellKind, gridTemplate, visibleColumns } from './grid-columns';
import { parseRichText, plainText } from './rich-text';

const keys = (width: number, net = true) => visibleColumns(width, net).map((c) => c.key);

describe('columns', () => {
  it('shows every column when there is room (the grid at 1366×768)', () => {
    expect(keys(1280)).toEqual([
      'nr',
      'code',
      'description',
      'quantity',
      'unit',
      'price',
      'discount',
      'sum',
      'purchasePrice',
      'profit',
      'icons',
    ]);
  });

  it('drops TB, then purchase price, unit and discount as it narrows; never the essentials', () => {
    expect(keys(900)).not.toContain('profit');
    expect(keys(900)).toContain('purchasePrice');
    expect(keys(700)).toEqual(['nr', 'code', 'description', 'quantity', 'price', 'sum', 'icons']);
    expect(keys(300)).toEqual(['nr', 'description', 'quantity', 'price', 'sum', 'icons']);
  });

  it('hides purchase price and TB without the right to see net prices', () => {
    expect(keys(1280, false)).not.toContain('purchasePrice');
    expect(keys(1280, false)).not.toContain('profit');
  });

  it('the description takes the free space', () => {
    expect(gridTemplate(visibleColumns(700, true))).toContain('minmax(170px, 1fr)');
  });

  it('cell kinds follow product-spec §3', () => {
    const ctx = { readOnly: false, netPricesVisible: true, pricedByMarkup: false };
    const article = { type: 'NOMENCLATURE' as const };
    expect(cellKind('quantity', article, ctx)).toBe('number');
    expect(cellKind('unit', article, ctx)).toBe('select');
    expect(cellKind('sum', article, ctx)).toBe('readOnlyNumber');
    expect(cellKind('description', { type: 'COMMENT' }, ctx)).toBe('richText');
    expect(cellKind('quantity', article, { ...ctx, readOnly: true })).toBe('readOnlyNumber');
    const hidden = { ...ctx, netPricesVisible: false, pricedByMarkup: true };
    expect(cellKind('discount', article, hidden)).toBe('readOnlyNumber');
    expect(cellKind('discount', article, { ...hidden, pricedByMarkup: false })).toBe('number');
    expect(cellKind('purchasePrice', article, hidden)).toBe('readOnlyNumber');
  });
});

describe('comment rich text', () => {
  it('reads bold, italic and list lines', () => {
    const [first, second] = parseRichText('Gäller **endast** *badrum*\n- rivning');
    expect(first!.segments).toEqual([
      { text: 'Gäller ', bold: false, italic: false },
      { text: 'endast', bold: true, italic: false },
      { text: ' ', bold: false, italic: false },
      { text: 'badrum', bold: false, italic: true },
    ]);
    expect(second).toEqual({ bullet: true, segments: [{ text: 'rivning', bold: false, italic: false }] });
    expect(plainText('**A** b')).toBe('A b');
    expect(parseRichText('2 * 3 = 6')[0]!.segments).toHaveLength(1);
  });
});
