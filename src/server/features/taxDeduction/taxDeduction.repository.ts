import type { DocumentItemData } from '@shared/api/documents';
import type { RotPeriod } from '@shared/domain/rot/rot-periods';
import type { TaxDeductionState } from '@shared/domain/rot/work-types';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { documents, taxDeductionPeriods } from '../documents';
import {
  taxDeductionDecisions,
  taxDeductionRequestInvoices,
  taxDeductionRequests,
} from './taxDeduction.table';

/** The lines of the firm's documents among `ids`: the file's price for the work is computed from them. */
export async function findInvoiceItems(
  db: Db,
  firmId: string,
  ids: readonly string[],
): Promise<Map<string, DocumentItemData[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, items: documents.items })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), inArray(documents.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.items]));
}

/**
 * The newest file the invoice went in (a file may be made again after a state was moved back), with
 * what it asked for the invoice.
 */
export async function findInvoiceRequest(db: Db, firmId: string, documentId: string) {
  const [row] = await db
    .select({
      uid: taxDeductionRequests.id,
      name: taxDeductionRequests.name,
      createdAt: taxDeductionRequests.createdAt,
      requestedOre: taxDeductionRequestInvoices.requestedOre,
    })
    .from(taxDeductionRequestInvoices)
    .innerJoin(taxDeductionRequests, eq(taxDeductionRequests.id, taxDeductionRequestInvoices.requestId))
    .where(
      and(eq(taxDeductionRequests.firmId, firmId), eq(taxDeductionRequestInvoices.documentId, documentId)),
    )
    .orderBy(desc(taxDeductionRequests.createdAt))
    .limit(1);
  return row ?? null;
}

const remainderInvoices = alias(documents, 'remainder_invoices');

/** Skatteverket's decision on the invoice (registered by the decision use case), with its remainder invoice. */
export async function findInvoiceDecision(db: Db, firmId: string, documentId: string) {
  const [row] = await db
    .select({
      decidedOn: taxDeductionDecisions.decidedOn,
      approvedOre: taxDeductionDecisions.approvedOre,
      remainderUid: remainderInvoices.id,
      remainderNumber: remainderInvoices.number,
    })
    .from(taxDeductionDecisions)
    .leftJoin(remainderInvoices, eq(remainderInvoices.id, taxDeductionDecisions.remainderInvoiceId))
    .where(and(eq(taxDeductionDecisions.firmId, firmId), eq(taxDeductionDecisions.documentId, documentId)))
    .limit(1);
  return row ?? null;
}

/**
 * Moves the invoices from PAID_BY_CLIENT to XML_SENT. The state is part of the condition, so an invoice
 * another call moved meanwhile is not counted: the caller compares the count and refuses.
 */
export async function markXmlSent(db: Db, firmId: string, ids: readonly string[]): Promise<number> {
  const moved = await db
    .update(documents)
    .set({ taxDeductionState: 'XML_SENT' satisfies TaxDeductionState })
    .where(
      and(
        eq(documents.firmId, firmId),
        inArray(documents.id, [...ids]),
        eq(documents.taxDeductionState, 'PAID_BY_CLIENT' satisfies TaxDeductionState),
      ),
    )
    .returning({ id: documents.id });
  return moved.length;
}

/** The dated ROT table (decision 0038): a heat pump's labour share in the file is the period's. */
export async function findRotPeriods(db: Db): Promise<RotPeriod[]> {
  return db.select().from(taxDeductionPeriods).orderBy(asc(taxDeductionPeriods.validFrom));
}
