import type { CatalogueCard } from '@shared/api/catalogue.api';
import { priceFromMarkup, priceFromProfit } from '@shared/domain/own-price';
import { monthsBefore, type PriceListCode, type PriceListDefinition } from '@shared/domain/price-lists';
import type { Db } from '../../platform/db/database';
import type { SheetColumn, SheetValue } from '../../platform/xlsx/xlsx';
import { catalogueStructure, productCard, productRows, viewerOf } from '../catalogue';
import { findListProducts, type ListProduct } from './priceLists.repository';

/** A price list's content, written alike to CSV, Excel and PDF: the columns, the rows and their groups. */
export interface PriceListTable {
  columns: SheetColumn[];
  rows: SheetValue[][];
  /** Each row's group heading (category or discount group); '' for the alphabetical list. */
  groups: string[];
}

/** Cards are read this many products at a time: progress to report, and little held at once. */
const BATCH = 250;

function columnsOf(definition: PriceListDefinition, code: PriceListCode): SheetColumn[] {
  const columns: SheetColumn[] = [
    { header: 'Artikelnr', width: 12, kind: 'text' },
    { header: 'RSK-nr', width: 10, kind: 'text' },
    { header: 'Benämning', width: 44, kind: 'text' },
    { header: 'Fabrikat', width: 16, kind: 'text' },
    { header: 'Enhet', width: 7, kind: 'text' },
  ];
  if (code !== 'TTL')
    columns.push({ header: code === 'WHG' ? 'Varugrupp' : 'Kategori', width: 26, kind: 'text' });
  if (definition.discountGroup && code !== 'WHG')
    columns.push({ header: 'Rabattgrupp', width: 12, kind: 'text' });
  columns.push({
    header: definition.grossWithMoms ? 'Bruttopris inkl. moms' : 'Bruttopris',
    width: 13,
    kind: 'amount',
  });
  if (definition.net) {
    // Basis points are hundredths of a percent: as an "amount" they read 12,50 in both files.
    columns.push({ header: 'Rabatt %', width: 9, kind: 'amount' });
    columns.push({ header: 'Nettopris', width: 13, kind: 'amount' });
  }
  if (definition.campaign) {
    columns.push({ header: 'Kampanjpris', width: 13, kind: 'amount' });
    columns.push({ header: 'Kampanj t.o.m.', width: 13, kind: 'date' });
  }
  if (definition.calculation) {
    const { kind, bp } = definition.calculation;
    const label = kind === 'MARKUP' ? `påslag ${bp / 100} %` : `TG ${bp / 100} %`;
    columns.push({ header: `Kalkylpris (${label})`, width: 18, kind: 'amount' });
  }
  return columns;
}

function calculationPrice(definition: PriceListDefinition, netOre: number | null): number | null {
  const calc = definition.calculation;
  if (!calc || netOre === null) return null;
  return calc.kind === 'MARKUP' ? priceFromMarkup(netOre, calc.bp) : priceFromProfit(netOre, calc.bp);
}

/** The row of a product: its prices are the catalogue card's, as the firm sees them in the catalogue. */
function rowOf(
  definition: PriceListDefinition,
  code: PriceListCode,
  card: CatalogueCard,
  group: string,
  discountGroup: string,
): SheetValue[] {
  const prices = card.prices;
  const gross = prices.retailPrice;
  const row: SheetValue[] = [card.article, card.rsk, card.name, card.brand, card.unit];
  if (code !== 'TTL') row.push(group);
  if (definition.discountGroup && code !== 'WHG') row.push(discountGroup);
  row.push(definition.grossWithMoms ? prices.retailPriceIncludeMoms : gross);
  const net = prices.regularPriceExcludeCampaign;
  if (definition.net) row.push(prices.discountBp, net);
  if (definition.campaign) row.push(prices.specialPrice, prices.specialPriceEndDate);
  if (definition.calculation) row.push(calculationPrice(definition, net));
  return row;
}

async function groupLabels(db: Db, code: PriceListCode, products: ListProduct[]): Promise<string[]> {
  if (code === 'TTL') return products.map(() => '');
  if (code === 'WHG')
    return products.map((p) =>
      p.discountGroupName ? `${p.discountGroup} ${p.discountGroupName}` : p.discountGroup,
    );
  const { categoryById } = await catalogueStructure(db);
  return products.map((p) => {
    const category = categoryById.get(p.categoryId);
    if (!category) return '';
    const top = categoryById.get(category.path[0] ?? category.id);
    return top && top.id !== category.id ? `${top.name} › ${category.name}` : category.name;
  });
}

/**
 * The list's rows for the firm: the products the variant selects, in the code's order (categories by
 * their heading), priced by the catalogue's own cards for an employee who sees net prices.
 */
export async function buildPriceListTable(input: {
  db: Db;
  firmId: string;
  definition: PriceListDefinition;
  code: PriceListCode;
  today: string;
  progress: (done: number, total: number) => Promise<void>;
}): Promise<PriceListTable> {
  const { db, firmId, definition, code, today } = input;
  const selection = definition.selection;
  const products = await findListProducts(db, {
    selection: selection.kind,
    today,
    since: selection.kind === 'NEW' ? monthsBefore(today, selection.months) : null,
    code,
  });
  const labels = await groupLabels(db, code, products);
  const order = products.map((_, i) => i);
  // Categories are grouped under their heading's name, not their id.
  if (code === 'CAT') order.sort((a, b) => labels[a]!.localeCompare(labels[b]!, 'sv') || a - b);
  const viewer = viewerOf({
    today,
    viewer: { kind: 'employee', netPriceAndMarginHidden: false, clientMode: false },
    employee: { firmId, employeeId: '' },
    warehouse: null,
  });
  const rows: SheetValue[][] = [];
  const groups: string[] = [];
  await input.progress(0, products.length);
  for (let start = 0; start < order.length; start += BATCH) {
    const slice = order.slice(start, start + BATCH);
    const found = await productRows(db, { ids: slice.map((i) => products[i]!.id) }, viewer.scope);
    const byId = new Map(found.map((r) => [r.id, r]));
    for (const i of slice) {
      const product = products[i]!;
      const row = byId.get(product.id);
      if (!row) continue;
      const card = productCard(row, viewer, { favorite: false, matchedArticle: null });
      rows.push(rowOf(definition, code, card, labels[i]!, product.discountGroup));
      groups.push(labels[i]!);
    }
    await input.progress(Math.min(start + BATCH, order.length), products.length);
  }
  return { columns: columnsOf(definition, code), rows, groups };
}
