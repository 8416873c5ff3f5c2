import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { storedFiles } from './storage.table';

/**
 * Where the bytes of stored files live (decision 0028). Features keep their own rows that describe a
 * file (name, owner, document) and name its bytes by a key; every call names the firm too, so a key of
 * one firm never reads, replaces or deletes another firm's bytes.
 */
export interface FileStore {
  put(key: string, firmId: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when the key is unknown or belongs to another firm. */
  get(key: string, firmId: string): Promise<Buffer | null>;
  /** Deleting an unknown key is not an error: deletes are repeated after failures. */
  delete(key: string, firmId: string): Promise<void>;
}

/**
 * The default store: the `stored_files` table, so one data folder (PGlite) or one PostgreSQL holds
 * everything to back up, and given a transaction the bytes are written or dropped with the rows that
 * describe them.
 */
export function databaseFileStore(db: Db): FileStore {
  return {
    async put(key, firmId, bytes) {
      const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await db.insert(storedFiles).values({ key, firmId, sizeBytes: bytes.byteLength, content });
    },
    async get(key, firmId) {
      const rows = await db
        .select({ content: storedFiles.content })
        .from(storedFiles)
        .where(and(eq(storedFiles.key, key), eq(storedFiles.firmId, firmId)))
        .limit(1);
      return rows[0]?.content ?? null;
    },
    async delete(key, firmId) {
      await db.delete(storedFiles).where(and(eq(storedFiles.key, key), eq(storedFiles.firmId, firmId)));
    },
  };
}

/**
 * The store the app uses. Only the database store exists; an S3-compatible store would be chosen here by
 * configuration, behind the same interface (decision 0028 records why it is not built yet).
 */
export function fileStore(db: Db): FileStore {
  return databaseFileStore(db);
}
