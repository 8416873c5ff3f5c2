import type { LedgerMapping } from '@shared/domain/accounting/bas-accounts';
import type { Ledger } from '@shared/domain/accounting/ledgers';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from '../../platform/db/columns';
import { firms } from '../firms';

/**
 * A firm's accounting settings (decision 0045). The method stays on `firms.accounting_type`, where the
 * session reads it. A firm without a row has the defaults: export off, the BAS default mapping.
 */
export const accountingSettings = pgTable('accounting_settings', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => firms.id),
  enabled: boolean('enabled').notNull().default(false),
  /** Null: the default mapping, so a later default applies to firms that never changed theirs. */
  mapping: jsonb('mapping').$type<LedgerMapping>(),
  version: version(),
  updatedBy: uuid('updated_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One verification series per firm and ledger. Allocating numbers updates the row, which locks it until
 * the allocating transaction ends: concurrent exports queue and each gets its own gap-free block.
 */
export const accountingSeries = pgTable(
  'accounting_series',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    ledger: text('ledger').$type<Ledger>().notNull(),
    prefix: text('prefix').notNull(),
    nextNumber: bigint('next_number', { mode: 'number' }).notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.ledger] })],
);

/**
 * The firm's own accounts and its names for BAS accounts: the chart is the seeded BAS list in
 * `@shared/domain/accounting` overlaid with these rows, so the seed stays data in code and a firm stores
 * only what it changed.
 */
export const accountingAccounts = pgTable(
  'accounting_accounts',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    account: text('account').notNull(),
    name: text('name').notNull(),
    sru: integer('sru'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.account] })],
);
