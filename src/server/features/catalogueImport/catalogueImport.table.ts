import { customType, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../platform/db/columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An uploaded provider file waiting for (or done with) the `catalogue.import` job. The bytes live in the
 * database, not on one server's disk, so whichever app server claims the job can read them.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    /** Bytes, for the list without loading the content. */
    size: integer('size').notNull(),
    jobId: uuid('job_id'),
    /** The ImportSummary once the job has run. */
    summary: jsonb('summary'),
    createdAt: createdAt(),
  },
  (t) => [index('catalogue_imports_created_idx').on(t.createdAt)],
);
