import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { employees } from '../../employees';
import { taxDeductionRequestInvoices, taxDeductionRequests } from '../taxDeduction.table';

export interface NewTaxDeductionRequest {
  firmId: string;
  name: string;
  year: number;
  xml: string;
  employeeId: string | null;
  invoices: { documentId: string; requestedOre: number }[];
}

/** The file and the invoices it claims, in the caller's transaction (the states move in the same one). */
export async function insertRequest(tx: Db, request: NewTaxDeductionRequest): Promise<string> {
  const { invoices, ...row } = request;
  const requestedOre = invoices.reduce((sum, i) => sum + i.requestedOre, 0);
  const [inserted] = await tx
    .insert(taxDeductionRequests)
    .values({ ...row, requestedOre })
    .returning({ id: taxDeductionRequests.id });
  const requestId = inserted!.id;
  await tx.insert(taxDeductionRequestInvoices).values(invoices.map((i) => ({ ...i, requestId })));
  return requestId;
}

/** How many of the firm's files already carry a made name with this prefix (the next serial). */
export async function countRequestsNamed(db: Db, firmId: string, prefix: string): Promise<number> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [row] = await db
    .select({ n: count() })
    .from(taxDeductionRequests)
    .where(and(eq(taxDeductionRequests.firmId, firmId), like(taxDeductionRequests.name, `${escaped}%`)));
  return row?.n ?? 0;
}

const invoiceCount = sql<number>`(select count(*)::int from ${taxDeductionRequestInvoices}
  where ${taxDeductionRequestInvoices.requestId} = ${taxDeductionRequests.id})`;

/** One page of the firm's files, newest first. */
export async function listRequests(db: Db, firmId: string, page: { offset: number; limit: number }) {
  const where = eq(taxDeductionRequests.firmId, firmId);
  const [total] = await db.select({ n: count() }).from(taxDeductionRequests).where(where);
  const items = await db
    .select({
      uid: taxDeductionRequests.id,
      name: taxDeductionRequests.name,
      year: taxDeductionRequests.year,
      requestedOre: taxDeductionRequests.requestedOre,
      invoiceCount,
      createdAt: taxDeductionRequests.createdAt,
      employee: employees.displayName,
    })
    .from(taxDeductionRequests)
    .leftJoin(employees, eq(employees.id, taxDeductionRequests.employeeId))
    .where(where)
    .orderBy(desc(taxDeductionRequests.createdAt), desc(taxDeductionRequests.id))
    .offset(page.offset)
    .limit(page.limit);
  return { totalCount: total?.n ?? 0, items };
}

export async function findRequestFile(db: Db, firmId: string, requestId: string) {
  const [row] = await db
    .select({ name: taxDeductionRequests.name, xml: taxDeductionRequests.xml })
    .from(taxDeductionRequests)
    .where(and(eq(taxDeductionRequests.firmId, firmId), eq(taxDeductionRequests.id, requestId)))
    .limit(1);
  return row ?? null;
}
