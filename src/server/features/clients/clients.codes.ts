/**
 * Client numbers (docs/decisions/0009-numbering-and-own-prices.md): the CLIENT number series suggests
 * the next client code and advances as numeric codes are saved. The series' minimum is a company setting.
 */
import { lowestFreeNumber, searchStart } from '@shared/domain/number-series';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { numberSeries } from '../firms';
import { clients } from './clients.table';

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
