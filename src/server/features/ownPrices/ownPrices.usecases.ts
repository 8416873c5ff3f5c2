import type { OwnPrice, OwnPriceData, OwnPriceListRow } from '@shared/api/ownPrices.api';
import {
  evaluateOwnPrice,
  type OwnPriceMode,
  type OwnPriceResult,
  ownPriceOfValue,
  ownPriceValue,
} from '@shared/domain/own-price';
import { netPriceOre, priceVisibility } from '@shared/domain/pricing';
import { validateRequired } from '@shared/domain/validators';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps, RequestSession } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertValid, isUniqueViolation } from '../../platform/http/validation';
import { clientOfFirm } from '../clients';
import { ownPriceErrors, ownPriceRefused } from './ownPrices.errors';
import {
  type ArticlePricing,
  findArticlePricing,
  findOwnPrice,
  findOwnPricesByIds,
  insertOwnPrice,
  listOwnPrices as listRows,
  type OwnPriceFilter,
  type OwnPriceJoined,
  type OwnPriceRow,
  ownPriceExists,
  suggestArticles,
  updateOwnPrice,
} from './ownPrices.repository';

/**
 * Net prices and margins are shown unless the employee has them hidden or the session is in client
 * mode (pricing.ts `priceVisibility`): a client looking at the screen must not see the firm's margin.
 * The session carries both, as read at the start of the request.
 */
function netVisibleTo(session: RequestSession): boolean {
  return priceVisibility({
    kind: 'employee',
    netPriceAndMarginHidden: session.employee?.netPriceAndMarginHidden ?? true,
    clientMode: session.clientMode,
  }).net;
}

/** The firm's net price, campaigns left out: an own price is a lasting price, a campaign is not. */
function netOf(product: ArticlePricing | null): number | null {
  return product?.grossPriceOre == null ? null : netPriceOre(product.grossPriceOre, product.discountBp ?? 0);
}

function figures(article: string, product: ArticlePricing | null, result: OwnPriceResult, showNet: boolean) {
  return {
    article,
    rsk: product?.rsk ?? null,
    name: product?.name ?? '',
    unit: product?.unit ?? '',
    active: product?.active ?? false,
    grossPriceOre: product?.grossPriceOre ?? null,
    netPriceOre: showNet ? result.netOre : null,
    priceOre: result.priceOre,
    markupBp: showNet ? result.markupBp : null,
    profitBp: showNet ? result.profitBp : null,
    marginOre: showNet ? result.marginOre : null,
  };
}

function toListRow(
  { price, product, clientCode, clientName }: OwnPriceJoined,
  showNet: boolean,
): OwnPriceListRow {
  return {
    ...figures(price.article, product, evaluateOwnPrice(netOf(product), price), showNet),
    uid: price.id,
    version: price.version,
    mode: price.mode,
    // A markup or profit is the firm's margin; a fixed price is only a selling price (decision 0023).
    value: showNet || price.mode === 'FIXED_PRICE' ? ownPriceValue(price) : null,
    discountApplicable: price.discountApplicable,
    clientUid: price.clientId,
    clientCode,
    clientName,
  };
}

function toData(price: OwnPriceRow, showNet: boolean): OwnPriceData {
  return {
    code: price.article,
    clientUid: price.clientId,
    mode: price.mode,
    priceOre: price.priceOre,
    markupBp: showNet ? price.markupBp : null,
    profitBp: showNet ? price.profitBp : null,
    discountApplicable: price.discountApplicable,
  };
}

function toOwnPrice(joined: OwnPriceJoined, showNet: boolean): OwnPrice {
  return {
    ...toListRow(joined, showNet),
    createdDate: joined.price.createdAt.toISOString(),
    modifiedDate: joined.price.updatedAt.toISOString(),
    data: toData(joined.price, showNet),
  };
}

async function load(db: Db, firmId: string, id: string): Promise<OwnPriceJoined> {
  const found = await findOwnPrice(db, firmId, id);
  if (!found) throw httpErrors.NOT_FOUND();
  return found;
}

interface Caller {
  deps: AppDeps;
  firmId: string;
  session: RequestSession;
}

export async function getOwnPrice({ deps, firmId, session, uid }: Caller & { uid: string }) {
  return toOwnPrice(await load(deps.db, firmId, uid), netVisibleTo(session));
}

export async function listOwnPrices({
  deps,
  firmId,
  session,
  filter,
  page,
}: Caller & { filter: OwnPriceFilter; page: { offset: number; limit: number } }) {
  const showNet = netVisibleTo(session);
  const { totalCount, rows } = await listRows(deps.db, firmId, filter, page);
  return { totalCount, items: rows.map((row) => toListRow(row, showNet)) };
}

async function articleOf(db: Db, firmId: string, code: string, field: string): Promise<ArticlePricing> {
  const required = validateRequired(code);
  if (required) assertValid([{ field, message: required }]);
  const product = await findArticlePricing(db, firmId, code);
  if (!product) throw ownPriceErrors.ARTICLE_NOT_FOUND({ field });
  return product;
}

/**
 * Creates (no uid) or updates an own price. Refused with the rule's messages when the price would give
 * a negative margin or equal the net price (product-spec §5).
 */
