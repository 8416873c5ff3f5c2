import type { FirmDetail, FirmEmployee, FirmListItem, FirmSettings } from '@shared/api/adminFirms.api';
import { normalizeOrganisationNumber } from '@shared/domain/validators';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/http/validation';
import { changedFields, recordAdminAction } from '../auditLog';
import { endFirmSessions, issueSetPasswordLink } from '../auth';
import { type EmployeeRow, findEmployeeByLogin, hashPassword } from '../employees';
import { readProvider } from '../settings';
import { adminFirmsErrors } from './adminFirms.errors';
import { firstAdminMail } from './adminFirms.mail';
import {
  approveCustomerApplicationRow,
  type FirmRecord,
  type FirmValues,
  findCustomerApplicationRow,
  findFirmRecord,
  findProviderId,
  insertFirm,
  insertFirmEmployee,
  listFirmEmployees,
  listFirms,
  listWarehouses,
  updateFirmVersioned,
} from './adminFirms.repository';

/** Who acts and from where: every change here is recorded in the audit log. */
export interface AdminActor {
  adminId: string;
  ip: string;
}

const firmLabel = (firm: { code: string; name: string }) => `${firm.code} ${firm.name}`;

function settingsOf(firm: FirmRecord): FirmSettings {
  return {
    code: firm.code,
    name: firm.name,
    organisationNumber: firm.organisationNumber,
    accessLevel: firm.accessLevel,
    siteOptions: firm.siteOptions,
    featureFlags: firm.featureFlags,
    onlyAdminsCanOrder: firm.onlyAdminsCanOrder,
    defaultWarehouseUid: firm.defaultWarehouseId,
    paymentDelayDays: firm.paymentDelayDays,
  };
}

function valuesOf(settings: FirmSettings): FirmValues {
  return {
    code: settings.code.trim(),
    name: settings.name.trim(),
    organisationNumber:
      normalizeOrganisationNumber(settings.organisationNumber) ?? settings.organisationNumber,
    accessLevel: settings.accessLevel,
    siteOptions: [...new Set(settings.siteOptions)],
    featureFlags: [...new Set(settings.featureFlags)],
    onlyAdminsCanOrder: settings.onlyAdminsCanOrder,
    defaultWarehouseId: settings.defaultWarehouseUid,
    paymentDelayDays: settings.paymentDelayDays,
  };
}

export function toFirmEmployee(e: EmployeeRow): FirmEmployee {
  return {
    uid: e.id,
    login: e.login,
    displayName: e.displayName,
    email: e.email,
    role: e.role,
    active: e.active,
    lastLoginAt: e.lastLoginAt?.toISOString() ?? null,
  };
}

async function detailOf(deps: AppDeps, firm: FirmRecord): Promise<FirmDetail> {
  const staff = await listFirmEmployees(deps.db, firm.id);
  return {
    uid: firm.id,
    version: firm.version,
    active: firm.active,
    createdAt: firm.createdAt.toISOString(),
    settings: settingsOf(firm),
    employees: staff.map(toFirmEmployee),
  };
}

async function existingFirm(deps: AppDeps, uid: string): Promise<FirmRecord> {
  const firm = await findFirmRecord(deps.db, uid);
  if (!firm) throw adminFirmsErrors.FIRM_NOT_FOUND();
  return firm;
}

export async function firmsList({
  deps,
  query,
}: {
  deps: AppDeps;
  query: {
    search?: string | undefined;
    active: 'ACTIVE' | 'INACTIVE' | 'ALL';
    offset: number;
    limit: number;
  };
}): Promise<{ totalCount: number; items: FirmListItem[] }> {
  const { totalCount, rows } = await listFirms(deps.db, query);
  return { totalCount, items: rows };
}

export async function firmWarehouses({ deps }: { deps: AppDeps }) {
  return { items: await listWarehouses(deps.db) };
}

export async function firmDetail({ deps, uid }: { deps: AppDeps; uid: string }): Promise<FirmDetail> {
  return detailOf(deps, await existingFirm(deps, uid));
}

async function assertWarehouse(deps: AppDeps, uid: string | null) {
  if (uid === null) return;
  const known = await listWarehouses(deps.db);
  if (!known.some((w) => w.uid === uid)) {
    throw adminFirmsErrors.WAREHOUSE_NOT_FOUND({ field: 'settings.defaultWarehouseUid' });
  }
}

function refuseTakenCode(error: unknown): never {
  if (isUniqueViolation(error, 'firms_code_unique')) {
    throw adminFirmsErrors.CODE_TAKEN({ field: 'settings.code' });
  }
  throw error;
}

/**
 * Opens a customer firm. From a "Bli kund" application the application is approved in the same
 * transaction, so a firm never exists for an application still pending, nor an approval without its firm.
 */
