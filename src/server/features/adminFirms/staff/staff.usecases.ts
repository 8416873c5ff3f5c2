import type { FirmEmployee } from '@shared/api/adminFirms.api';
import { type EmployeeRole, roleLabels } from '@shared/domain/access';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { isUniqueViolation } from '../../../platform/http/validation';
import { type AdminActor, recordAdminAction } from '../../auditLog';
import { endEmployeeSessions, issueSetPasswordLink } from '../../auth';
import {
  countActiveAdmins,
  type EmployeeRow,
  findEmployeeByLogin,
  hashPassword,
  lockFirmEmployees,
  updateEmployeeVersioned,
} from '../../employees';
import { readProvider } from '../../settings';
import { adminFirmsErrors } from '../adminFirms.errors';
import { firstAdminMail, loginLinkMail } from '../adminFirms.mail';
import { findEmployeeWithFirm, findFirmRecord, insertFirmEmployee } from '../adminFirms.repository';

type FirmRef = { id: string; code: string; name: string };

export const firmLabel = (firm: { code: string; name: string }) => `${firm.code} ${firm.name}`;
const employeeLabel = (e: EmployeeRow, firm: FirmRef) => `${e.displayName} (${e.login}), ${firmLabel(firm)}`;

export function toFirmEmployee(e: EmployeeRow): FirmEmployee {
  return {
    uid: e.id,
    version: e.version,
    login: e.login,
    displayName: e.displayName,
    email: e.email,
    role: e.role,
    active: e.active,
    lastLoginAt: e.lastLoginAt?.toISOString() ?? null,
  };
}

export interface Invitation {
  login: string;
  displayName: string;
  email: string;
  role: EmployeeRole;
}

/** Refuses a login someone has already, in any firm (the login form names no firm). */
export async function assertLoginFree(db: Db, login: string, field: string): Promise<void> {
  if (await findEmployeeByLogin(db, login.trim())) throw adminFirmsErrors.LOGIN_TAKEN({ field });
}

/**
 * Adds an employee inside the caller's transaction: the login and name are the provider's choice, the
 * password is the employee's own, chosen through a set-password link mailed with the login. Until then the
 * stored hash is of a random secret nobody knows.
 */
export async function inviteEmployee(
  tx: Db,
  args: { deps: AppDeps; actor: AdminActor; firm: FirmRef; invitation: Invitation; passwordHash: string },
): Promise<EmployeeRow> {
  const { deps, firm, invitation } = args;
  const login = invitation.login.trim();
  const employee = await insertFirmEmployee(tx, {
    firmId: firm.id,
    login,
    displayName: invitation.displayName.trim(),
    email: invitation.email.trim(),
    role: invitation.role,
    passwordHash: args.passwordHash,
  });
  const link = await issueSetPasswordLink(tx, {
    employeeId: employee.id,
    now: deps.clock.now(),
    publicUrl: deps.config.publicUrl,
  });
  await recordAdminAction(tx, {
    ...args.actor,
    action: 'FIRM_ADMIN_CREATED',
    targetType: 'EMPLOYEE',
    targetId: employee.id,
    targetLabel: employeeLabel(employee, firm),
    before: null,
    after: { login, role: invitation.role, firm: firm.code, email: employee.email },
  });
  const provider = await readProvider(tx);
  const mail = firstAdminMail({
    to: employee.email ?? invitation.email.trim(),
    displayName: employee.displayName,
    login,
    firmName: firm.name,
    providerName: provider?.name ?? 'Montör',
    roleLabel: roleLabels[invitation.role],
    link,
  });
  await deps.mail.queue(mail, tx);
  return employee;
}

/** A hash of a random secret: the account cannot be logged in to until its owner chooses a password. */
export const unusablePasswordHash = () => hashPassword(crypto.randomUUID() + crypto.randomUUID());

