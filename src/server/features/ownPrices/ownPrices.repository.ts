import { compactCode } from '@shared/domain/catalogue-codes';
import { parseSearchQuery } from '@shared/domain/catalogue-search';
import type { OwnPriceMode } from '@shared/domain/own-price';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { catalogueFirmDiscounts, catalogueProducts } from '../catalogue';
import { clients } from '../clients';
import { containsPattern } from '../ownArticles';
import { ownPrices } from './ownPrices.table';

export type OwnPriceRow = typeof ownPrices.$inferSelect;
export type OwnPriceValues = Pick<
  typeof ownPrices.$inferInsert,
  'clientId' | 'article' | 'mode' | 'priceOre' | 'markupBp' | 'profitBp' | 'discountApplicable'
>;

/** The catalogue facts a price is worked out from: gross price and the firm's discount for its group. */
export interface ArticlePricing {
  article: string;
  rsk: string | null;
  name: string;
  unit: string;
  active: boolean;
  grossPriceOre: number | null;
  discountBp: number | null;
}

export interface OwnPriceJoined {
  price: OwnPriceRow;
  /** Null when the article number is no longer in the catalogue at all. */
  product: ArticlePricing | null;
  clientCode: string | null;
  clientName: string | null;
}

const joinedColumns = {
  price: ownPrices,
  article: catalogueProducts.article,
  rsk: catalogueProducts.rsk,
  name: catalogueProducts.name,
  unit: catalogueProducts.unit,
  active: catalogueProducts.active,
  grossPriceOre: catalogueProducts.grossPriceOre,
  discountBp: catalogueFirmDiscounts.discountBp,
  clientCode: clients.code,
  clientName: clients.name,
};

type JoinedRow = {
  price: OwnPriceRow;
  article: string | null;
  rsk: string | null;
  name: string | null;
  unit: string | null;
  active: boolean | null;
  grossPriceOre: number | null;
  discountBp: number | null;
  clientCode: string | null;
  clientName: string | null;
};

function toJoined(row: JoinedRow): OwnPriceJoined {
  return {
    price: row.price,
    product:
      row.article === null
        ? null
        : {
            article: row.article,
            rsk: row.rsk,
            name: row.name ?? '',
            unit: row.unit ?? '',
            active: row.active ?? false,
            grossPriceOre: row.grossPriceOre,
            discountBp: row.discountBp,
          },
    clientCode: row.clientCode,
    clientName: row.clientName,
  };
}

function joinedQuery(db: Db) {
  return db
    .select(joinedColumns)
    .from(ownPrices)
    .leftJoin(catalogueProducts, eq(catalogueProducts.article, ownPrices.article))
    .leftJoin(
      catalogueFirmDiscounts,
      and(
        eq(catalogueFirmDiscounts.firmId, ownPrices.firmId),
        eq(catalogueFirmDiscounts.discountGroup, catalogueProducts.discountGroup),
      ),
    )
    .leftJoin(clients, eq(clients.id, ownPrices.clientId));
}

export async function findOwnPrice(db: Db, firmId: string, id: string): Promise<OwnPriceJoined | null> {
  const [row] = await joinedQuery(db)
    .where(and(eq(ownPrices.firmId, firmId), eq(ownPrices.id, id)))
    .limit(1);
  return row ? toJoined(row) : null;
}

export async function findOwnPricesByIds(
  db: Db,
  firmId: string,
  ids: readonly string[],
): Promise<OwnPriceJoined[]> {
  if (ids.length === 0) return [];
  const rows = await joinedQuery(db).where(
    and(eq(ownPrices.firmId, firmId), inArray(ownPrices.id, [...ids])),
  );
  return rows.map(toJoined);
}

/**
 * The catalogue article a typed code names: the provider's article number first, else the RSK number.
 * An active article wins over a deactivated one with the same RSK number.
 */
