/**
 * How the catalogue's codes read in Swedish on screen: badges, sort fields, stock states and quantities.
 * Pure functions, so the texts are tested without a browser.
 */
import type { CatalogueCard, SearchSortField } from '@shared/api/catalogue.api';
import type { StockStatus } from '@shared/domain/catalogue-units';
import { formatNumber } from '@shared/domain/format';

export type BadgeKind = 'CAMPAIGN' | 'GOOD_DEAL' | 'NOVELTY' | 'POPULAR';

export const badgeLabels: Record<BadgeKind, string> = {
  CAMPAIGN: 'Kampanj',
  GOOD_DEAL: 'Fynd',
  NOVELTY: 'Nyhet',
  POPULAR: 'Populär',
};

/** The card's badges, the one that matters most for the price first. */
export function cardBadges(card: Pick<CatalogueCard, 'campaign' | 'goodDeal' | 'novelty' | 'popular'>) {
  const badges: BadgeKind[] = [];
  if (card.campaign) badges.push('CAMPAIGN');
  if (card.goodDeal) badges.push('GOOD_DEAL');
  if (card.novelty) badges.push('NOVELTY');
  if (card.popular) badges.push('POPULAR');
  return badges;
}

export const sortLabels: Record<SearchSortField, string> = {
  MATCHING_SCORE: 'Relevans',
  POPULARITY: 'Popularitet',
  TITLE: 'Namn',
  NATURAL: 'Grossistens ordning',
};

/** The direction named the way a buyer thinks of it for each field. */
export function sortDirectionLabel(sortBy: SearchSortField, descOrder: boolean): string {
  switch (sortBy) {
    case 'TITLE':
      return descOrder ? 'Ö–A' : 'A–Ö';
    case 'POPULARITY':
      return descOrder ? 'Mest sålda först' : 'Minst sålda först';
    case 'MATCHING_SCORE':
      return descOrder ? 'Bästa träff först' : 'Sämsta träff först';
    case 'NATURAL':
      return descOrder ? 'Omvänd ordning' : 'Som i katalogen';
  }
}

export interface StockLabel {
  label: string;
  color: 'green' | 'orange' | 'red' | 'gray';
}

/**
 * A product the firm's warehouse does not carry can still be ordered home; a free item is never stocked
 * and is always ordered home, which is what "beställningsvara" says.
 */
export function stockLabel(
  status: StockStatus,
  options: { freeItem?: boolean; ownWarehouse?: boolean } = {},
) {
  const where = options.ownWarehouse ? ' i ditt lager' : '';
  const labels: Record<StockStatus, StockLabel> = {
    IN_STOCK: { label: `I lager${where}`, color: 'green' },
    LOW_STOCK: { label: `Få kvar${where}`, color: 'orange' },
    OUT_OF_STOCK: { label: `Slut${where}`, color: 'red' },
    NOT_STOCKED: {
      label: options.freeItem ? 'Beställningsvara' : options.ownWarehouse ? 'Ej i ditt lager' : 'Ej i lager',
      color: 'gray',
    },
  };
  return labels[status];
}

const unitAbbreviations: Record<string, string> = {
  ST: 'st',
  M: 'm',
  M2: 'm²',
  FRP: 'frp',
  RL: 'rl',
  KG: 'kg',
  L: 'l',
  PAR: 'par',
  SET: 'sats',
};

/** `ST` → `st`; an unknown unit code is shown in lower case. */
export function unitAbbreviation(unit: string): string {
  return unitAbbreviations[unit.toUpperCase()] ?? unit.toLowerCase();
}

/**
 * A quantity in thousandths of the unit (docs/decisions/0002-money.md): `52000, 'ST'` → `52 st`,
 * `1500, 'M'` → `1,5 m`. Trailing zero decimals are dropped; no more than three are ever needed.
 */
export function formatQuantity(thousandths: number, unit: string): string {
  const decimals =
    thousandths % 1000 === 0 ? 0 : thousandths % 100 === 0 ? 1 : thousandths % 10 === 0 ? 2 : 3;
  return `${formatNumber(thousandths / 1000, decimals)}\u00a0${unitAbbreviation(unit)}`;
}

/** `1000` → `1 produkt`, `3623` → `3 623 produkter`. */
export function productCount(count: number, capped = false): string {
  const n = formatNumber(count, 0);
  return `${capped ? 'fler än ' : ''}${n} ${count === 1 && !capped ? 'produkt' : 'produkter'}`;
}

/** The totals on the search links: `0` → `inga träffar`, `1000, capped` → `fler än 1 000 träffar`. */
export function hitCount(count: number, capped = false): string {
  if (count === 0) return 'inga träffar';
  if (count === 1 && !capped) return '1 träff';
  return `${capped ? 'fler än ' : ''}${formatNumber(count, 0)} träffar`;
}

/** `12` → `12 %` from basis points (`1200`); whole percentages without decimals. */
export function formatPercentBp(bp: number): string {
  return `${formatNumber(bp / 100, bp % 100 === 0 ? 0 : 2)}\u00a0%`;
}
