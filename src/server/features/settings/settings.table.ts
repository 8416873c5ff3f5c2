import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../platform/db/columns';

/**
 * Provider-wide settings that change over time (price-list dates, ROT cap, heat-pump labour shares).
 * Key/value so the provider can keep them current without a migration.
 */
export const globalSettings = pgTable('global_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
