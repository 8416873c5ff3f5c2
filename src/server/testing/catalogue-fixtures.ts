import { facetSlug } from '@shared/domain/catalogue-facets';
import { buildSearchText } from '@shared/domain/catalogue-search';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import { sql } from 'drizzle-orm';
import {
  asFacetSet,
  catalogueCategories,
  catalogueDiscountGroups,
  catalogueFacetProperties,
  catalogueFacetValues,
  catalogueFirmDiscounts,
  catalogueFreeItems,
  catalogueProductDetails,
  catalogueProducts,
  catalogueStock,
  clearCatalogue,
  refreshCatalogue,
} from '../features/catalogue';
import { type Db, queryRows } from '../platform/db/database';

/**
 * A small catalogue that tests write in full, so that their expectations (which product comes first,
 * how many have 15 mm) can be read from the test itself rather than from the generated demo data.
 */
export interface FixtureProduct {
  id: number;
  article: string;
  rsk?: string | null;
  name: string;
  brand: string;
  categoryId: number;
  /** [property key, value name]; a material value nests under `nestedUnder`. */
  facets?: Array<[string, string]>;
  grossOre: number;
  discountGroup?: string;
  popularity?: number;
  campaign?: { priceOre: number; endsOn: string };
  turnkeyOre?: number;
  active?: boolean;
  replacementArticles?: string[];
  /** Warehouse code → balance in whole units (null: carried, none in stock). */
  stock?: Record<string, number | null>;
}

export interface CatalogueFixture {
  categories: Array<{ id: number; parentId: number | null; name: string }>;
  properties: Array<{ key: string; name: string; nested?: boolean }>;
  /** Parent value name per nested value name ("Koppar" → "Metall"). */
  nestedUnder?: Record<string, string>;
  products: FixtureProduct[];
  freeItems?: Array<{ id: number; code: string; name: string; supplier: string; grossOre: number }>;
  /** Firm id → discount group → basis points. */
  discounts?: Record<string, Record<string, number>>;
}

