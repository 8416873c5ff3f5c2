import { and, count, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { employees } from '../employees/employees.table';
import { firms } from '../firms/firms.table';
import { providerAdmins, warehouses } from '../provider/provider.table';
import { loginAttempts, loginInfoRequests, passwordResetTokens, sessions } from './auth.table';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** A live session with the employee, firm and acting administrator it belongs to, in one query. */
export async function findLiveSession(db: Db, secretHash: string, now: Date) {
  const rows = await db
    .select({ session: sessions, employee: employees, firm: firms, adminLogin: providerAdmins.login })
    .from(sessions)
    .leftJoin(employees, eq(employees.id, sessions.employeeId))
    .leftJoin(firms, eq(firms.id, sessions.firmId))
    .leftJoin(providerAdmins, eq(providerAdmins.id, sessions.adminId))
    .where(and(eq(sessions.secretHash, secretHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
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
  await db.insert(loginAttempts).values({ ...attempt, login: attempt.login.toLowerCase() });
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
  const match =
    'login' in key ? eq(loginAttempts.login, key.login.toLowerCase()) : eq(loginAttempts.ip, key.ip);
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

export async function findProviderAdmin(db: Db, login: string) {
  const rows = await db
    .select()
    .from(providerAdmins)
    .where(sql`lower(${providerAdmins.login}) = lower(${login})`)
    .limit(1);
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
