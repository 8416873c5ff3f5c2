import { type DocumentType, documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { paymentBalance } from '@shared/domain/payments/balance';
import { takesPayments } from '@shared/domain/payments/payable-kinds';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database';
import { AUTHORITY_PAYMENT_SOURCE, refreshTaxDeductionState } from '../../documents';

/*
 * The stored balance of decision 0032: `documents.payment_status`, `paid_ore`, `last_payment_date` and
 * `paid_date` follow the payments rows and the stored `credited_ore` through `paymentBalance`, the same
 * rule every answer reads. Set-based (four statements for any number of invoices), so a bank file of
 * 10 000 payments refreshes its invoices as fast as one payment does. Values travel as arrays.
 */

const param = (values: readonly unknown[], type: string) => sql`${sql.param([...values])}::${sql.raw(type)}`;

/** The kinds whose completed documents credit another (`header.creditedInvoiceUid`). */
const creditingTypes = documentTypes.filter((type) => documentKinds[type].credits);

interface BalanceDocument {
  id: string;
  docType: DocumentType;
  completed: boolean;
  totalPayableOre: string | number;
  creditedOre: string | number;
}

export interface StoredBalance {
  documentId: string;
  status: 'UNPAID' | 'PARTIALLY_PAID' | 'PAID' | null;
  paidOre: number;
  remainingOre: number;
  overpaidOre: number;
  lastPaymentDate: string | null;
  paidDate: string | null;
}

/**
 * Recomputes and stores the balance of the firm's documents, locking their rows first (`for update`,
 * in id order so two writers never deadlock). Call it inside the transaction of the write that changed
 * the payments or the credit. Answers the new balances; another firm's ids are skipped.
 */
export async function refreshPaymentBalances(args: {
  tx: Db;
  firmId: string;
  documentIds: readonly string[];
}): Promise<Map<string, StoredBalance>> {
  const { tx, firmId } = args;
  const ids = [...new Set(args.documentIds)].sort();
  const result = new Map<string, StoredBalance>();
  if (ids.length === 0) return result;
  const docs = await queryRows<BalanceDocument>(
    tx,
    sql`select id, doc_type as "docType", completed, total_payable_ore as "totalPayableOre",
          credited_ore as "creditedOre"
        from documents where firm_id = ${firmId} and id = any(${param(ids, 'uuid[]')})
        order by id for update`,
  );
  if (docs.length === 0) return result;
  const docIds = docs.map((d) => d.id);
  const [paymentRows, creditRows] = await Promise.all([
    // Skatteverket's payment settles the ROT part, which the payable sum has already taken off: it is
    // not the client's money (decision 0039).
    queryRows<{ documentId: string; paymentDate: string; amountOre: string | number }>(
      tx,
      sql`select document_id as "documentId", payment_date::text as "paymentDate", amount_ore as "amountOre"
          from payments where firm_id = ${firmId} and document_id = any(${param(docIds, 'uuid[]')})
            and source <> ${AUTHORITY_PAYMENT_SOURCE}
          order by created_at, id`,
    ),
    creditDates(tx, firmId, docs),
  ]);
  const paymentsOf = new Map<string, { paymentDate: string; amountOre: number }[]>();
  for (const row of paymentRows) {
    const list = paymentsOf.get(row.documentId) ?? [];
    list.push({ paymentDate: row.paymentDate, amountOre: Number(row.amountOre) });
    paymentsOf.set(row.documentId, list);
  }
  for (const doc of docs) {
    const payments = paymentsOf.get(doc.id) ?? [];
    const balance = paymentBalance({
      totalOre: Number(doc.totalPayableOre),
      creditedOre: Number(doc.creditedOre),
      creditDate: creditRows.get(doc.id) ?? null,
      payments,
    });
    const owed = takesPayments(doc);
    result.set(doc.id, {
      documentId: doc.id,
      ...balance,
      // Drafts and kinds that take no payments keep a null status (decision 0032).
      status: owed ? balance.status : null,
      paidDate: owed ? balance.paidDate : null,
    });
  }
  await storeBalances(tx, [...result.values()]);
  await refreshTaxDeductionState(tx, firmId, docIds);
  return result;
}

/** Locks the firm's documents in id order (the order every writer uses, so two never deadlock). */
export async function lockDocuments(tx: Db, firmId: string, documentIds: readonly string[]): Promise<void> {
  const ids = [...new Set(documentIds)].sort();
  if (ids.length === 0) return;
  await tx.execute(
    sql`select id from documents where firm_id = ${firmId} and id = any(${param(ids, 'uuid[]')})
        order by id for update`,
  );
}

/** One document's balance: the payments feature's entry for every single-invoice write. */
export async function refreshPaymentBalance(args: {
  tx: Db;
  firmId: string;
  documentId: string;
}): Promise<StoredBalance | null> {
  const balances = await refreshPaymentBalances({ ...args, documentIds: [args.documentId] });
  return balances.get(args.documentId) ?? null;
}

/** The latest completed credit invoice's date per credited document; only asked for credited ones. */
async function creditDates(
  tx: Db,
  firmId: string,
  docs: readonly BalanceDocument[],
): Promise<Map<string, string>> {
  const credited = docs.filter((d) => Number(d.creditedOre) !== 0).map((d) => d.id);
  if (credited.length === 0 || creditingTypes.length === 0) return new Map();
  const rows = await queryRows<{ documentId: string; creditDate: string }>(
    tx,
    sql`select header ->> 'creditedInvoiceUid' as "documentId", max(doc_date)::text as "creditDate"
        from documents
        where firm_id = ${firmId} and doc_type = any(${param(creditingTypes, 'text[]')})
          and completed
          and header ->> 'creditedInvoiceUid' = any(${param(credited, 'text[]')})
        group by 1`,
  );
  return new Map(rows.map((r) => [r.documentId, r.creditDate]));
}

async function storeBalances(tx: Db, balances: readonly StoredBalance[]): Promise<void> {
  const col = <K extends keyof StoredBalance>(key: K, type: string): SQL =>
    param(
      balances.map((b) => b[key]),
      type,
    );
  await tx.execute(
    sql`update documents d set payment_status = v.status, paid_ore = v.paid, last_payment_date = v.last,
          paid_date = v.paid_date
        from unnest(${col('documentId', 'uuid[]')}, ${col('status', 'text[]')}, ${col('paidOre', 'bigint[]')},
          ${col('lastPaymentDate', 'date[]')}, ${col('paidDate', 'date[]')}) as v(id, status, paid, last, paid_date)
        where d.id = v.id`,
  );
}

export interface NewPayment {
  documentId: string;
  /** ISO date (YYYY-MM-DD). */
  paymentDate: string;
  amountOre: number;
  /** MANUAL (a person), BGMAX (the bank file), CASH (a cash invoice paid at once). */
  source: string;
  bankPaymentId?: string | null;
  employeeId?: string | null;
}

/**
 * Registers payments inside the caller's transaction and refreshes their invoices' balance: the entry
 * for other features (the bank import, the cash invoice's completion). The caller has decided the
 * payments are allowed (`takesPayments`, `validatePayment`); one insert for any number of them.
 */
export async function addPayments(args: {
  tx: Db;
  firmId: string;
  payments: readonly NewPayment[];
}): Promise<Map<string, StoredBalance>> {
  const { tx, firmId, payments } = args;
  if (payments.length === 0) return new Map();
  // Locked before the insert: the insert's foreign key takes a share lock, and two writers each holding
  // one while waiting for the update lock would deadlock.
  await lockDocuments(
    tx,
    firmId,
    payments.map((p) => p.documentId),
  );
  const col = (values: readonly unknown[], type: string) => param(values, type);
  await tx.execute(
    sql`insert into payments (firm_id, document_id, payment_date, amount_ore, payment_type, source,
          bank_payment_id, employee_id)
        select ${firmId}, v.document_id, v.payment_date, v.amount_ore, 'INVOICE', v.source, v.bank_payment_id,
          v.employee_id
        from unnest(${col(
          payments.map((p) => p.documentId),
          'uuid[]',
        )}, ${col(
          payments.map((p) => p.paymentDate),
          'date[]',
        )}, ${col(
          payments.map((p) => p.amountOre),
          'bigint[]',
        )}, ${col(
          payments.map((p) => p.source),
          'text[]',
        )}, ${col(
          payments.map((p) => p.bankPaymentId ?? null),
          'uuid[]',
        )}, ${col(
          payments.map((p) => p.employeeId ?? null),
          'uuid[]',
        )}) as v(document_id, payment_date, amount_ore, source, bank_payment_id, employee_id)`,
  );
  return refreshPaymentBalances({ tx, firmId, documentIds: payments.map((p) => p.documentId) });
}

/** One payment (`addPayments` for a single invoice), answering the invoice's new balance. */
export async function addPayment(
  args: { tx: Db; firmId: string } & NewPayment,
): Promise<StoredBalance | null> {
  const { tx, firmId, ...payment } = args;
  const balances = await addPayments({ tx, firmId, payments: [payment] });
  return balances.get(payment.documentId) ?? null;
}
