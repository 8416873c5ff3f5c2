import { describe, expect, it } from 'vitest';
import { monthsBefore, priceListDated, priceListDefinitions, priceListVariants } from './price-lists';

describe('price-list definitions', () => {
  it('define every variant of api-spec §4 once', () => {
    expect(Object.keys(priceListDefinitions).sort()).toEqual([...priceListVariants].sort());
  });

  it('date only the lists whose content depends on the day', () => {
    expect(priceListVariants.filter(priceListDated)).toEqual(['p6', '_03', '_06']);
  });

  it('count months back to the same day, or the month’s last', () => {
    expect(monthsBefore('2026-11-29', 3)).toBe('2026-08-29');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-02-15', 6)).toBe('2025-08-15');
  });
});
