/**
 * Number series (docs/decisions/0009-numbering-and-own-prices.md): the allocator the document engine
 * calls when a document gets its number, and the client-number suggestion the client register uses.
 */
import {
  lowestFreeNumber,
  MAX_DOCUMENT_NUMBER,
  type NumberedDocType,
  numberedDocTypes,
  searchStart,
  seriesGroup,
} from '@shared/domain/number-series';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { clients } from '../clients/clients.table';
import { documentNumbers, numberSeries } from './company.table';

const SERIES_EXHAUSTED = () =>
  new AppError(
    'NUMBER_SERIES_EXHAUSTED',
    409,
    'Nummerserien är slut. Ändra startnumret under Företagsinställningar.',
  );

function inList(values: readonly string[]) {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/**
 * The lowest number ≥ start that no document of the group holds (`lowestFreeNumber`, in SQL): `start`
 * when it is free, else one past the end of the run of consecutive used numbers that begins at `start`.
 * The run's end is the first used number whose successor (`lead`) is not number + 1, read in one ordered
 * pass over the used numbers ≥ start (the primary key's order for one type; it stops at the first gap).
 * There is no join for the planner to turn into a nested loop over stale statistics.
 */
async function lowestFree(
  db: Db,
  firmId: string,
  group: readonly NumberedDocType[],
  start: number,
): Promise<number> {
  const types = inList(group);
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`
    select case
      when not exists (
        select 1 from document_numbers u
        where u.firm_id = ${firmId} and u.doc_type in (${types}) and u.number = cast(${start} as bigint)
      ) then cast(${start} as bigint)
      else (
        select r.number + 1 from (
          select used.number, lead(used.number) over (order by used.number) as next
          from (
            select distinct d.number from document_numbers d
            where d.firm_id = ${firmId} and d.doc_type in (${types}) and d.number >= cast(${start} as bigint)
          ) used
        ) r
        where r.next is distinct from r.number + 1
        order by r.number
        limit 1
      )
    end as n`,
  );
  return Number(row!.n);
}

async function jointNumbering(db: Db, firmId: string, lock: boolean): Promise<boolean> {
  const [row] = await queryRows<{ joint: boolean }>(
    db,
    lock
      ? sql`select joint_invoice_numbering as joint from company_settings where firm_id = ${firmId} for share`
      : sql`select joint_invoice_numbering as joint from company_settings where firm_id = ${firmId}`,
  );
  return row?.joint ?? false;
}

/**
 * Gives a document its number: unique per firm and type (and across invoices and credit invoices with
 * joint numbering), continuing after the highest number handed out, or with fill gaps the lowest free
 * number from the series' minimum.
 *
 * Call it inside the transaction that saves the document: the series row stays locked until that
 * transaction ends, so concurrent completions queue and each gets the next number, and a document that
 * fails to save gives its number back instead of leaving a gap. The transaction must be READ COMMITTED
 * (PostgreSQL's default), so each statement after the lock sees what the previous holder committed.
 */
export async function allocateDocumentNumber({
  db,
  firmId,
  docType,
}: {
  db: Db;
  firmId: string;
  docType: NumberedDocType;
}): Promise<{ number: number }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // A share lock on the settings row: allocations run side by side, a settings save that switches
    // joint numbering waits for them (and they for it), so no allocation uses a half-switched mode.
    const group = seriesGroup(docType, await jointNumbering(tx, firmId, true));
    await tx
      .insert(numberSeries)
      .values(group.map((series) => ({ firmId, series })))
      .onConflictDoNothing();
    const [lock] = await queryRows<{ min_number: number | string; fill_gaps: boolean }>(
      tx,
      sql`select min_number, fill_gaps from number_series
          where firm_id = ${firmId} and series = ${group[0]} for update`,
    );
    const [max] = await queryRows<{ max_current: number | string }>(
      tx,
      sql`select max(max_current) as max_current from number_series
          where firm_id = ${firmId} and series in (${inList(group)})`,
    );
    const start = searchStart({
      minNumber: Number(lock!.min_number),
      maxCurrent: Number(max!.max_current),
      fillGaps: lock!.fill_gaps,
    });
    const number = await lowestFree(tx, firmId, group, start);
    if (number > MAX_DOCUMENT_NUMBER) throw SERIES_EXHAUSTED();
    await tx.insert(documentNumbers).values({ firmId, docType, number });
    await tx
      .update(numberSeries)
      .set({ maxCurrent: sql`greatest(${numberSeries.maxCurrent}, ${number})`, updatedAt: new Date() })
      .where(and(eq(numberSeries.firmId, firmId), inArray(numberSeries.series, group)));
    return { number };
  });
}

