import { type OpeningHours, standardOpeningHours } from '@shared/domain/opening-hours';
import { doublePrecision, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../platform/db/columns';

/** The wholesaler. One row in practice; a table so its texts are configuration, not code. */
export const providers = pgTable('providers', {
  id: id(),
  name: text('name').notNull(),
  /** The noun a firm uses for its local branch, e.g. "kontakta ditt Nordlundslager". */
  warehouseNoun: text('warehouse_noun').notNull(),
  organisationNumber: text('organisation_number').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Open or not is computed from these at each request (decision 0022); existing rows get the usual week. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default(standardOpeningHours),
    /** Swedish collation is not available on PGlite; this key sorts Å, Ä, Ö after Z on both engines. */
    sortKey: text('sort_key').notNull(),
  },
  (t) => [index('warehouses_provider_idx').on(t.providerId)],
);

/** The provider's own staff, who may act as a firm's employee (`adminLogin`). */
export const providerAdmins = pgTable('provider_admins', {
  id: id(),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => providers.id),
  login: text('login').notNull().unique(),
  displayName: text('display_name').notNull(),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});
