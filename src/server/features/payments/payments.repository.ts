import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { documents } from '../documents';
import { employees } from '../employees';
import { payments } from './payments.table';

export interface PayableDocument {
  id: string;
  docType: DocumentType;
  completed: boolean;
  number: number | null;
  docDate: string;
  dueDate: string | null;
  totalPayableOre: number;
}

/** The firm's document of this kind, not in the trash; null for another firm's or kind's. */
export async function findPayableDocument(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docUid: string,
): Promise<PayableDocument | null> {
  const rows = await db
    .select({
      id: documents.id,
      docType: documents.docType,
      completed: documents.completed,
      number: documents.number,
      docDate: documents.docDate,
      dueDate: documents.dueDate,
      totalPayableOre: documents.totalPayableOre,
    })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, docType),
        eq(documents.id, docUid),
        eq(documents.deleted, false),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * What the firm's completed credit invoices took off this invoice (stored negative). A credit invoice
 * names its original in `header.creditedInvoiceUid` (the documents feature's relation mapper).
 */
export async function creditedSum(db: Db, firmId: string, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${documents.totalPayableOre}), 0)` })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, 'CREDIT_INVOICE'),
        eq(documents.completed, true),
        eq(documents.deleted, false),
        sql`${documents.header} ->> 'creditedInvoiceUid' = ${invoiceId}`,
      ),
    );
  return Number(row?.sum ?? 0);
}

export async function listPayments(db: Db, firmId: string, documentId: string) {
  return db
    .select({
      id: payments.id,
      paymentDate: payments.paymentDate,
      amountOre: payments.amountOre,
      source: payments.source,
      createdAt: payments.createdAt,
      employeeId: payments.employeeId,
      employeeName: employees.displayName,
    })
    .from(payments)
    .leftJoin(employees, eq(employees.id, payments.employeeId))
    .where(and(eq(payments.firmId, firmId), eq(payments.documentId, documentId)))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt));
}
export type PaymentRow = Awaited<ReturnType<typeof listPayments>>[number];

export async function insertPayment(
  db: Db,
  row: { firmId: string; documentId: string; paymentDate: string; amountOre: number; employeeId: string },
): Promise<void> {
  await db.insert(payments).values({ ...row, paymentType: 'INVOICE', source: 'MANUAL' });
}

/** Removes one payment of the invoice; false when the id is not this invoice's (another firm's). */
export async function deletePaymentRow(
  db: Db,
  firmId: string,
  documentId: string,
  paymentId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(payments)
    .where(and(eq(payments.firmId, firmId), eq(payments.documentId, documentId), eq(payments.id, paymentId)))
    .returning({ id: payments.id });
  return deleted.length > 0;
}

export async function deleteAllPayments(db: Db, firmId: string, documentId: string): Promise<void> {
  await db.delete(payments).where(and(eq(payments.firmId, firmId), eq(payments.documentId, documentId)));
}

/** Serialises registrations on one invoice, so two concurrent ones see each other's sum. */
export async function lockDocument(db: Db, documentId: string): Promise<void> {
  await db.execute(sql`select id from documents where id = ${documentId} for update`);
}
