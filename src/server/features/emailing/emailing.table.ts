import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../platform/db/columns';
import { mailOutbox } from '../../platform/mail/mail.table';
import { documents } from '../documents/engine/engine.table';
import { employees } from '../employees';
import { firms } from '../firms';

/**
 * The sent log of documents and reports sent by e-mail: when, to whom, which file, by whom, and whether
 * the mail left (QUEUED → SENT, or FAILED after the last retry). The idempotency key the browser makes
 * when the send dialog opens is unique per firm, so a double click or a retried request sends once.
 */
export const documentMailings = pgTable(
  'document_mailings',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    /** The document sent; null for a report over several documents. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    docType: text('doc_type').notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    /** The PDF's file name and the attachments' names, as the recipient sees them. */
    fileName: text('file_name').notNull(),
    attachmentNames: jsonb('attachment_names').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    error: text('error'),
    outboxId: uuid('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    uniqueIndex('document_mailings_idempotency_idx').on(t.firmId, t.idempotencyKey),
    index('document_mailings_document_idx').on(t.firmId, t.documentId, t.createdAt),
  ],
);
