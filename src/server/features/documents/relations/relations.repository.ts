import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { aliasedTable, and, asc, eq, inArray, or, sum } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { employees } from '../../employees';
import { firms } from '../../firms';
import { documents } from '../engine/engine.table';
import { documentRelations } from './relations.table';

export type SourceRow = Pick<
  typeof documents.$inferSelect,
  'id' | 'docType' | 'number' | 'header' | 'items' | 'readState' | 'completed'
>;

/** The firm's not-deleted documents of `docType` among `ids`, in no particular order. */
export async function findSources(
  db: Db,
  firmId: string,
  docType: DocumentType,
  ids: readonly string[],
): Promise<SourceRow[]> {
  return db
    .select({
      id: documents.id,
      docType: documents.docType,
      number: documents.number,
      header: documents.header,
      items: documents.items,
      readState: documents.readState,
      completed: documents.completed,
    })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, docType),
        eq(documents.deleted, false),
        inArray(documents.id, [...ids]),
      ),
    );
}

/** How many of `refs` are the firm's documents of the stated kind (deleted or not). */
export async function countFirmDocuments(
  db: Db,
  firmId: string,
  refs: ReadonlyArray<{ docUid: string; docType: DocumentType }>,
): Promise<number> {
  const rows = await db
    .select({ id: documents.id, docType: documents.docType })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        inArray(
          documents.id,
          refs.map((r) => r.docUid),
        ),
      ),
    );
  const types = new Map(rows.map((r) => [r.id, r.docType]));
  return new Set(refs.filter((r) => types.get(r.docUid) === r.docType).map((r) => r.docUid)).size;
}

export async function firmPaymentDelayDays(db: Db, firmId: string): Promise<number> {
  const [row] = await db.select({ days: firms.paymentDelayDays }).from(firms).where(eq(firms.id, firmId));
  return row?.days ?? 30;
}

export async function insertRelations(
  db: Db,
  rows: ReadonlyArray<{ firmId: string; sourceId: string; targetId: string; employeeId: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(documentRelations)
    .values([...rows])
    .onConflictDoNothing();
}

/**
 * Locks the source row for the rest of the transaction, so two partial invoices made at once cannot
 * both take what is left (the second waits and then sees the first).
 */
export async function lockSource(db: Db, firmId: string, id: string): Promise<void> {
  await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, id)))
    .for('update');
}

/**
 * What the not-deleted documents of `targetType` made from `sourceId` ask to be paid, öre including VAT:
 * drafts count too, or two drafts could each take the whole remainder.
 */
export async function invoicedFromSource(
  db: Db,
  firmId: string,
  sourceId: string,
  targetType: DocumentType,
): Promise<number> {
  const [row] = await db
    .select({ total: sum(documents.totalPayableOre).mapWith(Number) })
    .from(documentRelations)
    .innerJoin(documents, eq(documents.id, documentRelations.targetId))
    .where(
      and(
        eq(documentRelations.firmId, firmId),
        eq(documentRelations.sourceId, sourceId),
        eq(documents.firmId, firmId),
        eq(documents.docType, targetType),
        eq(documents.deleted, false),
      ),
    );
  return row?.total ?? 0;
}

/** A provider follow-up that went into one of the firm's documents is USED (api-spec §4 read states). */
export async function markUsed(db: Db, firmId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(documents)
    .set({ readState: 'USED' })
    .where(and(eq(documents.firmId, firmId), inArray(documents.id, [...ids])));
}

const linkEmployee = aliasedTable(employees, 'link_employee');

/** The other end of every link of `docId`, the firm's not-deleted documents only, oldest link first. */
export async function findRelated(db: Db, firmId: string, docId: string, direction: 'SOURCES' | 'TARGETS') {
  const [mine, other] =
    direction === 'SOURCES'
      ? [documentRelations.targetId, documentRelations.sourceId]
      : [documentRelations.sourceId, documentRelations.targetId];
  return db
    .select({
      docUid: documents.id,
      docType: documents.docType,
      number: documents.number,
      mark: documents.mark,
      title: documents.title,
      object: documents.object,
      docDate: documents.docDate,
      employee: linkEmployee.displayName,
    })
    .from(documentRelations)
    .innerJoin(documents, eq(documents.id, other))
    .leftJoin(linkEmployee, eq(linkEmployee.id, documentRelations.employeeId))
    .where(
      and(
        eq(documentRelations.firmId, firmId),
        eq(mine, docId),
        eq(documents.firmId, firmId),
        eq(documents.deleted, false),
      ),
    )
    .orderBy(asc(documentRelations.createdAt), asc(documents.docDate));
}

/** Removes the links between `docId` and each of `otherIds`, whichever way they point. */
export async function deleteLinks(
  db: Db,
  firmId: string,
  docId: string,
  otherIds: readonly string[],
): Promise<number> {
  const others = [...otherIds];
  const removed = await db
    .delete(documentRelations)
    .where(
      and(
        eq(documentRelations.firmId, firmId),
        or(
          and(eq(documentRelations.sourceId, docId), inArray(documentRelations.targetId, others)),
          and(eq(documentRelations.targetId, docId), inArray(documentRelations.sourceId, others)),
        ),
      ),
    )
    .returning({ id: documentRelations.id });
  return removed.length;
}
