import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { providerAdmins } from '../provider';
import { adminAuditLog } from './auditLog.table';

/** Who acts and from where: every administration use case records it with its action. */
export interface AdminActor {
  adminId: string;
  ip: string;
}

export interface AdminAction {
  adminId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  targetLabel: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
}

/**
 * Records an action; called with the transaction that does it, so the entry exists exactly when the
 * change does. The admin's login and name are read in the same statement.
 */
export async function recordAdminAction(db: Db, entry: AdminAction): Promise<void> {
  const [admin] = await db
    .select({ login: providerAdmins.login, name: providerAdmins.displayName })
    .from(providerAdmins)
    .where(eq(providerAdmins.id, entry.adminId))
    .limit(1);
  if (!admin) throw new Error(`Unknown provider admin ${entry.adminId}`);
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    adminLogin: admin.login,
    adminName: admin.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; `search` matches the admin, the action code or the target's label. */
export async function searchAdminActions(
  db: Db,
  {
    search,
    action,
    offset,
    limit,
  }: { search?: string | undefined; action?: string | undefined; offset: number; limit: number },
) {
  const pattern = search?.trim() ? `%${escapeLike(search.trim())}%` : null;
  const where = and(
    pattern
      ? or(
          ilike(adminAuditLog.adminLogin, pattern),
          ilike(adminAuditLog.adminName, pattern),
          ilike(adminAuditLog.targetLabel, pattern),
          ilike(adminAuditLog.action, pattern),
        )
      : undefined,
    action ? eq(adminAuditLog.action, action) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog).where(where),
  ]);
  return { rows, totalCount: count?.n ?? 0 };
}
