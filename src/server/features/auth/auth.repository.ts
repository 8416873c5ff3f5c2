import { and, count, eq, gt, isNull, lt, max, ne, sql } from 'drizzle-orm';
import { type Db, preparedRows } from '../../platform/db/database';
import { type EmployeeRow, employees, loginKey } from '../employees';
import { type FirmRow, firms } from '../firms';
import { providerAdmins, warehouses } from '../provider';
import {
  addressRequests,
  loginAttempts,
  loginInfoRequests,
  passwordResetTokens,
  sessions,
} from './auth.table';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** What every request needs of its session, with the employee, firm and warehouse it belongs to. */
export interface LiveSession {
  id: string;
  instanceToken: string;
  durable: boolean;
  clientMode: boolean;
  employeeId: string | null;
  adminId: string | null;
  /** Null unless the session is an employee's and both employee and firm are active. */
  employee: {
    role: EmployeeRow['role'];
    netPriceAndMarginHidden: boolean;
    firmId: string;
    accessLevel: FirmRow['accessLevel'];
    siteOptions: FirmRow['siteOptions'];
    defaultWarehouseId: string | null;
    defaultWarehouseCode: string | null;
  } | null;
}

/*
 * Every request runs this, so it is one statement, prepared once per connection: the lookup and, when
 * the session was last seen more than `touchEveryMs` ago, the sliding expiry (a busy page does not write
 * on every call). A session of an inactive employee or firm is not touched and answers `usable: false`.
 * The condition on `s.last_seen_at` is in the update itself, so two requests racing at the minute mark
 * write once.
 */
const liveSessionStatement = {
  name: 'auth_live_session',
  text: `with found as (
      select s.id, s.instance_token, s.durable, s.client_mode, s.employee_id, s.admin_id,
        e.role, e.net_price_and_margin_hidden, f.id as firm_id, f.access_level, f.site_options,
        f.default_warehouse_id, w.code as warehouse_code,
        (s.employee_id is null or (coalesce(e.active, false) and coalesce(f.active, false))) as usable
      from sessions s
      left join employees e on e.id = s.employee_id
      left join firms f on f.id = s.firm_id
      left join warehouses w on w.id = f.default_warehouse_id
      where s.secret_hash = $1 and s.expires_at > $2::timestamptz
    ), touched as (
      update sessions s
      set last_seen_at = $2::timestamptz,
        expires_at = $2::timestamptz + (case when found.employee_id is null and found.admin_id is null then $4::float8
          when found.durable then $5::float8 else $6::float8 end) * interval '1 millisecond'
      from found
      where s.id = found.id and found.usable
        and s.last_seen_at < $2::timestamptz - $3::float8 * interval '1 millisecond'
      returning s.id
    )
    select * from found`,
};

interface LiveSessionRow {
  id: string;
  instance_token: string;
  durable: boolean;
  client_mode: boolean;
  employee_id: string | null;
  admin_id: string | null;
  role: EmployeeRow['role'] | null;
  net_price_and_margin_hidden: boolean | null;
  firm_id: string | null;
  access_level: FirmRow['accessLevel'] | null;
  site_options: FirmRow['siteOptions'] | null;
  default_warehouse_id: string | null;
  warehouse_code: string | null;
  usable: boolean;
}

/** The live session a secret names, its expiry slid forward; null when unknown, expired or unusable. */
export async function findLiveSession(
  db: Db,
  input: {
    secretHash: string;
    now: Date;
    touchEveryMs: number;
    lifetimeMs: { visitor: number; durable: number; browser: number };
  },
): Promise<LiveSession | null> {
  const [row] = await preparedRows<LiveSessionRow>(db, liveSessionStatement, [
    input.secretHash,
    input.now,
    input.touchEveryMs,
    input.lifetimeMs.visitor,
    input.lifetimeMs.durable,
    input.lifetimeMs.browser,
  ]);
  if (!row?.usable) return null;
  return {
    id: row.id,
    instanceToken: row.instance_token,
    durable: row.durable,
    clientMode: row.client_mode,
    employeeId: row.employee_id,
    adminId: row.admin_id,
    employee:
      row.employee_id && row.firm_id
        ? {
            role: row.role!,
            netPriceAndMarginHidden: row.net_price_and_margin_hidden ?? true,
            firmId: row.firm_id,
            accessLevel: row.access_level!,
            siteOptions: row.site_options ?? [],
            defaultWarehouseId: row.default_warehouse_id,
            defaultWarehouseCode: row.warehouse_code,
          }
        : null,
  };
}

