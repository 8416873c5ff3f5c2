import type { AccessLevel, FeatureFlag, SiteOption } from '@shared/domain/access';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from '../../platform/db/columns';
import { providers, warehouses } from '../provider/provider.table';

/** A customer firm of the provider: the owner of every firm-scoped row in Montör. */
export const firms = pgTable(
  'firms',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    organisationNumber: text('organisation_number').notNull(),
    accessLevel: text('access_level').$type<AccessLevel>().notNull(),
    siteOptions: text('site_options').array().$type<SiteOption[]>().notNull().default([]),
    featureFlags: text('feature_flags').array().$type<FeatureFlag[]>().notNull().default([]),
    onlyAdminsCanOrder: boolean('only_admins_can_order').notNull().default(false),
    defaultWarehouseId: uuid('default_warehouse_id').references(() => warehouses.id),
    /** The provider's general customer discount in basis points (1 % = 100). */
    customerDiscountBp: integer('customer_discount_bp').notNull().default(0),
    paymentDelayDays: integer('payment_delay_days').notNull().default(30),
    mandatoryMark: boolean('mandatory_mark').notNull().default(false),
    mandatoryObject: boolean('mandatory_object').notNull().default(false),
    ownPricesMode: text('own_prices_mode', { enum: ['FIXED_PRICE', 'FIXED_MARKUP', 'FIXED_PROFIT'] })
      .notNull()
      .default('FIXED_PRICE'),
    accountingType: text('accounting_type', { enum: ['INVOICE', 'CASH'] })
      .notNull()
      .default('INVOICE'),
    autoArchivingDocuments: boolean('auto_archiving_documents').notNull().default(false),
    vvsguidenEnabled: boolean('vvsguiden_enabled').notNull().default(false),
    logoLink: text('logo_link'),
    active: boolean('active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('firms_provider_idx').on(t.providerId)],
);
