import type { PriceListCode, PriceListFormat, PriceListVariant } from '@shared/domain/price-lists';
import { and, asc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { jobs } from '../../platform/jobs/jobs.table';
import { catalogueDiscountGroups, catalogueProducts } from '../catalogue';
import { firms } from '../firms';
import { priceListFiles, providerSaleTerms } from './priceLists.table';

export type PriceListFileRow = typeof priceListFiles.$inferSelect;

/** What identifies one generated list: the firm's, of a variant, order and format, from one source. */
export interface PriceListKey {
  firmId: string;
  variant: PriceListVariant;
  code: PriceListCode;
  format: PriceListFormat;
  source: string;
}

/** The firm's provider's current sale terms; null when it has published none. */
export async function findSaleTerms(db: Db, firmId: string) {
  const [row] = await db
    .select({
      title: providerSaleTerms.title,
      sections: providerSaleTerms.sections,
      updatedOn: providerSaleTerms.updatedOn,
    })
    .from(firms)
    .innerJoin(providerSaleTerms, eq(providerSaleTerms.providerId, firms.providerId))
    .where(eq(firms.id, firmId))
    .limit(1);
  return row ?? null;
}

/**
 * What a list of the firm is made from: the catalogue's version (raised by every import) and the last
 * change of the firm's discounts (its rabattbrev), so either change makes the next request a new file.
 */
export async function priceListSource(db: Db, firmId: string): Promise<string> {
  const [row] = await queryRows<{ version: number | null; discounts: string | null }>(
    db,
    sql`select (select version from catalogue_version where id = 1) as version,
          (select to_char(max(updated_at) at time zone 'UTC', 'YYYYMMDD"T"HH24MISS.US')
             from catalogue_firm_discounts where firm_id = ${firmId}) as discounts`,
  );
  return `v${row?.version ?? 0}-d${row?.discounts ?? 'none'}`;
}

/** One product of a list, in the list's order, with what it is grouped by. */
export interface ListProduct {
  id: number;
  categoryId: number;
  discountGroup: string;
  discountGroupName: string | null;
  sortKey: string;
}

/** The active products a list holds (all, on campaign on `today`, or registered since `since`). */
export async function findListProducts(
  db: Db,
  input: { selection: 'ALL' | 'CAMPAIGN' | 'NEW'; today: string; since: string | null; code: PriceListCode },
): Promise<ListProduct[]> {
  const p = catalogueProducts;
  const conditions = [eq(p.active, true), isNotNull(p.grossPriceOre)];
  if (input.selection === 'CAMPAIGN')
    conditions.push(
      isNotNull(p.campaignPriceOre),
      sql`(${p.campaignEndsOn} is null or ${p.campaignEndsOn} >= ${input.today})`,
    );
  if (input.selection === 'NEW' && input.since) conditions.push(gte(p.registeredOn, input.since));
  const order =
    input.code === 'WHG'
      ? [asc(p.discountGroup), asc(p.sortKey), asc(p.article)]
      : input.code === 'TTL'
        ? [asc(p.sortKey), asc(p.article)]
        : [asc(p.categoryId), asc(p.sortKey), asc(p.article)];
  return db
    .select({
      id: p.id,
      categoryId: p.categoryId,
      discountGroup: p.discountGroup,
      discountGroupName: catalogueDiscountGroups.name,
      sortKey: p.sortKey,
    })
    .from(p)
    .leftJoin(catalogueDiscountGroups, eq(catalogueDiscountGroups.code, p.discountGroup))
    .where(and(...conditions))
    .orderBy(...order);
}

export async function findPriceListFile(db: Db, key: PriceListKey): Promise<PriceListFileRow | null> {
  const [row] = await db
    .select()
    .from(priceListFiles)
    .where(
      and(
        eq(priceListFiles.firmId, key.firmId),
        eq(priceListFiles.variant, key.variant),
        eq(priceListFiles.code, key.code),
        eq(priceListFiles.format, key.format),
        eq(priceListFiles.source, key.source),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Keeps a made list; one of an older source of the same list is dropped, as no request asks for it
 * again. A second server storing the same list at once keeps the first row.
 */
export async function storePriceListFile(
  db: Db,
  row: PriceListKey & { fileName: string; contentType: string; content: Buffer },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(priceListFiles)
      .where(
        and(
          eq(priceListFiles.firmId, row.firmId),
          eq(priceListFiles.variant, row.variant),
          eq(priceListFiles.code, row.code),
          eq(priceListFiles.format, row.format),
          ne(priceListFiles.source, row.source),
        ),
      );
    await tx.insert(priceListFiles).values(row).onConflictDoNothing();
  });
}

/** The job already asked to make a list (its dedupe key), whatever its state. */
export async function findJobByKey(db: Db, dedupeKey: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)).limit(1);
  return row ?? null;
}

/** A failed list's job, or a done one whose file is gone, asked again: queued now with fresh attempts. */
export async function requeueJob(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'QUEUED', attempts: 0, runAt: now, error: null, progress: 0, updatedAt: now })
    .where(and(eq(jobs.id, id), ne(jobs.status, 'RUNNING'), ne(jobs.status, 'QUEUED')));
}
