import { facetSlug } from '@shared/domain/catalogue-facets';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import { type SQL, sql } from 'drizzle-orm';
import { arrayParam, type Db, queryRows } from '../../platform/db/database';

/*
 * Writes of the provider's price file and rabattbrev. The text comes from outside, so every value travels
 * as a parameter: one array per column, unnested into rows, which keeps a 2 000-row batch to a dozen
 * parameters on both PostgreSQL and PGlite.
 */

export interface StoredProduct {
  id: number;
  article: string;
  rsk: string | null;
  name: string;
  brand: string | null;
  categoryId: number;
  unit: string;
  quantityPerUnit: number;
  wholesaleQuantity: number | null;
  grossPriceOre: number | null;
  discountGroup: string;
  campaignPriceOre: number | null;
  campaignEndsOn: string | null;
  facetIds: number[];
  active: boolean;
}

/** The columns an import sets; the rest (texts, pictures, facets other than the brand) stay. */
export type ProductWrite = Omit<StoredProduct, 'id'> & { id?: number; sortKey: string; searchText: string };

export async function productsByArticles(db: Db, articles: readonly string[]): Promise<StoredProduct[]> {
  if (articles.length === 0) return [];
  return queryRows(
    db,
    sql`select id, article, rsk, name, brand, category_id as "categoryId", unit,
          quantity_per_unit as "quantityPerUnit", wholesale_quantity as "wholesaleQuantity",
          gross_price_ore as "grossPriceOre", discount_group as "discountGroup",
          campaign_price_ore as "campaignPriceOre", campaign_ends_on::text as "campaignEndsOn",
          facet_ids as "facetIds", active
        from catalogue_products where article = any(${arrayParam(articles, 'text[]')})`,
  );
}

/** The unnested batch as a row source `v` with the import's columns. */
function batch(rows: readonly ProductWrite[]): SQL {
  const col = <K extends keyof ProductWrite>(key: K) => rows.map((r) => r[key] ?? null);
  return sql`unnest(
    ${arrayParam(col('article'), 'text[]')}, ${arrayParam(col('rsk'), 'text[]')}, ${arrayParam(col('name'), 'text[]')},
    ${arrayParam(col('sortKey'), 'text[]')}, ${arrayParam(col('brand'), 'text[]')}, ${arrayParam(col('categoryId'), 'int[]')},
    ${arrayParam(col('unit'), 'text[]')}, ${arrayParam(col('quantityPerUnit'), 'int[]')},
    ${arrayParam(col('wholesaleQuantity'), 'int[]')}, ${arrayParam(col('grossPriceOre'), 'bigint[]')},
    ${arrayParam(col('discountGroup'), 'text[]')}, ${arrayParam(col('campaignPriceOre'), 'bigint[]')},
    ${arrayParam(col('campaignEndsOn'), 'date[]')},
    ${arrayParam(
      rows.map((r) => `{${r.facetIds.join(',')}}`),
      'text[]',
    )},
    ${arrayParam(col('searchText'), 'text[]')}, ${arrayParam(col('active'), 'boolean[]')}
  ) as v(article, rsk, name, sort_key, brand, category_id, unit, quantity_per_unit, wholesale_quantity,
         gross_price_ore, discount_group, campaign_price_ore, campaign_ends_on, facet_ids, search_text, active)`;
}

