import { type catalogueApi, SUGGEST_TOTAL_CAP } from '@shared/api/catalogue.api';
import type { ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import { countSelectedValues } from '@shared/domain/catalogue-facets';
import { catalogueLink } from '@shared/domain/catalogue-links';
import { isSearchable, parseSearchQuery, type SearchQuery } from '@shared/domain/catalogue-search';
import type { Db } from '../../platform/db/database';
import type { AppDeps, StoreDeps } from '../../platform/http/context';
import {
  catalogueIndex,
  categoriesByIds,
  categoriesMatching,
  categoryCounts,
  categoryRef,
  facetListing,
  findHits,
  freeItemCard,
  freeItemRows,
  listingKey,
  loadCards,
  pageIds,
  type ResolvedSelection,
  resolveSelections,
  resultCache,
  setGroups,
  sortOf,
  suggestHits,
  type Viewer,
} from '../catalogue';
import {
  type CodeHit,
  hitQuery,
  type MatchPlan,
  planSearch,
  type SuggestRow,
  suggestRows,
} from './catalogueSearch.repository';

const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 5;
const SEARCH_CATEGORIES = 8;
/** Entries per app server: a suggestion is about 2 KB, a search page's listing (facets) up to about 20 KB. */
const suggestCache = resultCache(10_000);
const searchCache = resultCache(2_000);

const matchedArticles = (codes: readonly CodeHit[]) => new Map(codes.map((c) => [c.id, c.matched]));

async function freeItemCards(db: Db, viewer: Viewer, plan: MatchPlan, rowIds: number[]) {
  const rows = await freeItemRows(db, rowIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const matched = matchedArticles(plan.freeItemCodes);
  return rowIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [freeItemCard(row, viewer, matched.get(id) ?? null)] : [];
  });
}

/** The article whose number is exactly the pattern: an active product, a free article, or an archived one. */
function exactMatchRef(plan: MatchPlan): ExactRef | null {
  const product = plan.productCodes.find((c) => c.exact && c.active);
  const freeItem = plan.freeItemCodes.find((c) => c.exact && c.active);
  const archived = plan.productCodes.find((c) => c.exact);
  if (product) return { kind: 'product', id: product.id };
  if (freeItem) return { kind: 'freeItem', id: freeItem.id };
  if (archived) return { kind: 'product', id: archived.id };
  return null;
}

interface ExactRef {
  kind: 'product' | 'freeItem';
  id: number;
}

type SearchResult = ResultOf<typeof catalogueApi.search>;

/** What a search page is apart from the viewer's cards: cached per query (catalogue.cache.ts). */
interface SearchListing {
  plan: MatchPlan;
  productIds: number[];
  freeItemIds: number[];
  exact: ExactRef | null;
  result: Omit<SearchResult, 'products' | 'exactMatch'>;
}

/** The viewer's cards (prices, stock, favourites) for a listing's ids: one query for products, one for free items. */
async function listingCards(deps: StoreDeps, viewer: Viewer, listing: SearchListing) {
  const { db } = deps;
  const { exact, plan } = listing;
  const withExact = (ids: number[], kind: ExactRef['kind']) =>
    exact?.kind === kind && !ids.includes(exact.id) ? [...ids, exact.id] : ids;
  const [products, freeItems] = await Promise.all([
    loadCards({
      deps,
      viewer,
      ids: withExact(listing.productIds, 'product'),
      matched: matchedArticles(plan.productCodes),
    }),
    freeItemCards(db, viewer, plan, withExact(listing.freeItemIds, 'freeItem')),
  ]);
  const productById = new Map(products.map((c) => [c.id, c]));
  const freeById = new Map(freeItems.map((c) => [c.id, c]));
  return {
    products: [
      ...listing.productIds.flatMap((id) => productById.get(id) ?? []),
      ...listing.freeItemIds.flatMap((id) => freeById.get(id) ?? []),
    ],
    exactMatch: exact ? ((exact.kind === 'product' ? productById : freeById).get(exact.id) ?? null) : null,
  };
}

type SearchInput = ParsedParametersOf<typeof catalogueApi.search>;

