import { randomUUID } from 'node:crypto';
import { documentHeaderSchema } from '@shared/api/documents';
import type { ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import type { Basket, kioskApi } from '@shared/api/kiosk.api';
import { changeQuantity } from '@shared/domain/basket-quantity';
import { compactCode } from '@shared/domain/catalogue-codes';
import { formatDate } from '@shared/domain/format';
import type { AppDeps, EmployeeCallContext } from '../../platform/http/context';
import { AppError } from '../../platform/http/errors';
import { assertValid } from '../../platform/http/validation';
import { type ProductRow, productRows, resolveViewer, type Viewer } from '../catalogue';
import { catalogueSuggest } from '../catalogueSearch';
import { orderTexts, sendCustomerOrderRow } from '../customerOrders';
import { catalogueLine, loadPricingFacts, saveDocument } from '../documents';
import { kioskErrors } from './kiosk.errors';
import { basketLine, basketStock, checkLine, productFacts, replacementsOf, worstLevel } from './kiosk.mapper';
import {
  type BasketOwner,
  type BasketWarehouse,
  basketProductIdsQuery,
  clearBasket,
  deleteBasketLine,
  deleteBasketProducts,
  findBasketLines,
  findBasketQuantity,
  findFirmOrdering,
  findWarehouse,
  putBasketLine,
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
async function basketWarehouse(
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
function basketViewer(call: KioskCall, warehouse: BasketWarehouse | null): Viewer {
  const viewer = resolveViewer(call.deps, call.session);
  return {
    ...viewer,
    scope: { ...viewer.scope, warehouseId: warehouse?.id ?? null },
    warehouseCode: warehouse?.code ?? null,
  };
}

/** Rows of the archived rows' replacements, by article. */
async function replacementRows(
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
async function loadBasket(call: KioskCall, warehouseCode?: string | null): Promise<Basket> {
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

type Params<K extends keyof typeof kioskApi> = ParsedParametersOf<(typeof kioskApi)[K]>;
type Result<K extends keyof typeof kioskApi> = ResultOf<(typeof kioskApi)[K]>;

/** GET /kiosk/basket. */
export function getBasket({ input, ...call }: KioskCall & { input: Params<'basket'> }) {
  return loadBasket(call, input.warehouseCode);
}

/** The product an update names, by id or by article or RSK number (spaces allowed). */
async function productOf(
  call: KioskCall,
  ref: { productId?: number | undefined; article?: string | undefined },
) {
  const scope = { firmId: call.owner.firmId, warehouseId: null };
  if (ref.productId !== undefined) {
    const [row] = await productRows(call.deps.db, { ids: [ref.productId] }, scope);
    if (!row) throw kioskErrors.PRODUCT_NOT_FOUND({ field: 'change.product.productId' });
    return row;
  }
  const code = compactCode(ref.article ?? '');
  const rows = code === '' ? [] : await productRows(call.deps.db, { articles: [code] }, scope);
  const row = rows.find((r) => r.article === code) ?? rows[0];
  if (!row) throw kioskErrors.ARTICLE_NOT_FOUND(ref.article ?? '', { field: 'change.product.article' });
  return row;
}

/** The line's new quantity under the product's pack, minimum and whole-unit rules; 0 removes the line. */
async function updateLine(
  call: KioskCall,
  change: Extract<Params<'update'>['change'], { action: 'UPDATE' }>,
) {
  // By id (the buttons) the product and the line are read side by side; by number the id comes first.
  const { productId } = change.product;
  const [product, known] = await Promise.all([
    productOf(call, change.product),
    productId === undefined ? null : findBasketQuantity(call.deps.db, call.owner, productId),
  ]);
  const current = known ?? (await findBasketQuantity(call.deps.db, call.owner, product.id));
  const result = changeQuantity(current, change.mode, change.quantity, {
    quantityPerUnit: product.quantityPerUnit,
    wholesaleQuantity: product.wholesaleQuantity,
    nonIntegralQuantity: product.decimalsAllowed,
  });
  if (!result.ok) {
    throw result.reason === 'NON_INTEGRAL'
      ? kioskErrors.NON_INTEGRAL_QUANTITY(product.unit.toLowerCase(), { field: 'change.quantity' })
      : kioskErrors.QUANTITY_TOO_LARGE({ field: 'change.quantity' });
  }
  // An archived article may be lowered or removed (to swap it for its replacement), never added or raised.
  if (!product.active && result.quantity > current) {
    throw kioskErrors.ARTICLE_ARCHIVED(product.article, { field: 'change.product' });
  }
  if (result.quantity === 0) await deleteBasketLine(call.deps.db, call.owner, product.id);
  else {
    await putBasketLine(
      call.deps.db,
      call.owner,
      { productId: product.id, quantity: result.quantity },
      call.deps.clock.now(),
    );
  }
  return { productId: product.id, quantity: result.quantity, raisedToMinimum: result.raisedToMinimum };
}

/** POST /kiosk/basket: add or change a line, remove one, or clear the basket; answers the basket. */
export async function updateBasket({
  input,
  ...call
}: KioskCall & { input: Params<'update'> }): Promise<Result<'update'>> {
  const { change } = input;
  let changed: Result<'update'>['changed'] = null;
  if (change.action === 'UPDATE') changed = await updateLine(call, change);
  else if (change.action === 'REMOVE') {
    await deleteBasketLine(call.deps.db, call.owner, change.productId);
    changed = { productId: change.productId, quantity: 0, raisedToMinimum: false };
  } else await clearBasket(call.deps.db, call.owner);
  return { ...(await loadBasket(call, input.warehouseCode)), changed };
}

/**
 * POST /kiosk/basket/search: an exact article or RSK number first (also one too short for the word
 * search), then the catalogue search's own suggestions — the same search the header uses.
 */
export async function searchBasket({
  input,
  ...call
}: KioskCall & { input: Params<'search'> }): Promise<Result<'search'>> {
  const pattern = input.codeOrArticle.trim();
  if (pattern === '') return { products: [] };
  const { db } = call.deps;
  const warehouse = await basketWarehouse(call, input.warehouseCode);
  const viewer = basketViewer(call, warehouse);
  const code = compactCode(pattern);
  const [exact, suggested] = await Promise.all([
    code === '' ? Promise.resolve([]) : productRows(db, { articles: [code] }, viewer.scope),
    catalogueSuggest({ deps: call.deps, input: { pattern, searchArea: 'CATALOGUE_ONLY' } }),
  ]);
  const exactIds = exact.filter((r) => r.active).map((r) => r.id);
  const ids = [
    ...new Set([
      ...exactIds,
      ...(suggested.exactMatch ? [suggested.exactMatch.id] : []),
      ...suggested.products.filter((p) => !p.freeItem).map((p) => p.id),
    ]),
  ].slice(0, input.limit);
  const rows = ids.length === 0 ? [] : await productRows(db, { ids }, viewer.scope);
  const byId = new Map<number, ProductRow>(rows.map((r) => [r.id, r]));
  const exactSet = new Set([...exactIds, ...(suggested.exactMatch ? [suggested.exactMatch.id] : [])]);
  return {
    products: ids.flatMap((id) => {
      const row = byId.get(id);
      return row?.active
        ? [
            {
              ...productFacts(row, viewer),
              stock: basketStock(row, warehouse, null),
              exactMatch: exactSet.has(id),
            },
          ]
        : [];
    }),
  };
}

/** POST /kiosk/basket/check: per line shortage or archived article, and the worst of them. */
export async function checkBasket({
  input,
  ...call
}: KioskCall & { input: Params<'check'> }): Promise<Result<'check'>> {
  const basket = await loadBasket(call, input.warehouseCode);
  const lines = basket.lines.map(checkLine);
  return { status: worstLevel(lines), warehouseCode: basket.warehouse?.code ?? null, lines };
}

/** The order's lines: the basket's products as the document engine makes a catalogue line, at the basket's quantity. */
async function orderItems(call: KioskCall, lines: Result<'check'>['lines'], today: string) {
  const loaded = await loadPricingFacts({
    db: call.deps.db,
    firmId: call.owner.firmId,
    clientId: null,
    today,
    articles: lines.map((l) => l.article),
    ownArticleUids: [],
    quantities: new Map(lines.map((l) => [l.article, l.quantity])),
  });
  return lines.flatMap((l) => {
    const product = loaded.facts.products.get(l.article);
    return product ? [{ ...catalogueLine(randomUUID(), product, loaded.facts), quantity: l.quantity }] : [];
  });
}

/** Refusals before anything is written: who may order, the firm's mandatory fields, a basket worth sending. */
async function assertMaySend(
  call: KioskCall,
  input: Params<'send'>,
  lines: Result<'check'>['lines'],
  today: string,
) {
  const rules = await findFirmOrdering(call.deps.db, call.owner.firmId);
  if (rules.onlyAdminsCanOrder && call.session.employee.role !== 'ADMIN') {
    throw kioskErrors.ONLY_ADMINS_CAN_ORDER();
  }
  assertValid([
    ...(rules.mandatoryMark && !input.mark
      ? [{ field: 'mark', message: kioskErrors.MARK_REQUIRED().text }]
      : []),
    ...(rules.mandatoryObject && !input.object
      ? [{ field: 'object', message: kioskErrors.OBJECT_REQUIRED().text }]
      : []),
    ...(input.deliveryDate !== null && input.deliveryDate < today
      ? [{ field: 'deliveryDate', message: orderTexts.deliveryDatePast }]
      : []),
  ]);
  if (lines.length === 0) throw kioskErrors.BASKET_EMPTY();
  const archived = lines.filter((l) => l.shortageCode === 'ARCHIVED').map((l) => l.article);
  if (archived.length > 0) throw kioskErrors.BASKET_HAS_ARCHIVED(archived.join(', '));
}

/**
 * POST /kiosk/basket/send: the basket becomes a customer order through the document engine, which the
 * customer order module then sends to the provider. Sent: the basket is emptied. Not sent: the basket
 * stays as it was and the order stays an unsent draft the answer points to, so nothing is lost.
 */
export async function sendBasket({
  input,
  logFailure,
  ...call
}: KioskCall & { input: Params<'send'>; logFailure: (error: unknown) => void }): Promise<Result<'send'>> {
  const { db, clock } = call.deps;
  const warehouse = await basketWarehouse(call, input.warehouseCode);
  const check = await checkBasket({ ...call, input: { warehouseCode: warehouse?.code } });
  const today = formatDate(clock.now());
  await assertMaySend(call, input, check.lines, today);
  const header = documentHeaderSchema.parse({
    docDate: today,
    mark: input.mark,
    object: input.object,
    warehouseCode: warehouse?.code ?? null,
    deliveryType: input.deliveryType,
    deliveryMethod: input.deliveryMethod,
    deliveryDate: input.deliveryDate,
    deliveryReceiver: input.deliveryReceiver,
    deliveryAddress: input.deliveryAddress,
    providerMessage: input.providerMessage,
    customerContact: input.contact,
  });
  const items = await orderItems(call, check.lines, today);
  const draft = await saveDocument({
    deps: call.deps,
    firmId: call.session.employee.firmId,
    session: call.session,
    docType: 'CUSTOMER_ORDER',
    input: { newVersion: 0, data: { ...header, items } },
  });
  try {
    const sent = await sendCustomerOrderRow({
      deps: { db, clock },
      session: call.session,
      docUid: draft.uid,
      newVersion: draft.version,
    });
    await deleteBasketProducts(
      db,
      call.owner,
      check.lines.map((l) => l.productId),
    );
    const left = await findBasketLines(db, call.owner);
    return {
      sent: true,
      docUid: sent.uid,
      number: sent.number,
      failureMessage: null,
      basketSize: left.length,
    };
  } catch (error) {
    const text =
      error instanceof AppError ? error.text : 'Leverantören svarar inte just nu. Försök igen om en stund.';
    const why = text.charAt(0).toLowerCase() + text.slice(1);
    if (!(error instanceof AppError)) logFailure(error);
    return {
      sent: false,
      docUid: draft.uid,
      number: draft.number,
      failureMessage: `Beställningen sparades men kunde inte skickas: ${why}`,
      basketSize: check.lines.length,
    };
  }
}