export async function insertProducts(db: Db, rows: readonly ProductWrite[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await queryRows<{ id: number; article: string }>(
    db,
    sql`insert into catalogue_products (article, rsk, name, sort_key, brand, category_id, unit, quantity_per_unit,
          wholesale_quantity, gross_price_ore, discount_group, campaign_price_ore, campaign_ends_on, facet_ids,
          search_text, active)
        select article, rsk, name, sort_key, brand, category_id, unit, quantity_per_unit, wholesale_quantity,
          gross_price_ore, discount_group, campaign_price_ore, campaign_ends_on, facet_ids::int[], search_text, active
        from ${batch(rows)}
        returning id, article`,
  );
  return new Map(inserted.map((r) => [r.article, r.id]));
}

export async function updateProducts(db: Db, rows: readonly ProductWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update catalogue_products p set
      rsk = v.rsk, name = v.name, sort_key = v.sort_key, brand = v.brand, category_id = v.category_id,
      unit = v.unit, quantity_per_unit = v.quantity_per_unit, wholesale_quantity = v.wholesale_quantity,
      gross_price_ore = v.gross_price_ore, discount_group = v.discount_group,
      campaign_price_ore = v.campaign_price_ore, campaign_ends_on = v.campaign_ends_on,
      facet_ids = v.facet_ids::int[], search_text = v.search_text, active = v.active, updated_at = now()
    from ${batch(rows)}
    where p.article = v.article`);
}

/** Active products whose article the file did not name: they are deactivated, never deleted. */
export async function activeProductsNotIn(db: Db, seen: ReadonlySet<string>): Promise<number[]> {
  const rows = await queryRows<{ id: number; article: string }>(
    db,
    sql`select id, article from catalogue_products where active`,
  );
  return rows.filter((r) => !seen.has(r.article)).map((r) => r.id);
}

export async function deactivateProducts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update catalogue_products set active = false, updated_at = now() where id = any(${arrayParam(ids, 'int[]')})`,
  );
}

export async function categoryNames(db: Db): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from catalogue_categories`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The brand facet's values by name, creating the property when a fresh database has none. */
export async function brandFacet(db: Db): Promise<{ propertyId: number; byName: Map<string, number> }> {
  await db.execute(sql`
    insert into catalogue_facet_properties (key, name, position)
    values ('varumarke', 'Varumärke', 0) on conflict (key) do nothing`);
  const [property] = await queryRows<{ id: number }>(
    db,
    sql`select id from catalogue_facet_properties where key = 'varumarke'`,
  );
  const values = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from catalogue_facet_values where property_id = ${property!.id}`,
  );
  return { propertyId: property!.id, byName: new Map(values.map((v) => [v.name, v.id])) };
}

export async function addBrandValue(db: Db, propertyId: number, name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into catalogue_facet_values (property_id, key, name, sort_key)
        values (${propertyId}, ${facetSlug(name) || 'okant'}, ${name}, ${swedishSortKey(name)})
        on conflict (property_id, key) do update set name = catalogue_facet_values.name
        returning id`,
  );
  return row!.id;
}

export async function addDiscountGroups(db: Db, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db.execute(sql`
    insert into catalogue_discount_groups (code, name)
    select code, code from unnest(${arrayParam(codes, 'text[]')}) as g(code)
    on conflict (code) do nothing`);
}

export async function firmIdsByCode(db: Db): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; code: string }>(db, sql`select id, code from firms`);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** A firm's new rabattbrev replaces its old one: groups it no longer names lose their discount. */
export async function replaceFirmDiscounts(
  db: Db,
  firmId: string,
  rows: ReadonlyArray<{ discountGroup: string; discountBp: number }>,
  removeOthers: boolean,
): Promise<{ changed: number; removed: number }> {
  const groups = rows.map((r) => r.discountGroup);
  const removed = removeOthers
    ? await queryRows<{ g: string }>(
        db,
        sql`delete from catalogue_firm_discounts
            where firm_id = ${firmId} and not (discount_group = any(${arrayParam(groups, 'text[]')}))
            returning discount_group as g`,
      )
    : [];
  const changed = await queryRows<{ g: string }>(
    db,
    sql`insert into catalogue_firm_discounts (firm_id, discount_group, discount_bp)
        select ${firmId}, g, bp from unnest(${arrayParam(groups, 'text[]')}, ${arrayParam(
          rows.map((r) => r.discountBp),
          'int[]',
        )}) as v(g, bp)
        on conflict (firm_id, discount_group) do update
          set discount_bp = excluded.discount_bp, updated_at = now()
          where catalogue_firm_discounts.discount_bp <> excluded.discount_bp
        returning discount_group as g`,
  );
  return { changed: changed.length, removed: removed.length };
}
