import type { DocumentHeader } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { TaxDeductionState } from '@shared/domain/rot/work-types';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { claimedTypes, documentRelations, documents } from '../../documents';
import { firms } from '../../firms';
import { payments } from '../../payments';
import { taxDeductionDecisions, taxDeductionRequestInvoices } from '../taxDeduction.table';

export interface DecidedInvoice {
  id: string;
  docType: DocumentType;
  number: number | null;
  docDate: string;
  state: TaxDeductionState | null;
  header: DocumentHeader;
}

/**
 * The firm's not-deleted invoice of a claimed kind, locked for the rest of the transaction so two
 * decisions registered at once cannot both pass the state check; null for another firm's or kind's.
 */
export async function lockDecidedInvoice(tx: Db, firmId: string, id: string): Promise<DecidedInvoice | null> {
  const [row] = await tx
    .select({
      id: documents.id,
      docType: documents.docType,
      number: documents.number,
      docDate: documents.docDate,
      state: documents.taxDeductionState,
      header: documents.header,
    })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.id, id),
        eq(documents.deleted, false),
        // A decision is only ever on a kind Skatteverket is asked to pay (`taxDeduction: 'CLAIMED'`).
        inArray(documents.docType, [...claimedTypes]),
      ),
    )
    .for('update');
  return row ? { ...row, state: row.state as TaxDeductionState | null } : null;
}

/** What a file asked for the invoice (`tax_deduction_request_invoices`). */
export async function requestedInFile(tx: Db, requestId: string, documentId: string): Promise<number | null> {
  const [row] = await tx
    .select({ requestedOre: taxDeductionRequestInvoices.requestedOre })
    .from(taxDeductionRequestInvoices)
    .where(
      and(
        eq(taxDeductionRequestInvoices.requestId, requestId),
        eq(taxDeductionRequestInvoices.documentId, documentId),
      ),
    );
  return row ? Number(row.requestedOre) : null;
}

export async function hasDecision(tx: Db, firmId: string, documentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: taxDeductionDecisions.id })
    .from(taxDeductionDecisions)
    .where(and(eq(taxDeductionDecisions.firmId, firmId), eq(taxDeductionDecisions.documentId, documentId)))
    .limit(1);
  return rows.length > 0;
}

/** The payment `addPayment` just wrote from Skatteverket (it answers the balance, not the row). */
export async function latestAuthorityPaymentId(
  tx: Db,
  firmId: string,
  documentId: string,
  source: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.firmId, firmId), eq(payments.documentId, documentId), eq(payments.source, source)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function insertDecision(
  tx: Db,
  values: typeof taxDeductionDecisions.$inferInsert,
): Promise<void> {
  await tx.insert(taxDeductionDecisions).values(values);
}

export async function setTaxDeductionState(
  tx: Db,
  firmId: string,
  documentId: string,
  state: TaxDeductionState,
): Promise<void> {
  await tx
    .update(documents)
    .set({ taxDeductionState: state })
    .where(and(eq(documents.firmId, firmId), eq(documents.id, documentId)));
}

/** The link "created from" the original invoice, as every made-from document has (decision 0013). */
export async function linkRemainderInvoice(
  tx: Db,
  link: { firmId: string; sourceId: string; targetId: string; employeeId: string },
): Promise<void> {
  await tx.insert(documentRelations).values(link).onConflictDoNothing();
}

/** The firm's payment terms, for a source invoice without its own (company settings). */
export async function firmPaymentDelayDays(tx: Db, firmId: string): Promise<number> {
  const [row] = await tx.select({ days: firms.paymentDelayDays }).from(firms).where(eq(firms.id, firmId));
  return row?.days ?? 30;
}
