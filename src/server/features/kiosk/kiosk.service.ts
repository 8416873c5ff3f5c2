import type { Basket } from '@shared/api/kiosk.api';
import type { AppDeps, EmployeeCallContext } from '../../platform/http/context';
import type { Viewer } from '../catalogue/catalogue.mapper';
import { type ProductRow, productRows } from '../catalogue/catalogue.repository';
import { resolveViewer } from '../catalogue/catalogue.usecases';
import { kioskErrors } from './kiosk.errors';
import { basketLine, replacementsOf } from './kiosk.mapper';
import {
  type BasketOwner,
  type BasketWarehouse,
  basketProductIdsQuery,
  findBasketLines,
  findWarehouse,
} from './kiosk.repository';

export type KioskSession = EmployeeCallContext<unknown>['session'];

/** What every basket call works with: the deps, the employee's session and whose basket it is. */
export interface KioskCall {
  deps: AppDeps;
  session: KioskSession;
  owner: BasketOwner;
}

/**
 * The warehouse whose stock the basket shows: the one the page chose, else the firm's default. A code
 * that names no warehouse is an error at the field, not a silent fallback.
 */
export async function basketWarehouse(
  call: KioskCall,
  code: string | null | undefined,
  field = 'warehouseCode',
): Promise<BasketWarehouse | null> {
  const chosen = code ?? call.session.employee.defaultWarehouse?.code ?? null;
  if (chosen === null) return null;
  const warehouse = await findWarehouse(call.deps.db, chosen);
  if (!warehouse && code) throw kioskErrors.WAREHOUSE_NOT_FOUND({ field });
  return warehouse;
}

/** The session's prices, with the stock of the chosen warehouse instead of the firm's default one. */
export function basketViewer(call: KioskCall, warehouse: BasketWarehouse | null): Viewer {
  const viewer = resolveViewer(call.deps, call.session);
  return {
    ...viewer,
    scope: { ...viewer.scope, warehouseId: warehouse?.id ?? null },
    warehouseCode: warehouse?.code ?? null,
  };
}

/** Rows of the archived rows' replacements, by article. */
export async function replacementRows(
  call: KioskCall,
  viewer: Viewer,
  rows: readonly ProductRow[],
): Promise<Map<string, ProductRow>> {
  const articles = [...new Set(rows.filter((r) => !r.active).flatMap((r) => r.replacementArticles))];
  if (articles.length === 0) return new Map();
  const found = await productRows(call.deps.db, { articles }, viewer.scope);
  return new Map(found.map((r) => [r.article, r]));
}

/**
 * The basket as the page shows it, for the chosen warehouse. The lines and their products are read side
 * by side (the products through the lines as a subquery), with the warehouse too when it is the firm's
 * default, whose id the session knows: one round trip after the session for the usual page.
 */
export async function loadBasket(call: KioskCall, warehouseCode?: string | null): Promise<Basket> {
  const { db } = call.deps;
  const fallback = call.session.employee.defaultWarehouse;
  const known = fallback && (warehouseCode ?? fallback.code) === fallback.code ? fallback : null;
  const warehouseRead = basketWarehouse(call, warehouseCode);
  // Another warehouse's id is needed before its stock can be read.
  const warehouseId = known ? known.id : ((await warehouseRead)?.id ?? null);
  const scope = { firmId: call.owner.firmId, warehouseId };
  const [warehouse, stored, rows] = await Promise.all([
    warehouseRead,
    findBasketLines(db, call.owner),
    productRows(db, { page: basketProductIdsQuery(call.owner) }, scope),
  ]);
  const viewer = basketViewer(call, warehouse);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const replacements = await replacementRows(call, viewer, rows);
  const lines = stored.flatMap((l) => {
    const row = byId.get(l.productId);
    return row ? [basketLine(row, viewer, warehouse, l.quantity, replacementsOf(row, replacements))] : [];
  });
  return {
    warehouse: warehouse ? { code: warehouse.code, name: warehouse.name, city: warehouse.city } : null,
    lines,
    basketSize: lines.length,
    netPricesAvailable: viewer.visibility.net,
    totalSumOre: lines.reduce((n, l) => n + (l.sumOre ?? 0), 0),
    retailTotalSumOre: lines.reduce((n, l) => n + (l.retailSumOre ?? 0), 0),
  };
}
