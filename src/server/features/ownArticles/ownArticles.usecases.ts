import type { OwnArticle, OwnArticleData, OwnArticleListRow } from '@shared/api/ownArticles.api';
import { normalizeOwnArticleCode } from '@shared/domain/article-code';
import { formatAmount, formatDate } from '@shared/domain/format';
import {
  changedPrice,
  MAX_OWN_ARTICLE_PRICE_ORE,
  type OwnArticleChangeType,
  type OwnArticleInput,
  ownArticleChanges,
  ownArticleChangeTypeLabels,
  ownArticleMessages,
  ownArticleTypeLabels,
  type PriceChangeMethod,
  priceChangeMethods,
  switchableOwnArticleTypes,
  validateOwnArticle,
} from '@shared/domain/own-article';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import { CSV_CONTENT_TYPE, type CsvColumn, toCsv } from '../../platform/csv/csv';
import { deleteAllOrNothing } from '../../platform/db/all-or-nothing';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertValid, isUniqueViolation } from '../../platform/http/validation';
import { clientOfFirm } from '../clients';
import { createFileLink } from '../files';
import { ownArticleErrors } from './ownArticles.errors';
import {
  codeTaken,
  deleteOwnArticles as deleteRows,
  findOwnArticle,
  findOwnArticles,
  insertOwnArticle,
  listOwnArticles as listRows,
  type OwnArticleFilter,
  type OwnArticleRow,
  type OwnArticleWithClient,
  setPreselected,
  updateOwnArticle,
} from './ownArticles.repository';
import { type OwnArticleViewer, shownData } from './ownArticles.shown';

function toData(row: OwnArticleRow): OwnArticleData {
  return {
    code: row.code,
    description: row.description,
    unit: row.unit,
    priceOre: row.priceOre,
    purchasePriceOre: row.purchasePriceOre,
    ownArticleType: row.articleType,
    applyDiscount: row.applyDiscount,
    clientUid: row.clientId,
  };
}

function toOwnArticle(
  { article, clientCode, clientName }: OwnArticleWithClient,
  viewer: OwnArticleViewer,
): OwnArticle {
  return {
    uid: article.id,
    version: article.version,
    preselected: article.preselected,
    clientCode,
    clientName,
    createdDate: article.createdAt.toISOString(),
    modifiedDate: article.updatedAt.toISOString(),
    data: shownData(toData(article), viewer),
  };
}

function toListRow(row: OwnArticleWithClient, viewer: OwnArticleViewer): OwnArticleListRow {
  const { article } = row;
  return {
    ...shownData(toData(article), viewer),
    uid: article.id,
    version: article.version,
    preselected: article.preselected,
    clientCode: row.clientCode,
    clientName: row.clientName,
  };
}

async function load(db: Db, firmId: string, id: string): Promise<OwnArticleWithClient> {
  const found = await findOwnArticle(db, firmId, id);
  if (!found) throw httpErrors.NOT_FOUND();
  return found;
}

export async function getOwnArticle({
  deps,
  firmId,
  uid,
  viewer,
}: {
  deps: AppDeps;
  firmId: string;
  uid: string;
  viewer: OwnArticleViewer;
}) {
  return toOwnArticle(await load(deps.db, firmId, uid), viewer);
}

function asInput(data: OwnArticleData): OwnArticleInput {
  return { ...data, code: normalizeOwnArticleCode(data.code) };
}

/**
 * Creates (no uid) or updates an own article. An update must name the version the form read; the
 * answer lists what changed, so the web can offer to actualise open documents that use the article.
 */
