import { customType, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column shapes so every table names ids, times and versions the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Optimistic versioning: every save sends the version it read; a stale one gets 409. */
export const version = () => integer('version').notNull().default(1);

/** PGlite hands bytea out as Uint8Array, pg as Buffer; the app sees a Buffer either way. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
