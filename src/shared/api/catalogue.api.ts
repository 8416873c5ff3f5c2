import { isFacetSlug, MAX_SELECTED_FACETS, MAX_SELECTED_VALUES } from '@shared/domain/catalogue-facets';
import { MAX_PATTERN_LENGTH } from '@shared/domain/catalogue-search';
import { z } from 'zod';
import { defineEndpoint, fileResult } from './endpoint';
import { rowId, TEXT, text } from './limits';

/** api-spec §4: search sort, search scope and result kind. */
export const searchSortFields = ['TITLE', 'MATCHING_SCORE', 'POPULARITY', 'NATURAL'] as const;
export type SearchSortField = (typeof searchSortFields)[number];
export const searchAreas = ['CATALOGUE_AND_FREE_ITEMS', 'CATALOGUE_ONLY', 'FREE_ITEMS_ONLY'] as const;
export type SearchArea = (typeof searchAreas)[number];
export const resultKinds = ['CATEGORY', 'PRODUCT', 'FREE_ARTICLE'] as const;
export const specialities = ['CAMPAIGNS', 'NOVELTIES', 'GOOD_DEALS'] as const;
export type Speciality = (typeof specialities)[number];
/** In the selected warehouse (the firm's default; for visitors, any warehouse). */
export const stockStatuses = ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'NOT_STOCKED'] as const;

/** api-spec §9: page size 20; larger pages up to 100 for lists that need them. */
export const CATALOGUE_PAGE_SIZE = 20;
export const CATALOGUE_MAX_LIMIT = 100;
/** Suggestion totals are exact up to this many; above it the answer says "more than". */
export const SUGGEST_TOTAL_CAP = 1000;

/** TITLE and NATURAL read best ascending, POPULARITY and MATCHING_SCORE best first (api-spec §4). */
export function defaultDescOrder(sortBy: SearchSortField): boolean {
  return sortBy === 'POPULARITY' || sortBy === 'MATCHING_SCORE';
}

const slug = text(TEXT.line).refine(isFacetSlug, 'Ogiltigt filter-id');
export const facetSelectionSchema = z.object({
  id: slug,
  values: z.array(slug).min(1).max(MAX_SELECTED_VALUES),
});

const paging = {
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(CATALOGUE_MAX_LIMIT).default(CATALOGUE_PAGE_SIZE),
  /** Omitted: TITLE on category and special pages, MATCHING_SCORE on the search page. */
  sortBy: z.enum(searchSortFields).optional(),
  /** Omitted: the sort field's own default (defaultDescOrder). */
  descOrder: z.boolean().optional(),
};
const selectedFacets = z.array(facetSelectionSchema).max(MAX_SELECTED_FACETS).default([]);
const pattern = text(MAX_PATTERN_LENGTH, `Sökordet får vara högst ${MAX_PATTERN_LENGTH} tecken`);

const ore = z.number().int().nullable();
/** The `prices` record of api-spec §3.8 in öre excl. moms; see src/shared/domain/pricing.ts. */
export const pricesSchema = z.object({
  retailPrice: ore,
  retailPriceIncludeMoms: ore,
  regularPrice: ore,
  regularPriceExcludeCampaign: ore,
  wholesalePrice: ore,
  specialPrice: ore,
  specialPriceEndDate: z.string().nullable(),
  discountBp: z.number().int().nullable(),
  turnkeyPrice: z.object({ turnkeyPrice: ore, a: ore, b: ore, c: ore }).nullable(),
});

export const cardStockSchema = z.object({
  status: z.enum(stockStatuses),
  /** Thousandths of the unit, in the selected warehouse (the firm's) or, for visitors, in all. */
  balance: z.number().int().nullable(),
  warehouseCode: z.string().nullable(),
});

/** A product or free article in a list (api-spec §3.8 card), with what the list shows of price and stock. */
export const cardSchema = z.object({
  id: z.number().int(),
  type: z.enum(resultKinds),
  link: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  novelty: z.boolean(),
  goodDeal: z.boolean(),
  popular: z.boolean(),
  campaign: z.boolean(),
  freeItem: z.boolean(),
  /** The article or RSK number the search pattern matched, when it matched a number. */
  matchedArticle: z.string().nullable(),
  article: z.string(),
  rsk: z.string().nullable(),
  brand: z.string().nullable(),
  unit: z.string(),
  unitName: z.string(),
  prices: pricesSchema,
  stock: cardStockSchema,
  favorite: z.boolean(),
  /** False for an archived article (reached by its number); its page names the replacements. */
  active: z.boolean(),
});
export type CatalogueCard = z.infer<typeof cardSchema>;

