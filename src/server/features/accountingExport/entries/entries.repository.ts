import type { ExportedFilter, LedgerKind, PeriodBasis } from '@shared/api/accountingExport.api';
import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { Ledger } from '@shared/domain/accounting/ledgers';
import type { AccountingMethod } from '@shared/domain/accounting/vouchers';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database';
import type { DocumentBookingInput, VoucherEntity } from '../accountingExport.table';

/**
 * The vouchers of a period as the database holds them (decision 0046). A first query finds the period's
 * entries — documents, payments and ROT decisions — as small references in voucher order, with their
 * verification number if exported; the page (or the batch an export writes) then loads the few rows
 * each voucher is built from. Every query is the firm's.
 */

export interface EntryFilter {
  firmId: string;
  method: AccountingMethod;
  ledgerKind: LedgerKind;
  fromDate: string;
  toDate: string;
  /** Null: each voucher by its own date (the SIE export, the journal). */
  periodBasis: PeriodBasis | null;
  exported: ExportedFilter;
  /** The rows ticked in a list: only these of the period (absent: all of it). */
  uids?: readonly string[] | null;
}

export interface EntryRef {
  entity: VoucherEntity;
  id: string;
  ledger: Ledger;
  date: string;
  series: string | null;
  number: number | null;
  exportedAt: Date | null;
}

/** The cash invoice of decision 0036: an invoice with the client's cash terms, paid when issued. */
const isCash = sql`coalesce((d.header->>'cash')::boolean, false)`;
/** A remainder invoice (decision 0039) re-invoices a denied ROT part: its sale was booked with the original. */
const isRemainder = sql`exists (select 1 from tax_deduction_decisions r where r.remainder_invoice_id = d.id)`;

function between(column: SQL, filter: EntryFilter): SQL {
  return sql`${column} between ${filter.fromDate}::date and ${filter.toDate}::date`;
}

/**
 * The period's entries of every ledger. Under the cash method an invoice is booked by its payments, so
 * the invoice ledger is empty; a cash invoice is booked when issued under either method, and its payment
 * (source CASH) is that same voucher, never a second one.
 */
function entriesUnion(filter: EntryFilter): SQL {
  const basis = filter.periodBasis;
  const docDate = basis === 'PAYMENT_DATE' ? sql`d.paid_date` : sql`d.doc_date`;
  const paymentDate = basis === 'INVOICE_DATE' ? sql`d.doc_date` : sql`p.payment_date`;
  const decisionDate = basis === 'INVOICE_DATE' ? sql`d.doc_date` : sql`t.decided_on`;
  const invoiceMethod = filter.method === 'INVOICE' ? sql`true` : sql`false`;
  return sql`
    select 'DOCUMENT' as entity, d.id, 'INVOICE' as ledger, d.doc_date as date, d.number as seq
    from documents d
    where d.firm_id = ${filter.firmId} and d.completed and not d.deleted and ${invoiceMethod}
      and d.doc_type in ('INVOICE', 'CREDIT_INVOICE', 'INTEREST_INVOICE')
      and not (d.doc_type = 'INVOICE' and ${isCash}) and not ${isRemainder} and ${between(docDate, filter)}
    union all
    select 'DOCUMENT', d.id, 'CASH', d.doc_date, d.number
    from documents d
    where d.firm_id = ${filter.firmId} and d.completed and not d.deleted and d.doc_type = 'INVOICE'
      and ${isCash} and ${between(docDate, filter)}
    union all
    select 'PAYMENT', p.id, 'PAYMENT', p.payment_date, d.number
    from payments p join documents d on d.id = p.document_id
    where p.firm_id = ${filter.firmId} and p.source <> 'CASH' and not d.deleted
      and ${between(paymentDate, filter)}
    union all
    select 'ROT_DECISION', t.id, 'JOURNAL', t.decided_on, d.number
    from tax_deduction_decisions t join documents d on d.id = t.document_id
    where t.firm_id = ${filter.firmId} and t.requested_ore > t.approved_ore
      and ${between(decisionDate, filter)}`;
}

/**
 * A batch's ids as one parameter (uuids hold no comma): one bound value instead of one per id, which
 * the driver and the query builder would otherwise each handle a thousand times a batch.
 */
