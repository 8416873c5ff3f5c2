/**
 * Writes the generated demo catalogue: categories, facets, products with page texts and stock, free
 * items, discount groups and the demo firms' rabattbrev. Multi-row inserts in batches keep the default
 * 20 000 products to a few seconds on PGlite (measured in docs/decisions/0008-catalogue-search.md).
 */

import { formatDate } from '@shared/domain/format';
import { sql } from 'drizzle-orm';
import {
  catalogueCategories,
  catalogueDiscountGroups,
  catalogueFacetProperties,
  catalogueFacetValues,
  catalogueFirmDiscounts,
  catalogueFreeItems,
  catalogueProductDetails,
  catalogueProductSearch,
  catalogueProducts,
  catalogueStock,
  refreshCatalogue,
} from '../features/catalogue';
import type { Db } from '../platform/db/database';
import { insertGeneratedRows as insertAll, withBulkLoad } from './catalogue-bulk-insert';
import { CatalogueGenerator } from './catalogue-generator';
import { Rng } from './catalogue-random';
import type { SeedContext } from './demo-seed';

export const DEFAULT_DEMO_PRODUCTS = 20_000;
/** Every test file copies the seeded template database, so the tests' demo catalogue is smaller. */
export const TEST_DEMO_PRODUCTS = 2_000;

/** Identity columns do not advance when ids are given; the next import must start after the seed. */
async function resetIdentity(db: Db, table: string): Promise<void> {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    ),
  );
}

export interface CatalogueSeedOptions {
  products: number;
  today: string;
  warehouseIds: readonly string[];
  /** Firms that get a rabattbrev, with the discount range (basis points) of each. */
  firms: ReadonlyArray<{ id: string; minBp: number; maxBp: number }>;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function seedCatalogue(db: Db, options: CatalogueSeedOptions) {
  const generator = new CatalogueGenerator({
    products: options.products,
    today: options.today,
    warehouseIds: options.warehouseIds,
  });
  await insertAll(db, catalogueCategories, generator.categories);
  const bulk = [
    catalogueProducts,
    catalogueProductDetails,
    catalogueStock,
    catalogueFreeItems,
    catalogueProductSearch,
  ];
  await withBulkLoad(db, bulk, async () => {
    let done = 0;
    for (const batch of generator.productBatches(options.batchSize ?? 2_000)) {
      await insertAll(db, catalogueProducts, batch.products);
      await insertAll(db, catalogueProductDetails, batch.details);
      await insertAll(db, catalogueStock, batch.stock);
      done += batch.products.length;
      options.onProgress?.(done, options.products);
    }
    for (const batch of generator.freeItemBatches(options.batchSize ?? 2_000)) {
      await insertAll(db, catalogueFreeItems, batch);
    }
    await insertAll(db, catalogueFacetProperties, generator.facets.properties);
    await insertAll(db, catalogueFacetValues, generator.facets.values);
    await refreshCatalogue(db);
  });
  const groups = [...generator.discountGroups].map(([code, name]) => ({ code, name }));
  await insertAll(db, catalogueDiscountGroups, groups);
  for (const [index, firm] of options.firms.entries()) {
    const rng = new Rng(1000 + index);
    await insertAll(
      db,
      catalogueFirmDiscounts,
      groups.map((g) => ({
        firmId: firm.id,
        discountGroup: g.code,
        // Whole half-percents, as a rabattbrev states them.
        discountBp: Math.round(rng.int(firm.minBp, firm.maxBp) / 50) * 50,
      })),
    );
  }
  for (const table of [
    'catalogue_categories',
    'catalogue_products',
    'catalogue_free_items',
    'catalogue_facet_properties',
    'catalogue_facet_values',
  ]) {
    await resetIdentity(db, table);
  }
  return { products: options.products, categories: generator.categories.length };
}

/** Rabattbrev ranges of the demo firms, by customer number (basis points). */
const demoDiscounts: Record<string, { minBp: number; maxBp: number }> = {
  '100245': { minBp: 2000, maxBp: 4500 },
  '100318': { minBp: 1500, maxBp: 3500 },
  '100402': { minBp: 0, maxBp: 1000 },
};

/**
 * The demo seed's catalogue step. SEED_PRODUCTS sets the product count; without it 20 000, or 2 000 under
 * Vitest (which sets VITEST before its global setup builds the test template).
 */
export async function seedDemoCatalogue(db: Db, context: SeedContext): Promise<void> {
  const fromEnv = Number(process.env.SEED_PRODUCTS);
  const fallback = process.env.VITEST ? TEST_DEMO_PRODUCTS : DEFAULT_DEMO_PRODUCTS;
  const products = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
  await seedCatalogue(db, {
    products,
    today: formatDate(new Date()),
    warehouseIds: [...context.warehouseIds.values()],
    firms: [...context.firmIds].map(([code, id]) => ({
      id,
      ...(demoDiscounts[code] ?? { minBp: 0, maxBp: 2000 }),
    })),
  });
}
