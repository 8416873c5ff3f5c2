import type { SiteOption } from '@shared/domain/access';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Db, preparedRows } from '../../../platform/db/database';
import { type OwnArticleRow, ownArticles } from '../../ownArticles';
import { ownComments } from '../../ownComments';
import type { OwnPriceRow } from '../../ownPrices';

/*
 * The line operations' reads: each takes every article of a document at once, so loading a document is
 * one query per source whatever its number of lines. Every query is scoped to the firm.
 */

export interface FirmContext {
  warehouseId: string | null;
  warehouseCity: string | null;
  siteOptions: SiteOption[];
}

/** What the line operations need of a catalogue article, with the firm's discount and stock. */
export interface LineProduct {
  id: number;
  article: string;
  rsk: string | null;
  name: string;
  unit: string;
  wholesaleQuantity: number | null;
  grossPriceOre: number | null;
  campaignPriceOre: number | null;
  campaignEndsOn: string | null;
  /** The firm's rabattbrev discount for the article's discount group. */
  discountBp: number | null;
  active: boolean;
  /** The first picture. */
  image: string | null;
  /** In the firm's default warehouse; null when not stocked there or without one. */
  balance: number | null;
  shortageMessage: string | null;
  /**
   * Other warehouses with stock, in the provider's order: read only where the firm's warehouse holds
   * less than the line's quantity (null otherwise).
   */
  elsewhere: string[] | null;
  /** The replacements of an archived article, in the catalogue's order (null for an active one). */
  replacements: Array<{ article: string; name: string; productId: number }> | null;
}

export type LineOwnArticle = Pick<
  OwnArticleRow,
  'id' | 'code' | 'description' | 'unit' | 'priceOre' | 'purchasePriceOre' | 'articleType' | 'applyDiscount'
>;

export type LineOwnPrice = Pick<
  OwnPriceRow,
  'article' | 'clientId' | 'mode' | 'priceOre' | 'markupBp' | 'profitBp' | 'discountApplicable'
>;

export interface LineFacts {
  firm: FirmContext;
  products: LineProduct[];
  ownArticles: LineOwnArticle[];
  /** The firm's own prices for the products: its general ones and, with a client, the client's. */
  ownPrices: LineOwnPrice[];
  /** The client's price overrides by compact code (article, RSK or own article number). */
  overrides: Array<{ code: string; priceOre: number }>;
}

/** The same separators `compactCode` removes, so a code typed `123 45 67` matches `1234567`. */
const COMPACT = (column: string) => `upper(regexp_replace(${column}, '[[:space:]./-]+', '', 'g'))`;

/*
 * Every fact a document's lines are priced and shown with, in one statement (a load, a save's answer and
 * the line search run it): the firm's warehouse and site options; the catalogue articles by article or
 * RSK number with the firm's discount, stock in its warehouse, other warehouses only for articles the
 * firm's warehouse cannot cover, and an archived article's replacements; own articles by id; own prices
 * and the client's price overrides for those articles.
 * Each catalogue fact is an index probe per article (the primary keys of catalogue_stock and
 * catalogue_firm_discounts, the article index), never a scan of a whole catalogue table, so the plan is
 * the same for one article and for 300, and it is prepared once per connection.
 * $1 firm, $2 client (or null), $3 article or RSK numbers, $4 the largest line quantity per number (null:
 * the article's start quantity), $5 own article ids; or, for a stored document, $6 its id and $7 its kind:
 * its lines and client are read from the row (a load reads the row and these facts side by side), and
 * the answer carries the version they were read from.
 */
