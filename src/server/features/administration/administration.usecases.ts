import type {
  AuditEntry,
  CustomerApplication,
  RegistrationRequest,
  RequestStatus,
} from '@shared/api/administration.api';
import type { EmployeeRole } from '@shared/domain/access';
import type { CustomerTrade } from '@shared/domain/customer-application';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { isUniqueViolation } from '../../platform/http/validation';
import { type AdminActor, recordAdminAction, searchAdminActions } from '../auditLog';
import { readProvider } from '../settings';
import { administrationErrors } from './administration.errors';
import { registrationApprovedMail, requestRejectedMail } from './administration.mail';
import {
  decideRegistrationRequest,
  findCustomerApplication,
  findFirmRef,
  findRegistrationRequest,
  insertApprovedEmployee,
  listCustomerApplications,
  listRegistrationRequests,
  rejectCustomerApplicationRow,
  searchFirms,
} from './administration.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function registrationRequests({
  deps,
  status,
}: {
  deps: AppDeps;
  status: RequestStatus | 'ALL';
}): Promise<{ items: RegistrationRequest[] }> {
  const rows = await listRegistrationRequests(deps.db, status);
  return {
    items: rows.map(({ request: r, firm, loginTaken }) => ({
      uid: r.id,
      status: r.status,
      login: r.login,
      email: r.email,
      phone: r.phone,
      customerCode: r.customerCode,
      companyName: r.companyName,
      city: r.city,
      linkSuffix: r.linkSuffix,
      interests: r.interests,
      createdAt: r.createdAt.toISOString(),
      decidedAt: iso(r.decidedAt),
      decisionNote: r.decisionNote,
      firm,
      loginTaken: r.status === 'PENDING' && loginTaken,
    })),
  };
}

async function pendingRegistration(deps: AppDeps, uid: string) {
  const request = await findRegistrationRequest(deps.db, uid);
  if (!request) throw administrationErrors.REQUEST_NOT_FOUND();
  if (request.status !== 'PENDING') throw administrationErrors.ALREADY_DECIDED();
  return request;
}

/**
 * Approving a registration makes the employee the applicant asked to be: the chosen login and the password
 * they chose (kept only as its hash since they applied), in the firm the admin confirmed. The decision, the
 * audit entry and the applicant's mail are one transaction; a colleague who decided first wins (409).
 */
export async function approveRegistration({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { uid: string; firmUid: string; displayName: string; role: EmployeeRole };
}) {
  const request = await pendingRegistration(deps, input.uid);
  const firm = await findFirmRef(deps.db, input.firmUid);
  if (!firm) throw administrationErrors.FIRM_NOT_FOUND({ field: 'firmUid' });
  if (!firm.active) throw administrationErrors.FIRM_INACTIVE({ field: 'firmUid' });
  const provider = await readProvider(deps.db);
  try {
    return await withTransaction(deps.db, async (tx) => {
      const employeeUid = await insertApprovedEmployee(tx, {
        firmId: firm.uid,
        login: request.login,
        displayName: input.displayName,
        email: request.email,
        phone: request.phone,
        role: input.role,
        passwordHash: request.passwordHash,
      });
      const decided = await decideRegistrationRequest(tx, request.id, {
        status: 'APPROVED',
        note: null,
        at: deps.clock.now(),
      });
      if (!decided) throw administrationErrors.ALREADY_DECIDED();
      await recordAdminAction(tx, {
        ...actor,
        action: 'REGISTRATION_APPROVED',
        targetType: 'EMPLOYEE',
        targetId: employeeUid,
        targetLabel: `${request.login}, ${firm.code} ${firm.name}`,
        before: { status: 'PENDING' },
        after: { status: 'APPROVED', login: request.login, firm: firm.code, role: input.role },
      });
      await deps.mail.queue(
        registrationApprovedMail({
          to: request.email,
          login: request.login,
          firmName: firm.name,
          providerName: provider?.name ?? 'Montör',
          loginUrl: `${deps.config.publicUrl}/`,
        }),
        tx,
      );
      return { employeeUid };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'employees_login_unique')) throw administrationErrors.LOGIN_TAKEN();
    throw error;
  }
}