/** Replaces whatever catalogue the database holds (in a test's private copy) with the fixture. */
export async function installCatalogueFixture(db: Db, fixture: CatalogueFixture): Promise<void> {
  await clearCatalogue(db);
  const paths = new Map<number, number[]>();
  for (const c of fixture.categories) paths.set(c.id, [...(c.parentId ? paths.get(c.parentId)! : []), c.id]);
  await db.insert(catalogueCategories).values(
    fixture.categories.map((c, position) => ({
      ...c,
      sortKey: swedishSortKey(c.name),
      position,
      depth: paths.get(c.id)!.length,
      path: paths.get(c.id)!,
      searchText: buildSearchText([c.name]),
    })),
  );
  await db.insert(catalogueFacetProperties).values(
    fixture.properties.map((p, i) => ({
      id: i + 1,
      key: p.key,
      name: p.name,
      position: i,
      nested: p.nested ?? false,
    })),
  );
  const values = new Map<string, number>();
  const valueId = async (propertyKey: string, name: string): Promise<number[]> => {
    const parent = fixture.nestedUnder?.[name];
    const parentIds = parent ? await valueId(propertyKey, parent) : [];
    const key = `${propertyKey}:${name}`;
    if (!values.has(key)) {
      const id = values.size + 1;
      values.set(key, id);
      await db.insert(catalogueFacetValues).values({
        id,
        propertyId: fixture.properties.findIndex((p) => p.key === propertyKey) + 1,
        key: facetSlug(name),
        name,
        parentId: parentIds.at(-1) ?? null,
        sortKey: swedishSortKey(name),
      });
    }
    return [...parentIds, values.get(key)!];
  };
  const warehouses = new Map(
    (await queryRows<{ id: string; code: string }>(db, sql`select id, code from warehouses`)).map((r) => [
      r.code,
      r.id,
    ]),
  );
  for (const p of fixture.products) {
    const facetIds: number[] = [];
    for (const [key, name] of [['varumarke', p.brand] as [string, string], ...(p.facets ?? [])]) {
      if (fixture.properties.some((prop) => prop.key === key)) facetIds.push(...(await valueId(key, name)));
    }
    const category = fixture.categories.find((c) => c.id === p.categoryId)!;
    await db.insert(catalogueProducts).values({
      id: p.id,
      article: p.article,
      rsk: p.rsk ?? null,
      name: p.name,
      sortKey: swedishSortKey(p.name),
      brand: p.brand,
      categoryId: p.categoryId,
      unit: 'ST',
      discountGroup: p.discountGroup ?? 'ALLM',
      grossPriceOre: p.grossOre,
      campaignPriceOre: p.campaign?.priceOre ?? null,
      campaignEndsOn: p.campaign?.endsOn ?? null,
      turnkeyPriceOre: p.turnkeyOre ?? null,
      popularity: p.popularity ?? 0,
      replacementArticles: p.replacementArticles ?? [],
      facetIds: asFacetSet(facetIds),
      searchText: buildSearchText([p.name, p.brand, category.name]),
      active: p.active ?? true,
    });
    await db.insert(catalogueProductDetails).values({
      productId: p.id,
      description: `${p.name} från ${p.brand}.`,
      properties: (p.facets ?? []).map(([key, value]) => ({
        name: fixture.properties.find((prop) => prop.key === key)?.name ?? key,
        value,
      })),
    });
    for (const [code, units] of Object.entries(p.stock ?? {})) {
      await db.insert(catalogueStock).values({
        productId: p.id,
        warehouseId: warehouses.get(code)!,
        balance: (units ?? 0) * 1000,
        shortageMessage: units === null ? 'Restnoterad hos leverantören' : null,
      });
    }
  }
  for (const f of fixture.freeItems ?? []) {
    await db.insert(catalogueFreeItems).values({
      ...f,
      sortKey: swedishSortKey(f.name),
      unit: 'ST',
      grossPriceOre: f.grossOre,
      searchText: buildSearchText([f.name, f.supplier]),
    });
  }
  const groups = [...new Set(fixture.products.map((p) => p.discountGroup ?? 'ALLM'))];
  await db.insert(catalogueDiscountGroups).values(groups.map((code) => ({ code, name: code })));
  for (const [firmId, byGroup] of Object.entries(fixture.discounts ?? {})) {
    for (const [discountGroup, discountBp] of Object.entries(byGroup)) {
      await db.insert(catalogueFirmDiscounts).values({ firmId, discountGroup, discountBp });
    }
  }
  await refreshCatalogue(db);
}

/**
 * The catalogue the server tests share: mixers, pipes and fittings, WCs and a spare part, with numbers,
 * facets, a campaign, an archived article and stock in Lund (Rörfirman Demo AB's warehouse) and Malmö.
 */
