import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fileLinks } from './files.table';

export type NewFileLink = typeof fileLinks.$inferInsert;
export type FileLinkRow = typeof fileLinks.$inferSelect;

export async function insertFileLink(db: Db, row: NewFileLink): Promise<void> {
  await db.insert(fileLinks).values(row);
}

/** The firm's file under the id while it is valid; another firm's or an expired one is not there. */
export async function findLiveFileLink(
  db: Db,
  { firmId, id, now }: { firmId: string; id: string; now: Date },
): Promise<FileLinkRow | null> {
  const [row] = await db
    .select()
    .from(fileLinks)
    .where(and(eq(fileLinks.id, id), eq(fileLinks.firmId, firmId), gt(fileLinks.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteExpiredFileLinks(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(fileLinks)
    .where(lte(fileLinks.expiresAt, now))
    .returning({ id: fileLinks.id });
  return deleted.length;
}