export async function createFirmAdmin({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: Invitation & { firmUid: string };
}): Promise<FirmEmployee> {
  const firm = await findFirmRecord(deps.db, input.firmUid);
  if (!firm) throw adminFirmsErrors.FIRM_NOT_FOUND();
  if (!firm.active) throw adminFirmsErrors.FIRM_INACTIVE();
  await assertLoginFree(deps.db, input.login, 'login');
  const passwordHash = await unusablePasswordHash();
  try {
    const employee = await withTransaction(deps.db, (tx) =>
      inviteEmployee(tx, { deps, actor, firm, invitation: input, passwordHash }),
    );
    return toFirmEmployee(employee);
  } catch (error) {
    if (isUniqueViolation(error, 'employees_login_unique'))
      throw adminFirmsErrors.LOGIN_TAKEN({ field: 'login' });
    throw error;
  }
}

async function existingEmployee(deps: AppDeps, uid: string) {
  const found = await findEmployeeWithFirm(deps.db, uid);
  if (!found) throw adminFirmsErrors.EMPLOYEE_NOT_FOUND();
  return found;
}

/**
 * The provider corrects an employee (a name, an address, a role, someone who left). The firm keeps an
 * active administrator, checked under the same lock the firm's own administrators take, and a deactivated
 * employee's sessions end in the same transaction.
 */
export async function updateFirmEmployee({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: {
    employeeUid: string;
    newVersion: number;
    displayName: string;
    email: string;
    role: EmployeeRole;
    active: boolean;
  };
}): Promise<FirmEmployee> {
  const { firm } = await existingEmployee(deps, input.employeeUid);
  const saved = await withTransaction(deps.db, async (tx) => {
    await lockFirmEmployees(tx, firm.id);
    const found = await findEmployeeWithFirm(tx, input.employeeUid);
    const before = found?.employee;
    if (!before) throw adminFirmsErrors.EMPLOYEE_NOT_FOUND();
    if (before.version !== input.newVersion) throw httpErrors.VERSION_CONFLICT();
    const staysAdmin = input.role === 'ADMIN' && input.active;
    if (before.role === 'ADMIN' && before.active && !staysAdmin) {
      if ((await countActiveAdmins(tx, firm.id, before.id)) === 0)
        throw adminFirmsErrors.LAST_ADMIN({ field: input.role !== 'ADMIN' ? 'role' : 'active' });
    }
    const values = {
      displayName: input.displayName.trim(),
      email: input.email.trim(),
      role: input.role,
      active: input.active,
    };
    const after = await updateEmployeeVersioned(tx, firm.id, before.id, before.version, {
      ...values,
      updatedAt: deps.clock.now(),
    });
    if (!after) throw httpErrors.VERSION_CONFLICT();
    if (before.active && !after.active) await endEmployeeSessions(tx, before.id, null);
    const was = {
      displayName: before.displayName,
      email: before.email,
      role: before.role,
      active: before.active,
    };
    await recordAdminAction(tx, {
      ...actor,
      action: 'FIRM_EMPLOYEE_UPDATED',
      targetType: 'EMPLOYEE',
      targetId: before.id,
      targetLabel: employeeLabel(after, firm),
      before: was,
      after: values,
    });
    return after;
  });
  return toFirmEmployee(saved);
}

/** A new set-password link to the employee's own address; the current password stays until they choose one. */
export async function sendLoginLink({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { employeeUid: string };
}): Promise<{ sentTo: string }> {
  const { employee, firm } = await existingEmployee(deps, input.employeeUid);
  if (!employee.active) throw adminFirmsErrors.EMPLOYEE_INACTIVE();
  if (!employee.email) throw adminFirmsErrors.NO_EMAIL();
  const to = employee.email;
  const provider = await readProvider(deps.db);
  await withTransaction(deps.db, async (tx) => {
    const link = await issueSetPasswordLink(tx, {
      employeeId: employee.id,
      now: deps.clock.now(),
      publicUrl: deps.config.publicUrl,
    });
    await recordAdminAction(tx, {
      ...actor,
      action: 'FIRM_EMPLOYEE_LINK_SENT',
      targetType: 'EMPLOYEE',
      targetId: employee.id,
      targetLabel: employeeLabel(employee, firm),
      before: null,
      after: { sentTo: to },
    });
    const mail = {
      to,
      displayName: employee.displayName,
      login: employee.login,
      firmName: firm.name,
      providerName: provider?.name ?? 'Montör',
      link,
    };
    await deps.mail.queue(loginLinkMail(mail), tx);
  });
  return { sentTo: to };
}