export async function findArticlePricing(
  db: Db,
  firmId: string,
  code: string,
): Promise<ArticlePricing | null> {
  const compact = compactCode(code);
  if (compact === '') return null;
  const [row] = await db
    .select({
      article: catalogueProducts.article,
      rsk: catalogueProducts.rsk,
      name: catalogueProducts.name,
      unit: catalogueProducts.unit,
      active: catalogueProducts.active,
      grossPriceOre: catalogueProducts.grossPriceOre,
      discountBp: catalogueFirmDiscounts.discountBp,
    })
    .from(catalogueProducts)
    .leftJoin(
      catalogueFirmDiscounts,
      and(
        eq(catalogueFirmDiscounts.firmId, firmId),
        eq(catalogueFirmDiscounts.discountGroup, catalogueProducts.discountGroup),
      ),
    )
    .where(or(eq(catalogueProducts.article, compact), eq(catalogueProducts.rsk, compact)))
    .orderBy(sql`${catalogueProducts.article} = ${compact} desc`, desc(catalogueProducts.active))
    .limit(1);
  return row ?? null;
}

/** Is there another own price of the firm for the article and client (null: the firm's own)? */
export async function ownPriceExists(
  db: Db,
  firmId: string,
  article: string,
  clientId: string | null,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: ownPrices.id })
    .from(ownPrices)
    .where(
      and(
        eq(ownPrices.firmId, firmId),
        eq(ownPrices.article, article),
        clientId === null ? isNull(ownPrices.clientId) : eq(ownPrices.clientId, clientId),
      ),
    )
    .limit(2);
  return rows.some((r) => r.id !== exceptId);
}

export async function insertOwnPrice(db: Db, firmId: string, values: OwnPriceValues & { now: Date }) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(ownPrices)
    .values({ ...rest, firmId, createdAt: now, updatedAt: now })
    .returning({ id: ownPrices.id });
  return row!.id;
}

/** False when the stored version is no longer `expectedVersion` (null: no check, the caller decided). */
export async function updateOwnPrice(
  db: Db,
  firmId: string,
  id: string,
  expectedVersion: number | null,
  values: Partial<OwnPriceValues> & { now: Date },
): Promise<boolean> {
  const { now, ...rest } = values;
  const rows = await db
    .update(ownPrices)
    .set({ ...rest, updatedAt: now, version: sql`${ownPrices.version} + 1` })
    .where(
      and(
        eq(ownPrices.firmId, firmId),
        eq(ownPrices.id, id),
        expectedVersion === null ? undefined : eq(ownPrices.version, expectedVersion),
      ),
    )
    .returning({ id: ownPrices.id });
  return rows.length > 0;
}

/** Which prices a deletion covers: chosen ones, or all of the firm's (general, one client's, or every). */
export type OwnPriceScope = { uids: string[] } | { all: true; clientUid: string | null | undefined };

function scopeWhere(firmId: string, scope: OwnPriceScope): SQL | undefined {
  if ('uids' in scope) return and(eq(ownPrices.firmId, firmId), inArray(ownPrices.id, scope.uids));
  return and(
    eq(ownPrices.firmId, firmId),
    scope.clientUid === undefined
      ? undefined
      : scope.clientUid === null
        ? isNull(ownPrices.clientId)
        : eq(ownPrices.clientId, scope.clientUid),
  );
}

export async function countOwnPricesIn(db: Db, firmId: string, scope: OwnPriceScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ownPrices).where(scopeWhere(firmId, scope));
  return Number(row?.n ?? 0);
}

/** Deletes at most `limit` prices of the scope; a deletion job repeats it until nothing is left. */
export async function deleteOwnPricesBatch(db: Db, firmId: string, scope: OwnPriceScope, limit: number) {
  const batch = db.select({ id: ownPrices.id }).from(ownPrices).where(scopeWhere(firmId, scope)).limit(limit);
  const rows = await db
    .delete(ownPrices)
    .where(and(eq(ownPrices.firmId, firmId), inArray(ownPrices.id, batch)))
    .returning({ id: ownPrices.id });
  return rows.length;
}

