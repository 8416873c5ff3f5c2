import { DEFAULT_INTEREST_ON_ARREARS_BP } from '@shared/domain/company-settings';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { ReferenceRate } from '@shared/domain/payments/interest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database';
import { companySettings } from '../../company';
import { documents } from '../engine/engine.table';
import type { InterestTermsOfFirm } from './interest.rules';
import { interestInvoiceRows, referenceRates } from './interest.table';

/** Every reference rate, oldest first: the rates `lateInterest` reads (a global setting, decision 0035). */
export async function referenceRatesOf(db: Db): Promise<ReferenceRate[]> {
  const rows = await db
    .select({ from: referenceRates.validFrom, rateBp: referenceRates.rateBp })
    .from(referenceRates)
    .orderBy(asc(referenceRates.validFrom));
  return rows;
}

export async function upsertReferenceRate(db: Db, validFrom: string, rateBp: number, now: Date) {
  await db
    .insert(referenceRates)
    .values({ validFrom, rateBp, updatedAt: now })
    .onConflictDoUpdate({ target: referenceRates.validFrom, set: { rateBp, updatedAt: now } });
}

/**
 * The firm's margin over the reference rate ("referensräntan + X", company settings
 * `interestOnArrearsBp`, decision 0035); the contract's default 8 percentage points when never saved.
 */
export async function interestMarginOf(db: Db, firmId: string, fallbackBp: number): Promise<number> {
  const [row] = await queryRows<{ margin: unknown }>(
    db,
    sql`select settings -> 'interestOnArrearsBp' as margin from ${companySettings} where firm_id = ${firmId}`,
  );
  const margin = row?.margin;
  return typeof margin === 'number' && Number.isSafeInteger(margin) ? margin : fallbackBp;
}

export interface InterestDocument {
  id: string;
  completed: boolean;
  locked: boolean;
  clientId: string | null;
  docDate: string;
}

