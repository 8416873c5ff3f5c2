import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../ownArticles';
import { ownComments } from './ownComments.table';

export type OwnCommentRow = typeof ownComments.$inferSelect;
type OwnCommentValues = Pick<typeof ownComments.$inferInsert, 'code' | 'codeSort' | 'text' | 'textSort'>;

export async function findOwnComment(db: Db, firmId: string, id: string): Promise<OwnCommentRow | null> {
  const [row] = await db
    .select()
    .from(ownComments)
    .where(and(eq(ownComments.firmId, firmId), eq(ownComments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function commentCodeTaken(db: Db, firmId: string, code: string, exceptId: string | null) {
  const rows = await db
    .select({ id: ownComments.id })
    .from(ownComments)
    .where(and(eq(ownComments.firmId, firmId), sql`lower(${ownComments.code}) = lower(${code})`))
    .limit(2);
  return rows.some((r) => r.id !== exceptId);
}

export async function insertOwnComment(db: Db, firmId: string, values: OwnCommentValues & { now: Date }) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(ownComments)
    .values({ ...rest, firmId, createdAt: now, updatedAt: now })
    .returning({ id: ownComments.id });
  return row!.id;
}

/** False when the stored version is no longer `expectedVersion`. */
export async function updateOwnComment(
  db: Db,
  firmId: string,
  id: string,
  expectedVersion: number,
  values: OwnCommentValues & { now: Date },
): Promise<boolean> {
  const { now, ...rest } = values;
  const rows = await db
    .update(ownComments)
    .set({ ...rest, updatedAt: now, version: sql`${ownComments.version} + 1` })
    .where(
      and(eq(ownComments.firmId, firmId), eq(ownComments.id, id), eq(ownComments.version, expectedVersion)),
    )
    .returning({ id: ownComments.id });
  return rows.length > 0;
}

export async function deleteOwnComments(db: Db, firmId: string, ids: readonly string[]): Promise<number> {
  const rows = await db
    .delete(ownComments)
    .where(and(eq(ownComments.firmId, firmId), inArray(ownComments.id, [...ids])))
    .returning({ id: ownComments.id });
  return rows.length;
}

export async function countOwnComments(db: Db, firmId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ownComments).where(eq(ownComments.firmId, firmId));
  return Number(row?.n ?? 0);
}

export async function listOwnComments(
  db: Db,
  firmId: string,
  filter: { searchPattern: string; sortBy: 'code' | 'text'; sortDesc: boolean },
  page: { offset: number; limit: number },
) {
  const pattern = filter.searchPattern.trim();
  const where = and(
    eq(ownComments.firmId, firmId),
    pattern
      ? or(
          ilike(ownComments.code, containsPattern(pattern)),
          ilike(ownComments.text, containsPattern(pattern)),
        )
      : undefined,
  );
  const order = filter.sortDesc ? desc : asc;
  const [total] = await db.select({ n: count() }).from(ownComments).where(where);
  const rows = await db
    .select()
    .from(ownComments)
    .where(where)
    .orderBy(
      order(filter.sortBy === 'code' ? ownComments.codeSort : ownComments.textSort),
      asc(ownComments.code),
      asc(ownComments.id),
    )
    .offset(page.offset)
    .limit(page.limit);
  return { totalCount: Number(total?.n ?? 0), rows };
}
