import { type DocumentType, documentTypes } from '@shared/domain/documents/document-kinds';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';

/*
 * The bank files' reads and writes. A file of 10 000 payments is one statement per step (every value as
 * an array parameter, unnested), never one per payment, so the import stays within its 5 s on PostgreSQL.
 */

const param = (values: readonly unknown[], type: string): SQL =>
  sql`${sql.param([...values])}::${sql.raw(type)}`;

/** A completed, not deleted document of a kind that takes payments (`takesPayments`) is owed. */
const payableTypes = documentTypes.filter(kindTakesPayments);
const owed = (alias: string) =>
  sql`${sql.raw(alias)}.doc_type = any(${param(payableTypes, 'text[]')}) and ${sql.raw(alias)}.completed
    and not ${sql.raw(alias)}.deleted`;

export interface ImportRow {
  id: string;
  fileName: string;
  bankgiro: string;
  paymentCount: number;
  matchedCount: number;
  totalOre: number;
  createdAt: Date;
}

const importColumns = sql`id, file_name as "fileName", bankgiro, payment_count as "paymentCount",
  matched_count as "matchedCount", total_ore::float8 as "totalOre", created_at as "createdAt"`;

export async function findImportBySha(db: Db, firmId: string, sha256: string): Promise<ImportRow | null> {
  const [row] = await queryRows<ImportRow>(
    db,
    sql`select ${importColumns} from payment_imports where firm_id = ${firmId} and sha256 = ${sha256}`,
  );
  return row ?? null;
}

export async function listImports(db: Db, firmId: string, limit: number): Promise<ImportRow[]> {
  return queryRows<ImportRow>(
    db,
    sql`select ${importColumns} from payment_imports where firm_id = ${firmId}
        order by created_at desc limit ${limit}`,
  );
}

/** The new import's id, or null when the same file was imported meanwhile (the sha256 is unique). */
export async function insertImport(
  db: Db,
  row: {
    firmId: string;
    sha256: string;
    fileName: string;
    bankgiro: string;
    fileCreated: string;
    employeeId: string;
  },
): Promise<string | null> {
  const [inserted] = await queryRows<{ id: string }>(
    db,
    sql`insert into payment_imports (firm_id, sha256, file_name, bankgiro, file_created, employee_id)
        values (${row.firmId}, ${row.sha256}, ${row.fileName}, ${row.bankgiro}, ${row.fileCreated}, ${row.employeeId})
        on conflict (firm_id, sha256) do nothing returning id`,
  );
  return inserted?.id ?? null;
}

export async function updateImportCounts(
  db: Db,
  importId: string,
  counts: { paymentCount: number; matchedCount: number; totalOre: number },
): Promise<void> {
  await db.execute(
    sql`update payment_imports set payment_count = ${counts.paymentCount}, matched_count = ${counts.matchedCount},
          total_ore = ${counts.totalOre} where id = ${importId}`,
  );
}

