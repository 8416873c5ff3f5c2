import {
  addingDuplicateArticleTypeLabels,
  catalogueSortFieldLabels,
  catalogueSortFields,
  documentsOnPageOptions,
  type Employee,
  type EmployeeListRow,
  employeeMessages,
  type employeeSortFields,
  type employeesApi,
  MIN_PASSWORD_LENGTH,
  type OwnEmployee,
  validateEmployeeData,
  validateOwnEmployeeData,
} from '@shared/api/employees.api';
import type { ApiMessage, ParsedParametersOf } from '@shared/api/endpoint';
import { type EmployeeRole, employeeRoles, roleLabels } from '@shared/domain/access';
import { compareSwedish } from '@shared/domain/swedish-sort';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { isUniqueViolation, validationFailed } from '../../platform/http/validation';
import { employeeErrors } from './employees.errors';
import { hashPassword, verifyPassword } from './employees.passwords';
import {
  clearDefaultEmployee,
  countActiveAdmins,
  type EmployeeRow,
  type EmployeeValues,
  findEmployee,
  findEmployeeByLogin,
  insertEmployee,
  listFirmEmployees,
  lockFirmEmployees,
  updateEmployeeVersioned,
} from './employees.repository';

type SaveInput = ParsedParametersOf<typeof employeesApi.save>;
type ListInput = ParsedParametersOf<typeof employeesApi.list>;
type OwnInput = ParsedParametersOf<typeof employeesApi.saveOwn>;

/** Who is calling: the employee and the session, so a password change can keep the caller logged in. */
interface Caller {
  deps: AppDeps;
  firmId: string;
  employeeId: string;
  sessionId: string;
}

/**
 * Ends an employee's sessions except `keepSessionId`. Sessions belong to auth, which builds on this
 * feature, so the app passes auth's function in (employeesRoutes) instead of this feature importing it.
 */
export type EndEmployeeSessions = (db: Db, employeeId: string, keepSessionId: string | null) => Promise<void>;

function toEmployee(row: EmployeeRow, callerId: string): Employee {
  return {
    uid: row.id,
    version: row.version,
    self: row.id === callerId,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    data: {
      loginName: row.login,
      role: row.role,
      active: row.active,
      defaultEmployee: row.defaultEmployee,
      onlyOwnUnixOrders: row.onlyOwnUnixOrders,
      netPriceAndMarginHidden: row.netPriceAndMarginHidden,
      ...personalData(row),
    },
  };
}

/** The column is free text (the catalogue may remember a sort it knows); the form offers only these. */
function knownSortField(value: string | null): OwnEmployee['data']['preferredCatalogueItemSortField'] {
  return catalogueSortFields.find((f) => f === value) ?? null;
}

function personalData(row: EmployeeRow) {
  return {
    displayName: row.displayName,
    email: row.email ?? '',
    phone: row.phone ?? '',
    documentsOnPage: row.documentsOnPage,
    addingDuplicateArticleType: row.addingDuplicateArticleType,
    adaptiveItemsTableDisabled: row.adaptiveItemsTableDisabled,
    saveAndUseListViewSettings: row.saveAndUseListViewSettings,
    preferredCatalogueItemSortField: knownSortField(row.preferredCatalogueItemSortField),
    interfaceSettingsData: row.interfaceSettingsData,
  };
}

/** Blank optional text is stored as null, so "has no e-mail" has one form (password recovery relies on it). */
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

function personalValues(data: OwnInput['data']) {
  return {
    displayName: data.displayName.trim(),
    email: orNull(data.email),
    phone: orNull(data.phone.replace(/\s+/g, ' ')),
    documentsOnPage: data.documentsOnPage,
    addingDuplicateArticleType: data.addingDuplicateArticleType,
    adaptiveItemsTableDisabled: data.adaptiveItemsTableDisabled,
    saveAndUseListViewSettings: data.saveAndUseListViewSettings,
    preferredCatalogueItemSortField: data.preferredCatalogueItemSortField,
    interfaceSettingsData: data.interfaceSettingsData,
  };
}