export async function rejectRegistration({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { uid: string; reason: string };
}) {
  const request = await pendingRegistration(deps, input.uid);
  const provider = await readProvider(deps.db);
  await withTransaction(deps.db, async (tx) => {
    const decided = await decideRegistrationRequest(tx, request.id, {
      status: 'REJECTED',
      note: input.reason,
      at: deps.clock.now(),
    });
    if (!decided) throw administrationErrors.ALREADY_DECIDED();
    await recordAdminAction(tx, {
      ...actor,
      action: 'REGISTRATION_REJECTED',
      targetType: 'REGISTRATION',
      targetId: request.id,
      targetLabel: `${request.login} (${request.customerCode ?? request.companyName ?? request.email})`,
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', reason: input.reason },
    });
    const what = 'inloggning till Montör';
    const mail = { to: request.email, what, reason: input.reason, providerName: provider?.name ?? 'Montör' };
    await deps.mail.queue(requestRejectedMail(mail), tx);
  });
  return { ok: true };
}

export async function customerApplications({
  deps,
  status,
}: {
  deps: AppDeps;
  status: RequestStatus | 'ALL';
}): Promise<{ items: CustomerApplication[] }> {
  const rows = await listCustomerApplications(deps.db, status);
  return {
    items: rows.map(({ application: a, warehouseName }) => ({
      uid: a.id,
      status: a.status,
      companyName: a.companyName,
      organisationNumber: a.organisationNumber,
      trade: a.trade as CustomerTrade,
      contactName: a.contactName,
      phone: a.phone,
      email: a.email,
      warehouse: { code: a.warehouseCode, name: warehouseName ?? a.warehouseCode },
      message: a.message,
      createdAt: a.createdAt.toISOString(),
      decidedAt: iso(a.decidedAt),
      decisionNote: a.decisionNote,
    })),
  };
}

export async function rejectCustomerApplication({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { uid: string; reason: string };
}) {
  const application = await findCustomerApplication(deps.db, input.uid);
  if (!application) throw administrationErrors.REQUEST_NOT_FOUND();
  const provider = await readProvider(deps.db);
  await withTransaction(deps.db, async (tx) => {
    const decided = await rejectCustomerApplicationRow(tx, application.id, input.reason, deps.clock.now());
    if (!decided) throw administrationErrors.ALREADY_DECIDED();
    await recordAdminAction(tx, {
      ...actor,
      action: 'CUSTOMER_APPLICATION_REJECTED',
      targetType: 'CUSTOMER_APPLICATION',
      targetId: application.id,
      targetLabel: `${application.companyName} (${application.organisationNumber})`,
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', reason: input.reason },
    });
    const mail = {
      to: application.email,
      what: 'att bli kund',
      reason: input.reason,
      providerName: provider?.name ?? 'Montör',
    };
    await deps.mail.queue(requestRejectedMail(mail), tx);
  });
  return { ok: true };
}

export async function firmsFound({ deps, search }: { deps: AppDeps; search?: string | undefined }) {
  return { items: await searchFirms(deps.db, search) };
}

export async function auditLog({
  deps,
  search,
  offset,
  limit,
}: {
  deps: AppDeps;
  search?: string | undefined;
  offset: number;
  limit: number;
}): Promise<{ totalCount: number; items: AuditEntry[] }> {
  const { rows, totalCount } = await searchAdminActions(deps.db, { search, offset, limit });
  return {
    totalCount,
    items: rows.map((r) => ({
      uid: r.id,
      at: r.at.toISOString(),
      adminLogin: r.adminLogin,
      adminName: r.adminName,
      action: r.action,
      targetType: r.targetType,
      targetLabel: r.targetLabel,
      before: r.before,
      after: r.after,
      ip: r.ip,
    })),
  };
}
