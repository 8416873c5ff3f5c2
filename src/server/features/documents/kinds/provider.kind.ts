import type { Document, ReadState } from '@shared/api/documents';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { httpErrors } from '../../../platform/http/errors';
import { findOnlyOwnUnixOrders, setReadState } from '../engine/engine.repository';
import { documents } from '../engine/engine.table';
import { documentViewer, type EmployeeSession } from '../view/view.mapper';
import type { KindListFilter } from './kinds.kind';

/** The provider's records (follow-ups and invoices) filter on their read state and type. */
export function providerListConditions(filter: KindListFilter): (SQL | undefined)[] {
  return [
    filter.readState ? eq(documents.readState, filter.readState) : undefined,
    filter.unixType ? eq(documents.unixType, filter.unixType) : undefined,
  ];
}

/** Opening a new or updated follow-up marks it read; used and deleted ones keep their state. */
const UNREAD: readonly ReadState[] = ['NEW', 'UPDATED'];

/**
 * A follow-up another employee ordered is "not found" for an employee who sees only the follow-ups of
 * the orders they sent (onlyOwnUnixOrders).
 */
export async function assertFollowUpVisible(
  db: Db,
  session: EmployeeSession,
  employeeId: string | null,
): Promise<void> {
  const { firmId, id } = session.employee;
  if ((await findOnlyOwnUnixOrders(db, firmId, id)) && employeeId !== id) throw httpErrors.NOT_FOUND();
}

/** The provider's purchase sum is kept from who may not see net prices (decision 0023). */
export async function shownProviderDocument(session: EmployeeSession, loaded: Document): Promise<Document> {
  return documentViewer(session).netVisible
    ? loaded
    : { ...loaded, header: { ...loaded.header, purchaseSumOre: null } };
}

/** Marks an unread provider record read, shown as `shownProviderDocument` says. */
export async function providerDocumentOpened(
  db: Db,
  session: EmployeeSession,
  loaded: Document,
): Promise<Document> {
  const document = await shownProviderDocument(session, loaded);
  if (!document.readState || !UNREAD.includes(document.readState)) return document;
  await setReadState(db, session.employee.firmId, [document.uid], 'VIEWED', UNREAD);
  return { ...document, readState: 'VIEWED' };
}
