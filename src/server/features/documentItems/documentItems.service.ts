import type { DocumentItemData, DocumentItemView } from '@shared/api/documents.api';
import { canAccess } from '@shared/domain/access';
import { compactCode } from '@shared/domain/catalogue-codes';
import { formatDate } from '@shared/domain/format';
import { permissions } from '@shared/domain/permissions';
import { priceVisibility } from '@shared/domain/pricing';
import type { Db } from '../../platform/db/database';
import type { RequestSession } from '../../platform/http/context';
import { type ProductRow, productRows } from '../catalogue/catalogue.repository';
import { findOwnArticles } from '../ownArticles/ownArticles.repository';
import {
  isCatalogueLine,
  type LineToday,
  lineToday,
  type PricingFacts,
  priceDetailsOf,
  startQuantity,
  stockStatusOf,
} from './documentItems.mapper';
import {
  type FirmContext,
  firmContext,
  overridesFor,
  ownPricesFor,
  stockElsewhere,
} from './documentItems.repository';

/** Who looks at the lines: net prices hidden or not, and whether they may save a price as an own price. */
export interface DocumentItemsViewer {
  netPricesVisible: boolean;
  /** ADMIN/MANAGER with the OWN_PRICES site option; without it `canSaveToOwnPrice` is always false. */
  mayEditOwnPrices?: boolean;
}

/** The viewer of the session's employee: net prices hidden by the employee's setting or in client mode. */
export function documentItemsViewer(
  session: RequestSession & { employee: NonNullable<RequestSession['employee']> },
): Required<DocumentItemsViewer> {
  return {
    netPricesVisible: priceVisibility({
      kind: 'employee',
      netPriceAndMarginHidden: session.employee.netPriceAndMarginHidden,
      clientMode: session.clientMode,
    }).net,
    mayEditOwnPrices: canAccess(session.employee, permissions.editOwnPrices),
  };
}

export type EnrichedItem = Omit<DocumentItemView, 'sumOre' | 'materialProfitOre'>;

export interface LoadedFacts {
  facts: PricingFacts;
  firm: FirmContext;
  /** Other warehouses' cities with stock, by product id. */
  elsewhere: ReadonlyMap<number, string[]>;
  /** Catalogue rows of the replacements of archived articles, by article number. */
  replacements: ReadonlyMap<string, ProductRow>;
}

