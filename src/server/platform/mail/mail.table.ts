import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, timestampTz } from '../db/columns';

/** Every e-mail Montör sends, queued here and sent by a job, so none is lost on a restart. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** The display name before the app's own address ("Rörfirman AB via Montör"); null is the app's. */
  fromName: text('from_name'),
  /** Where an answer goes: the employee who sent a document. */
  replyTo: text('reply_to'),
  sentAt: timestampTz('sent_at'),
  /** The last delivery attempt's error; with `failedAt` set the retries are over. */
  error: text('error'),
  failedAt: timestampTz('failed_at'),
  createdAt: createdAt(),
});

/** Files sent with a mail, kept with it until it is sent so a retry sends the same bytes. */
export const mailAttachments = pgTable('mail_attachments', {
  id: id(),
  outboxId: uuid('outbox_id')
    .notNull()
    .references(() => mailOutbox.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
});
