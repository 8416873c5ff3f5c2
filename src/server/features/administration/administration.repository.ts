import type { RequestStatus } from '@shared/api/administration.api';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { employees } from '../employees';
import { firms } from '../firms';
import { customerApplications, registrationRequests } from '../forms';
import { warehouses } from '../provider';

const statusWhere = <C extends typeof registrationRequests.status | typeof customerApplications.status>(
  column: C,
  status: RequestStatus | 'ALL',
) => (status === 'ALL' ? undefined : eq(column, status));

/** Pending first-come-first-served; decided ones newest first. */
export async function listRegistrationRequests(db: Db, status: RequestStatus | 'ALL') {
  return db
    .select({
      request: registrationRequests,
      firm: { uid: firms.id, code: firms.code, name: firms.name, active: firms.active },
      loginTaken: sql<boolean>`exists (select 1 from ${employees} e where lower(e.login) = lower(${registrationRequests.login}))`,
    })
    .from(registrationRequests)
    .leftJoin(firms, eq(firms.code, registrationRequests.customerCode))
    .where(statusWhere(registrationRequests.status, status))
    .orderBy(
      sql`${registrationRequests.status} <> 'PENDING'`,
      sql`case when ${registrationRequests.status} = 'PENDING' then ${registrationRequests.createdAt} end asc`,
      desc(registrationRequests.createdAt),
    )
    .limit(200);
}

export async function findRegistrationRequest(db: Db, id: string) {
  const [row] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, id)).limit(1);
  return row ?? null;
}

/** Decides a pending request; null when another admin decided it first (the row is no longer PENDING). */
export async function decideRegistrationRequest(
  db: Db,
  id: string,
  decision: { status: 'APPROVED' | 'REJECTED'; note: string | null; at: Date },
) {
  const [row] = await db
    .update(registrationRequests)
    .set({ status: decision.status, decisionNote: decision.note, decidedAt: decision.at })
    .where(and(eq(registrationRequests.id, id), eq(registrationRequests.status, 'PENDING')))
    .returning({ id: registrationRequests.id });
  return row ?? null;
}

export async function listCustomerApplications(db: Db, status: RequestStatus | 'ALL') {
  return db
    .select({ application: customerApplications, warehouseName: warehouses.name })
    .from(customerApplications)
    .leftJoin(warehouses, eq(warehouses.code, customerApplications.warehouseCode))
    .where(statusWhere(customerApplications.status, status))
    .orderBy(
      sql`${customerApplications.status} <> 'PENDING'`,
      sql`case when ${customerApplications.status} = 'PENDING' then ${customerApplications.createdAt} end asc`,
      desc(customerApplications.createdAt),
    )
    .limit(200);
}

export async function findCustomerApplication(db: Db, id: string) {
  const [row] = await db.select().from(customerApplications).where(eq(customerApplications.id, id)).limit(1);
  return row ?? null;
}

export async function rejectCustomerApplicationRow(db: Db, id: string, note: string, at: Date) {
  const [row] = await db
    .update(customerApplications)
    .set({ status: 'REJECTED', decisionNote: note, decidedAt: at })
    .where(and(eq(customerApplications.id, id), eq(customerApplications.status, 'PENDING')))
    .returning({ id: customerApplications.id });
  return row ?? null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchFirms(db: Db, search: string | undefined) {
  const pattern = search?.trim() ? `%${escapeLike(search.trim())}%` : null;
  return db
    .select({ uid: firms.id, code: firms.code, name: firms.name, active: firms.active })
    .from(firms)
    .where(pattern ? or(ilike(firms.code, pattern), ilike(firms.name, pattern)) : undefined)
    .orderBy(asc(firms.code))
    .limit(50);
}

export async function findFirmRef(db: Db, id: string) {
  const [row] = await db
    .select({ uid: firms.id, code: firms.code, name: firms.name, active: firms.active })
    .from(firms)
    .where(eq(firms.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertApprovedEmployee(db: Db, values: typeof employees.$inferInsert) {
  const [row] = await db.insert(employees).values(values).returning({ id: employees.id });
  return row!.id;
}
