import type { PriceListCode, PriceListFormat, PriceListVariant } from '@shared/domain/price-lists';
import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, updatedAt } from '../../platform/db/columns';
import { firms } from '../firms';
import { providers } from '../provider';

/**
 * The provider's sale terms shown above its price lists (decision 0054): published data, one current
 * text per provider, headed sections of plain text. Seeded until the provider's pages (issue #23) edit it.
 */
export const providerSaleTerms = pgTable('provider_sale_terms', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  sections: jsonb('sections').$type<Array<{ heading: string; text: string }>>().notNull(),
  updatedOn: date('updated_on', { mode: 'string' }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * A generated price list, kept for its firm until the catalogue or the firm's discounts change
 * (decision 0054). `source` is what the content was made from (catalogue version, the firm's discount
 * stamp, and the day for a dated list): a request whose source differs makes a new file. The key is
 * unique, so two servers finishing the same list keep one row. Each download gets its own short-lived
 * link (file_links) copied from here.
 */
export const priceListFiles = pgTable(
  'price_list_files',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    variant: text('variant').$type<PriceListVariant>().notNull(),
    code: text('code').$type<PriceListCode>().notNull(),
    format: text('format').$type<PriceListFormat>().notNull(),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_list_files_key').on(t.firmId, t.variant, t.code, t.format, t.source),
    index('price_list_files_firm_idx').on(t.firmId),
  ],
);
