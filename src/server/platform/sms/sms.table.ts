import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../db/columns';

/** Every SMS Montör sends, queued here and sent by a job (like mail_outbox), so none is lost. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    firmId: uuid('firm_id'),
    to: text('to').notNull(),
    text: text('text').notNull(),
    sentAt: timestampTz('sent_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_unsent_idx').on(t.createdAt)],
);