/** The firm's interest invoice (not deleted), locked for the change when `forUpdate`. */
export async function findInterestInvoice(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docUid: string,
  forUpdate = false,
): Promise<InterestDocument | null> {
  const query = db
    .select({
      id: documents.id,
      completed: documents.completed,
      locked: documents.locked,
      clientId: documents.clientId,
      docDate: documents.docDate,
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
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** A late-paid invoice with what its interest is computed from. */
export interface LatePaidInvoice {
  id: string;
  number: number | null;
  dueDate: string;
  paidDate: string;
  payableOre: number;
  creditedOre: number;
  paymentStatus: string | null;
  deleted: boolean;
}

const invoiceColumns = {
  id: documents.id,
  number: documents.number,
  dueDate: sql<string>`${documents.dueDate}`,
  paidDate: sql<string>`${documents.paidDate}`,
  payableOre: documents.totalPayableOre,
  creditedOre: documents.creditedOre,
  paymentStatus: documents.paymentStatus,
  deleted: documents.deleted,
};

/** Invoice ids already in an interest invoice that is not deleted (optionally: other than this one). */
function billedElsewhere(firmId: string, exceptInterestInvoiceId: string | null) {
  return sql`exists (select 1 from ${interestInvoiceRows} r join ${documents} billing on billing.id = r.interest_invoice_id
    where r.firm_id = ${firmId} and r.invoice_id = ${documents.id} and not billing.deleted
    ${exceptInterestInvoiceId ? sql`and r.interest_invoice_id <> ${exceptInterestInvoiceId}` : sql``})`;
}

/**
 * The client's invoices an interest invoice may bill (product-spec §5): completed, not deleted, fully
 * paid (stored status PAID), paid after the due date and before the interest invoice's date, and in no
 * interest invoice that is not deleted. With `ids` only those; `forUpdate` locks them for the add.
 */
export async function findLatePaidInvoices(
  db: Db,
  call: {
    firmId: string;
    clientId: string;
    invoiceTypes: readonly DocumentType[];
    beforeDate: string;
    interestInvoiceId: string;
    ids?: readonly string[];
    forUpdate?: boolean;
  },
): Promise<LatePaidInvoice[]> {
  const query = db
    .select(invoiceColumns)
    .from(documents)
    .where(
      and(
        eq(documents.firmId, call.firmId),
        eq(documents.clientId, call.clientId),
        inArray(documents.docType, [...call.invoiceTypes]),
        eq(documents.completed, true),
        eq(documents.deleted, false),
        eq(documents.paymentStatus, 'PAID'),
        sql`${documents.dueDate} is not null and ${documents.paidDate} > ${documents.dueDate}`,
        sql`${documents.paidDate} < ${call.beforeDate}`,
        sql`not ${billedElsewhere(call.firmId, null)}`,
        call.ids ? inArray(documents.id, [...call.ids]) : undefined,
      ),
    )
    .orderBy(asc(documents.dueDate), asc(documents.number), asc(documents.id));
  return call.forUpdate ? query.for('update') : query;
}

/** The stored rows of interest invoices with their invoices' number, state and deletion, in order. */
export async function findInterestInvoiceRows(db: Db, firmId: string, interestInvoiceIds: readonly string[]) {
  return db
    .select({
      id: interestInvoiceRows.id,
      interestInvoiceId: interestInvoiceRows.interestInvoiceId,
      invoiceId: interestInvoiceRows.invoiceId,
      dueDate: interestInvoiceRows.dueDate,
      paidDate: interestInvoiceRows.paidDate,
      payableOre: interestInvoiceRows.payableOre,
      interestOre: interestInvoiceRows.interestOre,
      number: documents.number,
      creditedOre: documents.creditedOre,
      paymentStatus: documents.paymentStatus,
      currentDueDate: documents.dueDate,
      currentPaidDate: documents.paidDate,
      currentPayableOre: documents.totalPayableOre,
      deleted: documents.deleted,
    })
    .from(interestInvoiceRows)
    .innerJoin(documents, eq(documents.id, interestInvoiceRows.invoiceId))
    .where(
      and(
        eq(interestInvoiceRows.firmId, firmId),
        inArray(interestInvoiceRows.interestInvoiceId, [...interestInvoiceIds]),
      ),
    )
    .orderBy(asc(interestInvoiceRows.position), asc(interestInvoiceRows.createdAt));
}

export function findInterestRows(db: Db, firmId: string, interestInvoiceId: string) {
  return findInterestInvoiceRows(db, firmId, [interestInvoiceId]);
}
export type StoredInterestRow = Awaited<ReturnType<typeof findInterestRows>>[number];

/**
 * The payments of the invoices, dated. Read by table name: the payments feature imports documents, so
 * documents may not import its table (no cycle between features; decision 0035).
 */
export async function paymentsOf(
  db: Db,
  firmId: string,
  invoiceIds: readonly string[],
): Promise<Map<string, { date: string; amountOre: number }[]>> {
  const byInvoice = new Map<string, { date: string; amountOre: number }[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const ids = sql.join(
    invoiceIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{
    document_id: string;
    payment_date: string | Date;
    amount_ore: string | number;
  }>(
    db,
    sql`select document_id, payment_date::text as payment_date, amount_ore from payments
        where firm_id = ${firmId} and document_id in (${ids}) order by payment_date, created_at`,
  );
  for (const row of rows) {
    const list = byInvoice.get(row.document_id) ?? [];
    list.push({ date: String(row.payment_date), amountOre: Number(row.amount_ore) });
    byInvoice.set(row.document_id, list);
  }
  return byInvoice;
}

export interface NewInterestRow {
  invoiceId: string;
  position: number;
  dueDate: string;
  paidDate: string;
  payableOre: number;
  interestOre: number;
}

export async function insertInterestRows(
  db: Db,
  firmId: string,
  interestInvoiceId: string,
  rows: readonly NewInterestRow[],
) {
  if (rows.length === 0) return;
  await db.insert(interestInvoiceRows).values(rows.map((r) => ({ ...r, firmId, interestInvoiceId })));
}

export async function deleteInterestRow(db: Db, firmId: string, interestInvoiceId: string, rowId: string) {
  const deleted = await db
    .delete(interestInvoiceRows)
    .where(
      and(
        eq(interestInvoiceRows.firmId, firmId),
        eq(interestInvoiceRows.interestInvoiceId, interestInvoiceId),
        eq(interestInvoiceRows.id, rowId),
      ),
    )
    .returning({ id: interestInvoiceRows.id });
  return deleted.length > 0;
}

export async function updateInterestRow(
  db: Db,
  rowId: string,
  values: Pick<NewInterestRow, 'dueDate' | 'paidDate' | 'payableOre' | 'interestOre'>,
) {
  await db.update(interestInvoiceRows).set(values).where(eq(interestInvoiceRows.id, rowId));
}

/**
 * The interest invoice's totals are its rows' interest (no VAT: dröjsmålsränta is outside the scope of
 * VAT). Written by the interest calls only; the generic save keeps them (the kind's `storedTotals`).
 */
export async function writeInterestTotal(
  db: Db,
  firmId: string,
  interestInvoiceId: string,
  totalOre: number,
) {
  await db
    .update(documents)
    .set({ totalSumOre: totalOre, totalPayableOre: totalOre })
    .where(and(eq(documents.firmId, firmId), eq(documents.id, interestInvoiceId)));
}

/** The sum of the rows' interest, for a completion's check and a load's totals. */
export async function interestTotalOf(db: Db, firmId: string, interestInvoiceId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${interestInvoiceRows.interestOre}), 0)` })
    .from(interestInvoiceRows)
    .where(
      and(
        eq(interestInvoiceRows.firmId, firmId),
        eq(interestInvoiceRows.interestInvoiceId, interestInvoiceId),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The reference rates and the firm's margin: what every interest figure is computed with. */
export async function termsOf(db: Db, firmId: string): Promise<InterestTermsOfFirm> {
  const [rates, marginBp] = await Promise.all([
    referenceRatesOf(db),
    interestMarginOf(db, firmId, DEFAULT_INTEREST_ON_ARREARS_BP),
  ]);
  return { rates, marginBp };
}
