import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { employees } from './employees.table';

export type EmployeeRow = typeof employees.$inferSelect;

/** Login is the one look-up that is not firm-scoped: the login form names no firm. */
export async function findEmployeeByLogin(db: Db, login: string): Promise<EmployeeRow | null> {
  const rows = await db
    .select()
    .from(employees)
    .where(sql`lower(${employees.login}) = lower(${login})`)
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
