import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from '../firms/firms.table';
import { warehouses } from '../provider/provider.table';
import {
  type CompanyImageKind,
  companyImages,
  companySettings,
  numberSeries,
  type SeriesName,
} from './company.table';

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
      openState: warehouses.openState,
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
