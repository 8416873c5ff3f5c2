import type { OwnArticleType } from '@shared/domain/own-article';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { clients } from '../clients';
import { ownArticles } from './ownArticles.table';

export type OwnArticleRow = typeof ownArticles.$inferSelect;
export type OwnArticleValues = Pick<
  typeof ownArticles.$inferInsert,
  | 'clientId'
  | 'code'
  | 'description'
  | 'descriptionSort'
  | 'unit'
  | 'priceOre'
  | 'purchasePriceOre'
  | 'articleType'
  | 'applyDiscount'
>;

/** `%word%` for ILIKE with the pattern's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const withClient = {
  article: ownArticles,
  clientCode: clients.code,
  clientName: clients.name,
};

export type OwnArticleWithClient = {
  article: OwnArticleRow;
  clientCode: string | null;
  clientName: string | null;
};

export async function findOwnArticle(
  db: Db,
  firmId: string,
  id: string,
): Promise<OwnArticleWithClient | null> {
  const [row] = await db
    .select(withClient)
    .from(ownArticles)
    .leftJoin(clients, eq(clients.id, ownArticles.clientId))
    .where(and(eq(ownArticles.firmId, firmId), eq(ownArticles.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findOwnArticles(
  db: Db,
  firmId: string,
  ids: readonly string[],
): Promise<OwnArticleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ownArticles)
    .where(and(eq(ownArticles.firmId, firmId), inArray(ownArticles.id, [...ids])));
}

/** Is the number taken by another article of the firm (case-insensitive, like the unique index)? */
export async function codeTaken(
  db: Db,
  firmId: string,
  code: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: ownArticles.id })
    .from(ownArticles)
    .where(and(eq(ownArticles.firmId, firmId), sql`lower(${ownArticles.code}) = lower(${code})`))
    .limit(2);
  return rows.some((r) => r.id !== exceptId);
}

export async function insertOwnArticle(
  db: Db,
  firmId: string,
  values: OwnArticleValues & { now: Date },
): Promise<string> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(ownArticles)
    .values({ ...rest, firmId, createdAt: now, updatedAt: now })
    .returning({ id: ownArticles.id });
  return row!.id;
}

/** Updates when the stored version is still `expectedVersion`; false when someone saved in between. */
export async function updateOwnArticle(
  db: Db,
  firmId: string,
  id: string,
  expectedVersion: number | null,
  values: Partial<OwnArticleValues> & { now: Date },
): Promise<boolean> {
  const { now, ...rest } = values;
  const rows = await db
    .update(ownArticles)
    .set({ ...rest, updatedAt: now, version: sql`${ownArticles.version} + 1` })
    .where(
      and(
        eq(ownArticles.firmId, firmId),
        eq(ownArticles.id, id),
        expectedVersion === null ? undefined : eq(ownArticles.version, expectedVersion),
      ),
    )
    .returning({ id: ownArticles.id });
  return rows.length > 0;
}

export async function deleteOwnArticles(db: Db, firmId: string, ids: readonly string[]): Promise<number> {
  const rows = await db
    .delete(ownArticles)
    .where(and(eq(ownArticles.firmId, firmId), inArray(ownArticles.id, [...ids])))
    .returning({ id: ownArticles.id });
  return rows.length;
}

/** Makes `id` the firm's preselected article (or none): the old mark goes first, for the unique index. */
export async function setPreselected(db: Db, firmId: string, id: string | null): Promise<void> {
  await db
    .update(ownArticles)
    .set({ preselected: false })
    .where(and(eq(ownArticles.firmId, firmId), eq(ownArticles.preselected, true)));
  if (id) {
    await db
      .update(ownArticles)
      .set({ preselected: true })
      .where(and(eq(ownArticles.firmId, firmId), eq(ownArticles.id, id)));
  }
}

/** The uid the session's `preselectedOwnArticle` names. */
export async function findPreselectedOwnArticleUid(db: Db, firmId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: ownArticles.id })
    .from(ownArticles)
    .where(and(eq(ownArticles.firmId, firmId), eq(ownArticles.preselected, true)))
    .limit(1);
  return row?.id ?? null;
}

export async function countOwnArticles(db: Db, firmId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ownArticles).where(eq(ownArticles.firmId, firmId));
  return Number(row?.n ?? 0);
}

export interface OwnArticleFilter {
  searchPattern: string;
  types: readonly OwnArticleType[];
  clientUid?: string | null;
  sortBy: 'code' | 'description' | 'priceOre' | 'ownArticleType' | 'unit';
  sortDesc: boolean;
}

const sortColumns: Record<OwnArticleFilter['sortBy'], SQL | typeof ownArticles.priceOre> = {
  code: sql`lower(${ownArticles.code})`,
  description: sql`${ownArticles.descriptionSort}`,
  priceOre: ownArticles.priceOre,
  ownArticleType: sql`${ownArticles.articleType}`,
  unit: sql`lower(${ownArticles.unit})`,
};

function whereOf(firmId: string, filter: OwnArticleFilter): SQL | undefined {
  const pattern = filter.searchPattern.trim();
  return and(
    eq(ownArticles.firmId, firmId),
    pattern
      ? or(
          ilike(ownArticles.code, containsPattern(pattern)),
          ilike(ownArticles.description, containsPattern(pattern)),
        )
      : undefined,
    filter.types.length > 0 ? inArray(ownArticles.articleType, [...filter.types]) : undefined,
    filter.clientUid === undefined
      ? undefined
      : filter.clientUid === null
        ? isNull(ownArticles.clientId)
        : eq(ownArticles.clientId, filter.clientUid),
  );
}

export async function listOwnArticles(
  db: Db,
  firmId: string,
  filter: OwnArticleFilter,
  page: { offset: number; limit: number },
): Promise<{ totalCount: number; rows: OwnArticleWithClient[] }> {
  const where = whereOf(firmId, filter);
  const order = filter.sortDesc ? desc : asc;
  const [total] = await db.select({ n: count() }).from(ownArticles).where(where);
  const rows = await db
    .select(withClient)
    .from(ownArticles)
    .leftJoin(clients, eq(clients.id, ownArticles.clientId))
    .where(where)
    .orderBy(order(sortColumns[filter.sortBy]), order(sql`lower(${ownArticles.code})`), asc(ownArticles.id))
    .offset(page.offset)
    .limit(page.limit);
  return { totalCount: Number(total?.n ?? 0), rows };
}
