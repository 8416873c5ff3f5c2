import {
  type DiscountRow,
  decodeImportFile,
  type ImportEncoding,
  type ImportHeader,
  type ImportKind,
  type PriceRow,
  parseDiscountRow,
  parseImportHeader,
  parsePriceRow,
  splitCsvLine,
} from '@shared/domain/catalogue-import';
import { buildSearchText } from '@shared/domain/catalogue-search';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import type { Db } from '../../platform/db/database';
import type { StoreDeps } from '../../platform/http/context';
import { asFacetSet, refreshCatalogue } from '../catalogue';
import {
  activeProductsNotIn,
  addBrandValue,
  addDiscountGroups,
  brandFacet,
  categoryNames,
  deactivateProducts,
  firmIdsByCode,
  insertProducts,
  type ProductWrite,
  productsByArticles,
  replaceFirmDiscounts,
  type StoredProduct,
  updateProducts,
} from './catalogueImport.repository';

export interface ImportSummary {
  kind: ImportKind | null;
  encoding: ImportEncoding;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  /** Rabattbrev: firms whose letter was replaced. */
  firms: number;
  errors: Array<{ line: number; reason: string }>;
  milliseconds: number;
}

export type ImportProgress = (done: number, total: number) => void | Promise<void>;

const BATCH = 2_000;
/** Above this share of changed products, the search data is rebuilt whole rather than row by row. */
const FULL_REFRESH_SHARE = 0.2;

/**
 * Imports a provider file: a price file (articles) or a rabattbrev (discounts), told apart by the header.
 * Idempotent: unchanged rows are not written, changed ones are updated, articles missing from a price
 * file are deactivated (never deleted). Runs batch by batch, so a failure part-way leaves consistent
 * rows and running the same file again finishes the work.
 */
export async function importCatalogueFile({
  deps: { db },
  bytes,
  onProgress,
  firmCode,
}: {
  deps: StoreDeps;
  bytes: Uint8Array;
  onProgress?: ImportProgress;
  /** For a rabattbrev without a Kundnummer column: whose letter it is. */
  firmCode?: string;
}): Promise<ImportSummary> {
  const started = performance.now();
  const { text, encoding } = decodeImportFile(bytes);
  const lines = text.split(/\r?\n/);
  const summary: ImportSummary = {
    kind: null,
    encoding,
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    deactivated: 0,
    firms: 0,
    errors: [],
    milliseconds: 0,
  };
  const parsed = parseImportHeader(lines[0] ?? '');
  if ('error' in parsed) {
    summary.errors.push({ line: 1, reason: parsed.error });
  } else if (parsed.header.kind === 'PRICE_FILE') {
    summary.kind = 'PRICE_FILE';
    await importPrices(db, lines, parsed.header, summary, onProgress);
  } else {
    summary.kind = 'DISCOUNT_FILE';
    await importDiscounts(db, lines, parsed.header, summary, firmCode);
  }
  summary.milliseconds = Math.round(performance.now() - started);
  return summary;
}

function sameProduct(a: StoredProduct, b: ProductWrite): boolean {
  return (
    a.rsk === b.rsk &&
    a.name === b.name &&
    a.brand === b.brand &&
    a.categoryId === b.categoryId &&
    a.unit === b.unit &&
    a.quantityPerUnit === b.quantityPerUnit &&
    a.wholesaleQuantity === b.wholesaleQuantity &&
    a.grossPriceOre === b.grossPriceOre &&
    a.discountGroup === b.discountGroup &&
    a.campaignPriceOre === b.campaignPriceOre &&
    a.campaignEndsOn === b.campaignEndsOn &&
    a.active
  );
}

