/**
 * What a credit invoice's ROT part reads (decision 0044): the credited invoice and the firm's other
 * completed credit invoices of it, with their headers and lines, so the deduction taken back is computed
 * from the stored figures and never trusted from the browser.
 */
import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import { type DocumentType, documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database';
import { documents } from '../engine/engine.table';
import { reversedTypes } from '../taxDeduction/taxDeduction.repository';

const creditTypes = documentTypes.filter((t) => documentKinds[t].credits);
const NO_DOCUMENT = '00000000-0000-0000-0000-000000000000';

export interface RotCreditSource {
  docType: DocumentType;
  header: DocumentHeader;
  items: DocumentItemData[];
}

/** The credited invoice, the firm's and not deleted; null otherwise. */
export async function findCreditedForRot(
  db: Db,
  firmId: string,
  invoiceUid: string,
): Promise<RotCreditSource | null> {
  const [row] = await db
    .select({ docType: documents.docType, header: documents.header, items: documents.items })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, invoiceUid), eq(documents.deleted, false)))
    .limit(1);
  return row ?? null;
}

/** The other completed, not deleted credit invoices of the invoice: what they already took back. */
export async function findEarlierCredits(
  db: Db,
  args: { firmId: string; invoiceUid: string; creditUid: string | null },
): Promise<RotCreditSource[]> {
  return db
    .select({ docType: documents.docType, header: documents.header, items: documents.items })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, args.firmId),
        inArray(documents.docType, creditTypes),
        eq(documents.completed, true),
        eq(documents.deleted, false),
        ne(documents.id, args.creditUid ?? NO_DOCUMENT),
        sql`${documents.header} ->> 'creditedInvoiceUid' = ${args.invoiceUid}`,
      ),
    );
}

/**
 * What the completed credit invoices of each invoice took back, per buyer as stored: invoice id →
 * personnummer → öre. The ROT case, its file and decision claim what is left (decision 0044).
 */
export async function reversedByCredits(
  db: Db,
  firmId: string,
  invoiceIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const result = new Map<string, Map<string, number>>();
  if (invoiceIds.length === 0) return result;
  const rows = await queryRows<{
    invoiceId: string;
    personalNumber: string | null;
    amountOre: string | number;
  }>(
    db,
    sql`select d.header ->> 'creditedInvoiceUid' as "invoiceId", p ->> 'personalNumber' as "personalNumber",
          sum((p ->> 'amountOre')::bigint) as "amountOre"
        from documents d
          cross join lateral jsonb_array_elements(d.header -> 'taxDeduction' -> 'taxPayers') p
        where d.firm_id = ${firmId} and d.doc_type = any(${sql.param([...reversedTypes])}::text[])
          and d.completed and not d.deleted and d.tax_deduction_ore < 0
          and d.header ->> 'creditedInvoiceUid' = any(${sql.param([...invoiceIds])}::text[])
          and jsonb_typeof(d.header -> 'taxDeduction' -> 'taxPayers') = 'array'
        group by 1, 2`,
  );
  for (const r of rows) {
    if (r.personalNumber === null) continue;
    const byPayer = result.get(r.invoiceId) ?? new Map<string, number>();
    byPayer.set(r.personalNumber, (byPayer.get(r.personalNumber) ?? 0) + Number(r.amountOre));
    result.set(r.invoiceId, byPayer);
  }
  return result;
}

/** The credited invoice's number and ROT state, for the notice a completed credit gives. */
export async function findCreditedRotState(
  db: Db,
  firmId: string,
  invoiceUid: string,
): Promise<{ number: number | null; state: string | null } | null> {
  const [row] = await db
    .select({ number: documents.number, state: documents.taxDeductionState })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, invoiceUid)))
    .limit(1);
  return row ?? null;
}