export async function saveOwnPrice({
  deps,
  firmId,
  session,
  uid,
  newVersion,
  data,
}: Caller & { uid: string | null; newVersion: number | null; data: OwnPriceData }): Promise<OwnPrice> {
  const { db, clock } = deps;
  const existing = uid ? (await load(db, firmId, uid)).price : null;
  if (existing && newVersion === null)
    throw httpErrors.MISSING_PARAMETER('newVersion', { field: 'newVersion' });
  const product = await articleOf(db, firmId, data.code, 'data.code');
  if (data.clientUid && !(await clientOfFirm(db, firmId, data.clientUid))) {
    throw ownPriceErrors.CLIENT_NOT_FOUND({ field: 'data.clientUid' });
  }
  const result = evaluateOwnPrice(netOf(product), data);
  if (!result.saveable) throw ownPriceRefused(result.problems, 'data');
  // Only the mode's value is kept; the other two are cleared.
  const stored = ownPriceOfValue(data.mode, ownPriceValue(data)!);
  const duplicate = () =>
    (data.clientUid ? ownPriceErrors.DUPLICATE_FOR_CLIENT : ownPriceErrors.DUPLICATE)({ field: 'data.code' });
  if (await ownPriceExists(db, firmId, product.article, data.clientUid, existing?.id ?? null))
    throw duplicate();
  const values = {
    ...stored,
    clientId: data.clientUid,
    article: product.article,
    discountApplicable: data.discountApplicable,
    now: clock.now(),
  };
  let id = existing?.id ?? null;
  try {
    if (existing) {
      if (!(await updateOwnPrice(db, firmId, existing.id, newVersion, values)))
        throw httpErrors.VERSION_CONFLICT();
    } else {
      id = await insertOwnPrice(db, firmId, values);
    }
  } catch (error) {
    if (isUniqueViolation(error, 'own_prices_firm_article_client_unique')) throw duplicate();
    throw error;
  }
  return toOwnPrice(await load(db, firmId, id!), netVisibleTo(session));
}

/** The calculator: what a mode and value give for an article today; warnings also go in `messages`. */
export async function calcOwnPrice({
  deps,
  firmId,
  session,
  input,
}: Caller & {
  input: {
    codeOrArticle: string;
    mode: OwnPriceMode;
    priceOre: number | null;
    markupBp: number | null;
    profitBp: number | null;
    discountApplicable: boolean;
  };
}) {
  const product = await articleOf(deps.db, firmId, input.codeOrArticle, 'codeOrArticle');
  const result = evaluateOwnPrice(netOf(product), input);
  return {
    ...figures(product.article, product, result, netVisibleTo(session)),
    mode: input.mode,
    discountApplicable: input.discountApplicable,
    saveable: result.saveable,
    problems: result.problems.map(({ level, code, field, message }) => ({ level, code, field, message })),
  };
}

export async function suggestOwnPriceArticles({
  deps,
  firmId,
  pattern,
}: {
  deps: AppDeps;
  firmId: string;
  pattern: string;
}) {
  const rows = await suggestArticles(deps.db, firmId, pattern, 10);
  return {
    items: rows.map((row) => ({
      code: row.rsk ?? row.article,
      article: row.article,
      rsk: row.rsk,
      description: row.name,
      itemType: 'MATERIAL' as const,
      grossPriceOre: row.grossPriceOre,
      ownPriceUid: row.ownPriceUid,
    })),
  };
}

/**
 * Gives the chosen prices one mode and value ("30 % påslag på alla valda"). A price the value would
 * make unsaveable keeps what it had and is reported, so one odd article does not block the rest.
 */
export async function changeOwnPrices({
  deps,
  firmId,
  uids,
  mode,
  value,
}: {
  deps: AppDeps;
  firmId: string;
  uids: string[];
  mode: OwnPriceMode;
  value: number;
}) {
  const unique = [...new Set(uids)];
  const rows = await findOwnPricesByIds(deps.db, firmId, unique);
  if (rows.length !== unique.length) throw httpErrors.NOT_FOUND();
  const stored = ownPriceOfValue(mode, value);
  const skipped: Array<{ uid: string; article: string; message: string }> = [];
  const now = deps.clock.now();
  let countChanged = 0;
  await withTransaction(deps.db, async (tx) => {
    for (const { price, product } of rows) {
      const result = evaluateOwnPrice(netOf(product), stored);
      const refusal = result.problems.find((p) => p.level === 'ERROR');
      if (refusal) {
        skipped.push({ uid: price.id, article: price.article, message: refusal.message });
        continue;
      }
      await updateOwnPrice(tx, firmId, price.id, null, { ...stored, now });
      countChanged += 1;
    }
  });
  return { countChanged, skipped };
}

/** The list's price cell: makes the price a fixed price, under the same rules as a save. */
export async function setOwnPrice({
  deps,
  firmId,
  session,
  ownPriceUid,
  priceOre,
}: Caller & { ownPriceUid: string; priceOre: number | null }) {
  const { price, product } = await load(deps.db, firmId, ownPriceUid);
  const stored = { mode: 'FIXED_PRICE' as const, priceOre, markupBp: null, profitBp: null };
  const result = evaluateOwnPrice(netOf(product), stored);
  if (!result.saveable) throw ownPriceRefused(result.problems, '');
  await updateOwnPrice(deps.db, firmId, price.id, null, {
    ...stored,
    priceOre: priceOre!,
    now: deps.clock.now(),
  });
  return toOwnPrice(await load(deps.db, firmId, price.id), netVisibleTo(session));
}
