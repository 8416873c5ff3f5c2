import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../db/columns';

/**
 * The bytes of stored files (document attachments) when the store is the database, the default: one
 * data folder or one PostgreSQL to back up, and every app server reads what another wrote. The rows
 * that describe a file (its name, owner, document) live with the feature; this table only holds bytes
 * under a key, so another store (S3-compatible) can replace it behind the same interface.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    /** The firm the bytes belong to: a store never hands one firm's bytes to another's key. */
    firmId: uuid('firm_id').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_firm_idx').on(t.firmId)],
);
