import type { AccessLevel, FeatureFlag, SiteOption } from '@shared/domain/access';
import type { NumberedDocType } from '@shared/domain/number-series';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt, version } from '../../platform/db/columns';
import { providers, warehouses } from '../provider';

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
    /** The firm has an active Fortnox connection (the session flag; decision 0047 keeps it with the tokens). */
    fortnoxActivated: boolean('fortnox_activated').notNull().default(false),
    logoLink: text('logo_link'),
    /**
     * The firm's approval of the personal-data terms (decision 0052): when, by whom (the name as it was,
     * so it survives the employee's removal) and how: ONLINE by its admin, OFFLINE on paper via the provider.
     */
    gdprApprovedAt: timestampTz('gdpr_approved_at'),
    gdprApprovedBy: text('gdpr_approved_by'),
    gdprApprovalMethod: text('gdpr_approval_method', { enum: ['ONLINE', 'OFFLINE'] }),
    active: boolean('active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('firms_provider_idx').on(t.providerId)],
);

export type SeriesName = NumberedDocType | 'CLIENT';

/**
 * One number series per firm and document type, plus CLIENT for client numbers. Allocating a number
 * locks the row (docs/decisions/0009-numbering-and-own-prices.md), so concurrent completions queue on
 * it and each gets its own number. It sits with the firm because company settings, the client register
 * and the document engine all use it and none of them may depend on another for it.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    series: text('series').$type<SeriesName>().notNull(),
    minNumber: bigint('min_number', { mode: 'number' }).notNull().default(1),
    fillGaps: boolean('fill_gaps').notNull().default(false),
    /** The highest number handed out so far; 0 before the first. */
    maxCurrent: bigint('max_current', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.series] })],
);