export async function createFirm({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { settings: FirmSettings; applicationUid: string | null };
}): Promise<FirmDetail> {
  const providerId = await findProviderId(deps.db);
  if (!providerId) throw adminFirmsErrors.NO_PROVIDER();
  const application = input.applicationUid
    ? await findCustomerApplicationRow(deps.db, input.applicationUid)
    : null;
  if (input.applicationUid && !application) throw adminFirmsErrors.APPLICATION_NOT_FOUND();
  if (application && application.status !== 'PENDING') throw adminFirmsErrors.APPLICATION_DECIDED();
  await assertWarehouse(deps, input.settings.defaultWarehouseUid);
  const values = valuesOf(input.settings);
  try {
    const firm = await withTransaction(deps.db, async (tx) => {
      const created = await insertFirm(tx, { ...values, providerId });
      await recordAdminAction(tx, {
        ...actor,
        action: 'FIRM_CREATED',
        targetType: 'FIRM',
        targetId: created.id,
        targetLabel: firmLabel(created),
        before: null,
        after: settingsOf(created),
      });
      if (application) {
        const approved = await approveCustomerApplicationRow(tx, application.id, deps.clock.now());
        if (!approved) throw adminFirmsErrors.APPLICATION_DECIDED();
        await recordAdminAction(tx, {
          ...actor,
          action: 'CUSTOMER_APPLICATION_APPROVED',
          targetType: 'CUSTOMER_APPLICATION',
          targetId: application.id,
          targetLabel: `${application.companyName} (${application.organisationNumber})`,
          before: { status: 'PENDING' },
          after: { status: 'APPROVED', firm: created.code },
        });
      }
      return created;
    });
    return detailOf(deps, firm);
  } catch (error) {
    return refuseTakenCode(error);
  }
}

export async function updateFirm({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { uid: string; newVersion: number; settings: FirmSettings };
}): Promise<FirmDetail> {
  const before = await existingFirm(deps, input.uid);
  if (before.version !== input.newVersion) throw httpErrors.VERSION_CONFLICT();
  await assertWarehouse(deps, input.settings.defaultWarehouseUid);
  try {
    const firm = await withTransaction(deps.db, async (tx) => {
      const expected = { version: input.newVersion, at: deps.clock.now() };
      const updated = await updateFirmVersioned(tx, before.id, expected, valuesOf(input.settings));
      if (!updated) throw httpErrors.VERSION_CONFLICT();
      await recordAdminAction(tx, {
        ...actor,
        action: 'FIRM_UPDATED',
        targetType: 'FIRM',
        targetId: updated.id,
        targetLabel: firmLabel(updated),
        ...changedFields(settingsOf(before), settingsOf(updated)),
      });
      return updated;
    });
    return detailOf(deps, firm);
  } catch (error) {
    return refuseTakenCode(error);
  }
}

/**
 * Deactivating closes the firm: the login already refuses its employees, and every open session in the
 * firm ends in the same transaction, so nobody keeps working in it. Reactivating opens the login again.
 */
export async function setFirmActive({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { uid: string; active: boolean };
}): Promise<FirmDetail> {
  const before = await existingFirm(deps, input.uid);
  if (before.active === input.active) return detailOf(deps, before);
  const firm = await withTransaction(deps.db, async (tx) => {
    const expected = { version: before.version, at: deps.clock.now() };
    const updated = await updateFirmVersioned(tx, before.id, expected, { active: input.active });
    if (!updated) throw httpErrors.VERSION_CONFLICT();
    const ended = input.active ? 0 : await endFirmSessions(tx, before.id);
    await recordAdminAction(tx, {
      ...actor,
      action: input.active ? 'FIRM_REACTIVATED' : 'FIRM_DEACTIVATED',
      targetType: 'FIRM',
      targetId: before.id,
      targetLabel: firmLabel(before),
      before: { active: before.active },
      after: input.active ? { active: true } : { active: false, endedSessions: ended },
    });
    return updated;
  });
  return detailOf(deps, firm);
}

/**
 * The firm's administrator, made by the provider: the login and name are the provider's choice, the
 * password is the admin's own, chosen through a set-password link mailed with the login. Until then the
 * stored hash is of a random secret nobody knows.
 */
export async function createFirmAdmin({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { firmUid: string; login: string; displayName: string; email: string };
}): Promise<FirmEmployee> {
  const firm = await existingFirm(deps, input.firmUid);
  if (!firm.active) throw adminFirmsErrors.FIRM_INACTIVE();
  const login = input.login.trim();
  if (await findEmployeeByLogin(deps.db, login)) throw adminFirmsErrors.LOGIN_TAKEN({ field: 'login' });
  const passwordHash = await hashPassword(crypto.randomUUID() + crypto.randomUUID());
  const provider = await readProvider(deps.db);
  try {
    return await withTransaction(deps.db, async (tx) => {
      const employee = await insertFirmEmployee(tx, {
        firmId: firm.id,
        login,
        displayName: input.displayName.trim(),
        email: input.email.trim(),
        role: 'ADMIN',
        passwordHash,
      });
      const link = await issueSetPasswordLink(tx, {
        employeeId: employee.id,
        now: deps.clock.now(),
        publicUrl: deps.config.publicUrl,
      });
      await recordAdminAction(tx, {
        ...actor,
        action: 'FIRM_ADMIN_CREATED',
        targetType: 'EMPLOYEE',
        targetId: employee.id,
        targetLabel: `${employee.displayName} (${employee.login}), ${firmLabel(firm)}`,
        before: null,
        after: { login, role: 'ADMIN', firm: firm.code, email: employee.email },
      });
      const mail = firstAdminMail({
        to: input.email.trim(),
        displayName: employee.displayName,
        login,
        firmName: firm.name,
        providerName: provider?.name ?? 'Montör',
        link,
      });
      await deps.mail.queue(mail, tx);
      return toFirmEmployee(employee);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'employees_login_unique'))
      throw adminFirmsErrors.LOGIN_TAKEN({ field: 'login' });
    throw error;
  }
}
