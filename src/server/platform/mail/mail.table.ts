import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../db/columns';

/** Every e-mail Montör sends, queued here and sent by a job, so none is lost on a restart. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestampTz('sent_at'),
  error: text('error'),
  createdAt: createdAt(),
});
