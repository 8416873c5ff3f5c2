import { documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { documents } from '../engine/engine.table';

/** The balance columns of one invoice row (decision 0032). */
export interface BalanceRow {
  id: string;
  completed: boolean;
  docDate: string;
  totalPayableOre: number;
  paidOre: number;
  creditedOre: number;
  paidDate: string | null;
  lastPaymentDate: string | null;
}

export interface BalanceChange {
  paymentStatus: 'UNPAID' | 'PARTIALLY_PAID' | 'PAID' | null;
  creditedOre: number;
  paidDate: string | null;
}

const payableTypes = documentTypes.filter(kindTakesPayments);
const creditTypes = documentTypes.filter((t) => documentKinds[t].credits);
const inList = (types: readonly string[]) =>
  sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );

/** The firm's invoice of a kind that takes payments, locked for the rest of the transaction; null if none. */
export async function lockPayableInvoice(
  tx: Db,
  firmId: string,
  documentId: string,
): Promise<BalanceRow | null> {
  const [row] = await tx
    .select({
      id: documents.id,
      completed: documents.completed,
      docDate: documents.docDate,
      totalPayableOre: documents.totalPayableOre,
      paidOre: documents.paidOre,
      creditedOre: documents.creditedOre,
      paidDate: documents.paidDate,
      lastPaymentDate: documents.lastPaymentDate,
    })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.id, documentId),
        inArray(documents.docType, payableTypes),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function writeBalance(tx: Db, firmId: string, documentId: string, change: BalanceChange) {
  await tx
    .update(documents)
    .set(change)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, documentId)));
}

/**
 * Recomputes every completed invoice's status, paid date and credited sum of the firm from its stored
 * payments sum and its completed credit invoices, in one statement: for documents written outside the
 * completion path (the demo seed). Payments are the payments feature's; a seed has none, so the stored
 * `paid_ore` is kept as it is.
 */
export async function refreshFirmBalances(db: Db, firmId: string): Promise<void> {
  await db.execute(sql`
    update documents d set
      credited_ore = c.credited,
      payment_status = case
        when greatest(0, d.total_payable_ore - c.credited) - d.paid_ore <= 0 then 'PAID'
        when greatest(0, d.total_payable_ore - c.credited) - d.paid_ore = d.total_payable_ore then 'UNPAID'
        else 'PARTIALLY_PAID' end,
      paid_date = case
        when greatest(0, d.total_payable_ore - c.credited) - d.paid_ore <= 0
          then coalesce(d.paid_date, d.last_payment_date, d.doc_date)
        else null end
    from (
      select i.id, coalesce(sum(abs(k.total_payable_ore)) filter (where k.id is not null), 0) as credited
      from documents i
      left join documents k on k.firm_id = i.firm_id and k.completed and k.doc_type in (${inList(creditTypes)})
        and k.header->>'creditedInvoiceUid' = i.id::text
      where i.firm_id = ${firmId} and i.doc_type in (${inList(payableTypes)}) and i.completed
      group by i.id
    ) c
    where d.id = c.id`);
}
