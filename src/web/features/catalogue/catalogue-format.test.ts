import { describe, expect, it } from 'vitest';
import {
  badgeLabels,
  cardBadges,
  formatPercentBp,
  formatQuantity,
  hitCount,
  productCount,
  sortDirectionLabel,
  stockLabel,
  unitAbbreviation,
} from './catalogue-format';

const NBSP = '\u00a0';

describe('catalogue texts', () => {
  it('names the badges in Swedish, campaign first', () => {
    const badges = cardBadges({ campaign: true, goodDeal: false, novelty: true, popular: true });
    expect(badges.map((b) => badgeLabels[b])).toEqual(['Kampanj', 'Nyhet', 'Populär']);
  });

  it('formats quantities in thousandths with the short unit', () => {
    expect(formatQuantity(52_000, 'ST')).toBe(`52${NBSP}st`);
    expect(formatQuantity(1_500, 'M')).toBe(`1,5${NBSP}m`);
    expect(formatQuantity(2_250, 'm2')).toBe(`2,25${NBSP}m²`);
    expect(formatQuantity(1_234_567, 'KG')).toBe(`1${NBSP}234,567${NBSP}kg`);
    expect(unitAbbreviation('XYZ')).toBe('xyz');
  });

  it('says where the stock is', () => {
    expect(stockLabel('IN_STOCK').label).toBe('I lager');
    expect(stockLabel('OUT_OF_STOCK', { ownWarehouse: true })).toEqual({
      label: 'Slut i ditt lager',
      color: 'red',
    });
    expect(stockLabel('NOT_STOCKED', { freeItem: true }).label).toBe('Beställningsvara');
    expect(stockLabel('NOT_STOCKED', { ownWarehouse: true }).label).toBe('Ej i ditt lager');
  });

  it('counts products and percentages the Swedish way', () => {
    expect(productCount(1)).toBe('1 produkt');
    expect(productCount(3623)).toBe(`3${NBSP}623 produkter`);
    expect(productCount(1000, true)).toBe(`fler än 1${NBSP}000 produkter`);
    expect(hitCount(0)).toBe('inga träffar');
    expect(hitCount(1)).toBe('1 träff');
    expect(hitCount(1000, true)).toBe(`fler än 1${NBSP}000 träffar`);
    expect(formatPercentBp(3300)).toBe(`33${NBSP}%`);
    expect(formatPercentBp(2150)).toBe(`21,50${NBSP}%`);
  });

  it('names sort directions per field', () => {
    expect(sortDirectionLabel('TITLE', false)).toBe('A–Ö');
    expect(sortDirectionLabel('POPULARITY', true)).toBe('Mest sålda först');
  });
});
