import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { takesPayments } from '@shared/domain/payments/payable-kinds';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AUTHORITY_PAYMENT_SOURCE, documents } from '../documents';
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
  /** What credit invoices took off it, positive (decision 0032's stored `credited_ore`). */
  creditedOre: number;
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
      creditedOre: documents.creditedOre,
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

/** Removes one payment of the invoice; false when the id is not this invoice's (another firm's). */
export async function deletePaymentRow(
  db: Db,
  firmId: string,
  documentId: string,
  paymentId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(payments)
    .where(
      and(
        eq(payments.firmId, firmId),
        eq(payments.documentId, documentId),
        eq(payments.id, paymentId),
        ne(payments.source, AUTHORITY_PAYMENT_SOURCE),
      ),
    )
    .returning({ id: payments.id });
  return deleted.length > 0;
}

/**
 * The client's payments only: Skatteverket's ROT payment is part of its decision (decision 0039) and goes
 * with it, never with "Ångra alla".
 */
export async function deleteAllPayments(db: Db, firmId: string, documentId: string): Promise<void> {
  await db
    .delete(payments)
    .where(
      and(
        eq(payments.firmId, firmId),
        eq(payments.documentId, documentId),
        ne(payments.source, AUTHORITY_PAYMENT_SOURCE),
      ),
    );
}

/**
 * The firm's documents among `ids` (not deleted) with whether they are owed now (a completed document of
 * a kind that takes payments, `takesPayments`) and what they still owe (the stored balance, decision 0032).
 */
export async function findOwedDocuments(db: Db, firmId: string, ids: readonly string[]) {
  const rows = await db
    .select({
      id: documents.id,
      docType: documents.docType,
      number: documents.number,
      docDate: documents.docDate,
      completed: documents.completed,
      remainingOre: sql<number>`greatest(0, ${documents.totalPayableOre} - abs(${documents.creditedOre}) - ${documents.paidOre})::float8`,
    })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), inArray(documents.id, [...ids]), eq(documents.deleted, false)));
  return rows.map((r) => ({ ...r, owed: takesPayments(r), remainingOre: Number(r.remainingOre) }));
}