export async function getEmployee({
  deps,
  firmId,
  employeeId,
  uid,
}: Omit<Caller, 'sessionId'> & { uid: string }) {
  const row = await findEmployee(deps.db, firmId, uid);
  if (!row) throw httpErrors.NOT_FOUND();
  return toEmployee(row, employeeId);
}

const sortValue: Record<(typeof employeeSortFields)[number], (r: EmployeeRow) => string> = {
  loginName: (r) => r.login,
  displayName: (r) => r.displayName,
  role: (r) => roleLabels[r.role],
  email: (r) => r.email ?? '',
  // Active first when ascending, as people look for the active ones.
  active: (r) => (r.active ? '0' : '1'),
  lastLoginAt: (r) => r.lastLoginAt?.toISOString() ?? '',
};

export async function listEmployees({
  deps,
  firmId,
  input,
}: {
  deps: AppDeps;
  firmId: string;
  input: ListInput;
}) {
  const words = input.searchPattern.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (await listFirmEmployees(deps.db, firmId)).filter((r) => {
    if (input.active !== null && r.active !== input.active) return false;
    if (input.role !== null && r.role !== input.role) return false;
    const text = [r.login, r.displayName, r.email, r.phone].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const key = sortValue[input.sortBy];
  const sign = input.sortDesc ? -1 : 1;
  matches.sort((a, b) => sign * (compareSwedish(key(a), key(b)) || compareSwedish(a.login, b.login)));
  const items: EmployeeListRow[] = matches.slice(input.offset, input.offset + input.limit).map((r) => ({
    uid: r.id,
    loginName: r.login,
    displayName: r.displayName,
    role: r.role,
    email: r.email ?? '',
    phone: r.phone ?? '',
    active: r.active,
    defaultEmployee: r.defaultEmployee,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  }));
  return { totalCount: matches.length, items };
}

export function employeeFormConfig() {
  return {
    roles: employeeRoles.map((value) => ({ value, label: roleLabels[value] })),
    addingDuplicateArticleTypes: Object.entries(addingDuplicateArticleTypeLabels).map(([value, label]) => ({
      value: value as keyof typeof addingDuplicateArticleTypeLabels,
      label,
    })),
    catalogueSortFields: Object.entries(catalogueSortFieldLabels).map(([value, label]) => ({
      value: value as keyof typeof catalogueSortFieldLabels,
      label,
    })),
    documentsOnPageOptions: [...documentsOnPageOptions],
    minPasswordLength: MIN_PASSWORD_LENGTH,
  };
}

/**
 * The firm must keep an active ADMIN, and the administrator saving must not lock themself out: the
 * checks run under a lock on the firm so two administrators cannot demote each other at once.
 */
async function assertAdminsRemain(
  db: Db,
  firmId: string,
  callerId: string,
  before: EmployeeRow,
  role: EmployeeRole,
  active: boolean,
) {
  if (before.id === callerId && !active) throw employeeErrors.SELF_DEACTIVATE({ field: 'data.active' });
  if (before.id === callerId && before.role === 'ADMIN' && role !== 'ADMIN') {
    throw employeeErrors.SELF_DEMOTE({ field: 'data.role' });
  }
  const staysAdmin = role === 'ADMIN' && active;
  if (
    before.role === 'ADMIN' &&
    before.active &&
    !staysAdmin &&
    (await countActiveAdmins(db, firmId, before.id)) === 0
  ) {
    throw employeeErrors.LAST_ADMIN({ field: role !== 'ADMIN' ? 'data.role' : 'data.active' });
  }
}

export async function saveEmployee({
  deps,
  firmId,
  employeeId,
  sessionId,
  input,
  messages,
  endSessions,
}: Caller & {
  input: SaveInput;
  messages: ApiMessage[];
  endSessions: EndEmployeeSessions;
}): Promise<Employee> {
  const { data } = input;
  const issues = validateEmployeeData(data, { isNew: input.uid === null });
  if (issues.length > 0) throw validationFailed(issues, 'data');
  const passwordHash = data.password ? await hashPassword(data.password) : undefined;
  const now = deps.clock.now();
  const values: EmployeeValues = {
    ...personalValues(data),
    login: data.loginName.trim(),
    role: data.role,
    active: data.active,
    defaultEmployee: data.defaultEmployee,
    onlyOwnUnixOrders: data.onlyOwnUnixOrders,
    netPriceAndMarginHidden: data.netPriceAndMarginHidden,
  };
  let saved: EmployeeRow;
  try {
    saved = await withTransaction(deps.db, async (db) => {
      await lockFirmEmployees(db, firmId);
      const before = input.uid ? await findEmployee(db, firmId, input.uid) : null;
      if (input.uid && !before) throw httpErrors.NOT_FOUND();
      if (before && input.newVersion === null)
        throw httpErrors.MISSING_PARAMETER('newVersion', { field: 'newVersion' });
      if (before && before.version !== input.newVersion) throw httpErrors.VERSION_CONFLICT();
      if (before) await assertAdminsRemain(db, firmId, employeeId, before, data.role, data.active);
      // Logins are unique across firms (the login form names no firm); this look-up is deliberately unscoped.
      const holder = await findEmployeeByLogin(db, values.login);
      if (holder && holder.id !== before?.id) throw employeeErrors.LOGIN_TAKEN({ field: 'data.loginName' });
      const row = before
        ? await updateEmployeeVersioned(db, firmId, before.id, before.version, {
            ...values,
            ...(passwordHash ? { passwordHash } : {}),
            updatedAt: now,
          })
        : await insertEmployee(db, {
            ...values,
            firmId,
            passwordHash: passwordHash!,
            createdAt: now,
            updatedAt: now,
          });
      if (!row) throw httpErrors.VERSION_CONFLICT();
      if (row.defaultEmployee) await clearDefaultEmployee(db, firmId, row.id);
      // A new password or a deactivation ends the employee's sessions (the saving admin keeps this one).
      if (before && (passwordHash || !row.active)) await endSessions(db, row.id, sessionId);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'employees_login_unique'))
      throw employeeErrors.LOGIN_TAKEN({ field: 'data.loginName' });
    throw error;
  }
  if (!saved.email) {
    messages.push({
      level: 'WARNING',
      code: 'NO_EMAIL',
      text: employeeMessages.noEmail(saved.displayName),
      field: 'data.email',
    });
  }
  return toEmployee(saved, employeeId);
}

function toOwnEmployee(row: EmployeeRow): OwnEmployee {
  return { uid: row.id, version: row.version, loginName: row.login, role: row.role, data: personalData(row) };
}

export async function getOwnEmployee({ deps, firmId, employeeId }: Omit<Caller, 'sessionId'>) {
  const row = await findEmployee(deps.db, firmId, employeeId);
  if (!row) throw httpErrors.NOT_FOUND();
  return toOwnEmployee(row);
}

/** "Mina uppgifter": personal settings, and a new password when the current one is given. */
export async function saveOwnEmployee({
  deps,
  firmId,
  employeeId,
  sessionId,
  input,
  messages,
  endSessions,
}: Caller & { input: OwnInput; messages: ApiMessage[]; endSessions: EndEmployeeSessions }) {
  const issues = validateOwnEmployeeData(input);
  if (issues.length > 0) throw validationFailed(issues);
  const current = await findEmployee(deps.db, firmId, employeeId);
  if (!current) throw httpErrors.NOT_FOUND();
  let passwordHash: string | undefined;
  if (input.newPassword) {
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      throw employeeErrors.CURRENT_PASSWORD_WRONG({ field: 'currentPassword' });
    }
    passwordHash = await hashPassword(input.newPassword);
  }
  const row = await withTransaction(deps.db, async (db) => {
    const updated = await updateEmployeeVersioned(db, firmId, employeeId, input.newVersion, {
      ...personalValues(input.data),
      ...(passwordHash ? { passwordHash } : {}),
      updatedAt: deps.clock.now(),
    });
    if (!updated) throw httpErrors.VERSION_CONFLICT();
    // Other devices signed in with the old password are signed out; this one stays.
    if (passwordHash) await endSessions(db, employeeId, sessionId);
    return updated;
  });
  if (!row.email) {
    messages.push({
      level: 'WARNING',
      code: 'NO_EMAIL',
      text: employeeMessages.noEmail(row.displayName),
      field: 'data.email',
    });
  }
  return toOwnEmployee(row);
}