async function importPrices(
  db: Db,
  lines: string[],
  header: ImportHeader,
  summary: ImportSummary,
  onProgress?: ImportProgress,
): Promise<void> {
  const categories = await categoryNames(db);
  const brands = await brandFacet(db);
  // A product has one brand: its old brand value is swapped for the file's.
  const brandIds = new Set(brands.byName.values());
  const seen = new Map<string, number>();
  const searchChanged: number[] = [];
  const groups = new Set<string>();
  const total = lines.length - 1;
  let pending: PriceRow[] = [];

  const flush = async () => {
    const existing = new Map(
      (
        await productsByArticles(
          db,
          pending.map((r) => r.article),
        )
      ).map((p) => [p.article, p]),
    );
    const inserts: ProductWrite[] = [];
    const updates: ProductWrite[] = [];
    for (const row of pending) {
      const old = existing.get(row.article);
      const categoryId = row.categoryId ?? old?.categoryId ?? null;
      if (categoryId === null) {
        summary.errors.push({ line: row.line, reason: 'Ny artikel utan kategori: ange Kategori' });
        continue;
      }
      const category = categories.get(categoryId);
      if (category === undefined) {
        summary.errors.push({ line: row.line, reason: `Kategori ${categoryId} finns inte i katalogen` });
        continue;
      }
      const brand = row.brand ?? old?.brand ?? null;
      let brandId = brand === null ? undefined : brands.byName.get(brand);
      if (brand !== null && brandId === undefined) {
        brandId = await addBrandValue(db, brands.propertyId, brand);
        brands.byName.set(brand, brandId);
        brandIds.add(brandId);
      }
      const facetIds = asFacetSet([
        ...(old?.facetIds ?? []).filter((id) => !brandIds.has(id)),
        ...(brandId ? [brandId] : []),
      ]);
      // The texts are derived only for rows that are written: most rows of a weekly file are unchanged.
      const write: ProductWrite = {
        ...row,
        brand,
        categoryId,
        facetIds,
        active: true,
        sortKey: '',
        searchText: '',
      };
      const derive = () => {
        write.sortKey = swedishSortKey(row.name);
        write.searchText = buildSearchText([row.name, brand, category]);
        return write;
      };
      groups.add(row.discountGroup);
      if (!old) inserts.push(derive());
      else if (sameProduct(old, write)) summary.unchanged += 1;
      else {
        updates.push(derive());
        if (old.name !== write.name || old.brand !== brand || old.categoryId !== categoryId || !old.active) {
          searchChanged.push(old.id);
        }
      }
    }
    const insertedIds = await insertProducts(db, inserts);
    await updateProducts(db, updates);
    searchChanged.push(...insertedIds.values());
    summary.inserted += inserts.length;
    summary.updated += updates.length;
    pending = [];
  };

  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    summary.rows += 1;
    const result = parsePriceRow(splitCsvLine(line), header, i + 1);
    if (!result.ok) {
      summary.errors.push({ line: result.line, reason: result.reason });
      // The article is in the file, only this week's row is wrong: keep it as it was, active.
      if (result.article && !seen.has(result.article)) seen.set(result.article, i + 1);
      continue;
    }
    const earlier = seen.get(result.row.article);
    if (earlier !== undefined) {
      summary.errors.push({
        line: i + 1,
        reason: `Artikelnumret ${result.row.article} finns redan på rad ${earlier}`,
      });
      continue;
    }
    seen.set(result.row.article, i + 1);
    pending.push(result.row);
    if (pending.length >= BATCH) {
      await flush();
      await onProgress?.(i, total);
    }
  }
  await flush();
  await addDiscountGroups(db, [...groups]);
  // A file that failed as a whole (nothing parsed) must not empty the catalogue.
  const gone = seen.size > 0 ? await activeProductsNotIn(db, new Set(seen.keys())) : [];
  await deactivateProducts(db, gone);
  summary.deactivated = gone.length;
  searchChanged.push(...gone);
  const changed = [...new Set(searchChanged)];
  const whole = changed.length > seen.size * FULL_REFRESH_SHARE;
  await refreshCatalogue(db, whole ? undefined : { productIds: changed, freeItemIds: [] });
  await onProgress?.(total, total);
}

async function importDiscounts(
  db: Db,
  lines: string[],
  header: ImportHeader,
  summary: ImportSummary,
  firmCode?: string,
): Promise<void> {
  const firms = await firmIdsByCode(db);
  const byFirm = new Map<string, DiscountRow[]>();
  for (let i = 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    summary.rows += 1;
    const result = parseDiscountRow(splitCsvLine(lines[i]!), header, i + 1);
    if (!result.ok) {
      summary.errors.push({ line: result.line, reason: result.reason });
      continue;
    }
    const code = result.row.firmCode ?? firmCode ?? null;
    const firmId = code === null ? undefined : firms.get(code);
    if (firmId === undefined) {
      summary.errors.push({
        line: i + 1,
        reason: code === null ? 'Kundnummer saknas (kolumn eller --firm)' : `Kundnummer ${code} finns inte`,
      });
      continue;
    }
    const rows = byFirm.get(firmId) ?? [];
    if (rows.some((r) => r.discountGroup === result.row.discountGroup)) {
      summary.errors.push({
        line: i + 1,
        reason: `Rabattgrupp ${result.row.discountGroup} finns redan för kunden`,
      });
      continue;
    }
    rows.push(result.row);
    byFirm.set(firmId, rows);
  }
  // A letter with a bad row is applied but removes nothing: the bad row's group must keep its discount.
  const removeOthers = summary.errors.length === 0;
  for (const [firmId, rows] of byFirm) {
    await addDiscountGroups(
      db,
      rows.map((r) => r.discountGroup),
    );
    const { changed, removed } = await replaceFirmDiscounts(db, firmId, rows, removeOthers);
    summary.updated += changed;
    summary.deactivated += removed;
    summary.unchanged += rows.length - changed;
  }
  summary.firms = byFirm.size;
}