export interface FacetValue {
  id: string;
  displayName: string;
  selected: boolean;
  count: number;
  hasNestedSelected: boolean;
  nested: FacetValue[];
}
export const facetValueSchema: z.ZodType<FacetValue> = z.lazy(() =>
  z.object({
    id: z.string(),
    displayName: z.string(),
    selected: z.boolean(),
    count: z.number().int(),
    hasNestedSelected: z.boolean(),
    nested: z.array(facetValueSchema),
  }),
);
export const facetSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  /** LIST: flat values; NESTED: values with nested values (material: Metall › Koppar). */
  type: z.enum(['LIST', 'NESTED']),
  hasSelected: z.boolean(),
  values: z.array(facetValueSchema),
});
export type Facet = z.infer<typeof facetSchema>;

export const categoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  productCount: z.number().int(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;
export interface MenuCategory extends CategoryRef {
  children: MenuCategory[];
}
const menuCategorySchema: z.ZodType<MenuCategory> = z.lazy(() =>
  categoryRefSchema.extend({ children: z.array(menuCategorySchema) }),
);

const listingEcho = {
  offset: z.number().int(),
  limit: z.number().int(),
  sortBy: z.enum(searchSortFields),
  descOrder: z.boolean(),
};

export const levelResultSchema = z.object({
  /** null at the catalogue's root. */
  category: categoryRefSchema.extend({ parentId: z.number().int().nullable() }).nullable(),
  categories: z.array(categoryRefSchema),
  breadcrumb: z.array(categoryRefSchema),
  products: z.array(cardSchema),
  facets: z.array(facetSchema),
  selectedFacetsCount: z.number().int(),
  totalProductsCount: z.number().int(),
  ...listingEcho,
});

export const searchResultSchema = z.object({
  selectedFacetsCount: z.number().int(),
  facets: z.array(facetSchema),
  /** Hits in the searched area after the selected facets: what the pages run through. */
  totalProductsFound: z.number().int(),
  exactMatch: cardSchema.nullable(),
  totalCatalogueProductsFound: z.number().int(),
  totalFreeItemsFound: z.number().int(),
  products: z.array(cardSchema),
  /** Categories holding hits, most hits first. */
  categories: z.array(categoryRefSchema),
  /** True when no word matched as typed and the hits are for words spelled almost the same. */
  approximate: z.boolean(),
  ...listingEcho,
});

export const suggestProductSchema = z.object({
  id: z.number().int(),
  type: z.enum(resultKinds),
  link: z.string(),
  image: z.string().nullable(),
  freeItem: z.boolean(),
  name: z.string(),
  description: z.string(),
  matchedArticle: z.string().nullable(),
  article: z.string(),
  rsk: z.string().nullable(),
});

export const suggestResultSchema = z.object({
  exactMatch: suggestProductSchema.nullable(),
  products: z.array(suggestProductSchema),
  categories: z.array(categoryRefSchema.pick({ id: true, name: true, link: true })),
  /** Exact up to SUGGEST_TOTAL_CAP; the *Capped flag says the real number is larger. */
  totalCatalogueProductsFound: z.number().int(),
  totalCatalogueProductsCapped: z.boolean(),
  totalFreeItemsFound: z.number().int(),
  totalFreeItemsCapped: z.boolean(),
});

export const warehouseStockSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** Thousandths of the unit. */
  balance: z.number().int(),
  status: z.enum(stockStatuses),
  shortageMessage: z.string().nullable(),
});

/** api-spec §3.8 stockData: the firm's warehouse first, then the others that have the product. */
export const stockDataSchema = z.object({
  selectedWarehouse: warehouseStockSchema.nullable(),
  totalBalance: z.number().int(),
  allWarehouses: z.array(warehouseStockSchema),
  otherWarehouses: z.array(warehouseStockSchema),
});

const propertySchema = z.object({ name: z.string(), value: z.string() });

/** The product details record of api-spec §3.8 (`GET /catalogue/prodibasProduct`). */
export const productDetailsSchema = z.object({
  article: z.string(),
  /** The provider's own code for the article; the provider's article number is that code. */
  lundaCode: z.string(),
  rsk: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  registeredDate: z.string().nullable(),
  hasCeMark: z.boolean(),
  hasSafeWaterMark: z.boolean(),
  unit: z.string(),
  images: z.array(z.object({ link: z.string(), size: z.number().int() })),
  bulletText: z.array(z.string()),
  properties: z.array(propertySchema),
});

