import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/database';
import { likePattern } from '../../documents';

export interface ReminderListQuery {
  firmId: string;
  /** The firm's day: an invoice is overdue when its due date is before it. */
  today: string;
  docTypes: readonly DocumentType[];
  view: 'TO_REMIND' | 'SENT';
  clientUids: readonly string[];
  dateFrom: string | null;
  dateTo: string | null;
  search: string;
  offset: number;
  limit: number;
}

export interface ReminderListRow {
  id: string;
  doc_type: DocumentType;
  number: string | null;
  doc_date: string;
  due_date: string | null;
  total_payable_ore: string;
  client_id: string | null;
  client_name: string | null;
  remaining: string;
  reminders_count: string;
  last_reminder_date: string | null;
  reminder_id: string | null;
  reminder_date: string | null;
  fee_ore: string | null;
  interest_ore: string | null;
  printed_at: string | Date | null;
  total_count: string;
  remaining_sum: string;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function invoiceFilters(q: ReminderListQuery): SQL {
  const parts: SQL[] = [
    sql`d.firm_id = ${q.firmId}`,
    sql`d.doc_type in (${list(q.docTypes)})`,
    sql`d.completed`,
    sql`not d.deleted`,
  ];
  if (q.clientUids.length > 0) parts.push(sql`d.client_id in (${list(q.clientUids)})`);
  const search = q.search.trim();
  if (search) {
    const like = likePattern(search.toLowerCase());
    parts.push(
      sql`(d.number::text like ${like} or lower(coalesce(cl.name, '')) like ${like} or lower(coalesce(cl.code, '')) like ${like} or lower(d.mark) like ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * The firm's completed invoices of the payable kinds with their stored balance (decision 0032: paid and
 * credited sums kept with every payment and credit; owed = total − credited, remaining never below 0)
 * and their reminders.
 */
function invoicesCte(q: ReminderListQuery): SQL {
  return sql`with inv as (
    select d.id, d.doc_type, d.number, d.doc_date, d.due_date, d.total_payable_ore, d.client_id,
      cl.name as client_name,
      d.paid_ore as paid,
      d.credited_ore as credited,
      (select count(*) from payment_reminders r
        where r.firm_id = d.firm_id and r.document_id = d.id) as reminders_count,
      (select max(r.reminder_date) from payment_reminders r
        where r.firm_id = d.firm_id and r.document_id = d.id) as last_reminder_date
    from documents d
    left join clients cl on cl.id = d.client_id
    where ${invoiceFilters(q)}
  ), bal as (
    select inv.*, greatest(0, greatest(0, inv.total_payable_ore - inv.credited) - inv.paid) as remaining
    from inv
  )`;
}

function dateRange(column: SQL, q: ReminderListQuery): SQL[] {
  return [
    ...(q.dateFrom ? [sql`${column} >= ${q.dateFrom}`] : []),
    ...(q.dateTo ? [sql`${column} <= ${q.dateTo}`] : []),
  ];
}

const columns = sql`bal.id, bal.doc_type, bal.number, bal.doc_date, bal.due_date, bal.total_payable_ore,
  bal.client_id, bal.client_name, bal.remaining, bal.reminders_count, bal.last_reminder_date,
  r.id as reminder_id, r.reminder_date, r.fee_ore, r.interest_ore, r.printed_at,
  count(*) over () as total_count, sum(bal.remaining) over () as remaining_sum`;

/** "Att påminna": overdue invoices not fully paid, with their last reminder if any, oldest due first. */
function toRemind(q: ReminderListQuery): SQL {
  const where = [sql`bal.due_date < ${q.today}`, sql`bal.remaining > 0`, ...dateRange(sql`bal.due_date`, q)];
  return sql`${invoicesCte(q)}
    select ${columns} from bal
    left join lateral (
      select x.id, x.reminder_date, x.fee_ore, x.interest_ore, x.printed_at from payment_reminders x
      where x.firm_id = ${q.firmId} and x.document_id = bal.id
      order by x.reminder_date desc, x.created_at desc limit 1
    ) r on true
    where ${sql.join(where, sql` and `)}
    order by bal.due_date asc, bal.number asc
    limit ${q.limit} offset ${q.offset}`;
}

/** "Skickade påminnelser": every reminder written, the latest first. */
function sent(q: ReminderListQuery): SQL {
  const where = [sql`r.firm_id = ${q.firmId}`, ...dateRange(sql`r.reminder_date`, q)];
  return sql`${invoicesCte(q)}
    select ${columns} from payment_reminders r
    join bal on bal.id = r.document_id
    where ${sql.join(where, sql` and `)}
    order by r.reminder_date desc, r.created_at desc
    limit ${q.limit} offset ${q.offset}`;
}

export function listReminderRows(db: Db, q: ReminderListQuery): Promise<ReminderListRow[]> {
  return queryRows<ReminderListRow>(db, q.view === 'TO_REMIND' ? toRemind(q) : sent(q));
}

/** Clients with an overdue invoice or a reminder, for the list's client filter. */
export function remindedClients(db: Db, q: Pick<ReminderListQuery, 'firmId' | 'today' | 'docTypes'>) {
  return queryRows<{ id: string; name: string; code: string }>(
    db,
    sql`select distinct cl.id, cl.name, cl.code from documents d
      join clients cl on cl.id = d.client_id
      where d.firm_id = ${q.firmId} and d.doc_type in (${list(q.docTypes)}) and d.completed and not d.deleted
        and (d.due_date < ${q.today}
          or exists (select 1 from payment_reminders r where r.firm_id = d.firm_id and r.document_id = d.id))
      order by cl.name
      limit 500`,
  );
}
