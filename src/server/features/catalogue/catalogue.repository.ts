import type { FacetSelection } from '@shared/domain/catalogue-facets';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedRows, queryRows } from '../../platform/db/database';
import { catalogueFavourites } from './catalogue.table';

/*
 * The catalogue's rows: its cached structure (tree, facets, dictionary) and what cards and product pages
 * show. All catalogue tables are the provider's and shared by every firm.
 */

export interface ResolvedSelection {
  propertyId: number;
  propertyKey: string;
  valueIds: number[];
  valueKeys: string[];
}

export interface FacetValueInfo {
  id: number;
  key: string;
  name: string;
  parentId: number | null;
  sortKey: string;
  propertyId: number;
  propertyKey: string;
  propertyName: string;
  propertyPosition: number;
  nested: boolean;
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  position: number;
  depth: number;
  path: number[];
  productCount: number;
  searchText: string;
}

/** A word of the search dictionary with the number of products and free items carrying it. */
export interface DictionaryWord {
  id: number;
  word: string;
  productCount: number;
  freeItemCount: number;
}

/**
 * The catalogue's structure — category tree, facet names and the search dictionary — which every listing
 * and every keystroke needs and which changes only with an import: read once and kept for a few seconds,
 * so a page is not three queries of the same small tables. refreshCatalogue drops it at once in this process; another app server sees the
 * change within STRUCTURE_TTL_MS. This is a cache of database rows, not state of its own.
 */
export interface CatalogueStructure {
  categories: CategoryRow[];
  categoryById: Map<number, CategoryRow>;
  facetById: Map<number, FacetValueInfo>;
  /** `property:value` keys, as in addresses. */
  facetByKey: Map<string, FacetValueInfo>;
  /** In id order. */
  words: DictionaryWord[];
  /** The catalogue's version (catalogue_version): cached search results belong to one version. */
  version: number;
}

const STRUCTURE_TTL_MS = 10_000;
let generation = 0;
const structures = new WeakMap<Db, { at: number; generation: number; value: Promise<CatalogueStructure> }>();

/** Called by refreshCatalogue: the next call reads the structure again. */
export function forgetCatalogueStructure(): void {
  generation += 1;
}

async function loadStructure(db: Db): Promise<CatalogueStructure> {
  const [categories, facets, words, versions] = await Promise.all([
    queryRows<CategoryRow>(
      db,
      sql`select id, parent_id as "parentId", name, position, depth, path, product_count as "productCount",
            search_text as "searchText"
          from catalogue_categories where active order by depth, position, sort_key collate "C"`,
    ),
    queryRows<FacetValueInfo>(
      db,
      sql`select v.id, v.key, v.name, v.parent_id as "parentId", v.sort_key as "sortKey",
            p.id as "propertyId", p.key as "propertyKey", p.name as "propertyName",
            p.position as "propertyPosition", p.nested
          from catalogue_facet_values v join catalogue_facet_properties p on p.id = v.property_id`,
    ),
    queryRows<DictionaryWord>(
      db,
      sql`select id, word, product_count as "productCount", free_item_count as "freeItemCount"
          from catalogue_words order by id`,
    ),
    queryRows<{ version: number }>(db, sql`select version from catalogue_version where id = 1`),
  ]);
  return {
    categories,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    facetById: new Map(facets.map((f) => [f.id, f])),
    facetByKey: new Map(facets.map((f) => [`${f.propertyKey}:${f.key}`, f])),
    words,
    version: versions[0]?.version ?? 0,
  };
}

export function catalogueStructure(db: Db): Promise<CatalogueStructure> {
  const cached = structures.get(db);
  if (cached && cached.generation === generation && Date.now() - cached.at < STRUCTURE_TTL_MS) {
    return cached.value;
  }
  const value = loadStructure(db);
  structures.set(db, { at: Date.now(), generation, value });
  // A failed read must not stay cached.
  value.catch(() => structures.delete(db));
  return value;
}

export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return (await catalogueStructure(db)).categories;
}

/** Facet keys from the request → ids. Keys that name nothing are dropped (an old link still opens). */
export async function resolveSelections(
  db: Db,
  selected: readonly FacetSelection[],
): Promise<ResolvedSelection[]> {
  if (selected.length === 0) return [];
  const { facetByKey } = await catalogueStructure(db);
  const byProperty = new Map<number, ResolvedSelection>();
  for (const f of selected) {
    for (const v of f.values) {
      const info = facetByKey.get(`${f.id}:${v}`);
      if (!info) continue;
      const entry = byProperty.get(info.propertyId) ?? {
        propertyId: info.propertyId,
        propertyKey: info.propertyKey,
        valueIds: [],
        valueKeys: [],
      };
      entry.valueIds.push(info.id);
      entry.valueKeys.push(info.key);
      byProperty.set(info.propertyId, entry);
    }
  }
  return [...byProperty.values()];
}

