import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { employees } from '../../employees';
import { timeLogEntries } from '../timeLogs.table';

/** Stopped, not deleted, not yet billed TIMELOG rows of the orders, oldest first, locked for the billing. */
export async function unbilledRows(db: Db, firmId: string, workOrderIds: readonly string[]) {
  return db
    .select({ entry: timeLogEntries, employeeName: employees.displayName })
    .from(timeLogEntries)
    .leftJoin(employees, eq(employees.id, timeLogEntries.employeeId))
    .where(
      and(
        eq(timeLogEntries.firmId, firmId),
        inArray(timeLogEntries.workOrderId, [...workOrderIds]),
        eq(timeLogEntries.kind, 'TIMELOG'),
        eq(timeLogEntries.deleted, false),
        isNotNull(timeLogEntries.endedAt),
        isNull(timeLogEntries.invoiceId),
      ),
    )
    .orderBy(asc(timeLogEntries.startedAt), asc(timeLogEntries.id))
    .for('update', { of: timeLogEntries });
}

/** The rows are billed by the invoice: never offered again, and no longer edited. */
export async function markInvoiced(
  db: Db,
  firmId: string,
  ids: readonly string[],
  invoiceId: string,
  now: Date,
) {
  if (ids.length === 0) return;
  await db
    .update(timeLogEntries)
    .set({ invoiceId, updatedAt: now })
    .where(
      and(
        eq(timeLogEntries.firmId, firmId),
        inArray(timeLogEntries.id, [...ids]),
        isNull(timeLogEntries.invoiceId),
      ),
    );
}
