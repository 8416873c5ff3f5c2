import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from '../../platform/db/columns';
import { employees } from '../employees';
import { firms } from '../firms';
import { warehouses } from '../provider';

/*
 * The provider's catalogue is the same for every firm: these tables have no firm_id. What belongs to a
 * firm (its rabattbrev discounts, its favourites) is in firm-scoped tables below and in favourites/.
 * Ids are integers because they appear in addresses (`f12`, `i4711`, `a93`). Rows are deactivated,
 * never deleted: an old document's article number must still name the exact product.
 */

const ore = (name: string) => bigint(name, { mode: 'number' });

export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => catalogueCategories.id),
    name: text('name').notNull(),
    sortKey: text('sort_key').notNull(),
    /** The provider's own order among siblings (NATURAL). */
    position: integer('position').notNull().default(0),
    depth: integer('depth').notNull(),
    /** Ancestor ids from the top down, this one last: breadcrumb and subtree in one column. */
    path: integer('path').array().notNull(),
    searchText: text('search_text').notNull(),
    /** Active products in the subtree; refreshed after every import (refreshCatalogueCounts). */
    productCount: integer('product_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('catalogue_categories_parent_idx').on(t.parentId)],
);

export const catalogueFacetProperties = pgTable('catalogue_facet_properties', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The id in addresses: `material`, `dimension`. */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  nested: boolean('nested').notNull().default(false),
});

export const catalogueFacetValues = pgTable(
  'catalogue_facet_values',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => catalogueFacetProperties.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** A nested value's parent ("Koppar" under "Metall"); a product carries both ids. */
    parentId: integer('parent_id').references((): AnyPgColumn => catalogueFacetValues.id),
    /** Numbers sort as numbers ("8 mm" before "15 mm"). */
    sortKey: text('sort_key').notNull(),
  },
  (t) => [uniqueIndex('catalogue_facet_values_key_unique').on(t.propertyId, t.key)],
);

export const catalogueDiscountGroups = pgTable('catalogue_discount_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const itemClasses = [
  'CATALOGUE_GENERAL',
  'CATALOGUE_RED',
  'CATALOGUE_YELLOW',
  'CATALOGUE_WITHOUT_PRICE',
] as const;

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The provider's article number, compact (no spaces), the import's key. */
    article: text('article').notNull(),
    /** Seven digits, compact; null for products outside the RSK register (tools). */
    rsk: text('rsk'),
    name: text('name').notNull(),
    sortKey: text('sort_key').notNull(),
    brand: text('brand'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => catalogueCategories.id),
    unit: text('unit').notNull(),
    /** Units per pack, in thousandths (docs/decisions/0002: quantities are integer thousandths). */
    quantityPerUnit: integer('quantity_per_unit').notNull().default(1000),
    /** The smallest quantity the provider sells (thousandths); null when one unit will do. */
    wholesaleQuantity: integer('wholesale_quantity'),
    decimalsAllowed: boolean('decimals_allowed').notNull().default(false),
    itemClass: text('item_class', { enum: itemClasses }).notNull().default('CATALOGUE_GENERAL'),
    discountGroup: text('discount_group').notNull(),
    grossPriceOre: ore('gross_price_ore'),
    campaignPriceOre: ore('campaign_price_ore'),
    campaignEndsOn: date('campaign_ends_on', { mode: 'string' }),
    turnkeyPriceOre: ore('turnkey_price_ore'),
    turnkeyAOre: ore('turnkey_a_ore'),
    turnkeyBOre: ore('turnkey_b_ore'),
    turnkeyCOre: ore('turnkey_c_ore'),
    popularity: integer('popularity').notNull().default(0),
    popular: boolean('popular').notNull().default(false),
    novelty: boolean('novelty').notNull().default(false),
    goodDeal: boolean('good_deal').notNull().default(false),
    ceMark: boolean('ce_mark').notNull().default(false),
    safeWater: boolean('safe_water').notNull().default(false),
    registeredOn: date('registered_on', { mode: 'string' }),
    replacementArticles: text('replacement_articles').array().notNull().default([]),
    /** Facet value ids (a nested value with its parent): copied to catalogue_product_search. */
    facetIds: integer('facet_ids').array().notNull().default([]),
    /** normaliseSearchText of name, brand and category: the words catalogue_product_search is built from. */
    searchText: text('search_text').notNull(),
    images: text('images').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('catalogue_products_article_unique').on(t.article),
    // Article and RSK numbers are matched by prefix as the plumber types them.
    index('catalogue_products_article_prefix_idx').on(sql`${t.article} text_pattern_ops`),
    index('catalogue_products_rsk_prefix_idx').on(sql`${t.rsk} text_pattern_ops`),
    // The special pages: each a few per cent of the catalogue.
    index('catalogue_products_campaign_idx')
      .on(t.campaignEndsOn)
      .where(sql`${t.campaignPriceOre} is not null`),
    index('catalogue_products_novelty_idx').on(t.id).where(sql`${t.novelty}`),
    index('catalogue_products_good_deal_idx').on(t.id).where(sql`${t.goodDeal}`),
  ],
);