/** The keys among `keys` the firm has already read from an earlier file. */
export async function existingDedupeKeys(
  db: Db,
  firmId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select dedupe_key as key from bank_payments
        where firm_id = ${firmId} and dedupe_key = any(${param(keys, 'text[]')})`,
  );
  return new Set(rows.map((r) => r.key));
}

export interface PayableByNumber {
  id: string;
  docType: DocumentType;
  number: number;
  remainingOre: number;
}

/**
 * The firm's owed documents (completed, of a kind that takes payments) with these numbers, locked in id order for the import's transaction, with what is still owed.
 */
export async function lockPayablesByNumbers(
  db: Db,
  firmId: string,
  numbers: readonly number[],
): Promise<PayableByNumber[]> {
  if (numbers.length === 0) return [];
  return queryRows<PayableByNumber>(
    db,
    sql`select id, doc_type as "docType", number::float8 as number,
          greatest(0, total_payable_ore - abs(credited_ore) - paid_ore)::float8 as "remainingOre"
        from documents
        where firm_id = ${firmId} and number = any(${param(numbers, 'bigint[]')})
          and ${owed('documents')}
        order by id for update`,
  );
}

export interface NewBankPayment {
  lineNumber: number;
  dedupeKey: string;
  paymentDate: string;
  amountOre: number;
  reference: string;
  extraReferences: string[];
  payerName: string;
  payerBankgiro: string;
  state: string;
  documentId: string | null;
}

/** Inserts the file's payments; answers their ids by dedupe key. */
export async function insertBankPayments(
  db: Db,
  firmId: string,
  importId: string,
  rows: readonly NewBankPayment[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const col = <K extends keyof NewBankPayment>(key: K, type: string) =>
    param(
      rows.map((r) => (key === 'extraReferences' ? JSON.stringify(r[key]) : r[key])),
      type,
    );
  const inserted = await queryRows<{ id: string; key: string }>(
    db,
    sql`insert into bank_payments (firm_id, import_id, line_number, dedupe_key, payment_date, amount_ore,
          reference, extra_references, payer_name, payer_bankgiro, state, document_id)
        select ${firmId}, ${importId}, v.line, v.key, v.date, v.amount, v.reference, v.extras::jsonb, v.payer,
          v.payer_bg, v.state, v.document_id
        from unnest(${col('lineNumber', 'int[]')}, ${col('dedupeKey', 'text[]')}, ${col('paymentDate', 'date[]')},
          ${col('amountOre', 'bigint[]')}, ${col('reference', 'text[]')}, ${col('extraReferences', 'text[]')},
          ${col('payerName', 'text[]')}, ${col('payerBankgiro', 'text[]')}, ${col('state', 'text[]')},
          ${col('documentId', 'uuid[]')})
          as v(line, key, date, amount, reference, extras, payer, payer_bg, state, document_id)
        returning id, dedupe_key as key`,
  );
  return new Map(inserted.map((r) => [r.key, r.id]));
}

export interface BankPaymentRow {
  id: string;
  importId: string;
  fileName: string;
  lineNumber: number;
  paymentDate: string;
  amountOre: number;
  reference: string;
  extraReferences: string[];
  payerName: string;
  state: 'MATCHED' | 'UNMATCHED' | 'OVERPAID' | 'UNDERPAID' | 'HANDLED';
  documentId: string | null;
  docType: 'INVOICE' | 'INTEREST_INVOICE' | null;
  documentNumber: number | null;
  client: string | null;
}

const bankPaymentColumns = sql`b.id, b.import_id as "importId", i.file_name as "fileName",
  b.line_number as "lineNumber", b.payment_date::text as "paymentDate", b.amount_ore::float8 as "amountOre",
  b.reference, b.extra_references as "extraReferences", b.payer_name as "payerName", b.state,
  b.document_id as "documentId", d.doc_type as "docType", d.number::float8 as "documentNumber",
  c.name as client`;
const bankPaymentFrom = sql`bank_payments b join payment_imports i on i.id = b.import_id
  left join documents d on d.id = b.document_id left join clients c on c.id = d.client_id`;

const TO_HANDLE = ['UNMATCHED', 'OVERPAID', 'UNDERPAID'];

export async function listBankPayments(
  db: Db,
  query: { firmId: string; toHandleOnly: boolean; importId: string | null; offset: number; limit: number },
): Promise<{ totalCount: number; items: BankPaymentRow[] }> {
  const where = sql.join(
    [
      sql`b.firm_id = ${query.firmId}`,
      query.toHandleOnly ? sql`b.state = any(${param(TO_HANDLE, 'text[]')})` : undefined,
      query.importId ? sql`b.import_id = ${query.importId}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  const [items, [count]] = await Promise.all([
    queryRows<BankPaymentRow>(
      db,
      sql`select ${bankPaymentColumns} from ${bankPaymentFrom} where ${where}
          order by b.payment_date desc, b.import_id, b.line_number limit ${query.limit} offset ${query.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from bank_payments b where ${where}`),
  ]);
  return { totalCount: count?.n ?? 0, items };
}

/** One of the firm's bank payments, locked for a person's decision; null for another firm's. */
export async function lockBankPayment(db: Db, firmId: string, id: string): Promise<BankPaymentRow | null> {
  await db.execute(sql`select id from bank_payments where firm_id = ${firmId} and id = ${id} for update`);
  return findBankPayment(db, firmId, id);
}

