import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../platform/db/columns';
import { firms } from '../firms';
import { providers } from '../provider';

/** Keys a provider's ERP authenticates with on the order-intake API; only the hash is kept. */
export const providerApiKeys = pgTable('provider_api_keys', {
  id: id(),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => providers.id),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  revokedAt: timestampTz('revoked_at'),
  createdAt: createdAt(),
});

export const providerOrderStatuses = ['RECEIVED', 'CONFIRMED', 'DELIVERED', 'INVOICED'] as const;
export type ProviderOrderStatus = (typeof providerOrderStatuses)[number];

/**
 * The provider's side of a sent customer order (issue #7): what the intake received, once per
 * idempotency key, and how far the provider has come with it. `payload` is the order as sent.
 */
export const providerOrders = pgTable(
  'provider_orders',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    /** The customer order's send key: a retried send finds its first intake instead of a second one. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** The customer order document in Montör (no foreign key: the provider's record outlives it). */
    customerOrderId: uuid('customer_order_id').notNull(),
    providerOrderNumber: bigint('provider_order_number', { mode: 'number' })
      .notNull()
      .generatedByDefaultAsIdentity({ startWith: 4100001 }),
    status: text('status').$type<ProviderOrderStatus>().notNull().default('RECEIVED'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
    confirmedAt: timestampTz('confirmed_at'),
    deliveredAt: timestampTz('delivered_at'),
    invoicedAt: timestampTz('invoiced_at'),
    /** The follow-up file (UNIX_ORDER) and provider invoice (UNIX_INVOICE) documents it produced. */
    unixOrderId: uuid('unix_order_id'),
    unixInvoiceId: uuid('unix_invoice_id'),
  },
  (t) => [
    uniqueIndex('provider_orders_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('provider_orders_number_unique').on(t.providerOrderNumber),
    index('provider_orders_status_idx').on(t.status, t.receivedAt),
    index('provider_orders_firm_idx').on(t.firmId),
  ],
);
