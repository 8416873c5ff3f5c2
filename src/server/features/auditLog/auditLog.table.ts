import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestampTz } from '../../platform/db/columns';
import { providerAdmins } from '../provider/provider.table';

/**
 * Every administrative action of the provider's staff (issue #23): who, when, what, and the record before
 * and after. Rows are only ever added; the log is the provider's answer to "who gave this firm access?".
 * The admin's login and name are copied in, so the entry still reads right after an admin is removed.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => providerAdmins.id, { onDelete: 'set null' }),
    adminLogin: text('admin_login').notNull(),
    adminName: text('admin_name').notNull(),
    /** A stable code: LOGIN, ACT_AS_EMPLOYEE, REGISTRATION_APPROVED, … (the web names them in Swedish). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** What the target is called, for people: "olle.rorlaggare (100245 Rörfirman Lund AB)". */
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_at_idx').on(t.at),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
