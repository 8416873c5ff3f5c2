import type { OwnPriceMode } from '@shared/domain/own-price';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from '../../platform/db/columns';
import { clients } from '../clients';
import { firms } from '../firms';

/**
 * A firm's own prices for catalogue articles, by the provider's article number (the catalogue never
 * deletes an article, so the number keeps naming it). Only the chosen mode's value is stored: a markup
 * or profit price is worked out from the net price of the day, so it follows the weekly price list.
 */
export const ownPrices = pgTable(
  'own_prices',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    /** A price for one client; it goes with the client. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** `catalogue_products.article`, compact. */
    article: text('article').notNull(),
    mode: text('mode').$type<OwnPriceMode>().notNull(),
    priceOre: bigint('price_ore', { mode: 'number' }),
    markupBp: integer('markup_bp'),
    profitBp: integer('profit_bp'),
    discountApplicable: boolean('discount_applicable').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One price per article for the firm and one per article and client; NULL (the firm's) counts once.
    unique('own_prices_firm_article_client_unique').on(t.firmId, t.article, t.clientId).nullsNotDistinct(),
    index('own_prices_client_idx').on(t.clientId),
    check(
      'own_prices_mode_value_check',
      sql`(${t.mode} = 'FIXED_PRICE' and ${t.priceOre} is not null)
        or (${t.mode} = 'FIXED_MARKUP' and ${t.markupBp} is not null)
        or (${t.mode} = 'FIXED_PROFIT' and ${t.profitBp} is not null)`,
    ),
  ],
);