/**
 * Frees a number whose document is gone (a deleted draft), so fill-gaps mode can hand it out again.
 * A completed invoice's number is never released: bokföringslagen keeps it for seven years.
 */
export async function releaseDocumentNumber({
  db,
  firmId,
  docType,
  number,
}: {
  db: Db;
  firmId: string;
  docType: NumberedDocType;
  number: number;
}): Promise<void> {
  await db
    .delete(documentNumbers)
    .where(
      and(
        eq(documentNumbers.firmId, firmId),
        eq(documentNumbers.docType, docType),
        eq(documentNumbers.number, number),
      ),
    );
}

export interface SeriesPreview {
  maxCurrentNumber: number;
  nextNumber: number;
}

/** What each series would hand out now, for the settings page; nothing is locked or allocated. */
export async function previewDocumentNumbers({
  db,
  firmId,
}: {
  db: Db;
  firmId: string;
}): Promise<Record<NumberedDocType, SeriesPreview>> {
  const joint = await jointNumbering(db, firmId, false);
  const rows = await db.select().from(numberSeries).where(eq(numberSeries.firmId, firmId));
  const bySeries = new Map(rows.map((r) => [r.series, r]));
  const result = {} as Record<NumberedDocType, SeriesPreview>;
  for (const docType of numberedDocTypes) {
    const group = seriesGroup(docType, joint);
    const head = bySeries.get(group[0]!);
    const maxCurrent = Math.max(0, ...group.map((g) => bySeries.get(g)?.maxCurrent ?? 0));
    const start = searchStart({
      minNumber: head?.minNumber ?? 1,
      maxCurrent,
      fillGaps: head?.fillGaps ?? false,
    });
    result[docType] = {
      maxCurrentNumber: bySeries.get(docType)?.maxCurrent ?? 0,
      nextNumber: await lowestFree(db, firmId, group, start),
    };
  }
  return result;
}

async function clientSeries(db: Db, firmId: string) {
  const [row] = await db
    .select()
    .from(numberSeries)
    .where(and(eq(numberSeries.firmId, firmId), eq(numberSeries.series, 'CLIENT')));
  return { minNumber: row?.minNumber ?? 1, maxCurrent: row?.maxCurrent ?? 0 };
}

/**
 * The client number to suggest for a new client: the lowest number from the series' next one (after
 * the highest handed out, at least the minimum) that no client of the firm has. A suggestion only: two
 * forms opened at once get the same one, and the client register's unique code refuses the second save.
 */
export async function nextClientNumber({ db, firmId }: { db: Db; firmId: string }): Promise<string> {
  const series = await clientSeries(db, firmId);
  const start = searchStart({ ...series, fillGaps: false });
  // Non-numeric codes are skipped by the CASE, which (unlike AND) guarantees the cast is not attempted.
  const numeric = sql<number>`case when ${clients.code} ~ '^[0-9]{1,15}$' then cast(${clients.code} as bigint) end`;
  const rows = await db
    .select({ n: numeric })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), sql`${numeric} >= ${start}`));
  return String(
    lowestFreeNumber(
      rows.map((r) => Number(r.n)),
      start,
    ),
  );
}

/** Records that a client got a numeric code, so the next suggestion continues after it. */
export async function recordClientNumber({ db, firmId, code }: { db: Db; firmId: string; code: string }) {
  if (!/^[0-9]{1,15}$/.test(code.trim())) return;
  const number = Number(code.trim());
  await db
    .insert(numberSeries)
    .values({ firmId, series: 'CLIENT', maxCurrent: number })
    .onConflictDoUpdate({
      target: [numberSeries.firmId, numberSeries.series],
      set: { maxCurrent: sql`greatest(${numberSeries.maxCurrent}, ${number})`, updatedAt: new Date() },
    });
}

/** The client series' figures for the settings page. */
export async function clientNumbering({ db, firmId }: { db: Db; firmId: string }) {
  const series = await clientSeries(db, firmId);
  return {
    clientMaxCurrentNumber: series.maxCurrent,
    clientNextNumber: Number(await nextClientNumber({ db, firmId })),
  };
}
