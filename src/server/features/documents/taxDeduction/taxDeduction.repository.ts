/**
 * What the documents' ROT part reads and writes (issue #17, decision 0039): the dated periods, what a
 * buyer already claimed this year on the firm's other invoices, and an invoice's ROT state.
 */
import type { DocumentHeader } from '@shared/api/documents';
import { type DocumentType, documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import type { RotPeriod } from '@shared/domain/rot/rot-periods';
import type { TaxDeductionState } from '@shared/domain/rot/work-types';
import { asc, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database';
import { taxDeductionPeriods } from './taxDeduction.table';

const param = (values: readonly unknown[], type: string) => sql`${sql.param([...values])}::${sql.raw(type)}`;

/** The kinds the deduction is claimed on (the invoice): their states, files and yearly caps. */
export const claimedTypes: readonly DocumentType[] = documentTypes.filter(
  (t) => documentKinds[t].taxDeduction === 'CLAIMED',
);

/** The kinds that take back part of their invoice's deduction (the credit invoice, decision 0044). */
export const reversedTypes: readonly DocumentType[] = documentTypes.filter(
  (t) => documentKinds[t].taxDeduction === 'REVERSED',
);

/** The source of a payment Skatteverket made (the decision): the ROT part, never the client's money. */
export const AUTHORITY_PAYMENT_SOURCE = 'SKATTEVERKET';

/** Every period, oldest first: three rows, read per computation so a new row applies at once. */
export async function readRotPeriods(db: Db): Promise<RotPeriod[]> {
  return db
    .select({
      validFrom: taxDeductionPeriods.validFrom,
      rateBp: taxDeductionPeriods.rateBp,
      capOre: taxDeductionPeriods.capOre,
      mountainHeatPumpLabourBp: taxDeductionPeriods.mountainHeatPumpLabourBp,
      airWaterHeatPumpLabourBp: taxDeductionPeriods.airWaterHeatPumpLabourBp,
    })
    .from(taxDeductionPeriods)
    .orderBy(asc(taxDeductionPeriods.validFrom));
}

/**
 * What each buyer claimed in `year` on the firm's other completed, not trashed invoices, less what the
 * firm's completed credit invoices took back of them (decision 0044), by the personnummer as stored. Per
 * firm: a firm never sees what another firm's clients claimed (decision 0039). The year is the payment's,
 * the invoice date's until it is paid (`rotRateDate`) — for a credit, its invoice's. A state is set on
 * every completed ROT invoice, so the tax deduction index narrows the search to them.
 */
export async function claimedThisYear(
  db: Db,
  args: { firmId: string; excludeDocId: string | null; year: number },
): Promise<{ personalNumber: string; amountOre: number }[]> {
  const exclude = args.excludeDocId ?? '00000000-0000-0000-0000-000000000000';
  const rows = await queryRows<{ personalNumber: string | null; amountOre: string | number }>(
    db,
    sql`select p ->> 'personalNumber' as "personalNumber", sum(c.sign * (p ->> 'amountOre')::bigint) as "amountOre"
        from (
          select 1 as sign, d.header
          from documents d
          where d.firm_id = ${args.firmId} and d.doc_type = any(${param(claimedTypes, 'text[]')})
            and d.tax_deduction_state is not null and not d.deleted and d.completed
            and d.tax_deduction_ore > 0 and d.id <> ${exclude}::uuid
            and extract(year from coalesce(d.paid_date, d.doc_date)) = ${args.year}
            and jsonb_typeof(d.header -> 'taxDeduction' -> 'taxPayers') = 'array'
          union all
          select -1 as sign, d.header
          from documents d
            join documents o on o.firm_id = d.firm_id and o.id::text = d.header ->> 'creditedInvoiceUid'
          where d.firm_id = ${args.firmId} and d.doc_type = any(${param(reversedTypes, 'text[]')})
            and not d.deleted and d.completed and d.tax_deduction_ore < 0
            and o.id <> ${exclude}::uuid
            and extract(year from coalesce(o.paid_date, o.doc_date)) = ${args.year}
            and jsonb_typeof(d.header -> 'taxDeduction' -> 'taxPayers') = 'array'
        ) c
          cross join lateral jsonb_array_elements(c.header -> 'taxDeduction' -> 'taxPayers') p
        group by 1`,
  );
  return rows
    .filter((r): r is { personalNumber: string; amountOre: string | number } => r.personalNumber !== null)
    .map((r) => ({ personalNumber: r.personalNumber, amountOre: Number(r.amountOre) }));
}

/** An invoice's ROT-relevant columns; the payment columns are the client's (Skatteverket's excluded). */
export interface RotInvoiceRow {
  id: string;
  docType: DocumentType;
  number: number | null;
  docDate: string;
  completed: boolean;
  state: TaxDeductionState | null;
  taxDeductionOre: number;
  totalPayableOre: number;
  paidOre: number;
  creditedOre: number;
  paidDate: string | null;
  lastPaymentDate: string | null;
  header: DocumentHeader;
}

const rotInvoiceColumns = sql`id, doc_type as "docType", number, doc_date::text as "docDate", completed,
  tax_deduction_state as state, tax_deduction_ore as "taxDeductionOre", total_payable_ore as "totalPayableOre",
  paid_ore as "paidOre", credited_ore as "creditedOre", paid_date::text as "paidDate", last_payment_date::text as "lastPaymentDate", header`;

function toRotInvoice(r: RotInvoiceRow): RotInvoiceRow {
  return {
    ...r,
    number: r.number === null ? null : Number(r.number),
    taxDeductionOre: Number(r.taxDeductionOre),
    totalPayableOre: Number(r.totalPayableOre),
    paidOre: Number(r.paidOre),
    creditedOre: Number(r.creditedOre),
  };
}

/** The firm's invoices of a claiming kind by id, not trashed, in id order; `forUpdate` locks them. */
export async function findRotInvoices(
  db: Db,
  firmId: string,
  ids: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<RotInvoiceRow[]> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return [];
  const lock: SQL = options.forUpdate ? sql`for update` : sql``;
  const rows = await queryRows<RotInvoiceRow>(
    db,
    sql`select ${rotInvoiceColumns} from documents
        where firm_id = ${firmId} and id = any(${param(unique, 'uuid[]')})
          and doc_type = any(${param(claimedTypes, 'text[]')}) and not deleted
        order by id ${lock}`,
  );
  return rows.map(toRotInvoice);
}

/**
 * The documents among `ids` whose state follows the client's payments (NOT_PAID, PAID_BY_CLIENT), with
 * what they owe and what the client paid; the caller holds their row locks (the balance refresh).
 */
export async function findPaymentFollowingStates(
  tx: Db,
  firmId: string,
  ids: readonly string[],
): Promise<
  { id: string; state: TaxDeductionState; totalPayableOre: number; paidOre: number; creditedOre: number }[]
> {
  const rows = await queryRows<{
    id: string;
    state: TaxDeductionState;
    totalPayableOre: string;
    paidOre: string;
    creditedOre: string;
  }>(
    tx,
    sql`select id, tax_deduction_state as state, total_payable_ore as "totalPayableOre", paid_ore as "paidOre",
          credited_ore as "creditedOre"
        from documents
        where firm_id = ${firmId} and id = any(${param(ids, 'uuid[]')})
          and tax_deduction_state in ('NOT_PAID', 'PAID_BY_CLIENT')`,
  );
  return rows.map((r) => ({
    ...r,
    totalPayableOre: Number(r.totalPayableOre),
    paidOre: Number(r.paidOre),
    creditedOre: Number(r.creditedOre),
  }));
}

/** Writes new ROT states, one statement for any number of documents. */
export async function writeRotStates(
  tx: Db,
  firmId: string,
  changes: readonly { id: string; state: TaxDeductionState }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(
    sql`update documents d set tax_deduction_state = v.state
        from unnest(${param(
          changes.map((c) => c.id),
          'uuid[]',
        )}, ${param(
          changes.map((c) => c.state),
          'text[]',
        )}) as v(id, state)
        where d.firm_id = ${firmId} and d.id = v.id`,
  );
}

/** The client's payment dates per invoice, oldest first (Skatteverket's own payment is not one). */
export async function clientPaymentDates(
  db: Db,
  firmId: string,
  documentIds: readonly string[],
): Promise<Map<string, string[]>> {
  const dates = new Map<string, string[]>();
  if (documentIds.length === 0) return dates;
  const rows = await queryRows<{ documentId: string; paymentDate: string }>(
    db,
    sql`select document_id as "documentId", payment_date::text as "paymentDate" from payments
        where firm_id = ${firmId} and document_id = any(${param([...new Set(documentIds)], 'uuid[]')})
          and source <> ${AUTHORITY_PAYMENT_SOURCE}
        order by payment_date, created_at`,
  );
  for (const r of rows) dates.set(r.documentId, [...(dates.get(r.documentId) ?? []), r.paymentDate]);
  return dates;
}
