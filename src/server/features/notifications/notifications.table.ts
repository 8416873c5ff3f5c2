import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../platform/db/columns';
import { firms } from '../firms';

/** Notices the system leaves for a firm (api-spec §4 notification types, e.g. AUTO_ARCHIVE_NOTIFICATION). */
export const firmNotifications = pgTable(
  'firm_notifications',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('firm_notifications_firm_idx').on(t.firmId, t.createdAt)],
);