export async function findBankPayment(db: Db, firmId: string, id: string): Promise<BankPaymentRow | null> {
  const [row] = await queryRows<BankPaymentRow>(
    db,
    sql`select ${bankPaymentColumns} from ${bankPaymentFrom} where b.firm_id = ${firmId} and b.id = ${id}`,
  );
  return row ?? null;
}

export async function setBankPaymentHandled(
  db: Db,
  args: { id: string; employeeId: string; documentId?: string; now: Date },
): Promise<void> {
  await db.execute(
    sql`update bank_payments set state = 'HANDLED', handled_by = ${args.employeeId}, handled_at = ${args.now},
          document_id = coalesce(${args.documentId ?? null}::uuid, document_id)
        where id = ${args.id}`,
  );
}

export interface OpenInvoiceRow {
  id: string;
  docType: 'INVOICE' | 'INTEREST_INVOICE';
  number: number | null;
  client: string | null;
  docDate: string;
  dueDate: string | null;
  totalOre: number;
  remainingOre: number;
}

/** The firm's invoices still owed (unpaid or partly), searched on the lists' `search_text`. */
export async function openInvoices(
  db: Db,
  args: { firmId: string; pattern: string | null; limit: number },
): Promise<OpenInvoiceRow[]> {
  return queryRows<OpenInvoiceRow>(
    db,
    sql`select d.id, d.doc_type as "docType", d.number::float8 as number, c.name as client,
          d.doc_date::text as "docDate", d.due_date::text as "dueDate", d.total_payable_ore::float8 as "totalOre",
          greatest(0, d.total_payable_ore - abs(d.credited_ore) - d.paid_ore)::float8 as "remainingOre"
        from documents d left join clients c on c.id = d.client_id
        where d.firm_id = ${args.firmId} and ${owed('d')}
          and d.total_payable_ore - abs(d.credited_ore) - d.paid_ore > 0
          ${args.pattern ? sql`and d.search_text like ${args.pattern}` : sql``}
        order by d.number desc nulls last limit ${args.limit}`,
  );
}

/** The firm's bankgiro from its company settings (digits only; '' when none is set). */
export async function firmBankgiro(db: Db, firmId: string): Promise<string> {
  const [row] = await queryRows<{ bankgiro: string | null }>(
    db,
    sql`select settings ->> 'bankgiro' as bankgiro from company_settings where firm_id = ${firmId}`,
  );
  return (row?.bankgiro ?? '').replace(/\D/g, '').replace(/^0+/, '');
}

export interface ImportStats {
  byState: Partial<Record<BankPaymentRow['state'], number>>;
  registeredOre: number;
}

/** Each import's payments by state now, and what they registered on invoices. */
export async function importStats(db: Db, firmId: string, importIds: readonly string[]) {
  const stats = new Map<string, ImportStats>(importIds.map((id) => [id, { byState: {}, registeredOre: 0 }]));
  if (importIds.length === 0) return stats;
  const ids = param(importIds, 'uuid[]');
  const [states, sums] = await Promise.all([
    queryRows<{ importId: string; state: BankPaymentRow['state']; n: number }>(
      db,
      sql`select import_id as "importId", state, count(*)::int as n from bank_payments
          where firm_id = ${firmId} and import_id = any(${ids}) group by 1, 2`,
    ),
    queryRows<{ importId: string; sum: number }>(
      db,
      sql`select b.import_id as "importId", sum(p.amount_ore)::float8 as sum
          from payments p join bank_payments b on b.id = p.bank_payment_id
          where b.firm_id = ${firmId} and b.import_id = any(${ids}) group by 1`,
    ),
  ]);
  for (const s of states) stats.get(s.importId)!.byState[s.state] = s.n;
  for (const s of sums) stats.get(s.importId)!.registeredOre = Number(s.sum);
  return stats;
}

/** The firm's document of this kind that takes payments (completed, not deleted), as a one-row list. */
export async function openInvoicesById(db: Db, firmId: string, docType: string, id: string) {
  return queryRows<{ id: string }>(
    db,
    sql`select id from documents where firm_id = ${firmId} and doc_type = ${docType} and id = ${id}
          and ${owed('documents')}`,
  );
}