export async function saveOwnArticle({
  deps,
  firmId,
  uid,
  newVersion,
  data: sent,
  viewer,
}: {
  deps: AppDeps;
  firmId: string;
  uid: string | null;
  newVersion: number | null;
  data: OwnArticleData;
  viewer: OwnArticleViewer;
}): Promise<OwnArticle & { changes: OwnArticleChangeType[] }> {
  const { db, clock } = deps;
  const existing = uid ? (await load(db, firmId, uid)).article : null;
  if (existing && newVersion === null)
    throw httpErrors.MISSING_PARAMETER('newVersion', { field: 'newVersion' });
  // Who may not see the purchase price cannot have meant to change it: the stored one stays.
  const data = viewer.purchaseVisible
    ? sent
    : { ...sent, purchasePriceOre: existing?.purchasePriceOre ?? null };
  const input = asInput(data);
  assertValid(validateOwnArticle(input, existing?.articleType ?? null), 'data');
  if (data.clientUid && !(await clientOfFirm(db, firmId, data.clientUid))) {
    throw ownArticleErrors.CLIENT_NOT_FOUND({ field: 'data.clientUid' });
  }
  if (await codeTaken(db, firmId, input.code, existing?.id ?? null)) {
    assertValid([{ field: 'code', message: ownArticleMessages.duplicateCode }], 'data');
  }
  const values = {
    clientId: data.clientUid,
    code: input.code,
    description: input.description.trim(),
    descriptionSort: swedishSortKey(input.description),
    unit: input.unit.trim(),
    priceOre: input.priceOre!,
    purchasePriceOre: input.purchasePriceOre,
    articleType: input.ownArticleType,
    applyDiscount: input.applyDiscount,
    now: clock.now(),
  };
  let id = existing?.id ?? null;
  try {
    if (existing) {
      if (!(await updateOwnArticle(db, firmId, existing.id, newVersion, values))) {
        throw httpErrors.VERSION_CONFLICT();
      }
    } else {
      id = await insertOwnArticle(db, firmId, values);
    }
  } catch (error) {
    // Two saves of the same new number at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error, 'own_articles_firm_code_unique')) {
      assertValid([{ field: 'code', message: ownArticleMessages.duplicateCode }], 'data');
    }
    throw error;
  }
  const saved = await load(db, firmId, id!);
  const changes = existing
    ? ownArticleChanges(asInput(toData(existing)), asInput(toData(saved.article)))
    : [];
  return { ...toOwnArticle(saved, viewer), changes };
}

export async function listOwnArticles({
  deps,
  firmId,
  filter,
  page,
  viewer,
}: {
  deps: AppDeps;
  firmId: string;
  filter: OwnArticleFilter;
  page: { offset: number; limit: number };
  viewer: OwnArticleViewer;
}) {
  const { totalCount, rows } = await listRows(deps.db, firmId, filter, page);
  return { totalCount, items: rows.map((row) => toListRow(row, viewer)) };
}

/** All or nothing: one uid that is not the firm's (or is gone) answers 404 and deletes none. */
export async function deleteOwnArticles({
  deps,
  firmId,
  uids,
}: {
  deps: AppDeps;
  firmId: string;
  uids: string[];
}) {
  const countDeleted = await deleteAllOrNothing(deps.db, uids, (db, unique) =>
    deleteRows(db, firmId, unique),
  );
  return { countDeleted };
}

function priceProblem(priceOre: number | null): string | null {
  if (priceOre === null) return 'Detta fält måste fyllas i';
  if (!Number.isSafeInteger(priceOre) || priceOre < 0) return ownArticleMessages.price;
  return priceOre > MAX_OWN_ARTICLE_PRICE_ORE ? ownArticleMessages.priceTooHigh : null;
}

/** The price cell of the list: sets one price without the form's version (the new price is explicit). */
export async function changeOwnArticlePrice({
  deps,
  firmId,
  ownArticleUid,
  priceOre,
  viewer,
}: {
  deps: AppDeps;
  firmId: string;
  ownArticleUid: string;
  priceOre: number | null;
  viewer: OwnArticleViewer;
}) {
  await load(deps.db, firmId, ownArticleUid);
  const problem = priceProblem(priceOre);
  if (problem) assertValid([{ field: 'priceOre', message: problem }]);
  await updateOwnArticle(deps.db, firmId, ownArticleUid, null, {
    priceOre: priceOre!,
    now: deps.clock.now(),
  });
  return getOwnArticle({ deps, firmId, uid: ownArticleUid, viewer });
}