/** POST /catalogue/search: the listing from the cache when this query was asked before, the cards fresh. */
export async function catalogueSearch({
  deps,
  viewer,
  input,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: SearchInput;
}): Promise<SearchResult> {
  const { db } = deps;
  const query = parseSearchQuery(input.pattern);
  const area = input.searchArea;
  const selections = area === 'FREE_ITEMS_ONLY' ? [] : await resolveSelections(db, input.selectedFacets);
  const key = JSON.stringify([query.code, query.tokens, area, ...listingKey(selections, input)]);
  const listing = await searchCache.get(db, key, () => searchListing(deps, query, selections, input));
  return { ...listing.result, ...(await listingCards(deps, viewer, listing)) };
}

/** What the search finds, counts and orders: from the search index, without the viewer. */
async function searchListing(
  deps: StoreDeps,
  query: SearchQuery,
  selections: ResolvedSelection[],
  input: SearchInput,
): Promise<SearchListing> {
  const { db } = deps;
  const index = await catalogueIndex(db);
  const plan = await planSearch(db, index, query);
  const area = input.searchArea;
  const sort = sortOf(input, 'MATCHING_SCORE', true);
  const productHits = findHits(index.products, hitQuery(plan, 'products'));
  const freeHits = findHits(index.freeItems, hitQuery(plan, 'freeItems'));
  const listing =
    area === 'FREE_ITEMS_ONLY'
      ? null
      : await facetListing({ deps, groups: setGroups(index, productHits.rows), selections });
  const counts = listing?.counts ?? null;
  const freeTotal = freeHits.rows.length;
  // Free articles have no properties: once a facet is chosen, only catalogue products can meet it.
  const freeInList = area !== 'CATALOGUE_ONLY' && selections.length === 0 ? freeTotal : 0;
  const productsInList = counts ? counts.total : 0;
  const matchingSets = selections.length > 0 && counts ? counts.matchingSets : null;
  const page = { by: sort.by, desc: sort.desc, offset: input.offset, limit: input.limit };
  const productIds =
    productsInList > input.offset
      ? pageIds(index, index.products, productHits, { ...page, matchingSets })
      : [];
  const freeOffset = Math.max(0, input.offset - productsInList);
  const freeRoom = input.limit - productIds.length;
  const freeItemIds =
    freeInList > freeOffset && freeRoom > 0
      ? pageIds(index, index.freeItems, freeHits, { ...page, offset: freeOffset, limit: freeRoom })
      : [];
  const topCategories = counts
    ? [...categoryCounts(index, productHits.rows, matchingSets)]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, SEARCH_CATEGORIES)
    : [];
  const categoryRows = await categoriesByIds(
    db,
    topCategories.map(([id]) => id),
  );
  return {
    plan,
    productIds,
    freeItemIds,
    exact: input.offset === 0 ? exactMatchRef(plan) : null,
    result: {
      selectedFacetsCount: countSelectedValues(
        selections.map((s) => ({ id: s.propertyKey, values: s.valueKeys })),
      ),
      facets: listing?.facets ?? [],
      totalProductsFound: productsInList + freeInList,
      totalCatalogueProductsFound: productHits.rows.length,
      totalFreeItemsFound: freeTotal,
      categories: topCategories.flatMap(([id, n]) => {
        const row = categoryRows.find((c) => c.id === id);
        return row ? [{ ...categoryRef(row), productCount: n }] : [];
      }),
      approximate: plan.approximate,
      offset: input.offset,
      limit: input.limit,
      sortBy: sort.by,
      descOrder: sort.desc,
    },
  };
}

type SuggestResult = ResultOf<typeof catalogueApi.suggest>;
const emptySuggestions: SuggestResult = {
  exactMatch: null,
  products: [],
  categories: [],
  totalCatalogueProductsFound: 0,
  totalCatalogueProductsCapped: false,
  totalFreeItemsFound: 0,
  totalFreeItemsCapped: false,
};

