import type { FirmDetail, FirmListItem, FirmSettings } from '@shared/api/adminFirms.api';
import { normalizeOrganisationNumber } from '@shared/domain/validators';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/http/validation';
import { type AdminActor, changedFields, recordAdminAction } from '../auditLog';
import { endFirmSessions } from '../auth';
import { adminFirmsErrors } from './adminFirms.errors';
import {
  approveCustomerApplicationRow,
  type FirmRecord,
  type FirmValues,
  findCustomerApplicationRow,
  findFirmRecord,
  findProviderId,
  insertFirm,
  listFirmEmployees,
  listFirms,
  listWarehouses,
  updateFirmVersioned,
} from './adminFirms.repository';
import { firmLabel, toFirmEmployee } from './staff/staff.usecases';

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
    customerDiscountBp: firm.customerDiscountBp,
    mandatoryMark: firm.mandatoryMark,
    mandatoryObject: firm.mandatoryObject,
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
    customerDiscountBp: settings.customerDiscountBp,
    mandatoryMark: settings.mandatoryMark,
    mandatoryObject: settings.mandatoryObject,
  };
}

export async function detailOf(deps: AppDeps, firm: FirmRecord): Promise<FirmDetail> {
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

export function refuseTakenCode(error: unknown): never {
  if (isUniqueViolation(error, 'firms_code_unique')) {
    throw adminFirmsErrors.CODE_TAKEN({ field: 'settings.code' });
  }
  throw error;
}

/** Inserts the firm and its FIRM_CREATED entry inside the caller's transaction. */
export async function openFirm(
  tx: Db,
  args: { actor: AdminActor; providerId: string; settings: FirmSettings },
): Promise<FirmRecord> {
  const created = await insertFirm(tx, { ...valuesOf(args.settings), providerId: args.providerId });
  await recordAdminAction(tx, {
    ...args.actor,
    action: 'FIRM_CREATED',
    targetType: 'FIRM',
    targetId: created.id,
    targetLabel: firmLabel(created),
    before: null,
    after: settingsOf(created),
  });
  return created;
}

/** Checks what a new firm's settings point to before its transaction opens. */
export async function assertNewFirmPossible(deps: AppDeps, settings: FirmSettings): Promise<string> {
  const providerId = await findProviderId(deps.db);
  if (!providerId) throw adminFirmsErrors.NO_PROVIDER();
  await assertWarehouse(deps, settings.defaultWarehouseUid);
  return providerId;
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
  const providerId = await assertNewFirmPossible(deps, input.settings);
  const application = input.applicationUid
    ? await findCustomerApplicationRow(deps.db, input.applicationUid)
    : null;
  if (input.applicationUid && !application) throw adminFirmsErrors.APPLICATION_NOT_FOUND();
  if (application && application.status !== 'PENDING') throw adminFirmsErrors.APPLICATION_DECIDED();
  try {
    const firm = await withTransaction(deps.db, async (tx) => {
      const created = await openFirm(tx, { actor, providerId, settings: input.settings });
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