function group<K, V>(rows: readonly V[], key: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * Reads every price, stock and own-article fact the lines need: one query per source for all lines
 * (the firm, the catalogue rows, own prices, price overrides, own articles, other warehouses' stock, and
 * the replacements of archived articles when there are any).
 */
export async function loadPricingFacts({
  db,
  firmId,
  clientId,
  today,
  articles,
  ownArticleUids,
  extraCodes = [],
  quantities = new Map(),
}: {
  db: Db;
  firmId: string;
  clientId: string | null;
  today: string;
  /** Provider article or RSK numbers (compact). */
  articles: readonly string[];
  ownArticleUids: readonly string[];
  /** More codes a price override may be kept under (RSK and own article numbers). */
  extraCodes?: readonly string[];
  /** The largest line quantity per article; a new line's (the minimum order quantity) when absent. */
  quantities?: ReadonlyMap<string, number>;
}): Promise<LoadedFacts> {
  const firm = await firmContext(db, firmId);
  const uniqueArticles = [...new Set(articles)];
  const [products, ownArticleRows] = await Promise.all([
    uniqueArticles.length > 0
      ? productRows(db, { articles: uniqueArticles }, { firmId, warehouseId: firm.warehouseId })
      : Promise.resolve([]),
    findOwnArticles(db, firmId, [...new Set(ownArticleUids)]),
  ]);
  // A code may be an RSK number (the two formats cannot collide), so every row is kept by its article.
  const byArticle = new Map(products.map((p) => [p.article, p]));
  const codes = new Set<string>();
  for (const p of byArticle.values()) {
    codes.add(p.article);
    if (p.rsk) codes.add(p.rsk);
  }
  for (const a of uniqueArticles) codes.add(a);
  for (const a of ownArticleRows) codes.add(compactCode(a.code));
  for (const c of extraCodes) codes.add(compactCode(c));
  const archived = [...byArticle.values()].filter((p) => !p.active && p.replacementArticles.length > 0);
  const replacementArticles = [...new Set(archived.flatMap((p) => p.replacementArticles))];
  const [prices, overrides, stock, replacementRows] = await Promise.all([
    ownPricesFor(db, firmId, clientId, [...byArticle.keys()]),
    overridesFor(db, firmId, clientId, [...codes]),
    // Other warehouses matter only where the firm's own is short.
    stockElsewhere(
      db,
      [...byArticle.values()]
        .filter((p) => (p.balance ?? 0) < (quantities.get(p.article) ?? startQuantity(p.wholesaleQuantity)))
        .map((p) => p.id),
      firm.warehouseId,
    ),
    replacementArticles.length > 0
      ? productRows(db, { articles: replacementArticles }, { firmId, warehouseId: null })
      : Promise.resolve([]),
  ]);
  return {
    firm,
    facts: {
      today,
      products: byArticle,
      clientOwnPrices: new Map(prices.filter((p) => p.clientId !== null).map((p) => [p.article, p])),
      firmOwnPrices: new Map(prices.filter((p) => p.clientId === null).map((p) => [p.article, p])),
      overrides: new Map(overrides.map((o) => [o.code, Number(o.priceOre)])),
      ownArticles: new Map(ownArticleRows.map((a) => [a.id, a])),
    },
    elsewhere: new Map(
      [...group(stock, (s) => s.productId)].map(([id, rows]) => [id, rows.map((r) => r.city)]),
    ),
    replacements: new Map(replacementRows.map((r) => [r.article, r])),
  };
}

/** The facts for a document's lines. */
export function loadFactsForItems(args: {
  db: Db;
  firmId: string;
  clientId: string | null;
  today: string;
  items: readonly DocumentItemData[];
}): Promise<LoadedFacts> {
  const { items, ...rest } = args;
  const quantities = new Map<string, number>();
  for (const l of items) {
    if (l.article) quantities.set(l.article, Math.max(l.quantity, quantities.get(l.article) ?? l.quantity));
  }
  return loadPricingFacts({
    ...rest,
    quantities,
    articles: items.filter(isCatalogueLine).map((l) => l.article),
    ownArticleUids: items.flatMap((l) =>
      l.type === 'OWN_ARTICLE' && l.ownArticleUid ? [l.ownArticleUid] : [],
    ),
  });
}

export function stockOf(
  loaded: LoadedFacts,
  product: ProductRow | null,
  line: { quantity: number; unit: string },
): { stockStatusIcon: EnrichedItem['stockStatusIcon']; stockStatusMessage: string | null } {
  if (!product || loaded.firm.warehouseId === null || !product.active) {
    return { stockStatusIcon: null, stockStatusMessage: null };
  }
  const status = stockStatusOf({
    quantity: line.quantity,
    unit: line.unit || product.unit,
    balance: product.balance,
    shortageMessage: product.shortageMessage,
    warehouseCity: loaded.firm.warehouseCity ?? '',
    otherCities: loaded.elsewhere.get(product.id) ?? [],
  });
  return { stockStatusIcon: status.icon, stockStatusMessage: status.message };
}

export function enrichLine(
  line: DocumentItemData,
  today: LineToday,
  loaded: LoadedFacts,
  viewer: Required<DocumentItemsViewer>,
): EnrichedItem {
  const product = today.product;
  const replacements =
    product && !product.active
      ? product.replacementArticles.flatMap((article) => {
          const r = loaded.replacements.get(article);
          return r ? [{ article: r.article, name: r.name, productId: r.id }] : [];
        })
      : [];
  return {
    ...line,
    priceDetails: priceDetailsOf(line, today, viewer),
    ...stockOf(loaded, product, line),
    replacements,
    image: product?.images[0] ?? null,
  };
}

/**
 * What a loaded document shows about each line today: price details and icon, stock in the firm's
 * default warehouse, replacements of archived articles and the picture. `mayBeActualized` when some
 * line's source gives another price now.
 */
export async function enrichDocumentItems({
  db,
  firmId,
  viewer,
  clientId,
  items,
  today = formatDate(new Date()),
}: {
  db: Db;
  firmId: string;
  viewer: DocumentItemsViewer;
  clientId: string | null;
  items: readonly DocumentItemData[];
  /** The Swedish date campaigns are compared with; today by default. */
  today?: string;
}): Promise<{ items: EnrichedItem[]; mayBeActualized: boolean }> {
  const loaded = await loadFactsForItems({ db, firmId, clientId, today, items });
  const full = {
    netPricesVisible: viewer.netPricesVisible,
    mayEditOwnPrices: (viewer.mayEditOwnPrices ?? false) && loaded.firm.siteOptions.includes('OWN_PRICES'),
  };
  let mayBeActualized = false;
  const enriched = items.map((line) => {
    const item = enrichLine(line, lineToday(line, loaded.facts), loaded, full);
    const icon = item.priceDetails?.iconType;
    if (icon === 'PRICE_CHANGED' || icon === 'PRICE_CHANGED_LOWER') mayBeActualized = true;
    return item;
  });
  return { items: enriched, mayBeActualized };
}

/**
 * Purchase prices for lines that lack them: the line search leaves them out for a session that may not
 * see net prices, so a save from that session fills them from the line's source today. Lines without a
 * price source (typed by hand) are left as they are. Give it the transaction's `db` when called inside
 * one (PGlite has one connection).
 */
export async function fillPurchasePrices({
  db,
  firmId,
  clientId,
  items,
  today = formatDate(new Date()),
}: {
  db: Db;
  firmId: string;
  clientId: string | null;
  items: readonly DocumentItemData[];
  today?: string;
}): Promise<DocumentItemData[]> {
  const missing = new Set(items.filter((l) => l.purchasePriceOre === null && l.priceSource !== null));
  if (missing.size === 0) return [...items];
  const { facts } = await loadFactsForItems({ db, firmId, clientId, today, items: [...missing] });
  return items.map((line) => {
    const source = missing.has(line) ? lineToday(line, facts).today : null;
    if (!source || source.purchasePriceOre === null) return line;
    return {
      ...line,
      purchasePriceOre: source.purchasePriceOre,
      sourcePurchasePriceOre: source.purchasePriceOre,
    };
  });
}