function suggestion(plan: MatchPlan, row: SuggestRow) {
  const freeItem = row.kind === 'f';
  const codes = freeItem ? plan.freeItemCodes : plan.productCodes;
  return {
    id: row.id,
    type: freeItem ? ('FREE_ARTICLE' as const) : ('PRODUCT' as const),
    link: catalogueLink(freeItem ? 'freeItem' : 'product', row.id, row.name),
    image: row.image ?? (freeItem ? '/media/catalogue/part-0.svg' : null),
    freeItem,
    name: row.name,
    description: row.description,
    matchedArticle: codes.find((c) => c.id === row.id)?.matched ?? null,
    article: row.article,
    rsk: row.rsk,
  };
}

/**
 * POST /catalogue/suggest. Runs on every keystroke from the third character, so it never walks all
 * hits: a rare query is counted and ranked exactly, a common one reads the popular products first and
 * counts up to SUGGEST_TOTAL_CAP.
 */
export async function catalogueSuggest({
  deps,
  input,
}: {
  deps: AppDeps;
  input: ParsedParametersOf<typeof catalogueApi.suggest>;
}): Promise<SuggestResult> {
  if (!isSearchable(input.pattern)) return emptySuggestions;
  const query = parseSearchQuery(input.pattern);
  // Suggestions carry no prices and are the same for everyone: the whole answer is cached.
  const key = JSON.stringify([input.searchArea, query.code, query.tokens]);
  return suggestCache.get(deps.db, key, () => suggestions(deps.db, query, input.searchArea));
}

async function suggestions(
  db: Db,
  query: SearchQuery,
  searchArea: ParsedParametersOf<typeof catalogueApi.suggest>['searchArea'],
): Promise<SuggestResult> {
  const index = await catalogueIndex(db);
  const plan = await planSearch(db, index, query);
  const products = suggestHits(
    index,
    index.products,
    hitQuery(plan, 'products'),
    searchArea === 'FREE_ITEMS_ONLY' ? 0 : SUGGESTED_PRODUCTS,
  );
  const productIds = products.ids;
  const freeRoom = searchArea === 'CATALOGUE_ONLY' ? 0 : SUGGESTED_PRODUCTS - productIds.length;
  const freeItems = suggestHits(index, index.freeItems, hitQuery(plan, 'freeItems'), freeRoom);
  const freeItemIds = freeItems.ids;
  // The exact number match is shown apart, even when archived (a product) or outside the area.
  const exactProduct = plan.productCodes.find((c) => c.exact);
  const exactFree = exactProduct ? undefined : plan.freeItemCodes.find((c) => c.exact && c.active);
  const [rows, categories] = await Promise.all([
    suggestRows(db, index, {
      products: exactProduct ? [exactProduct.id, ...productIds] : productIds,
      freeItems: exactFree ? [exactFree.id, ...freeItemIds] : freeItemIds,
    }),
    categoriesMatching(db, plan.query.tokens, SUGGESTED_CATEGORIES),
  ]);
  const row = (kind: SuggestRow['kind'], id: number) => rows.find((r) => r.kind === kind && r.id === id);
  const exactRow = exactProduct ? row('p', exactProduct.id) : exactFree ? row('f', exactFree.id) : undefined;
  const listed = [
    ...productIds.flatMap((id) => row('p', id) ?? []),
    ...freeItemIds.flatMap((id) => row('f', id) ?? []),
  ];
  const productTotal = products.total;
  const freeTotal = freeItems.total;
  return {
    exactMatch: exactRow ? suggestion(plan, exactRow) : null,
    products: listed.filter((r) => r !== exactRow).map((r) => suggestion(plan, r)),
    categories: categories.map((c) => {
      const { id, name, link } = categoryRef(c);
      return { id, name, link };
    }),
    totalCatalogueProductsFound: Math.min(productTotal, SUGGEST_TOTAL_CAP),
    totalCatalogueProductsCapped: productTotal > SUGGEST_TOTAL_CAP,
    totalFreeItemsFound: Math.min(freeTotal, SUGGEST_TOTAL_CAP),
    totalFreeItemsCapped: freeTotal > SUGGEST_TOTAL_CAP,
  };
}
