import type { ClientDecision } from '@shared/domain/documents/client-link';
import { bigint, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../platform/db/columns';
import { documents } from '../documents/engine/engine.table';
import { employees } from '../employees';
import { firms } from '../firms';

/**
 * The client's links (issue #21, decision 0043). The token itself is never stored: only its SHA-256, so a
 * copy of the table opens no document. A link belongs to one document of one firm and is open until
 * `expiresOn` (inclusive, a Swedish date) unless revoked.
 */
export const clientLinks = pgTable(
  'client_links',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    /** The e-mail address the link went to, when it went with a mail. */
    recipient: text('recipient'),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    revokedAt: timestampTz('revoked_at'),
    firstOpenedAt: timestampTz('first_opened_at'),
    lastOpenedAt: timestampTz('last_opened_at'),
    createdAt: createdAt(),
  },
  (t) => [index('client_links_document_idx').on(t.documentId, t.createdAt)],
);

/**
 * Every accept or decline, kept for good: who (the typed name), when, from which address, and exactly
 * what — the document's version, its payable sum and the hash of its stored content then. A decision
 * counts while the document's content still has that hash (decision 0043).
 */
export const clientLinkDecisions = pgTable(
  'client_link_decisions',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => clientLinks.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<ClientDecision>().notNull(),
    name: text('name').notNull(),
    comment: text('comment').notNull().default(''),
    ip: text('ip').notNull(),
    contentHash: text('content_hash').notNull(),
    documentVersion: integer('document_version').notNull(),
    payableOre: bigint('payable_ore', { mode: 'number' }).notNull(),
    decidedAt: timestampTz('decided_at').notNull(),
  },
  (t) => [index('client_link_decisions_document_idx').on(t.documentId, t.decidedAt)],
);

/**
 * The public calls of the last minutes, per address and per token hash, for their sliding-window limit.
 * In the database, not in process memory: any app server may take the next call.
 */
export const clientLinkHits = pgTable(
  'client_link_hits',
  {
    id: id(),
    key: text('key').notNull(),
    at: timestampTz('at').notNull(),
  },
  (t) => [index('client_link_hits_key_idx').on(t.key, t.at)],
);
