import type { OwnArticleType } from '@shared/domain/own-article';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from '../../platform/db/columns';
import { clients } from '../clients';
import { firms } from '../firms';

/**
 * Own articles (standard charges). A document line copies what it uses, so deleting or changing an
 * article never changes a document already written; `client_id` makes an article one client's own.
 */
export const ownArticles = pgTable(
  'own_articles',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    /** A client's own article goes with the client. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** `swedishSortKey(description)`: Å, Ä, Ö after Z on both database engines. */
    descriptionSort: text('description_sort').notNull(),
    unit: text('unit').notNull().default(''),
    priceOre: bigint('price_ore', { mode: 'number' }).notNull(),
    purchasePriceOre: bigint('purchase_price_ore', { mode: 'number' }),
    articleType: text('article_type').$type<OwnArticleType>().notNull(),
    applyDiscount: boolean('apply_discount').notNull().default(false),
    /** The article a new document line starts from; at most one per firm. */
    preselected: boolean('preselected').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One number names one article in a firm, whoever it is for: a document line finds it by number.
    uniqueIndex('own_articles_firm_code_unique').on(t.firmId, sql`lower(${t.code})`),
    uniqueIndex('own_articles_firm_preselected_unique').on(t.firmId).where(sql`${t.preselected}`),
    index('own_articles_client_idx').on(t.clientId),
  ],
);