export async function countOwnPrices(db: Db, firmId: string): Promise<number> {
  return countOwnPricesIn(db, firmId, { all: true, clientUid: undefined });
}

export interface OwnPriceFilter {
  searchPattern: string;
  types: readonly OwnPriceMode[];
  clientUid?: string | null;
  sortBy: 'code' | 'name' | 'mode' | 'modified';
  sortDesc: boolean;
}

const sortColumns = {
  code: sql`${ownPrices.article}`,
  name: sql`${catalogueProducts.sortKey}`,
  mode: sql`${ownPrices.mode}`,
  modified: sql`${ownPrices.updatedAt}`,
} satisfies Record<OwnPriceFilter['sortBy'], SQL>;

export async function listOwnPrices(
  db: Db,
  firmId: string,
  filter: OwnPriceFilter,
  page: { offset: number; limit: number },
): Promise<{ totalCount: number; rows: OwnPriceJoined[] }> {
  const pattern = filter.searchPattern.trim();
  const compact = compactCode(pattern);
  const codePrefix = `${compact.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(ownPrices.firmId, firmId),
    pattern
      ? or(
          compact ? ilike(ownPrices.article, codePrefix) : undefined,
          compact ? ilike(catalogueProducts.rsk, codePrefix) : undefined,
          ilike(catalogueProducts.name, containsPattern(pattern)),
        )
      : undefined,
    filter.types.length > 0 ? inArray(ownPrices.mode, [...filter.types]) : undefined,
    filter.clientUid === undefined
      ? undefined
      : filter.clientUid === null
        ? isNull(ownPrices.clientId)
        : eq(ownPrices.clientId, filter.clientUid),
  );
  const order = filter.sortDesc ? desc : asc;
  const [total] = await db
    .select({ n: count() })
    .from(ownPrices)
    .leftJoin(catalogueProducts, eq(catalogueProducts.article, ownPrices.article))
    .where(where);
  const rows = await joinedQuery(db)
    .where(where)
    .orderBy(order(sortColumns[filter.sortBy]), asc(ownPrices.article), asc(ownPrices.id))
    .offset(page.offset)
    .limit(page.limit);
  return { totalCount: Number(total?.n ?? 0), rows: rows.map(toJoined) };
}

/** Catalogue articles for the own-price form's article field, by number or by words of the name. */
export async function suggestArticles(db: Db, firmId: string, pattern: string, limit: number) {
  const query = parseSearchQuery(pattern);
  const byCode = query.code
    ? or(
        sql`${catalogueProducts.article} like ${`${query.code}%`}`,
        sql`${catalogueProducts.rsk} like ${`${query.code}%`}`,
      )
    : undefined;
  const byWords =
    query.tokens.length > 0
      ? and(...query.tokens.map((token) => sql`${catalogueProducts.searchText} like ${`%${token}%`}`))
      : undefined;
  if (!byCode && !byWords) return [];
  return db
    .select({
      article: catalogueProducts.article,
      rsk: catalogueProducts.rsk,
      name: catalogueProducts.name,
      grossPriceOre: catalogueProducts.grossPriceOre,
      ownPriceUid: ownPrices.id,
    })
    .from(catalogueProducts)
    .leftJoin(
      ownPrices,
      and(
        eq(ownPrices.firmId, firmId),
        eq(ownPrices.article, catalogueProducts.article),
        isNull(ownPrices.clientId),
      ),
    )
    .where(and(eq(catalogueProducts.active, true), or(byCode, byWords)))
    .orderBy(
      // An exact number first, then what plumbers buy most.
      ...(query.code
        ? [
            sql`(${catalogueProducts.article} = ${query.code} or ${catalogueProducts.rsk} = ${query.code}) desc`,
          ]
        : []),
      desc(catalogueProducts.popularity),
      asc(catalogueProducts.sortKey),
    )
    .limit(limit);
}
