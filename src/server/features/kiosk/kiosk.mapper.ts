import type { BasketCheckLine, BasketLine, CheckLevel, ShortageCode } from '@shared/api/kiosk.api';
import { catalogueLink } from '@shared/domain/catalogue-links';
import { stockStatus, unitName } from '@shared/domain/catalogue-units';
import { amountForQuantityOre } from '@shared/domain/pricing';
import { type ProductRow, productCard, type Viewer } from '../catalogue';
import { stockStatusOf } from '../documents';
import type { BasketWarehouse } from './kiosk.repository';

/** What a basket line, a search hit and an add button know of a product, with the viewer's prices. */
export function productFacts(row: ProductRow, viewer: Viewer) {
  const card = productCard(row, viewer, { favorite: false, matchedArticle: null });
  return {
    productId: row.id,
    code: row.article,
    article: row.article,
    rsk: row.rsk,
    name: row.name,
    description: row.description,
    link: card.link,
    image: card.image,
    unit: row.unit,
    unitName: unitName(row.unit),
    quantityPerUnit: row.quantityPerUnit,
    wholesaleQuantity: row.wholesaleQuantity,
    nonIntegralQuantity: row.decimalsAllowed,
    active: row.active,
    prices: card.prices,
    unitPriceOre: viewer.visibility.net ? card.prices.regularPrice : card.prices.retailPrice,
  };
}

/**
 * Stock in the chosen warehouse for a quantity (null: only whether it is there), with the shortage code
 * the check reports and the engine's own stock message ("Endast 3 st i lager i Malmö").
 */
export function basketStock(row: ProductRow, warehouse: BasketWarehouse | null, quantity: number | null) {
  const { balance } = row;
  const shortageCode: ShortageCode = !row.active
    ? 'ARCHIVED'
    : balance === null
      ? 'NOT_STOCKED'
      : balance <= 0
        ? 'OUT_OF_STOCK'
        : quantity !== null && quantity > balance
          ? 'PARTIAL'
          : 'NONE';
  const message =
    shortageCode === 'ARCHIVED'
      ? 'Artikeln har utgått'
      : stockStatusOf({
          quantity: quantity ?? 0,
          unit: row.unit,
          balance,
          shortageMessage: row.shortageMessage,
          warehouseCity: warehouse?.city ?? 'alla lager',
          otherCities: [],
        }).message;
  return { status: stockStatus(balance), balance, shortageCode, message };
}

export function replacementsOf(row: ProductRow, byArticle: ReadonlyMap<string, ProductRow>) {
  if (row.active) return [];
  return row.replacementArticles.flatMap((article) => {
    const r = byArticle.get(article);
    return r?.active
      ? [{ productId: r.id, article: r.article, name: r.name, link: catalogueLink('product', r.id, r.name) }]
      : [];
  });
}

export function basketLine(
  row: ProductRow,
  viewer: Viewer,
  warehouse: BasketWarehouse | null,
  quantity: number,
  replacements: BasketLine['replacements'],
): BasketLine {
  const facts = productFacts(row, viewer);
  const retail = facts.prices.retailPrice;
  return {
    ...facts,
    quantity,
    sumOre: facts.unitPriceOre === null ? null : amountForQuantityOre(facts.unitPriceOre, quantity),
    retailSumOre: retail === null ? null : amountForQuantityOre(retail, quantity),
    stock: basketStock(row, warehouse, quantity),
    replacements,
  };
}

const levelOf: Record<ShortageCode, CheckLevel> = {
  NONE: 'OK',
  PARTIAL: 'WARN',
  OUT_OF_STOCK: 'WARN',
  NOT_STOCKED: 'WARN',
  ARCHIVED: 'ERROR',
};
const rank: Record<CheckLevel, number> = { OK: 0, WARN: 1, ERROR: 2 };

/** A line as the check reports it: a shortage warns (the rest follows), an archived article stops the order. */
export function checkLine(line: BasketLine): BasketCheckLine {
  const code = line.stock.shortageCode;
  return {
    productId: line.productId,
    article: line.article,
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    level: levelOf[code],
    shortageCode: code,
    shortageMessage: code === 'NONE' ? null : line.stock.message,
    replacements: line.replacements,
  };
}

export function worstLevel(lines: readonly BasketCheckLine[]): CheckLevel {
  return lines.reduce<CheckLevel>((worst, l) => (rank[l.level] > rank[worst] ? l.level : worst), 'OK');
}
