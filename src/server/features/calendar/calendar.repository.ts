import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { clients } from '../clients';
import { documents } from '../documents';
import { employees } from '../employees';

/**
 * The firm's work orders planned to touch the days `from`–`to` (dates): started by `to` and not ended
 * before `from`. Planned times are ISO text, so their first ten characters compare as dates.
 */
export function findPlannedWorkOrders(db: Db, firmId: string, from: string, to: string) {
  const start = sql<string>`${documents.header} ->> 'plannedStartDate'`;
  const end = sql<string | null>`${documents.header} ->> 'plannedEndDate'`;
  return db
    .select({
      docUid: documents.id,
      number: documents.number,
      title: documents.title,
      mark: documents.mark,
      object: documents.object,
      completed: documents.completed,
      employeeId: documents.employeeId,
      plannedStartDate: start,
      plannedEndDate: end,
      assigneeUids: sql<string[] | null>`${documents.header} -> 'assigneeUids'`,
      client: clients.name,
    })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, 'WORK_ORDER'),
        eq(documents.deleted, false),
        sql`left(${start}, 10) <= ${to}`,
        sql`left(coalesce(nullif(${end}, ''), ${start}), 10) >= ${from}`,
      ),
    )
    .orderBy(asc(start))
    .limit(2000);
}

/** The firm's active employees, for the week view's rows. */
export function findFirmEmployees(db: Db, firmId: string) {
  return db
    .select({ uid: employees.id, caption: employees.displayName })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.active, true)))
    .orderBy(asc(employees.displayName));
}