export async function insertSession(db: Db, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteEmployeeSessions(db: Db, employeeId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.employeeId, employeeId));
}

/** Ends an employee's sessions after a new password or deactivation, keeping the caller's own one. */
export async function endEmployeeSessions(db: Db, employeeId: string, keepSessionId: string | null) {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.employeeId, employeeId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined),
    );
}

/** Ends every session in the firm (its deactivation): employees' and admins' acting as one of them. */
export async function endFirmSessions(db: Db, firmId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.firmId, firmId)).returning({ id: sessions.id });
  return ended.length;
}

export async function updateSession(
  db: Db,
  sessionId: string,
  values: Partial<Pick<SessionRow, 'lastSeenAt' | 'expiresAt' | 'clientMode'>>,
): Promise<void> {
  await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}

export async function recordLoginAttempt(
  db: Db,
  attempt: { login: string; ip: string; succeeded: boolean; at: Date },
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, login: loginKey(attempt.login) });
}

/**
 * Failed attempts inside the window that came after the last success, for a login or an address,
 * with the time of the oldest one counted (the block lifts when it leaves the window).
 */
export async function recentFailures(
  db: Db,
  key: { login: string } | { ip: string },
  since: Date,
): Promise<{ failures: number; oldest: Date | null }> {
  const match = 'login' in key ? eq(loginAttempts.login, loginKey(key.login)) : eq(loginAttempts.ip, key.ip);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(match, eq(loginAttempts.succeeded, true), gt(loginAttempts.at, since)));
  const from = lastSuccess?.at && lastSuccess.at > since ? new Date(lastSuccess.at) : since;
  const [row] = await db
    .select({ failures: count(), oldest: sql<string | null>`min(${loginAttempts.at})` })
    .from(loginAttempts)
    .where(and(match, eq(loginAttempts.succeeded, false), gt(loginAttempts.at, from)));
  return { failures: Number(row?.failures ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function deleteLoginAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, before));
}

/** Requests of one kind from an address since a time, with the oldest (the limit lifts when it leaves). */
export async function recentAddressRequests(
  db: Db,
  key: { action: string; ip: string },
  since: Date,
): Promise<{ requests: number; oldest: Date | null }> {
  const [row] = await db
    .select({ requests: count(), oldest: sql<string | null>`min(${addressRequests.at})` })
    .from(addressRequests)
    .where(
      and(
        eq(addressRequests.action, key.action),
        eq(addressRequests.ip, key.ip),
        gt(addressRequests.at, since),
      ),
    );
  return { requests: Number(row?.requests ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordAddressRequest(
  db: Db,
  request: { action: string; ip: string; at: Date },
): Promise<void> {
  await db.insert(addressRequests).values(request);
}

export async function deleteAddressRequestsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(addressRequests).where(lt(addressRequests.at, before));
}

export async function findProviderAdmin(db: Db, login: string) {
  const rows = await db
    .select()
    .from(providerAdmins)
    .where(sql`lower(${providerAdmins.login}) = ${loginKey(login)}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findProviderAdminById(db: Db, id: string) {
  const rows = await db.select().from(providerAdmins).where(eq(providerAdmins.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertResetToken(
  db: Db,
  values: { tokenHash: string; employeeId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks a reset token used, atomically, and answers whose it was; null if unknown, used or expired. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ employeeId: passwordResetTokens.employeeId });
  return rows[0]?.employeeId ?? null;
}

export async function insertLoginInfoRequest(
  db: Db,
  values: typeof loginInfoRequests.$inferInsert,
): Promise<void> {
  await db.insert(loginInfoRequests).values(values);
}

/** Everything the session data of api-spec §3.13 is built from, by session id. */
export async function findSessionRows(db: Db, sessionId: string) {
  const rows = await db
    .select({
      session: sessions,
      employee: employees,
      firm: firms,
      adminLogin: providerAdmins.login,
      adminName: providerAdmins.displayName,
      defaultWarehouseCode: warehouses.code,
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .innerJoin(firms, eq(firms.id, sessions.firmId))
    .leftJoin(providerAdmins, eq(providerAdmins.id, sessions.adminId))
    .leftJoin(warehouses, eq(warehouses.id, firms.defaultWarehouseId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return rows[0] ?? null;
}