export async function facetValueInfo(db: Db, valueIds: readonly number[]): Promise<FacetValueInfo[]> {
  const { facetById } = await catalogueStructure(db);
  return valueIds.flatMap((id) => facetById.get(id) ?? []);
}

export async function categoriesByIds(db: Db, categoryIds: readonly number[]): Promise<CategoryRow[]> {
  const { categoryById } = await catalogueStructure(db);
  return categoryIds.flatMap((id) => categoryById.get(id) ?? []);
}

/** Categories whose name holds every query word, the broadest and fullest first (suggestions). */
export async function categoriesMatching(db: Db, tokens: readonly string[], limit: number) {
  if (tokens.length === 0) return [];
  return (await allCategories(db))
    .filter((c) => c.productCount > 0 && tokens.every((t) => c.searchText.includes(t)))
    .sort((a, b) => a.depth - b.depth || b.productCount - a.productCount)
    .slice(0, limit);
}

/** Whose prices and stock a list shows: a visitor, or a firm with its default warehouse. */
export interface PriceScope {
  firmId: string | null;
  warehouseId: string | null;
}

export interface ProductRow {
  id: number;
  article: string;
  rsk: string | null;
  name: string;
  brand: string | null;
  categoryId: number;
  unit: string;
  quantityPerUnit: number;
  wholesaleQuantity: number | null;
  decimalsAllowed: boolean;
  itemClass: string;
  grossPriceOre: number | null;
  campaignPriceOre: number | null;
  campaignEndsOn: string | null;
  turnkeyPriceOre: number | null;
  turnkeyAOre: number | null;
  turnkeyBOre: number | null;
  turnkeyCOre: number | null;
  popular: boolean;
  novelty: boolean;
  goodDeal: boolean;
  ceMark: boolean;
  safeWater: boolean;
  registeredOn: string | null;
  replacementArticles: string[];
  images: string[];
  active: boolean;
  description: string;
  discountBp: number | null;
  /** In the scope's warehouse, or summed over all for a visitor; null when not stocked there. */
  balance: number | null;
  shortageMessage: string | null;
}

/** What a card needs of a product (aliases `p` product, `d` details, `disc` discount, `st` stock). */
const CARD_COLUMNS = `p.id, p.article, p.rsk, p.name, p.brand, p.category_id as "categoryId", p.unit,
  p.quantity_per_unit as "quantityPerUnit", p.wholesale_quantity as "wholesaleQuantity",
  p.decimals_allowed as "decimalsAllowed", p.item_class as "itemClass",
  p.gross_price_ore as "grossPriceOre", p.campaign_price_ore as "campaignPriceOre",
  p.campaign_ends_on::text as "campaignEndsOn", p.turnkey_price_ore as "turnkeyPriceOre",
  p.turnkey_a_ore as "turnkeyAOre", p.turnkey_b_ore as "turnkeyBOre", p.turnkey_c_ore as "turnkeyCOre",
  p.popular, p.novelty, p.good_deal as "goodDeal", p.ce_mark as "ceMark", p.safe_water as "safeWater",
  p.registered_on::text as "registeredOn", p.replacement_articles as "replacementArticles",
  p.images, p.active, coalesce(d.description, '') as description,
  disc.discount_bp as "discountBp", st.balance, st.shortage_message as "shortageMessage"`;

/** The stock a card shows: the scope's warehouse (`$3` in the prepared statement), or all summed. */
const STOCK_IN_WAREHOUSE = `select balance, shortage_message from catalogue_stock
  where product_id = p.id and warehouse_id = $3`;
const STOCK_SUMMED = `select sum(balance)::int as balance, null::text as shortage_message from catalogue_stock
  where product_id = p.id having count(*) > 0`;

const cardsById = (stock: string) => `select ${CARD_COLUMNS}
  from catalogue_products p
  left join catalogue_product_details d on d.product_id = p.id
  left join catalogue_firm_discounts disc on disc.firm_id = $2 and disc.discount_group = p.discount_group
  left join lateral (${stock}) st on true
  where p.id = any($1::int[])`;

/**
 * Cards by id run on every search and category page, cached or not (the listing is cached, the cards are
 * the viewer's): one prepared statement per stock kind, planned once per connection. A unique-key lookup
 * of at most 100 ids, so a generic plan is as good as a custom one.
 */
const CARDS_BY_ID = {
  warehouse: { name: 'catalogue_cards_warehouse', text: cardsById(STOCK_IN_WAREHOUSE) },
  summed: { name: 'catalogue_cards_summed', text: cardsById(STOCK_SUMMED) },
};

