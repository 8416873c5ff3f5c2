import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../platform/db/columns';
import { employees } from '../employees';
import { firms } from '../firms';
import { providerAdmins } from '../provider';

/**
 * Sessions live in the database so that any app server can serve any request. The cookie holds a
 * random secret; only its SHA-256 is stored, so a copy of the table does not hand out sessions.
 * A visitor's session has no employee: it exists to carry the instance token that login must send.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    secretHash: text('secret_hash').notNull().unique(),
    instanceToken: text('instance_token').notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').references(() => firms.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => providerAdmins.id, { onDelete: 'cascade' }),
    durable: boolean('durable').notNull().default(false),
    clientMode: boolean('client_mode').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_employee_idx').on(t.employeeId)],
);

/** Every login attempt, for throttling per login and per address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_login_idx').on(t.login, t.at), index('login_attempts_ip_idx').on(t.ip, t.at)],
);

/**
 * Password-reset and login-information requests per address, for their per-address limit. In the
 * database, not in process memory: any app server may take the next request (decision 0023).
 */
export const addressRequests = pgTable(
  'address_requests',
  {
    id: id(),
    action: text('action').notNull(),
    ip: text('ip').notNull(),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('address_requests_ip_idx').on(t.action, t.ip, t.at)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  employeeId: uuid('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' }),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
  createdAt: createdAt(),
});

export const loginInfoRequests = pgTable('login_info_requests', {
  id: id(),
  companyName: text('company_name').notNull(),
  customerCode: text('customer_code'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message'),
  createdAt: createdAt(),
});