function anyId(ids: Iterable<string>): SQL {
  return sql`any(string_to_array(${[...ids].join(',')}, ',')::uuid[])`;
}

function entriesWhere(filter: EntryFilter): SQL {
  const ledger = filter.ledgerKind === 'JOURNAL' ? sql`true` : sql`e.ledger = ${filter.ledgerKind}`;
  const exported =
    filter.exported === 'ALL'
      ? sql`true`
      : filter.exported === 'EXPORTED'
        ? sql`v.id is not null`
        : sql`v.id is null`;
  const ticked = filter.uids ? sql`e.id = ${anyId(filter.uids)}` : sql`true`;
  return sql`${ledger} and ${exported} and ${ticked}`;
}

const entriesFrom = (filter: EntryFilter) => sql`(${entriesUnion(filter)}) e
  left join accounting_verifications v
    on v.firm_id = ${filter.firmId} and v.entity = e.entity and v.entity_id = e.id`;

/** Voucher order: by date, then documents before the payments and decisions of that day, then number. */
const entriesOrder = sql`e.date, e.entity, e.seq nulls last, e.id`;

interface RefRow {
  entity: VoucherEntity;
  id: string;
  ledger: Ledger;
  date: string;
  series: string | null;
  number: number | null;
  exportedAt: Date | string | null;
}

function toRef(row: RefRow): EntryRef {
  return {
    ...row,
    number: row.number === null ? null : Number(row.number),
    exportedAt: row.exportedAt === null ? null : new Date(row.exportedAt),
  };
}

/** The period's entries in voucher order; `page` limits them for a list. */
export async function findEntryRefs(
  db: Db,
  filter: EntryFilter,
  page?: { offset: number; limit: number },
): Promise<EntryRef[]> {
  const rows = await queryRows<RefRow>(
    db,
    sql`select e.entity, e.id, e.ledger, e.date::text as date, v.series, v.number::float8 as number,
          v.exported_at as "exportedAt"
        from ${entriesFrom(filter)}
        where ${entriesWhere(filter)}
        order by ${entriesOrder}
        ${page ? sql`offset ${page.offset} limit ${page.limit}` : sql``}`,
  );
  return rows.map(toRef);
}

export async function countEntries(db: Db, filter: EntryFilter): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::float8 as n from ${entriesFrom(filter)} where ${entriesWhere(filter)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** What a sale's voucher reads of its document: the header and lines its totals come from. */
export interface DocumentContent {
  header: DocumentHeader;
  items: DocumentItemData[];
}

/** What a voucher reads of its document. */
export interface DocumentFacts {
  id: string;
  docType: DocumentType;
  number: number | null;
  docDate: string;
  /**
   * Read only for the documents whose sale the batch books (`withContent`): a payment under the invoice
   * method and a ROT decision name their invoice but never add up its lines, and the lines are most of a
   * document's bytes. Not read where `booking` holds.
   */
  content: DocumentContent | null;
  /** The booking input stored at completion, when it is still the document's version's (decision 0046). */
  booking: DocumentBookingInput | null;
  totalPayableOre: number;
  client: string;
  remainder: boolean;
}

/**
 * The documents of a batch: one `= any(ids)` index lookup for those whose sale is booked (with their
 * booking input) and one for the rest; the lines are read only of a booked document without a current
 * input (one completed before inputs were kept). One query testing each row against the content ids would
 * compare every row with the whole list.
 */
export async function findDocumentFacts(
  db: Db,
  firmId: string,
  ids: readonly string[],
  withContent: ReadonlySet<string>,
): Promise<DocumentFacts[]> {
  const [bare, booked] = await Promise.all([
    documentFactRows(
      db,
      firmId,
      ids.filter((id) => !withContent.has(id)),
      false,
    ),
    documentFactRows(
      db,
      firmId,
      ids.filter((id) => withContent.has(id)),
      true,
    ),
  ]);
  const missing = booked.filter((d) => d.booking === null).map((d) => d.id);
  const contents = await findDocumentContents(db, firmId, missing);
  return [...bare, ...booked.map((d) => ({ ...d, content: contents.get(d.id) ?? null }))];
}

// A scalar subquery: a key lookup per document, where a join would hash the firm's every input.
const bookingInput = sql`(select i.input from document_booking_inputs i
  where i.document_id = d.id and i.document_version = d.version)`;

async function documentFactRows(
  db: Db,
  firmId: string,
  ids: readonly string[],
  withBooking: boolean,
): Promise<DocumentFacts[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<DocumentFacts>(
    db,
    sql`select d.id, d.doc_type as "docType", d.number::float8 as number, d.doc_date::text as "docDate",
          ${withBooking ? bookingInput : sql`null::jsonb`} as booking, null as content,
          d.total_payable_ore::float8 as "totalPayableOre", coalesce(c.name, '') as client,
          ${isRemainder} as remainder
        from documents d left join clients c on c.id = d.client_id
        where d.firm_id = ${firmId} and d.id = ${anyId(ids)}`,
  );
  return rows.map((row) => ({
    ...row,
    number: row.number === null ? null : Number(row.number),
    totalPayableOre: Number(row.totalPayableOre),
  }));
}

async function findDocumentContents(
  db: Db,
  firmId: string,
  ids: readonly string[],
): Promise<Map<string, DocumentContent>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<DocumentContent & { id: string }>(
    db,
    sql`select d.id, d.header, d.items from documents d where d.firm_id = ${firmId} and d.id = ${anyId(ids)}`,
  );
  return new Map(rows.map(({ id, header, items }) => [id, { header, items }]));
}

