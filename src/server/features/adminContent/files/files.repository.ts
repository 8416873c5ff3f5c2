import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { providerNews } from '../../news';
import { cabinetItems, providerDocuments, providerFiles } from '../../providerDocuments';

/** A file of the provider without its bytes; null for an unknown or another provider's file. */
export async function findFileInfo(db: Db, providerId: string, id: string) {
  const [row] = await db
    .select({
      id: providerFiles.id,
      fileName: providerFiles.fileName,
      contentType: providerFiles.contentType,
    })
    .from(providerFiles)
    .where(and(eq(providerFiles.id, id), eq(providerFiles.providerId, providerId)));
  return row ?? null;
}

export async function findFile(db: Db, providerId: string, id: string) {
  const [row] = await db
    .select({
      fileName: providerFiles.fileName,
      contentType: providerFiles.contentType,
      content: providerFiles.content,
    })
    .from(providerFiles)
    .where(and(eq(providerFiles.id, id), eq(providerFiles.providerId, providerId)));
  return row ?? null;
}

/** The file gets the content's title as its name: the name a firm's employee saves it under. */
export async function nameFile(db: Db, id: string, fileName: string): Promise<void> {
  await db.update(providerFiles).set({ fileName }).where(eq(providerFiles.id, id));
}

/**
 * Deletes a file nothing uses any longer (a replaced picture, a deleted banner's PDF): its bytes would
 * otherwise stay in the database for nobody. A file still used elsewhere is kept.
 */
export async function deleteUnusedFile(db: Db, id: string): Promise<void> {
  const d = providerDocuments;
  const c = cabinetItems;
  const n = providerNews;
  await db
    .delete(providerFiles)
    .where(
      and(
        eq(providerFiles.id, id),
        sql`not exists (select 1 from ${d} where ${d.fileId} = ${id})`,
        sql`not exists (select 1 from ${c} where ${c.imageFileId} = ${id} or ${c.fileId} = ${id})`,
        sql`not exists (select 1 from ${n} where ${n.imageFileId} = ${id})`,
      ),
    );
}
