import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from '../firms';
import { employees } from './employees.table';

export type EmployeeRow = typeof employees.$inferSelect;

/**
 * The one form of a typed login that the look-up, the unique index and the login throttle all use:
 * NFKC (full-width letters, ligatures and the Kelvin sign become plain ones), then lower case. Logins
 * are stored in a-z, 0-9 and `. _ @ -` (employeeMessages.loginCharacters), where SQL `lower()` and this
 * agree; the typed text is never lowered by SQL, whose case mapping depends on the server's locale
 * (`İ` → `i` under some), so a name that only SQL would fold onto a login cannot reach it or
 * escape its throttle (decision 0023).
 */
export function loginKey(login: string): string {
  return login.normalize('NFKC').trim().toLowerCase();
}

/** Login is the one look-up that is not firm-scoped: the login form names no firm. */
export async function findEmployeeByLogin(db: Db, login: string): Promise<EmployeeRow | null> {
  const rows = await db
    .select()
    .from(employees)
    .where(sql`lower(${employees.login}) = ${loginKey(login)}`)
    .limit(1);
  return rows[0] ?? null;
}

/** Password recovery accepts a login or an e-mail address; an address shared by two logins matches none. */
export async function findActiveEmployeeByLoginOrEmail(
  db: Db,
  loginOrEmail: string,
): Promise<EmployeeRow | null> {
  const byLogin = await findEmployeeByLogin(db, loginOrEmail);
  if (byLogin) return byLogin.active ? byLogin : null;
  const byEmail = await db
    .select()
    .from(employees)
    .where(and(sql`lower(${employees.email}) = lower(${loginOrEmail})`, eq(employees.active, true)))
    .limit(2);
  return byEmail.length === 1 ? byEmail[0]! : null;
}

/** Not firm-scoped: the caller holds a single-use reset token that names the employee. */
export async function findEmployeeOfResetToken(db: Db, employeeId: string): Promise<EmployeeRow | null> {
  const rows = await db.select().from(employees).where(eq(employees.id, employeeId)).limit(1);
  return rows[0] ?? null;
}

export async function findEmployee(db: Db, firmId: string, employeeId: string): Promise<EmployeeRow | null> {
  const rows = await db
    .select()
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateEmployee(
  db: Db,
  firmId: string,
  employeeId: string,
  values: Partial<Pick<EmployeeRow, 'mainMenuOpened' | 'passwordHash' | 'lastLoginAt'>>,
): Promise<void> {
  await db
    .update(employees)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)));
}

export async function countEmployees(db: Db, firmId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.active, true)));
  return Number(row?.n ?? 0);
}

export type NewEmployee = typeof employees.$inferInsert;

/** What an administrator's save writes; the login form's own columns (menu state, last login) stay. */
export type EmployeeValues = Pick<
  NewEmployee,
  | 'login'
  | 'displayName'
  | 'email'
  | 'phone'
  | 'role'
  | 'active'
  | 'defaultEmployee'
  | 'onlyOwnUnixOrders'
  | 'netPriceAndMarginHidden'
  | 'documentsOnPage'
  | 'addingDuplicateArticleType'
  | 'adaptiveItemsTableDisabled'
  | 'saveAndUseListViewSettings'
  | 'preferredCatalogueItemSortField'
  | 'interfaceSettingsData'
>;

/** Every employee of the firm: a firm has tens, so lists are searched and sorted (the Swedish way) in memory. */
export async function listFirmEmployees(db: Db, firmId: string): Promise<EmployeeRow[]> {
  return db.select().from(employees).where(eq(employees.firmId, firmId));
}

export async function insertEmployee(db: Db, values: NewEmployee): Promise<EmployeeRow> {
  const [row] = await db.insert(employees).values(values).returning();
  return row!;
}

/** Writes only over the version the caller read, and bumps it; null when it (or the firm) did not match. */
export async function updateEmployeeVersioned(
  db: Db,
  firmId: string,
  employeeId: string,
  expectedVersion: number,
  values: Partial<EmployeeValues> & { passwordHash?: string; updatedAt: Date },
): Promise<EmployeeRow | null> {
  const rows = await db
    .update(employees)
    .set({ ...values, version: sql`${employees.version} + 1` })
    .where(
      and(eq(employees.firmId, firmId), eq(employees.id, employeeId), eq(employees.version, expectedVersion)),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Serialises changes to a firm's employees: two administrators demoting each other at the same moment
 * must not both see "there is another admin" and leave the firm with none.
 */
export async function lockFirmEmployees(db: Db, firmId: string): Promise<void> {
  await db.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId)).for('update');
}

export async function countActiveAdmins(db: Db, firmId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(
      and(
        eq(employees.firmId, firmId),
        eq(employees.active, true),
        eq(employees.role, 'ADMIN'),
        ne(employees.id, exceptId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** At most one default employee per firm: choosing one clears the others. */
export async function clearDefaultEmployee(db: Db, firmId: string, exceptId: string): Promise<void> {
  await db
    .update(employees)
    .set({ defaultEmployee: false })
    .where(
      and(eq(employees.firmId, firmId), eq(employees.defaultEmployee, true), ne(employees.id, exceptId)),
    );
}