/**
 * Product rows for cards, product pages and the basket, with the firm's discount and its warehouse's
 * stock. By id, by a query of ids (in its order), or by number (article or RSK: they cannot collide).
 */
export async function productRows(
  db: Db,
  where: { ids: readonly number[] } | { articles: readonly string[] } | { page: SQL },
  scope: PriceScope,
): Promise<ProductRow[]> {
  if ('ids' in where) {
    return scope.warehouseId
      ? preparedRows(db, CARDS_BY_ID.warehouse, [[...where.ids], scope.firmId, scope.warehouseId])
      : preparedRows(db, CARDS_BY_ID.summed, [[...where.ids], scope.firmId]);
  }
  const page = 'page' in where ? sql`with page as (select array(${where.page}) as ids)` : sql``;
  const filter =
    'page' in where
      ? sql`p.id = any((select ids from page)::int[])`
      : sql`(p.article = any(${sql.param([...where.articles])}::text[])
            or p.rsk = any(${sql.param([...where.articles])}::text[]))`;
  const order = 'page' in where ? sql`order by array_position((select ids from page), p.id)` : sql``;
  const stock = scope.warehouseId
    ? sql`select balance, shortage_message from catalogue_stock
          where product_id = p.id and warehouse_id = ${scope.warehouseId}`
    : sql.raw(STOCK_SUMMED);
  // pg answers bigint columns as numbers (database.ts) and PGlite does too; counts stay numbers.
  return queryRows<ProductRow>(
    db,
    sql`${page} select ${sql.raw(CARD_COLUMNS)}
        from catalogue_products p
        left join catalogue_product_details d on d.product_id = p.id
        left join catalogue_firm_discounts disc
          on disc.firm_id = ${scope.firmId} and disc.discount_group = p.discount_group
        left join lateral (${stock}) st on true
        where ${filter} ${order}`,
  );
}

export async function productDetails(db: Db, productId: number) {
  const rows = await queryRows<{
    bulletText: string[];
    properties: Array<{ name: string; value: string }>;
    documents: Array<{ link: string; name: string; contentType: string }>;
  }>(
    db,
    sql`select bullet_text as "bulletText", properties, documents
        from catalogue_product_details where product_id = ${productId}`,
  );
  return rows[0] ?? { bulletText: [], properties: [], documents: [] };
}

export interface WarehouseStockRow {
  code: string;
  name: string;
  city: string;
  warehouseId: string;
  balance: number;
  shortageMessage: string | null;
}

/** Stock of one product in every warehouse that carries it, the Swedish way by city. */
export async function productStock(db: Db, productId: number): Promise<WarehouseStockRow[]> {
  return queryRows(
    db,
    sql`select w.code, w.name, w.city, w.id as "warehouseId", s.balance,
          s.shortage_message as "shortageMessage"
        from catalogue_stock s join warehouses w on w.id = s.warehouse_id
        where s.product_id = ${productId}
        order by w.sort_key collate "C"`,
  );
}

export interface FreeItemRow {
  id: number;
  code: string;
  name: string;
  supplier: string | null;
  description: string;
  unit: string;
  grossPriceOre: number | null;
  active: boolean;
}

export async function freeItemRows(db: Db, freeItemIds: readonly number[]): Promise<FreeItemRow[]> {
  if (freeItemIds.length === 0) return [];
  return queryRows(
    db,
    sql`select id, code, name, supplier, description, unit, gross_price_ore as "grossPriceOre", active
        from catalogue_free_items where id = any(${sql.param([...freeItemIds])}::int[])`,
  );
}

/** Every query names the firm and the employee: a favourite is one employee's, inside one firm. */
export interface FavouriteOwner {
  firmId: string;
  employeeId: string;
}

export async function favouriteProductIds(
  db: Db,
  owner: FavouriteOwner,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: catalogueFavourites.productId })
    .from(catalogueFavourites)
    .where(
      and(
        eq(catalogueFavourites.firmId, owner.firmId),
        eq(catalogueFavourites.employeeId, owner.employeeId),
        inArray(catalogueFavourites.productId, [...productIds]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Empties the catalogue (products first, then what they point at), for a rebuild from a generator or a
 * test's fixture; firms, logins and documents stay. Favourites go with the products they name.
 */
export async function clearCatalogue(db: Db): Promise<void> {
  for (const table of [
    'catalogue_favourites',
    'catalogue_product_search',
    'catalogue_stock',
    'catalogue_product_details',
    'catalogue_products',
    'catalogue_free_items',
    'catalogue_words',
    'catalogue_facet_sets',
    'catalogue_facet_values',
    'catalogue_facet_properties',
    'catalogue_categories',
    'catalogue_firm_discounts',
    'catalogue_discount_groups',
  ]) {
    await db.execute(sql.raw(`delete from ${table}`));
  }
}
