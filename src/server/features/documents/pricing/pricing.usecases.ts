import type { DocumentItemData, DocumentItemView } from '@shared/api/documents';
import { canAccess } from '@shared/domain/access';
import { formatDate } from '@shared/domain/format';
import { permissions } from '@shared/domain/permissions';
import { priceVisibility } from '@shared/domain/pricing';
import type { RequestSession, StoreDeps } from '../../../platform/http/context';
import { type LineToday, lineToday, lineWith, priceDetailsOf, stockStatusOf } from '../items/items.mapper';
import type { LineProduct } from '../items/items.repository';
import { type LoadedFacts, loadFactsForItems } from './pricing.repository';

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
  deps: { db, clock },
  firmId,
  viewer,
  clientId,
  items,
  today = formatDate(clock.now()),
  read,
}: {
  deps: StoreDeps;
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
  deps: { db, clock },
  firmId,
  clientId,
  items,
  today = formatDate(clock.now()),
}: {
  deps: StoreDeps;
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