export const productSchema = cardSchema.extend({
  /** The same as `article`: api-spec §3.8 calls the product's key `code`. */
  code: z.string(),
  quantityPerUnit: z.number().int(),
  wholesaleQuantity: z.number().int().nullable(),
  nonIntegralQuantity: z.boolean(),
  yellowKind: z.boolean(),
  itemClass: z.string(),
  images: z.array(z.string()),
  stockData: stockDataSchema,
  showLinkToRskDatabase: z.boolean(),
  rskDatabaseLink: z.string().nullable(),
  productInfoLink: z.string(),
  documents: z.array(z.object({ link: z.string(), name: z.string(), contentType: z.string() })),
  /** For an archived article: what replaces it (api-spec §3.8 archived-article replacement). */
  replacements: z.array(
    z.object({
      code: z.string(),
      article: z.string(),
      rsk: z.string().nullable(),
      name: z.string(),
      link: z.string(),
    }),
  ),
  properties: z.array(propertySchema),
  details: productDetailsSchema,
  breadcrumb: z.array(categoryRefSchema),
});
export type CatalogueProduct = z.infer<typeof productSchema>;

export const freeItemSchema = cardSchema.extend({
  code: z.string(),
  supplier: z.string().nullable(),
});

/** The `i{id}` / `a{id}` of a page address; a missing id is named as missing (api-spec §5). */
const byId = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'Ogiltigt id')
    .transform(Number),
});

export const catalogueApi = {
  /**
   * Product pictures (`<name>.svg`) and data sheets (`produktblad-<id>.html`) as files, at the /media
   * addresses product records hold; public and cacheable by browsers.
   */
  media: defineEndpoint({
    prefix: '',
    path: '/media/catalogue/:file',
    method: 'GET',
    summary: 'Produktbild (SVG) eller produktblad (HTML)',
    access: { kind: 'visitor' },
    parameters: z.object({ file: text(200) }),
    result: fileResult(),
  }),
  level: defineEndpoint({
    path: '/catalogue/level',
    method: 'POST',
    summary: 'Kategorisida: underkategorier, produkter, filter med antal, brödsmulor',
    access: { kind: 'visitor' },
    parameters: z.object({
      /** The category's id (the `f{id}` of its address); null or left out for the catalogue's root. */
      parentItemId: rowId().nullable().default(null),
      ...paging,
      selectedFacets,
    }),
    result: levelResultSchema,
  }),
  search: defineEndpoint({
    path: '/catalogue/search',
    method: 'POST',
    summary: 'Sök i katalogen eller bland beställningsvaror, med filter, sortering och sidor',
    access: { kind: 'visitor' },
    parameters: z.object({
      pattern: pattern.refine((p) => p.trim() !== '', 'Skriv vad du söker'),
      searchArea: z.enum(searchAreas).default('CATALOGUE_ONLY'),
      ...paging,
      selectedFacets,
    }),
    result: searchResultSchema,
  }),
  suggest: defineEndpoint({
    path: '/catalogue/suggest',
    method: 'POST',
    summary: 'Sökförslag medan man skriver (från tre tecken)',
    access: { kind: 'visitor' },
    parameters: z.object({ pattern, searchArea: z.enum(searchAreas).default('CATALOGUE_ONLY') }),
    result: suggestResultSchema,
  }),
  special: defineEndpoint({
    path: '/catalogue/special',
    method: 'POST',
    summary: 'Kampanjer, nyheter och fynd',
    access: { kind: 'visitor' },
    parameters: z.object({ speciality: z.enum(specialities), ...paging }),
    result: z.object({
      speciality: z.enum(specialities),
      products: z.array(cardSchema),
      totalProductsCount: z.number().int(),
      ...listingEcho,
    }),
  }),
  product: defineEndpoint({
    path: '/catalogue/product',
    method: 'GET',
    summary: 'Produktsida (i{id}): bilder, egenskaper, dokument, priser och lagersaldo',
    access: { kind: 'visitor' },
    parameters: byId,
    result: productSchema,
  }),
  freeItem: defineEndpoint({
    path: '/catalogue/freeItem',
    method: 'GET',
    summary: 'Beställningsvara (a{id})',
    access: { kind: 'visitor' },
    parameters: byId,
    result: freeItemSchema,
  }),
  prodibasProduct: defineEndpoint({
    path: '/catalogue/prodibasProduct',
    method: 'GET',
    summary: 'Produktdata för ett artikelnummer (api-spec §3.8)',
    access: { kind: 'visitor' },
    parameters: z.object({ article: z.string().min(1).max(40) }),
    result: productDetailsSchema,
  }),
  menu: defineEndpoint({
    path: '/catalogue/menu',
    method: 'GET',
    summary: 'Kategoriträdet för sidhuvudets meny',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: z.object({ categories: z.array(menuCategorySchema) }),
  }),
} as const;
