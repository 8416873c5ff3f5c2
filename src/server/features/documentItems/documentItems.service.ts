import type { DocumentItemData, DocumentItemView } from '@shared/api/documents';
import { canAccess } from '@shared/domain/access';
import { formatDate } from '@shared/domain/format';
import { permissions } from '@shared/domain/permissions';
import { priceVisibility } from '@shared/domain/pricing';
import type { Db } from '../../platform/db/database';
import type { RequestSession } from '../../platform/http/context';
import {
  isCatalogueLine,
  type LineToday,
  lineToday,
  lineWith,
  type PricingFacts,
  priceDetailsOf,
  stockStatusOf,
} from './documentItems.mapper';
import { type FirmContext, type LineFacts, type LineProduct, lineFacts } from './documentItems.repository';

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
}

/**
 * Reads every price, stock and own-article fact the lines need in one statement for all lines
 * (`lineFacts`: the firm, the catalogue articles with discount, stock and replacements, own articles,
 * own prices and price overrides). One statement also means it runs safely on a transaction's connection.
 */
export async function loadPricingFacts({
  db,
  firmId,
  clientId,
  today,
  articles,
  ownArticleUids,
  quantities = new Map(),
}: {
  db: Db;
  firmId: string;
  clientId: string | null;
  today: string;
  /** Provider article or RSK numbers (compact). */
  articles: readonly string[];
  ownArticleUids: readonly string[];
  /** The largest line quantity per article; a new line's (the minimum order quantity) when absent. */
  quantities?: ReadonlyMap<string, number>;
}): Promise<LoadedFacts> {
  const read = await lineFacts(db, {
    firmId,
    clientId,
    articles: [...new Set(articles)],
    quantities,
    ownArticleIds: [...new Set(ownArticleUids)],
  });
  return loadedFrom(read, today);
}

function loadedFrom(read: LineFacts, today: string): LoadedFacts {
  return {
    firm: read.firm,
    facts: {
      today,
      // A code may be an RSK number (the two formats cannot collide), so every row is kept by its article.
      products: new Map(read.products.map((p) => [p.article, p])),
      clientOwnPrices: new Map(read.ownPrices.filter((p) => p.clientId !== null).map((p) => [p.article, p])),
      firmOwnPrices: new Map(read.ownPrices.filter((p) => p.clientId === null).map((p) => [p.article, p])),
      overrides: new Map(read.overrides.map((o) => [o.code, Number(o.priceOre)])),
      ownArticles: new Map(read.ownArticles.map((a) => [a.id, a])),
    },
  };
}

/** The facts of a stored document's lines and client, and the version of the row they were read from. */
export interface DocumentFacts {
  loaded: LoadedFacts;
  /** Null when there is no such document. */
  version: number | null;
}

/**
 * The facts for a stored document's lines read from its row, so a load reads them while it reads the
 * row itself. The caller uses them only for the same version of the row (`enrichDocumentItems`).
 */
export async function loadFactsForDocument(args: {
  db: Db;
  firmId: string;
  docType: string;
  docUid: string;
  today: string;
}): Promise<DocumentFacts> {
  const read = await lineFacts(args.db, {
    firmId: args.firmId,
    clientId: null,
    articles: [],
    quantities: new Map(),
    ownArticleIds: [],
    document: { id: args.docUid, docType: args.docType },
  });
  return { loaded: loadedFrom(read, args.today), version: read.documentVersion };
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
  product: LineProduct | null,
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
    otherCities: product.elsewhere ?? [],
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
  const stock = stockOf(loaded, product, line);
  return lineWith(line, {
    priceDetails: priceDetailsOf(line, today, viewer),
    stockStatusIcon: stock.stockStatusIcon,
    stockStatusMessage: stock.stockStatusMessage,
    replacements: product && !product.active ? (product.replacements ?? []) : [],
    image: product?.image ?? null,
  });
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
  read,
}: {
  db: Db;
  firmId: string;
  viewer: DocumentItemsViewer;
  clientId: string | null;
  items: readonly DocumentItemData[];
  /** The Swedish date campaigns are compared with; today by default. */
  today?: string;
  /** Facts already read with the stored document (`loadFactsForDocument`) for these items and client. */
  read?: LoadedFacts;
}): Promise<{ items: EnrichedItem[]; mayBeActualized: boolean }> {
  const loaded = read ?? (await loadFactsForItems({ db, firmId, clientId, today, items }));
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
