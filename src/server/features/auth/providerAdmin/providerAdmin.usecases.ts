import type { AdminSession } from '@shared/api/administration.api';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps, RequestSession } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { recordAdminAction } from '../../auditLog';
import { findEmployeeOfResetToken, verifyAgainstNothing, verifyPassword } from '../../employees';
import { findFirm } from '../../firms';
import { authErrors } from '../auth.errors';
import {
  deleteSession,
  findProviderAdmin,
  findProviderAdminById,
  insertResetToken,
  recordLoginAttempt,
} from '../auth.repository';
import { isStored, openSession, openVisitorSession, randomToken, sha256 } from '../auth.session';
import { assertNotThrottled, type ClientInfo } from '../auth.usecases';

/**
 * The provider administration's own login (issue #23, decision 0058). Its session has the admin and no
 * employee or firm, so no firm's data is in reach: a provider admin reads a firm only by logging in as one of
 * its employees (`adminLogin` on the ordinary login), which is logged. Same throttle as every login.
 */
export async function loginProviderAdmin({
  deps,
  input,
  client,
  previous,
}: {
  deps: AppDeps;
  input: { login: string; password: string };
  client: ClientInfo;
  previous: RequestSession | null;
}): Promise<{ current: AdminSession; secret: string }> {
  const { db } = deps;
  const login = input.login.trim();
  const now = deps.clock.now();
  await assertNotThrottled(db, login, client.ip, now);
  const admin = await findProviderAdmin(db, login);
  const valid = admin
    ? await verifyPassword(admin.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  await recordLoginAttempt(db, { login, ip: client.ip, succeeded: Boolean(valid && admin), at: now });
  if (!valid || !admin) throw authErrors.INVALID_CREDENTIALS();
  if (previous && isStored(previous)) await deleteSession(db, previous.id);
  const opened = await withTransaction(db, async (tx) => {
    const session = await openSession(tx, { adminId: admin.id, ...client, now });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'LOGIN',
      targetType: 'ADMIN',
      targetId: admin.id,
      targetLabel: `${admin.displayName} (${admin.login})`,
      ip: client.ip,
    });
    return session;
  });
  return {
    current: {
      instanceToken: opened.session.instanceToken,
      admin: { login: admin.login, displayName: admin.displayName },
    },
    secret: opened.secret,
  };
}

/** The admin of the browser's session, if it is an administration session; a visitor token otherwise. */
export async function providerAdminSession({
  deps,
  session,
}: {
  deps: AppDeps;
  session: RequestSession | null;
}): Promise<{ current: AdminSession; newSecret: string | null }> {
  if (!session) {
    const visitor = openVisitorSession();
    return { current: { instanceToken: visitor.instanceToken, admin: null }, newSecret: visitor.secret };
  }
  const admin = session.providerAdminId
    ? await findProviderAdminById(deps.db, session.providerAdminId)
    : null;
  return {
    current: {
      instanceToken: session.instanceToken,
      admin: admin && { login: admin.login, displayName: admin.displayName },
    },
    newSecret: null,
  };
}

/** A new firm's first administrator has a week to choose a password; a forgotten one gets the usual hour. */
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/**
 * A single-use link to choose a password, for an employee the provider created (the firm's first admin).
 * It is the password-reset token, so the existing /aterstall-losenord page takes it; written in the caller's
 * transaction so the link and the mail carrying it exist together or not at all.
 */
export async function issueSetPasswordLink(
  db: Db,
  input: { employeeId: string; now: Date; publicUrl: string },
): Promise<string> {
  const token = randomToken();
  await insertResetToken(db, {
    tokenHash: sha256(token),
    employeeId: input.employeeId,
    expiresAt: new Date(input.now.getTime() + INVITATION_LIFETIME_MS),
  });
  return `${input.publicUrl}/aterstall-losenord?token=${token}`;
}

/**
 * A provider admin opens a firm session as one of its employees from the administration, as the login's
 * `adminLogin` does: the session names the admin (the firm's header says so) and the act is in the audit log
 * before the session opens. The administration session is replaced: one browser, one session.
 */
export async function actAsEmployee({
  deps,
  adminId,
  employeeId,
  client,
  previous,
}: {
  deps: AppDeps;
  adminId: string;
  employeeId: string;
  client: ClientInfo;
  previous: RequestSession | null;
}): Promise<{ instanceToken: string; secret: string }> {
  const { db } = deps;
  const employee = await findEmployeeOfResetToken(db, employeeId);
  if (!employee) throw httpErrors.NOT_FOUND();
  const firm = await findFirm(db, employee.firmId);
  if (!firm) throw httpErrors.NOT_FOUND();
  if (!firm.active) throw authErrors.FIRM_INACTIVE();
  if (!employee.active) throw httpErrors.FORBIDDEN();
  await recordAdminAction(db, {
    adminId,
    action: 'ACT_AS_EMPLOYEE',
    targetType: 'EMPLOYEE',
    targetId: employee.id,
    targetLabel: `${employee.displayName} (${employee.login}), ${firm.code} ${firm.name}`,
    ip: client.ip,
  });
  if (previous && isStored(previous)) await deleteSession(db, previous.id);
  const opened = await openSession(db, {
    employeeId: employee.id,
    firmId: firm.id,
    adminId,
    ...client,
    now: deps.clock.now(),
  });
  return { instanceToken: opened.session.instanceToken, secret: opened.secret };
}
