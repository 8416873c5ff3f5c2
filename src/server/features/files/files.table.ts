import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestampTz } from '../../platform/db/columns';
import { firms } from '../firms';

/**
 * Files an export made, behind a short-lived link (docs/decisions/0018). In the database rather than in
 * a server's memory or disk, so whichever app server the browser reaches next can serve it. The id is
 * the link's secret: 32 random bytes, so a link cannot be guessed; it still serves only the firm's
 * employees.
 */
export const fileLinks = pgTable(
  'file_links',
  {
    id: text('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    disposition: text('disposition', { enum: ['inline', 'attachment'] }).notNull(),
    content: bytea('content').notNull(),
    /**
     * Null: the bytes are `content`. A number: a streamed file (an SIE export, decision 0046) whose bytes
     * are that many `file_link_parts`, so neither writing nor serving it holds the whole file; 0 while it
     * is being written, and such a link is not served.
     */
    parts: integer('parts'),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [index('file_links_expires_at_idx').on(t.expiresAt)],
);

/** The bytes of a streamed file in order, about a MiB each; they go with their link. */
export const fileLinkParts = pgTable(
  'file_link_parts',
  {
    linkId: text('link_id')
      .notNull()
      .references(() => fileLinks.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.seq] })],
);
