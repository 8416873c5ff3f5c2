import { integer, pgTable } from 'drizzle-orm/pg-core';
import { id, timestampTz } from '../../platform/db/columns';

/** A captcha ticket is single-use and expires; the answer never leaves the server. */
export const captchaTickets = pgTable('captcha_tickets', {
  id: id(),
  answer: integer('answer').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});
