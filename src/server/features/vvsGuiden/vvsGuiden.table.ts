import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from '../../platform/db/columns';
import { employees } from '../employees/employees.table';
import { firms } from '../firms/firms.table';

/**
 * A firm's listing in VVS-guiden (decision 0057): what the directory answered when the firm registered.
 * One row per firm; no row is "not registered". The listing's texts are company settings.
 */
export const vvsGuidenRegistrations = pgTable('vvs_guiden_registrations', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => firms.id, { onDelete: 'cascade' }),
  installerId: text('installer_id').notNull(),
  login: text('login').notNull(),
  profileUrl: text('profile_url').notNull(),
  contactEmployeeId: uuid('contact_employee_id').references(() => employees.id, { onDelete: 'set null' }),
  registeredAt: timestampTz('registered_at').notNull(),
  /** A saved change the directory has not taken yet (it did not answer); the next save sends it. */
  pushPending: boolean('push_pending').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
