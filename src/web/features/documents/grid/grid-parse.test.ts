import { describe, expect, it } from 'vitest';
import {
  applyCellText,
  cellEditText,
  formatQuantity,
  parsePercentCell,
  parsePriceCell,
  parseQuantity,
} from './grid-parse';
import { makeLine } from './line-items';

const line = (over: Parameters<typeof makeLine>[0] = { type: 'NOMENCLATURE' }) =>
  makeLine({ nomenclatureItemType: 'REGULAR', code: 'R1', unit: 'st', priceOre: 10_000, ...over });

describe('quantity', () => {
  it('reads Swedish decimals and spaces as thousandths', () => {
    expect(parseQuantity('1,5')).toEqual({ ok: true, value: 1500 });
    expect(parseQuantity('1 234,125')).toEqual({ ok: true, value: 1_234_125 });
    expect(parseQuantity('1\u00a0000')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseQuantity('0,0005')).toEqual({ ok: true, value: 1 });
    expect(parseQuantity('-2')).toEqual({ ok: true, value: -2000 });
  });

  it('empty is the default 1, text is an error', () => {
    expect(parseQuantity('')).toEqual({ ok: true, value: 1000 });
    expect(parseQuantity('  ')).toEqual({ ok: true, value: 1000 });
    expect(parseQuantity('två')).toMatchObject({ ok: false });
    expect(parseQuantity('1,2,3')).toMatchObject({ ok: false });
  });

  it('shows as few decimals as needed, with no-break spaces and a real minus', () => {
    expect(formatQuantity(1500)).toBe('1,5');
    expect(formatQuantity(2000)).toBe('2');
    expect(formatQuantity(1_234_125)).toBe('1\u00a0234,125');
    expect(formatQuantity(-250)).toBe('\u22120,25');
    expect(formatQuantity(1_234_500, false)).toBe('1234,5');
    expect(formatQuantity(-250, false)).toBe('-0,25');
  });
});

describe('price and percent', () => {
  it('prices are öre, rounded at the third decimal; empty is no price', () => {
    expect(parsePriceCell('1 234,50')).toEqual({ ok: true, value: 123_450 });
    expect(parsePriceCell('1,005')).toEqual({ ok: true, value: 101 });
    expect(parsePriceCell('')).toEqual({ ok: true, value: null });
    expect(parsePriceCell('12kr')).toMatchObject({ ok: false });
  });

  it('percent is basis points; a percent sign is refused', () => {
    expect(parsePercentCell('12,5')).toEqual({ ok: true, value: 1250 });
    expect(parsePercentCell('')).toEqual({ ok: true, value: 0 });
    expect(parsePercentCell('10%')).toMatchObject({ ok: false });
  });
});

describe('applying a cell', () => {
  const opts = { pricedByMarkup: false, commit: false };

  it('returns the same line when nothing changes', () => {
    const item = line();
    expect(applyCellText(item, 'price', '100,00', opts).item).toBe(item);
    expect(applyCellText(item, 'quantity', '1', opts).item).toBe(item);
    expect(applyCellText(item, 'quantity', '', opts).item).toBe(item);
  });

  it('sets the field the column edits; discount follows the line pricing', () => {
    const item = line();
    expect(applyCellText(item, 'quantity', '2,5', opts).item.quantity).toBe(2500);
    expect(applyCellText(item, 'price', '', opts).item.priceOre).toBeNull();
    expect(applyCellText(item, 'purchasePrice', '55', opts).item.purchasePriceOre).toBe(5500);
    expect(applyCellText(item, 'discount', '10', opts).item.discountBp).toBe(1000);
    const marked = applyCellText(item, 'discount', '25', { ...opts, pricedByMarkup: true }).item;
    expect(marked.markupBp).toBe(2500);
    expect(marked.discountBp).toBe(0);
  });

  it('keeps the old value and reports unreadable text', () => {
    const item = line();
    const result = applyCellText(item, 'quantity', 'abc', opts);
    expect(result.item).toBe(item);
    expect(result.error).toMatch(/Ange ett tal/);
  });

  it('raises the quantity to the minimum order quantity on commit only, with a note', () => {
    const item = line({ type: 'NOMENCLATURE', minOrderQuantity: 10_000 });
    expect(applyCellText(item, 'quantity', '3', opts).item.quantity).toBe(3000);
    const committed = applyCellText(item, 'quantity', '3', { ...opts, commit: true });
    expect(committed.item.quantity).toBe(10_000);
    expect(committed.note).toBe('Antalet har höjts till minsta beställningsantal (10 st)');
    expect(applyCellText(item, 'quantity', '12', { ...opts, commit: true }).note).toBeNull();
  });

  it('editors start from plain text without grouping', () => {
    const item = line({ type: 'NOMENCLATURE', priceOre: 123_450, quantity: 1_500_000, discountBp: 1250 });
    expect(cellEditText('price', item, false)).toBe('1234,50');
    expect(cellEditText('quantity', item, false)).toBe('1500');
    expect(cellEditText('discount', item, false)).toBe('12,5');
    expect(cellEditText('price', { ...item, priceOre: null }, false)).toBe('');
  });
});
