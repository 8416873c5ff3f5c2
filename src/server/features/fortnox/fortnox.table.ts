import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from '../../platform/db/columns';
import { employees } from '../employees/employees.table';
import { firms } from '../firms/firms.table';

/**
 * A firm's connection to Fortnox (decision 0047): the tokens, sealed with the server's key (they are
 * never read back to a browser), and when each runs out. One row per firm; its row lock is what lets
 * one server at a time spend the refresh token, which Fortnox rotates on every use.
 */
export const fortnoxConnections = pgTable('fortnox_connections', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => firms.id, { onDelete: 'cascade' }),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  accessExpiresAt: timestampTz('access_expires_at').notNull(),
  refreshExpiresAt: timestampTz('refresh_expires_at').notNull(),
  activatedAt: timestampTz('activated_at').notNull(),
  activatedBy: uuid('activated_by').references(() => employees.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** The `state` of an activation link: proves the code that comes back was asked for by this firm. */
export const fortnoxAuthStates = pgTable(
  'fortnox_auth_states',
  {
    state: text('state').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fortnox_auth_states_firm_idx').on(t.firmId)],
);

/**
 * A code that came back to a logged-out browser (product-spec §4): kept, sealed, under the
 * `temporalObjUid` the browser holds until its user logs in and the activation runs.
 */
export const fortnoxPendingCodes = pgTable('fortnox_pending_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull(),
  state: text('state').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * The times of the firm's last requests to Fortnox (at most the limit's count): every app server takes
 * its turn through this row, under its lock, so the firm's 25 requests per 5 s hold across servers.
 */
export const fortnoxRateWindows = pgTable('fortnox_rate_windows', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => firms.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).array().notNull().default([]),
});

/** What went to Fortnox: a client, an invoice, a payment or a voucher (by the entry it books), under Fortnox's number. */
export const fortnoxExports = pgTable(
  'fortnox_exports',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['CLIENT', 'INVOICE', 'PAYMENT', 'VOUCHER'] }).notNull(),
    localId: uuid('local_id').notNull(),
    fortnoxNumber: text('fortnox_number').notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    exportedAt: timestampTz('exported_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.kind, t.localId] })],
);
