import type { PaymentListFilters, PaymentListRow } from '@shared/api/payments.api';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database';
import { likePattern } from '../../documents';

/*
 * The payments list (api-spec §7.4 `payments`): every payment of the firm with its invoice's number,
 * client and current status (the stored balance, decision 0032), filtered and summed in the database.
 */

export interface PaymentListQuery extends PaymentListFilters {
  firmId: string;
  offset: number;
  limit: number;
  sortBy: 'paymentDate' | 'documentNumber' | 'paymentSum' | 'client';
  sortDesc: boolean;
}

const from = sql`payments p join documents d on d.id = p.document_id left join clients c on c.id = d.client_id`;

function whereOf(q: PaymentListFilters & { firmId: string }): SQL {
  const parts: SQL[] = [sql`p.firm_id = ${q.firmId}`, sql`not d.deleted`];
  if (q.paymentStatus) parts.push(sql`d.payment_status = ${q.paymentStatus}`);
  if (q.docType) parts.push(sql`d.doc_type = ${q.docType}`);
  if (q.dateFrom) parts.push(sql`p.payment_date >= ${q.dateFrom}`);
  if (q.dateTo) parts.push(sql`p.payment_date <= ${q.dateTo}`);
  const text = q.searchPattern.trim().toLowerCase();
  // The lists' trigger-kept search text: number, mark, title, client number and name.
  if (text) parts.push(sql`d.search_text like ${likePattern(text)}`);
  return sql.join(parts, sql` and `);
}

const orderOf: Record<PaymentListQuery['sortBy'], SQL> = {
  paymentDate: sql`p.payment_date`,
  documentNumber: sql`d.number`,
  paymentSum: sql`p.amount_ore`,
  client: sql`c.name`,
};

const columns = sql`p.id as "paymentUid", d.id as "documentUid", d.doc_type as "docType",
  d.payment_status as "paymentStatus", d.number::float8 as "documentNumber", coalesce(c.name, '') as client,
  p.payment_date::text as "paymentDate", p.amount_ore::float8 as "paymentSum", p.source`;

export async function listPaymentRows(
  db: Db,
  q: PaymentListQuery,
): Promise<{ totalCount: number; items: PaymentListRow[]; selectionOre: number }> {
  const where = whereOf(q);
  const direction = q.sortDesc ? sql`desc` : sql`asc`;
  const [items, [totals]] = await Promise.all([
    queryRows<PaymentListRow>(
      db,
      sql`select ${columns} from ${from} where ${where}
          order by ${orderOf[q.sortBy]} ${direction} nulls last, p.created_at ${direction}, p.id
          limit ${q.limit} offset ${q.offset}`,
    ),
    queryRows<{ n: number; sum: number }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(p.amount_ore), 0)::float8 as sum from ${from} where ${where}`,
    ),
  ]);
  return { totalCount: totals?.n ?? 0, items, selectionOre: Number(totals?.sum ?? 0) };
}

/** Every row the filters select, for the export file (date order). */
export async function exportPaymentRows(db: Db, q: PaymentListFilters & { firmId: string }) {
  return queryRows<PaymentListRow>(
    db,
    sql`select ${columns} from ${from} where ${whereOf(q)} order by p.payment_date, d.number, p.created_at`,
  );
}
