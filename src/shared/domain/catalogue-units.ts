/**
 * The provider's unit codes and how they read in Swedish. Quantities are integer thousandths of the unit
 * (docs/decisions/0002-money.md), so 1,5 m is 1500 whatever the unit.
 */
export const unitNames: Record<string, string> = {
  ST: 'styck',
  M: 'meter',
  M2: 'kvadratmeter',
  FRP: 'förpackning',
  RL: 'rulle',
  KG: 'kilo',
  L: 'liter',
  PAR: 'par',
  SET: 'sats',
};

/** The Swedish name of a unit code; an unknown code is shown as it is. */
export function unitName(unit: string): string {
  return unitNames[unit.toUpperCase()] ?? unit.toLowerCase();
}

/** Stock at or under this many units is shown as "få i lager". */
export const LOW_STOCK_UNITS = 5;

export type StockStatus = 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK' | 'NOT_STOCKED';

/** Balance in thousandths; null when the warehouse does not carry the product at all. */
export function stockStatus(balance: number | null): StockStatus {
  if (balance === null) return 'NOT_STOCKED';
  if (balance <= 0) return 'OUT_OF_STOCK';
  return balance <= LOW_STOCK_UNITS * 1000 ? 'LOW_STOCK' : 'IN_STOCK';
}