const lineFactsStatement = {
  name: 'document_line_facts',
  text: `with doc as (
      select d.version, d.client_id, d.items from documents d
      where $6::uuid is not null and d.id = $6::uuid and d.firm_id = $1::uuid and d.doc_type = $7::text
        and not d.deleted
    ), lines as (
      select i from doc cross join jsonb_array_elements(doc.items) i
    ), client as (
      select case when $6::uuid is null then $2::uuid else (select client_id from doc) end as id
    ), firm as (
      select f.default_warehouse_id as warehouse_id, w.city as warehouse_city,
        coalesce(f.site_options, '{}'::text[]) as site_options
      from (values (1)) one
      left join firms f on f.id = $1::uuid
      left join warehouses w on w.id = f.default_warehouse_id
    ), wanted as (
      select code, max(quantity) as quantity from (
        select u.code, u.quantity from unnest($3::text[], $4::numeric[]) u(code, quantity)
        union all
        -- A stored document's lines, as isCatalogueLine and loadFactsForItems read them.
        select c.code, q.quantity from (
          select distinct i->>'article' as code from lines
          where i->>'type' = 'NOMENCLATURE' and coalesce(i->>'nomenclatureItemType', 'REGULAR') = 'REGULAR'
            and coalesce(i->>'article', '') <> ''
        ) c
        left join (
          select i->>'article' as code, max((i->>'quantity')::numeric) as quantity from lines
          where coalesce(i->>'article', '') <> '' group by 1
        ) q on q.code = c.code
      ) w group by code
    ), products as (
      select p.id, p.article, p.rsk, p.name, p.unit, p.wholesale_quantity, p.gross_price_ore,
        p.campaign_price_ore, p.campaign_ends_on, p.active, p.replacement_articles, p.images[1] as image,
        d.discount_bp, st.balance, st.shortage_message,
        p.active and firm.warehouse_id is not null and coalesce(st.balance, 0)
          < coalesce(q.quantity, greatest(1000, coalesce(p.wholesale_quantity, 0))) as short
      from firm
      cross join catalogue_products p
      left join catalogue_firm_discounts d on d.firm_id = $1::uuid and d.discount_group = p.discount_group
      left join lateral (
        select s.balance, s.shortage_message from catalogue_stock s
        where s.product_id = p.id and s.warehouse_id = firm.warehouse_id
        limit 1
      ) st on true
      left join wanted q on q.code = p.article
      where p.article = any(array(select code from wanted)) or p.rsk = any(array(select code from wanted))
    ), own as (
      select a.id, a.code, a.description, a.unit, a.price_ore as "priceOre",
        a.purchase_price_ore as "purchasePriceOre", a.article_type as "articleType",
        a.apply_discount as "applyDiscount"
      from own_articles a
      where a.firm_id = $1::uuid and a.id = any($5::uuid[] || array(
        select (i->>'ownArticleUid')::uuid from lines
        where i->>'type' = 'OWN_ARTICLE' and coalesce(i->>'ownArticleUid', '') <> ''
      ))
    ), codes as (
      select code from wanted
      union select article from products
      union select rsk from products where rsk is not null
      union select ${COMPACT('code')} from own
    )
    select (select version from doc) as "documentVersion", firm.warehouse_id as "warehouseId", firm.warehouse_city as "warehouseCity",
      firm.site_options as "siteOptions",
      coalesce((select json_agg(json_build_object(
          'id', p.id, 'article', p.article, 'rsk', p.rsk, 'name', p.name, 'unit', p.unit,
          'wholesaleQuantity', p.wholesale_quantity, 'grossPriceOre', p.gross_price_ore,
          'campaignPriceOre', p.campaign_price_ore, 'campaignEndsOn', p.campaign_ends_on::text,
          'discountBp', p.discount_bp, 'active', p.active, 'image', p.image, 'balance', p.balance,
          'shortageMessage', p.shortage_message,
          'elsewhere', case when p.short then (
            select coalesce(json_agg(w.city order by w.sort_key collate "C"), '[]')
            from catalogue_stock s join warehouses w on w.id = s.warehouse_id
            where s.product_id = p.id and s.balance > 0 and s.warehouse_id <> firm.warehouse_id
          ) end,
          'replacements', case when not p.active then (
            select coalesce(json_agg(json_build_object('article', r.article, 'name', r.name, 'productId', r.id)
              order by u.n), '[]')
            from unnest(p.replacement_articles) with ordinality u(article, n)
            join catalogue_products r on r.article = u.article
          ) end
        )) from products p), '[]') as products,
      coalesce((select json_agg(own) from own), '[]') as "ownArticles",
      coalesce((select json_agg(json_build_object('article', o.article, 'clientId', o.client_id,
          'mode', o.mode, 'priceOre', o.price_ore, 'markupBp', o.markup_bp, 'profitBp', o.profit_bp,
          'discountApplicable', o.discount_applicable))
        from own_prices o
        where o.firm_id = $1::uuid and o.article in (select article from products)
          and (o.client_id is null or o.client_id = (select id from client))), '[]') as "ownPrices",
      coalesce((select json_agg(json_build_object('code', c.code, 'priceOre', c.price_ore)) from (
          select ${COMPACT('o.article_code')} as code, o.price_ore
          from client_price_overrides o
          where o.firm_id = $1::uuid and o.client_id = (select id from client)
            and ${COMPACT('o.article_code')} in (select code from codes)
        ) c), '[]') as overrides
    from firm`,
};

/** The facts of `lineFactsStatement`: one round trip for every line of a document. */
export async function lineFacts(
  db: Db,
  input: {
    firmId: string;
    clientId: string | null;
    /** Article or RSK numbers, each once. */
    articles: readonly string[];
    /** The largest line quantity per number, where a line has one. */
    quantities: ReadonlyMap<string, number>;
    ownArticleIds: readonly string[];
    /** A stored document whose lines (and client) are read too. */
    document?: { id: string; docType: string };
  },
): Promise<LineFacts & { documentVersion: number | null }> {
  const [row] = await preparedRows<
    FirmContext & Omit<LineFacts, 'firm'> & { documentVersion: number | null }
  >(db, lineFactsStatement, [
    input.firmId,
    input.clientId,
    input.articles,
    input.articles.map((a) => input.quantities.get(a) ?? null),
    input.ownArticleIds,
    input.document?.id ?? null,
    input.document?.docType ?? null,
  ]);
  const { warehouseId, warehouseCity, siteOptions, ...facts } = row!;
  return { firm: { warehouseId, warehouseCity, siteOptions }, ...facts };
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
