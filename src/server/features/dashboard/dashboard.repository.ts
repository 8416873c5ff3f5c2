import type { SiteOption } from '@shared/domain/access';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { clients } from '../clients';
import { documentFolders, documents, likePattern, listRowColumns } from '../documents';
import { employees } from '../employees';
import { firms } from '../firms';

/**
 * The firm's latest documents of the given kinds by modified date, not archived and not in the trash, in
 * the columns the documents mapper turns into list rows.
 */
export async function listLatestDocuments(
  db: Db,
  query: { firmId: string; docTypes: readonly DocumentType[]; search: string; offset: number; limit: number },
) {
  if (query.docTypes.length === 0) return { rows: [], totalCount: 0 };
  const text = query.search.trim();
  const where = and(
    eq(documents.firmId, query.firmId),
    inArray(documents.docType, [...query.docTypes]),
    eq(documents.deleted, false),
    eq(documents.archived, false),
    // The search column is written lower-cased with every save (number, mark, title, object, client).
    text ? sql`${documents.searchText} like ${likePattern(text.toLowerCase())}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listRowColumns })
      .from(documents)
      .leftJoin(clients, eq(clients.id, documents.clientId))
      .leftJoin(employees, eq(employees.id, documents.employeeId))
      .leftJoin(documentFolders, eq(documentFolders.id, documents.folderId))
      .where(where)
      .orderBy(desc(documents.modifiedAt), desc(documents.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

export async function firmSiteOptions(db: Db, firmId: string): Promise<SiteOption[]> {
  const [row] = await db.select({ options: firms.siteOptions }).from(firms).where(eq(firms.id, firmId));
  return row?.options ?? [];
}

export interface DocumentCounts {
  active: number;
  archived: number;
  deleted: number;
  overdueInvoices: number;
}

/**
 * Active (neither archived nor in the trash), archived and trashed documents of the given kinds, and
 * completed invoices (not in the trash) not fully paid whose due date is before `today`, in one scan of
 * the firm's rows. Only a completed document of a kind that takes payments has a payment status.
 */
export async function countDocuments(
  db: Db,
  firmId: string,
  docTypes: readonly DocumentType[],
  today: string,
): Promise<DocumentCounts> {
  if (docTypes.length === 0) return { active: 0, archived: 0, deleted: 0, overdueInvoices: 0 };
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where not ${documents.deleted} and not ${documents.archived})`,
      archived: sql<number>`count(*) filter (where not ${documents.deleted} and ${documents.archived})`,
      deleted: sql<number>`count(*) filter (where ${documents.deleted})`,
      // The stored balance (decision 0032): any kind that takes payments, not paid, past its due date.
      overdueInvoices: sql<number>`count(*) filter (where ${documents.paymentStatus} in ('UNPAID', 'PARTIALLY_PAID')
        and not ${documents.deleted} and ${documents.dueDate} < ${today})`,
    })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), inArray(documents.docType, [...docTypes])));
  return {
    active: Number(row?.active ?? 0),
    archived: Number(row?.archived ?? 0),
    deleted: Number(row?.deleted ?? 0),
    overdueInvoices: Number(row?.overdueInvoices ?? 0),
  };
}

/**
 * Net (excl. VAT) sums per calendar month of `doc_date` in [from, to): offers not in the trash, and
 * completed invoices minus completed credit invoices. Net is not a stored column: it is the stored total
 * with the VAT taken off at the document's VAT rate (nothing off under reverse charge). That is exact to
 * the öre for a document with one VAT rate — the VVS norm, 25 % — and an approximation for the rare
 * document mixing rates (docs/decisions/0016-dashboard-amounts.md). A credit invoice reduces the invoiced
 * amount whichever sign its total is stored with.
 *
 * One row never fails the chart (decision 0021): the header's rate is read as numeric, a rate outside
 * 0–100 % (whose lines the totals count as none) or a total past `maxTotalOre` (stored before the bounds)
 * adds nothing, and the sums are numeric, which cannot overflow.
 */
/** A document's total can be no larger: 5 000 lines of at most 100 Mkr, VAT at most 100 % (0021). */
const maxTotalOre = 1_000_000_000_000_000;

export async function monthlyNetSums(
  db: Db,
  firmId: string,
  range: { from: string; to: string; offers: boolean; invoices: boolean },
): Promise<{ month: string; offered: number; invoiced: number }[]> {
  const kinds: DocumentType[] = [
    ...(range.offers ? (['OFFER'] as const) : []),
    ...(range.invoices ? (['INVOICE', 'CREDIT_INVOICE'] as const) : []),
  ];
  if (kinds.length === 0) return [];
  const rows = await queryRows<{ month: string; offered: string; invoiced: string }>(
    db,
    sql`with nets as (
          select d.doc_type, d.completed, d.doc_date,
                 case when abs(d.total_sum_ore::numeric) > ${maxTotalOre} then null
                      when coalesce((d.header ->> 'reverseTaxLiability')::boolean, false)
                        then d.total_sum_ore::numeric
                      when coalesce(jsonb_typeof(d.header -> 'vatRateBp'), 'null') = 'null'
                        then round(d.total_sum_ore::numeric * 10000 / 12500)
                      when jsonb_typeof(d.header -> 'vatRateBp') = 'number' then
                        case when (d.header ->> 'vatRateBp')::numeric between 0 and 10000
                          then round(d.total_sum_ore::numeric * 10000
                                     / (10000 + (d.header ->> 'vatRateBp')::numeric))
                        end
                 end as net
          from ${documents} d
          where d.firm_id = ${firmId} and not d.deleted
            and d.doc_type in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})
            and d.doc_date >= ${range.from} and d.doc_date < ${range.to}
        )
        select to_char(doc_date, 'YYYY-MM') as month,
               coalesce(sum(net) filter (where doc_type = 'OFFER'), 0) as offered,
               coalesce(sum(net) filter (where doc_type = 'INVOICE' and completed), 0)
                 - coalesce(sum(abs(net)) filter (where doc_type = 'CREDIT_INVOICE' and completed), 0)
                 as invoiced
        from nets group by 1`,
  );
  return rows.map((r) => ({ month: r.month, offered: Number(r.offered), invoiced: Number(r.invoiced) }));
}
