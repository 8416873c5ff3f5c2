import type { Db } from '../../../platform/db/database';
import type { AppDeps, RequestSession } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { recordAdminAction } from '../../auditLog';
import { findEmployeeOfResetToken } from '../../employees';
import { findFirm } from '../../firms';
import { authErrors } from '../auth.errors';
import { deleteSession, insertResetToken } from '../auth.repository';
import { isStored, openSession, randomToken, sha256 } from '../auth.session';
import type { ClientInfo } from '../auth.usecases';

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
