import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { employees } from '../employees';
import { vvsGuidenRegistrations } from './vvsGuiden.table';

export type RegistrationRow = typeof vvsGuidenRegistrations.$inferSelect;

export async function findRegistration(db: Db, firmId: string): Promise<RegistrationRow | null> {
  const rows = await db
    .select()
    .from(vvsGuidenRegistrations)
    .where(eq(vvsGuidenRegistrations.firmId, firmId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertRegistration(
  db: Db,
  row: Omit<RegistrationRow, 'createdAt' | 'updatedAt' | 'pushPending'>,
): Promise<void> {
  await db.insert(vvsGuidenRegistrations).values(row);
}

export async function updateRegistration(
  db: Db,
  firmId: string,
  changes: Partial<Pick<RegistrationRow, 'login' | 'profileUrl' | 'pushPending' | 'contactEmployeeId'>>,
  now: Date,
): Promise<void> {
  await db
    .update(vvsGuidenRegistrations)
    .set({ ...changes, updatedAt: now })
    .where(eq(vvsGuidenRegistrations.firmId, firmId));
}

export async function deleteRegistration(db: Db, firmId: string): Promise<void> {
  await db.delete(vvsGuidenRegistrations).where(eq(vvsGuidenRegistrations.firmId, firmId));
}

/** The firm's active employees, by name: who may stand as the directory's contact person. */
export async function listActiveEmployees(db: Db, firmId: string) {
  return db
    .select({ id: employees.id, name: employees.displayName, email: employees.email, phone: employees.phone })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.active, true)))
    .orderBy(asc(employees.displayName));
}
