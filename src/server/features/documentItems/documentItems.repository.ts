import type { SiteOption } from '@shared/domain/access';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { clientPriceOverrides, clients } from '../clients/clients.table';
import { firms } from '../firms/firms.table';
import type { OwnArticleRow } from '../ownArticles/ownArticles.repository';
import { ownArticles } from '../ownArticles/ownArticles.table';
import { ownComments } from '../ownComments/ownComments.table';
import type { OwnPriceRow } from '../ownPrices/ownPrices.repository';
import { ownPrices } from '../ownPrices/ownPrices.table';
import { warehouses } from '../provider/provider.table';

/*
 * The line operations' reads: each takes every article of a document at once, so loading a document is
 * one query per source whatever its number of lines. Every query is scoped to the firm.
 */

export interface FirmContext {
  warehouseId: string | null;
  warehouseCity: string | null;
  siteOptions: SiteOption[];
}

export async function firmContext(db: Db, firmId: string): Promise<FirmContext> {
  const [row] = await db
    .select({
      warehouseId: firms.defaultWarehouseId,
      warehouseCity: warehouses.city,
      siteOptions: firms.siteOptions,
    })
    .from(firms)
    .leftJoin(warehouses, eq(warehouses.id, firms.defaultWarehouseId))
    .where(eq(firms.id, firmId))
    .limit(1);
  return row ?? { warehouseId: null, warehouseCity: null, siteOptions: [] };
}

/** The firm's own prices for the articles: its general ones and, with a client, the client's. */
export async function ownPricesFor(
  db: Db,
  firmId: string,
  clientId: string | null,
  articles: readonly string[],
): Promise<OwnPriceRow[]> {
  if (articles.length === 0) return [];
  return db
    .select()
    .from(ownPrices)
    .where(
      and(
        eq(ownPrices.firmId, firmId),
        sql`${ownPrices.article} = any(${sql.param([...articles])}::text[])`,
        clientId === null
          ? isNull(ownPrices.clientId)
          : or(isNull(ownPrices.clientId), eq(ownPrices.clientId, clientId)),
      ),
    );
}

/** The same separators `compactCode` removes, so a code typed `123 45 67` matches `1234567`. */
const compactSql = (column: unknown) => sql`upper(regexp_replace(${column}, '[[:space:]./-]+', '', 'g'))`;

/** The client's price overrides whose code, compacted, is one of `codes` (compact). */
export async function overridesFor(
  db: Db,
  firmId: string,
  clientId: string | null,
  codes: readonly string[],
): Promise<Array<{ code: string; priceOre: number }>> {
  if (clientId === null || codes.length === 0) return [];
  return queryRows(
    db,
    sql`select ${compactSql(clientPriceOverrides.articleCode)} as code, ${clientPriceOverrides.priceOre} as "priceOre"
        from ${clientPriceOverrides}
        where ${clientPriceOverrides.firmId} = ${firmId} and ${clientPriceOverrides.clientId} = ${clientId}
          and ${compactSql(clientPriceOverrides.articleCode)} = any(${sql.param([...codes])}::text[])`,
  );
}

/** Warehouses other than the firm's that have the products in stock, in the provider's order. */
export async function stockElsewhere(
  db: Db,
  productIds: readonly number[],
  exceptWarehouseId: string | null,
): Promise<Array<{ productId: number; city: string }>> {
  if (productIds.length === 0) return [];
  return queryRows(
    db,
    sql`select s.product_id as "productId", w.city from catalogue_stock s
        join warehouses w on w.id = s.warehouse_id
        where s.product_id = any(${sql.param([...productIds])}::int[]) and s.balance > 0
          ${exceptWarehouseId ? sql`and s.warehouse_id <> ${exceptWarehouseId}` : sql``}
        order by w.sort_key collate "C"`,
  );
}

/** Is the client the firm's? */
export async function firmClientExists(db: Db, firmId: string, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)))
    .limit(1);
  return rows.length > 0;
}

/** Own articles whose number is `code` exactly (strict) or starts with it, or whose text holds it. */
export async function searchOwnArticles(
  db: Db,
  firmId: string,
  clientId: string | null,
  pattern: string,
  options: { strict: boolean; limit: number },
): Promise<OwnArticleRow[]> {
  const text = pattern.trim();
  if (text === '') return [];
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const match = options.strict
    ? sql`lower(${ownArticles.code}) = lower(${text})`
    : sql`(lower(${ownArticles.code}) like lower(${`${escaped}%`}) or ${ownArticles.description} ilike ${`%${escaped}%`})`;
  return db
    .select()
    .from(ownArticles)
    .where(
      and(
        eq(ownArticles.firmId, firmId),
        // Another client's own article is not offered on this client's document.
        clientId === null
          ? isNull(ownArticles.clientId)
          : or(isNull(ownArticles.clientId), eq(ownArticles.clientId, clientId)),
        match,
      ),
    )
    .orderBy(sql`lower(${ownArticles.code}) = lower(${text}) desc`, ownArticles.descriptionSort)
    .limit(options.limit);
}

export async function searchOwnComments(
  db: Db,
  firmId: string,
  pattern: string,
  options: { strict: boolean; limit: number },
) {
  const text = pattern.trim();
  if (text === '') return [];
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const match = options.strict
    ? sql`lower(${ownComments.code}) = lower(${text})`
    : sql`(lower(${ownComments.code}) like lower(${`${escaped}%`}) or ${ownComments.text} ilike ${`%${escaped}%`})`;
  return db
    .select()
    .from(ownComments)
    .where(and(eq(ownComments.firmId, firmId), match))
    .orderBy(sql`lower(${ownComments.code}) = lower(${text}) desc`, ownComments.codeSort)
    .limit(options.limit);
}