/**
 * Every word of the catalogue's names, brands and categories, once. A query's words are matched here
 * (substring, prefix, or with a typo by trigram similarity) on a few thousand rows instead of on every
 * product; products then carry the matching word ids. See docs/decisions/0008-catalogue-search.md.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    word: text('word').notNull(),
    /** Active products and free items carrying the word (refreshed with the counts). */
    productCount: integer('product_count').notNull().default(0),
    freeItemCount: integer('free_item_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('catalogue_words_word_unique').on(t.word),
    index('catalogue_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
    index('catalogue_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/**
 * Every distinct combination of facet values products have. Products share them (a 500 000-product
 * catalogue has a few thousand), so counting facets means counting products per set — an integer — and
 * unnesting only the sets. Derived by refreshCatalogue; a set is never reused for another combination.
 */
export const catalogueFacetSets = pgTable(
  'catalogue_facet_sets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    facetIds: integer('facet_ids').array().notNull(),
  },
  (t) => [uniqueIndex('catalogue_facet_sets_unique').on(t.facetIds)],
);

/**
 * One narrow row per active product — what search, category pages and facet counts need — derived from
 * catalogue_products by refreshCatalogue (a deactivated product has no row). Each app server reads it
 * whole into its search index (catalogue.index.ts), so it has no index of its own beyond the key.
 */
export const catalogueProductSearch = pgTable('catalogue_product_search', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => catalogueProducts.id),
  categoryId: integer('category_id').notNull(),
  popularity: integer('popularity').notNull(),
  sortKey: text('sort_key').notNull(),
  /** The word the name starts with: "blandare" in a name that starts with it ranks first. */
  nameWordId: integer('name_word_id'),
  wordIds: integer('word_ids').array().notNull(),
  facetSetId: integer('facet_set_id').notNull(),
});

/** The long texts of a product page, kept out of the rows that search and listing scan. */
export const catalogueProductDetails = pgTable('catalogue_product_details', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => catalogueProducts.id),
  description: text('description').notNull().default(''),
  bulletText: text('bullet_text').array().notNull().default([]),
  /** Every property shown on the page, facets and others alike: [{ name, value }]. */
  properties: jsonb('properties').$type<Array<{ name: string; value: string }>>().notNull().default([]),
  /** Data sheets and manuals: [{ link, name, contentType }]. */
  documents: jsonb('documents')
    .$type<Array<{ link: string; name: string; contentType: string }>>()
    .notNull()
    .default([]),
});

export const catalogueStock = pgTable(
  'catalogue_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** Thousandths of the product's unit, like every quantity. */
    balance: integer('balance').notNull(),
    /** "Åter i lager vecka 49" and the like; shown when the balance is short. */
    shortageMessage: text('shortage_message'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] })],
);

/** Non-stock material (beställningsvaror, spare parts): a second searchable set, pages `a{id}`. */
export const catalogueFreeItems = pgTable(
  'catalogue_free_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortKey: text('sort_key').notNull(),
    supplier: text('supplier'),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull(),
    grossPriceOre: ore('gross_price_ore'),
    popularity: integer('popularity').notNull().default(0),
    searchText: text('search_text').notNull(),
    /** Filled by refreshSearchRows from search_text, like catalogue_product_search. */
    nameWordId: integer('name_word_id'),
    wordIds: integer('word_ids').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('catalogue_free_items_code_unique').on(t.code),
    index('catalogue_free_items_code_prefix_idx').on(sql`${t.code} text_pattern_ops`),
  ],
);

/** A firm's rabattbrev: its discount per discount group, in basis points. Firm-scoped. */
export const catalogueFirmDiscounts = pgTable(
  'catalogue_firm_discounts',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    discountGroup: text('discount_group').notNull(),
    discountBp: integer('discount_bp').notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.discountGroup] })],
);

/**
 * One row: a number refreshCatalogue raises with every change of the catalogue's search data (seed,
 * import). App servers read it with the cached structure and drop their cached search results when it
 * changes, so a second server serves no results older than the structure cache's few seconds.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  changedAt: timestampTz('changed_at').notNull().defaultNow(),
});

/**
 * An employee's favourite products. Each employee keeps their own list (a foreman's favourites are not
 * the office's); firm_id is kept on the row so that every query can be scoped to the session's firm.
 * The catalogue owns the table because every card it shows marks the viewer's favourites; the
 * favourites feature is the list and the toggle.
 */
export const catalogueFavourites = pgTable(
  'catalogue_favourites',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.firmId, t.employeeId, t.productId] }),
    index('catalogue_favourites_product_idx').on(t.productId),
  ],
);