export function testCatalogue(firms: { demo: string; norr: string }): CatalogueFixture {
  const mixer = (
    id: number,
    article: string,
    rsk: string,
    name: string,
    brand: string,
    categoryId: number,
  ) => ({
    id,
    article,
    rsk,
    name,
    brand,
    categoryId,
    facets: [['material', 'Mässing'] as [string, string]],
    grossOre: 250_000,
    discountGroup: 'BL',
    popularity: 100 + id,
    turnkeyOre: 520_000,
    stock: { LUN: 10, MMA: 3 },
  });
  return {
    categories: [
      { id: 1, parentId: null, name: 'Blandare' },
      { id: 2, parentId: 1, name: 'Tvättställsblandare' },
      { id: 3, parentId: 1, name: 'Köksblandare' },
      { id: 4, parentId: 1, name: 'Termostatblandare' },
      { id: 5, parentId: null, name: 'Rör och rördelar' },
      { id: 6, parentId: 5, name: 'Kopparrör' },
      { id: 7, parentId: 5, name: 'Kopplingar' },
      { id: 8, parentId: null, name: 'WC och badrum' },
      { id: 9, parentId: 8, name: 'WC-stolar' },
      { id: 10, parentId: null, name: 'Reservdelar' },
    ],
    properties: [
      { key: 'varumarke', name: 'Varumärke' },
      { key: 'material', name: 'Material', nested: true },
      { key: 'dimension', name: 'Dimension' },
    ],
    nestedUnder: { Koppar: 'Metall', Mässing: 'Metall', 'Förnicklad mässing': 'Metall', Porslin: 'Keramik' },
    products: [
      mixer(1, 'B10001', '1234567', 'Tvättställsblandare Mora Vega krom', 'Mora Armatur', 2),
      {
        ...mixer(2, 'B10002', '1234568', 'Tvättställsblandare Oras Nova svart matt', 'Oras', 2),
        campaign: { priceOre: 150_000, endsOn: '2026-12-01' },
      },
      mixer(3, 'B10003', '2345678', 'Köksblandare Gustavsberg Nautic', 'Gustavsberg', 3),
      mixer(4, 'B10004', '3456789', 'Termostatblandare dusch FM Mattsson cc 160', 'FM Mattsson', 4),
      mixer(5, 'B10005', '3456780', 'Termostatblandare bad Mora Cera cc 150', 'Mora Armatur', 4),
      {
        id: 6,
        article: 'R20001',
        rsk: '1810015',
        name: 'Kopparrör 15x1,0 mm 5 m',
        brand: 'Nordlunds',
        categoryId: 6,
        facets: [
          ['dimension', '15 mm'],
          ['material', 'Koppar'],
        ],
        grossOre: 60_000,
        discountGroup: 'ROR',
        popularity: 50,
        stock: { LUN: 200 },
      },
      {
        id: 7,
        article: 'R20002',
        rsk: '1810022',
        name: 'Kopparrör 22x1,2 mm 5 m',
        brand: 'Nordlunds',
        categoryId: 6,
        facets: [
          ['dimension', '22 mm'],
          ['material', 'Koppar'],
        ],
        grossOre: 95_000,
        discountGroup: 'ROR',
        popularity: 40,
        stock: { LUN: null },
      },
      {
        id: 8,
        article: 'R20003',
        rsk: '1820015',
        name: 'Klämringskoppling rak 15 mm',
        brand: 'LK',
        categoryId: 7,
        facets: [
          ['dimension', '15 mm'],
          ['material', 'Mässing'],
        ],
        grossOre: 4_500,
        discountGroup: 'ROR',
        popularity: 30,
      },
      {
        id: 9,
        article: 'R20004',
        rsk: '1820022',
        name: 'Klämringskoppling rak 22 mm',
        brand: 'LK',
        categoryId: 7,
        facets: [
          ['dimension', '22 mm'],
          ['material', 'Förnicklad mässing'],
        ],
        grossOre: 6_500,
        discountGroup: 'ROR',
        popularity: 20,
      },
      {
        id: 10,
        article: 'W30001',
        rsk: '7001234',
        name: 'WC-stol Gustavsberg Nautic golvstående',
        brand: 'Gustavsberg',
        categoryId: 9,
        facets: [['material', 'Porslin']],
        grossOre: 420_000,
        popularity: 60,
      },
      {
        id: 11,
        article: 'W30002',
        rsk: '7001235',
        name: 'WC-stol Ifö Spira vägghängd',
        brand: 'Ifö',
        categoryId: 9,
        facets: [['material', 'Porslin']],
        grossOre: 510_000,
        popularity: 55,
      },
      // The most popular product mentions "blandare" but is not one: relevance must still put mixers first.
      {
        id: 12,
        article: 'T40001',
        name: 'Packning för blandare Oras',
        brand: 'Oras',
        categoryId: 10,
        grossOre: 2_900,
        popularity: 999,
      },
      {
        ...mixer(13, 'B10009', '1234569', 'Tvättställsblandare Mora Vega krom äldre', 'Mora Armatur', 2),
        active: false,
        replacementArticles: ['B10001'],
      },
    ],
    freeItems: [
      { id: 1, code: 'ORA1000001', name: 'Termostatinsats Oras Nova', supplier: 'Oras', grossOre: 89_000 },
      { id: 2, code: 'MOR1000002', name: 'Kartusch 35 mm Mora', supplier: 'Mora Armatur', grossOre: 45_000 },
    ],
    discounts: { [firms.demo]: { BL: 3000, ROR: 4000 }, [firms.norr]: { BL: 1000 } },
  };
}
