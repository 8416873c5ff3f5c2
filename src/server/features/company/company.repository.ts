import {
  MAX_DOCUMENT_NUMBER,
  type NumberedDocType,
  numberedDocTypes,
  searchStart,
  seriesGroup,
} from '@shared/domain/number-series';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/errors';
import { firms, numberSeries, type SeriesName } from '../firms';
import { warehouses } from '../provider';
import { type CompanyImageKind, companyImages, companySettings, documentNumbers } from './company.table';

export type CompanySettingsRow = typeof companySettings.$inferSelect;
export type CompanyImageRow = typeof companyImages.$inferSelect;

export async function findCompany(db: Db, firmId: string) {
  const [row] = await db
    .select({ firm: firms, warehouseCode: warehouses.code, settings: companySettings })
    .from(firms)
    .leftJoin(warehouses, eq(warehouses.id, firms.defaultWarehouseId))
    .leftJoin(companySettings, eq(companySettings.firmId, firms.id))
    .where(eq(firms.id, firmId))
    .limit(1);
  return row ?? null;
}

export async function findSeriesConfig(db: Db, firmId: string) {
  const rows = await db
    .select({
      series: numberSeries.series,
      minNumber: numberSeries.minNumber,
      fillGaps: numberSeries.fillGaps,
    })
    .from(numberSeries)
    .where(eq(numberSeries.firmId, firmId));
  return new Map(rows.map((r) => [r.series, { minNumber: r.minNumber, fillGaps: r.fillGaps }]));
}

/** The warehouses a firm may choose: those of its own provider. */
export async function listProviderWarehouses(db: Db, firmId: string) {
  return db
    .select({
      id: warehouses.id,
      code: warehouses.code,
      name: warehouses.name,
      city: warehouses.city,
      openingHours: warehouses.openingHours,
    })
    .from(warehouses)
    .innerJoin(firms, eq(firms.providerId, warehouses.providerId))
    .where(eq(firms.id, firmId))
    .orderBy(warehouses.sortKey);
}

/**
 * Writes the settings document if the stored version is still `expectedVersion` (0: none stored yet)
 * and returns the new version, or null when someone else saved in between.
 */
export async function writeSettings(
  db: Db,
  firmId: string,
  expectedVersion: number,
  values: {
    settings: Record<string, unknown>;
    jointInvoiceNumbering: boolean;
    updatedBy: string | null;
    now: Date;
  },
): Promise<number | null> {
  if (expectedVersion === 0) {
    const rows = await db
      .insert(companySettings)
      .values({ firmId, ...values, version: 1, createdAt: values.now, updatedAt: values.now })
      .onConflictDoNothing()
      .returning({ version: companySettings.version });
    return rows[0]?.version ?? null;
  }
  const rows = await db
    .update(companySettings)
    .set({
      settings: values.settings,
      jointInvoiceNumbering: values.jointInvoiceNumbering,
      updatedBy: values.updatedBy,
      updatedAt: values.now,
      version: sql`${companySettings.version} + 1`,
    })
    .where(and(eq(companySettings.firmId, firmId), eq(companySettings.version, expectedVersion)))
    .returning({ version: companySettings.version });
  return rows[0]?.version ?? null;
}

export async function updateFirmColumns(
  db: Db,
  firmId: string,
  values: Partial<typeof firms.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(firms)
    .set({ ...values, updatedAt: now })
    .where(eq(firms.id, firmId));
}

export async function saveSeriesConfig(
  db: Db,
  firmId: string,
  series: SeriesName,
  config: { minNumber: number; fillGaps: boolean },
): Promise<void> {
  await db
    .insert(numberSeries)
    .values({ firmId, series, ...config })
    .onConflictDoUpdate({
      target: [numberSeries.firmId, numberSeries.series],
      set: { ...config, updatedAt: new Date() },
    });
}

export async function findImage(
  db: Db,
  firmId: string,
  kind: CompanyImageKind,
): Promise<CompanyImageRow | null> {
  const [row] = await db
    .select()
    .from(companyImages)
    .where(and(eq(companyImages.firmId, firmId), eq(companyImages.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** The picture's hash without its bytes, for building its address. */
export async function findImageHash(db: Db, firmId: string, kind: CompanyImageKind): Promise<string | null> {
  const [row] = await db
    .select({ sha256: companyImages.sha256 })
    .from(companyImages)
    .where(and(eq(companyImages.firmId, firmId), eq(companyImages.kind, kind)))
    .limit(1);
  return row?.sha256 ?? null;
}

export async function saveImage(
  db: Db,
  values: Omit<typeof companyImages.$inferInsert, 'createdAt'> & { createdAt: Date },
): Promise<void> {
  const { firmId: _firm, kind: _kind, ...update } = values;
  await db
    .insert(companyImages)
    .values(values)
    .onConflictDoUpdate({ target: [companyImages.firmId, companyImages.kind], set: update });
}

export async function deleteImage(db: Db, firmId: string, kind: CompanyImageKind): Promise<void> {
  await db.delete(companyImages).where(and(eq(companyImages.firmId, firmId), eq(companyImages.kind, kind)));
}

/*
 * Number series (docs/decisions/0009-numbering-and-own-prices.md): the allocator the document engine
 * calls when a document gets its number, and the previews the settings page shows.
 */

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
  return withTransaction(db, async (tx) => {
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
