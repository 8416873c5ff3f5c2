import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fileLinkParts, fileLinks } from './files.table';

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
    .where(
      and(
        eq(fileLinks.id, id),
        eq(fileLinks.firmId, firmId),
        gt(fileLinks.expiresAt, now),
        // A streamed file still being written is not there yet.
        or(isNull(fileLinks.parts), gt(fileLinks.parts, 0)),
      ),
    )
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

export async function insertFileLinkPart(
  db: Db,
  row: { linkId: string; seq: number; content: Buffer },
): Promise<void> {
  await db.insert(fileLinkParts).values(row);
}

/** Marks a streamed file complete: from now on its link serves its parts. */
export async function completeFileLink(db: Db, id: string, parts: number): Promise<void> {
  await db.update(fileLinks).set({ parts }).where(eq(fileLinks.id, id));
}

/** One part of a streamed file; the link was checked for the firm before. */
export async function findFileLinkPart(db: Db, linkId: string, seq: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: fileLinkParts.content })
    .from(fileLinkParts)
    .where(and(eq(fileLinkParts.linkId, linkId), eq(fileLinkParts.seq, seq)))
    .limit(1);
  return row?.content ?? null;
}