/** Raises, lowers or sets the price of many articles at once; refused as a whole if one would go wrong. */
export async function changeOwnArticlePrices({
  deps,
  firmId,
  uids,
  method,
  value,
}: {
  deps: AppDeps;
  firmId: string;
  uids: string[];
  method: PriceChangeMethod;
  value: number;
}) {
  const unique = [...new Set(uids)];
  const rows = await findOwnArticles(deps.db, firmId, unique);
  if (rows.length !== unique.length) throw httpErrors.NOT_FOUND();
  const changed = rows.map((row) => ({ row, priceOre: changedPrice(row.priceOre, method, value) }));
  const wrong = changed.filter((c) => priceProblem(c.priceOre) !== null);
  if (wrong.length > 0) {
    throw ownArticleErrors.NEGATIVE_PRICE(wrong.map((c) => c.row.code).join(', '), { field: 'value' });
  }
  const now = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    for (const { row, priceOre } of changed) {
      await updateOwnArticle(tx, firmId, row.id, null, { priceOre, now });
    }
  });
  return { countChanged: changed.length };
}

export async function setPreselectedOwnArticle({
  deps,
  firmId,
  ownArticleUid,
}: {
  deps: AppDeps;
  firmId: string;
  ownArticleUid: string | null;
}) {
  if (ownArticleUid) await load(deps.db, firmId, ownArticleUid);
  await withTransaction(deps.db, (tx) => setPreselected(tx, firmId, ownArticleUid));
  return { preselectedOwnArticle: ownArticleUid };
}

export function ownArticleFormConfig() {
  return {
    billingTypes: ownArticleTypeLabels,
    switchableBillingTypes: [...switchableOwnArticleTypes],
    changeTypes: ownArticleChangeTypeLabels,
    priceChangeMethods: [...priceChangeMethods],
  };
}

/** Swedish Excel reads `1234,50`: decimal comma, no thousands separator. */
function csvAmount(ore: number | null): string {
  return ore === null
    ? ''
    : formatAmount(ore)
        .replace(/\u00a0/g, '')
        .replace('\u2212', '-');
}

type ExportRow = Awaited<ReturnType<typeof listRows>>['rows'][number];

const PURCHASE_PRICE_HEADER = 'Inköpspris';

const csvColumns: CsvColumn<ExportRow>[] = [
  { header: 'Artikelnummer', value: (r) => r.article.code },
  { header: 'Benämning', value: (r) => r.article.description },
  { header: 'Enhet', value: (r) => r.article.unit },
  { header: 'Pris', value: (r) => csvAmount(r.article.priceOre), number: true },
  { header: PURCHASE_PRICE_HEADER, value: (r) => csvAmount(r.article.purchasePriceOre), number: true },
  { header: 'Debiteringstyp', value: (r) => ownArticleTypeLabels[r.article.articleType] },
  { header: 'Materialrabatt', value: (r) => (r.article.applyDiscount ? 'Ja' : 'Nej') },
  {
    header: 'Kund',
    value: ({ clientCode, clientName }) => (clientCode ? `${clientCode} ${clientName ?? ''}`.trim() : ''),
  },
];

/** The filtered list as CSV for Excel, behind a short-lived link. */
export async function exportOwnArticles({
  deps,
  firmId,
  filter,
  viewer,
}: {
  deps: AppDeps;
  firmId: string;
  filter: OwnArticleFilter;
  viewer: OwnArticleViewer;
}) {
  const { rows } = await listRows(deps.db, firmId, filter, { offset: 0, limit: 100_000 });
  const columns = viewer.purchaseVisible
    ? csvColumns
    : csvColumns.filter((column) => column.header !== PURCHASE_PRICE_HEADER);
  return createFileLink({
    deps,
    firmId,
    file: {
      content: toCsv(columns, rows),
      contentType: CSV_CONTENT_TYPE,
      fileName: `egna-artiklar-${formatDate(deps.clock.now())}.csv`,
      disposition: 'attachment',
    },
  });
}
