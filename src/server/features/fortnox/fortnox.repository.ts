import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { employees } from '../employees';
import { firms } from '../firms';
import {
  fortnoxAuthStates,
  fortnoxConnections,
  fortnoxExports,
  fortnoxPendingCodes,
  fortnoxRateWindows,
} from './fortnox.table';

/**
 * Tokens are sealed with AES-256-GCM under a key made from the server's secret (decision 0047): a copy
 * of the database alone cannot call Fortnox on a firm's behalf.
 */
function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`montor-fortnox-tokens:${secret}`).digest();
}

export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function openToken(secret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

export type ConnectionRow = typeof fortnoxConnections.$inferSelect;

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

export async function findConnection(db: Db, firmId: string): Promise<ConnectionRow | null> {
  const rows = await db.select().from(fortnoxConnections).where(eq(fortnoxConnections.firmId, firmId));
  return rows[0] ?? null;
}

/** The row under its lock: the one server holding it may spend the refresh token. */
export async function lockConnection(tx: Db, firmId: string): Promise<ConnectionRow | null> {
  const rows = await tx
    .select()
    .from(fortnoxConnections)
    .where(eq(fortnoxConnections.firmId, firmId))
    .for('update');
  return rows[0] ?? null;
}

export async function saveConnection(
  db: Db,
  input: { firmId: string; employeeId: string; tokens: StoredTokens; now: Date },
): Promise<void> {
  const values = {
    ...input.tokens,
    activatedAt: input.now,
    activatedBy: input.employeeId,
    updatedAt: input.now,
  };
  await db
    .insert(fortnoxConnections)
    .values({ firmId: input.firmId, ...values })
    .onConflictDoUpdate({ target: fortnoxConnections.firmId, set: values });
  await db.update(firms).set({ fortnoxActivated: true }).where(eq(firms.id, input.firmId));
}

export async function updateTokens(tx: Db, firmId: string, tokens: StoredTokens, now: Date): Promise<void> {
  await tx
    .update(fortnoxConnections)
    .set({ ...tokens, updatedAt: now })
    .where(eq(fortnoxConnections.firmId, firmId));
}

/** Reset (product-spec §4): the code and the tokens are deleted, so nothing can call Fortnox any more. */
export async function deleteConnection(db: Db, firmId: string): Promise<void> {
  await db.delete(fortnoxConnections).where(eq(fortnoxConnections.firmId, firmId));
  await db.delete(fortnoxRateWindows).where(eq(fortnoxRateWindows.firmId, firmId));
  await db.update(firms).set({ fortnoxActivated: false }).where(eq(firms.id, firmId));
}

export async function insertAuthState(
  db: Db,
  row: { state: string; firmId: string; employeeId: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(fortnoxAuthStates)
    .where(lt(fortnoxAuthStates.expiresAt, new Date(Date.now() - 86_400_000)));
  await db.insert(fortnoxAuthStates).values(row);
}

/** A state some firm asked for and has not used: only such a code is kept for a logged-out browser. */
export async function authStateExists(db: Db, state: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ expiresAt: fortnoxAuthStates.expiresAt })
    .from(fortnoxAuthStates)
    .where(eq(fortnoxAuthStates.state, state));
  return rows.length > 0 && rows[0]!.expiresAt > now;
}

export async function findEmployeeName(db: Db, firmId: string, employeeId: string): Promise<string | null> {
  const rows = await db
    .select({ name: employees.displayName })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.firmId, firmId)));
  return rows[0]?.name ?? null;
}

/** A state works once, and only for the firm that asked for it. */
export async function takeAuthState(db: Db, state: string, firmId: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(fortnoxAuthStates)
    .where(and(eq(fortnoxAuthStates.state, state), eq(fortnoxAuthStates.firmId, firmId)))
    .returning({ expiresAt: fortnoxAuthStates.expiresAt });
  return rows.length > 0 && rows[0]!.expiresAt > now;
}

export async function insertPendingCode(
  db: Db,
  row: { code: string; state: string; expiresAt: Date },
): Promise<string> {
  await db.delete(fortnoxPendingCodes).where(lt(fortnoxPendingCodes.expiresAt, row.expiresAt));
  const rows = await db.insert(fortnoxPendingCodes).values(row).returning({ id: fortnoxPendingCodes.id });
  return rows[0]!.id;
}

export async function takePendingCode(db: Db, id: string, now: Date) {
  const rows = await db.delete(fortnoxPendingCodes).where(eq(fortnoxPendingCodes.id, id)).returning();
  const row = rows[0];
  return row && row.expiresAt > now ? row : null;
}

/**
 * Takes one of the firm's request slots: 0 when the request may go now (its time is written), else how
 * many milliseconds until the oldest request leaves the window. The row lock makes two app servers
 * take turns; the database's clock is the one clock they share.
 */
export async function takeRateSlot(tx: Db, firmId: string, limit: number, windowMs: number): Promise<number> {
  await tx.insert(fortnoxRateWindows).values({ firmId }).onConflictDoNothing();
  const [row] = await queryRows<{ now_ms: number; sent: number[] }>(
    tx,
    sql`select extract(epoch from clock_timestamp())::float8 * 1000 as now_ms,
          array(select extract(epoch from t)::float8 * 1000 from unnest(sent_at) t order by 1) as sent
        from fortnox_rate_windows where firm_id = ${firmId} for update`,
  );
  const now = Number(row!.now_ms);
  const recent = (row!.sent ?? []).map(Number).filter((t) => t > now - windowMs);
  if (recent.length >= limit) return Math.max(1, Math.ceil(recent[recent.length - limit]! + windowMs - now));
  const kept = [...recent, now].map((ms) => new Date(ms).toISOString());
  await tx.update(fortnoxRateWindows).set({ sentAt: kept }).where(eq(fortnoxRateWindows.firmId, firmId));
  return 0;
}

export type ExportKind = (typeof fortnoxExports.$inferSelect)['kind'];

export async function findExports(db: Db, firmId: string, kind: ExportKind, localIds: readonly string[]) {
  if (localIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ localId: fortnoxExports.localId, fortnoxNumber: fortnoxExports.fortnoxNumber })
    .from(fortnoxExports)
    .where(
      and(
        eq(fortnoxExports.firmId, firmId),
        eq(fortnoxExports.kind, kind),
        inArray(fortnoxExports.localId, [...localIds]),
      ),
    );
  return new Map(rows.map((r) => [r.localId, r.fortnoxNumber]));
}

export async function recordExport(
  db: Db,
  row: {
    firmId: string;
    kind: ExportKind;
    localId: string;
    fortnoxNumber: string;
    employeeId: string | null;
  },
  now: Date,
): Promise<void> {
  const values = { fortnoxNumber: row.fortnoxNumber, employeeId: row.employeeId, exportedAt: now };
  await db
    .insert(fortnoxExports)
    .values({ ...row, exportedAt: now })
    .onConflictDoUpdate({
      target: [fortnoxExports.firmId, fortnoxExports.kind, fortnoxExports.localId],
      set: values,
    });
}