export interface PaymentFacts {
  id: string;
  documentId: string;
  paymentDate: string;
  amountOre: number;
  source: string;
  method: string;
  /**
   * What the client paid on the invoice before this payment: the cash method's cumulative share. Read
   * only with `paidBefore` (the cash method); 0 otherwise, where no voucher reads it.
   */
  paidBeforeOre: number;
}

const paidBefore = sql`coalesce((select sum(b.amount_ore) from payments b
  where b.firm_id = p.firm_id and b.document_id = p.document_id and b.source not in ('SKATTEVERKET', 'CASH')
    and (b.payment_date, b.created_at, b.id) < (p.payment_date, p.created_at, p.id)), 0)`;

export async function findPaymentFacts(
  db: Db,
  firmId: string,
  ids: readonly string[],
  options: { paidBefore: boolean },
): Promise<PaymentFacts[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<PaymentFacts>(
    db,
    sql`select p.id, p.document_id as "documentId", p.payment_date::text as "paymentDate",
          p.amount_ore::float8 as "amountOre", p.source, p.method,
          ${options.paidBefore ? paidBefore : sql`0`}::float8 as "paidBeforeOre"
        from payments p
        where p.firm_id = ${firmId} and p.id = ${anyId(ids)}`,
  );
  return rows.map((r) => ({ ...r, amountOre: Number(r.amountOre), paidBeforeOre: Number(r.paidBeforeOre) }));
}

export interface DecisionFacts {
  id: string;
  documentId: string;
  decidedOn: string;
  requestedOre: number;
  approvedOre: number;
}

export async function findDecisionFacts(db: Db, firmId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await queryRows<DecisionFacts>(
    db,
    sql`select t.id, t.document_id as "documentId", t.decided_on::text as "decidedOn",
          t.requested_ore::float8 as "requestedOre", t.approved_ore::float8 as "approvedOre"
        from tax_deduction_decisions t
        where t.firm_id = ${firmId} and t.id = ${anyId(ids)}`,
  );
  return rows.map((r) => ({
    ...r,
    requestedOre: Number(r.requestedOre),
    approvedOre: Number(r.approvedOre),
  }));
}

export interface PaymentOfSelection {
  id: string;
  documentId: string;
  paymentDate: string;
}

/**
 * The payments of the ticked documents, and ticked payments as they are (api-spec §3.14's payment
 * expansion). Payments of a cash invoice are its sale's voucher, never one of their own.
 */
export async function findPaymentsOfSelection(
  db: Db,
  firmId: string,
  uids: readonly string[],
): Promise<PaymentOfSelection[]> {
  const ids = anyId(uids);
  return queryRows<PaymentOfSelection>(
    db,
    sql`select p.id, p.document_id as "documentId", p.payment_date::text as "paymentDate"
        from payments p join documents d on d.id = p.document_id
        where p.firm_id = ${firmId} and p.source <> 'CASH' and not d.deleted
          and (p.document_id = ${ids} or p.id = ${ids})
        order by p.payment_date, p.id`,
  );
}
