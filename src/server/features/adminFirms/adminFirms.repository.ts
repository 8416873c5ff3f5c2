import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { employees } from '../employees';
import { firms } from '../firms';
import { customerApplications } from '../forms';
import { providers, warehouses } from '../provider';

export type FirmRecord = typeof firms.$inferSelect;
export type FirmValues = Pick<
  typeof firms.$inferInsert,
  | 'code'
  | 'name'
  | 'organisationNumber'
  | 'accessLevel'
  | 'siteOptions'
  | 'featureFlags'
  | 'onlyAdminsCanOrder'
  | 'defaultWarehouseId'
  | 'paymentDelayDays'
  | 'customerDiscountBp'
  | 'mandatoryMark'
  | 'mandatoryObject'
>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listFirms(
  db: Db,
  query: {
    search?: string | undefined;
    active: 'ACTIVE' | 'INACTIVE' | 'ALL';
    offset: number;
    limit: number;
  },
) {
  const search = query.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : null;
  // The organisation number is stored as its 10 digits; "556677-8899" finds it too.
  const digits = search?.replace(/\D/g, '');
  const where = and(
    pattern
      ? or(
          ilike(firms.code, pattern),
          ilike(firms.name, pattern),
          digits ? ilike(firms.organisationNumber, `%${digits}%`) : undefined,
        )
      : undefined,
    query.active === 'ALL' ? undefined : eq(firms.active, query.active === 'ACTIVE'),
  );
  const [total] = await db.select({ n: count() }).from(firms).where(where);
  const rows = await db
    .select({
      uid: firms.id,
      code: firms.code,
      name: firms.name,
      organisationNumber: firms.organisationNumber,
      accessLevel: firms.accessLevel,
      active: firms.active,
      employeeCount: sql<number>`(select count(*)::int from ${employees} e where e.firm_id = ${firms.id})`,
    })
    .from(firms)
    .where(where)
    .orderBy(asc(firms.code))
    .offset(query.offset)
    .limit(query.limit);
  return { totalCount: total?.n ?? 0, rows };
}

export async function findFirmRecord(db: Db, id: string): Promise<FirmRecord | null> {
  const [row] = await db.select().from(firms).where(eq(firms.id, id)).limit(1);
  return row ?? null;
}

export async function listFirmEmployees(db: Db, firmId: string) {
  return db.select().from(employees).where(eq(employees.firmId, firmId)).orderBy(asc(employees.displayName));
}

export async function listWarehouses(db: Db) {
  return db
    .select({ uid: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(warehouses)
    .orderBy(asc(warehouses.name));
}

export async function findProviderId(db: Db): Promise<string | null> {
  const [row] = await db.select({ id: providers.id }).from(providers).limit(1);
  return row?.id ?? null;
}

export async function insertFirm(db: Db, values: FirmValues & { providerId: string }) {
  const [row] = await db.insert(firms).values(values).returning();
  return row!;
}

/** Writes only over the version the caller read, and bumps it; null when someone saved first. */
export async function updateFirmVersioned(
  db: Db,
  id: string,
  expected: { version: number; at: Date },
  values: Partial<FirmValues> & { active?: boolean },
) {
  const [row] = await db
    .update(firms)
    .set({ ...values, version: sql`${firms.version} + 1`, updatedAt: expected.at })
    .where(and(eq(firms.id, id), eq(firms.version, expected.version)))
    .returning();
  return row ?? null;
}

export async function insertFirmEmployee(db: Db, values: typeof employees.$inferInsert) {
  const [row] = await db.insert(employees).values(values).returning();
  return row!;
}

/** An employee of any firm, by id, with the firm's number and name for the log. */
export async function findEmployeeWithFirm(db: Db, id: string) {
  const [row] = await db
    .select({ employee: employees, firm: { id: firms.id, code: firms.code, name: firms.name } })
    .from(employees)
    .innerJoin(firms, eq(firms.id, employees.firmId))
    .where(eq(employees.id, id))
    .limit(1);
  return row ?? null;
}

export async function findCustomerApplicationRow(db: Db, id: string) {
  const [row] = await db.select().from(customerApplications).where(eq(customerApplications.id, id)).limit(1);
  return row ?? null;
}

/** Approves a pending application; null when it was decided meanwhile (another admin was first). */
export async function approveCustomerApplicationRow(db: Db, id: string, at: Date) {
  const [row] = await db
    .update(customerApplications)
    .set({ status: 'APPROVED', decidedAt: at })
    .where(and(eq(customerApplications.id, id), eq(customerApplications.status, 'PENDING')))
    .returning({ id: customerApplications.id });
  return row ?? null;
}
