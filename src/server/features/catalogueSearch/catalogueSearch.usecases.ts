import { type CatalogueCard, type catalogueApi, SUGGEST_TOTAL_CAP } from '@shared/api/catalogue.api';
import type { ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import { countSelectedValues } from '@shared/domain/catalogue-facets';
import { catalogueLink } from '@shared/domain/catalogue-links';
import { isSearchable, parseSearchQuery, type SearchQuery } from '@shared/domain/catalogue-search';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/http/context';
import { listingKey, resultCache } from '../catalogue/catalogue.cache';
import { hitGroups, type SetGroup, wordGroups } from '../catalogue/catalogue.counters';
import { categoryRef, freeItemCard, type Viewer } from '../catalogue/catalogue.mapper';
import {
  categoriesByIds,
  categoriesMatching,
  freeItemRows,
  type ResolvedSelection,
  resolveSelections,
} from '../catalogue/catalogue.repository';
import { facetListing, loadCards, sortOf } from '../catalogue/catalogue.usecases';
import {
  type CodeHit,
  countFreeItemHits,
  countProductHits,
  freeItemHitIds,
  hitCondition,
  type MatchPlan,
  planSearch,
  rankedWord,
  rankedWordPage,
  type SuggestRow,
  scoreExpression,
  suggestFreeItems,
  suggestProducts,
  suggestTotal,
} from './catalogueSearch.service';

/** Up to this many hits a suggestion ranks by relevance; above, it reads the most popular first (0008). */
const EXACT_SUGGEST_BOUND = SUGGEST_TOTAL_CAP;
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
async function listingCards(db: Db, viewer: Viewer, listing: SearchListing) {
  const { exact, plan } = listing;
  const withExact = (ids: number[], kind: ExactRef['kind']) =>
    exact?.kind === kind && !ids.includes(exact.id) ? [...ids, exact.id] : ids;
  const [products, freeItems] = await Promise.all([
    loadCards(db, viewer, withExact(listing.productIds, 'product'), matchedArticles(plan.productCodes)),
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

/**
 * The hits grouped by facet set: precomputed when the search is one dictionary word and no number (the
 * usual "kopparrör"), counted from the search rows otherwise.
 */
async function groupsOf(db: Db, plan: MatchPlan): Promise<SetGroup[]> {
  const [token] = plan.tokens;
  if (plan.tokens.length === 1 && token!.all.length === 1 && plan.productCodes.length === 0) {
    return wordGroups(db, token!.all[0]!);
  }
  return hitGroups(db, hitCondition(plan, 'products'));
}

/** Free-item hits: from the dictionary when one word decides it, counted otherwise. */
async function freeItemTotal(db: Db, plan: MatchPlan): Promise<number> {
  const [token] = plan.tokens;
  if (plan.tokens.length === 1 && token!.all.length === 1 && plan.freeItemCodes.length === 0)
    return token!.freeBound;
  return countFreeItemHits(db, plan);
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
  // A miss reads this viewer's cards with the page; a hit reads them for the cached ids.
  const own: { cards?: Awaited<ReturnType<typeof listingCards>> } = {};
  const listing = await searchCache.get(db, key, async () => {
    const computed = await searchListing(db, viewer, query, selections, input);
    own.cards = computed.cards;
    return computed.listing;
  });
  const cards = own.cards ?? (await listingCards(db, viewer, listing));
  return { ...listing.result, ...cards };
}

async function searchListing(
  db: Db,
  viewer: Viewer,
  query: SearchQuery,
  selections: ResolvedSelection[],
  input: SearchInput,
): Promise<{ listing: SearchListing; cards: Awaited<ReturnType<typeof listingCards>> }> {
  const plan = await planSearch(db, query);
  const hits = hitCondition(plan, 'products');
  const area = input.searchArea;
  const sort = sortOf(input, 'MATCHING_SCORE', scoreExpression(plan, 'products'));
  // Independent reads side by side: the facet groups and the free items' total.
  const [groups, freeTotal] = await Promise.all([
    area === 'FREE_ITEMS_ONLY' ? null : groupsOf(db, plan),
    freeItemTotal(db, plan),
  ]);
  const listing = groups ? await facetListing(db, groups, selections) : null;
  const counts = listing?.counts ?? null;
  const catalogueTotal = counts ? counts.all : await countProductHits(db, plan);
  // Free articles have no properties: once a facet is chosen, only catalogue products can meet it.
  const freeInList = area !== 'CATALOGUE_ONLY' && selections.length === 0 ? freeTotal : 0;
  const productsInList = counts ? counts.total : 0;

  const pageCards: CatalogueCard[] = [];
  if (productsInList > input.offset) {
    const matchingSets = selections.length > 0 ? counts!.matchingSets : null;
    const page = { matchingSets, offset: input.offset, limit: input.limit };
    // One word's relevance order is precomputed; any other order ranks the hits here.
    const word = rankedWord(plan, sort);
    const share = counts!.all > 0 ? productsInList / counts!.all : 0;
    const which =
      word === null ? { ...page, base: hits, sort } : { pageIds: rankedWordPage(word, { ...page, share }) };
    pageCards.push(...(await loadCards(db, viewer, which, matchedArticles(plan.productCodes))));
  }
  const freeOffset = Math.max(0, input.offset - productsInList);
  const freeRoom = input.limit - pageCards.length;
  const order = {
    TITLE: 'title',
    POPULARITY: 'popularity',
    NATURAL: 'natural',
    MATCHING_SCORE: 'score',
  } as const;
  const freeItemIds =
    freeInList > freeOffset && freeRoom > 0
      ? await freeItemHitIds(db, plan, {
          order: order[sort.by],
          desc: sort.desc,
          offset: freeOffset,
          limit: freeRoom,
        })
      : [];

  const topCategories = [...(counts?.categories ?? [])]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SEARCH_CATEGORIES);
  const categoryRows = await categoriesByIds(
    db,
    topCategories.map(([id]) => id),
  );
  const result: SearchListing = {
    plan,
    productIds: pageCards.map((c) => c.id),
    freeItemIds,
    exact: input.offset === 0 ? exactMatchRef(plan) : null,
    result: {
      selectedFacetsCount: countSelectedValues(
        selections.map((s) => ({ id: s.propertyKey, values: s.valueKeys })),
      ),
      facets: listing?.facets ?? [],
      totalProductsFound: productsInList + freeInList,
      totalCatalogueProductsFound: catalogueTotal,
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
  // The page's cards are read already; the free items and the exact match are read together.
  const rest = await listingCards(db, viewer, { ...result, productIds: [] });
  return {
    listing: result,
    cards: { products: [...pageCards, ...rest.products], exactMatch: rest.exactMatch },
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

function suggestion(plan: MatchPlan, kind: 'products' | 'freeItems', row: SuggestRow) {
  const freeItem = kind === 'freeItems';
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
  const input = { searchArea };
  const plan = await planSearch(db, query);
  const exactProduct = plan.productCodes.find((c) => c.exact);
  const exactFree = plan.freeItemCodes.find((c) => c.exact && c.active);
  const [productTotal, freeTotal] = await Promise.all([
    suggestTotal(db, plan, 'products', SUGGEST_TOTAL_CAP),
    suggestTotal(db, plan, 'freeItems', SUGGEST_TOTAL_CAP),
  ]);
  const wantProducts = input.searchArea !== 'FREE_ITEMS_ONLY';
  const rows = await suggestProducts(db, plan, {
    // Few hits are ranked by relevance; many are read in popularity order and cut early.
    order: productTotal <= EXACT_SUGGEST_BOUND ? 'score' : 'popularity',
    limit: wantProducts ? SUGGESTED_PRODUCTS : 0,
    also: exactProduct ? [exactProduct.id] : [],
  });
  const exactRow = exactProduct ? rows.find((r) => r.id === exactProduct.id) : undefined;
  const products = rows.filter((r) => r !== exactRow).map((r) => suggestion(plan, 'products', r));
  const freeRoom = input.searchArea === 'CATALOGUE_ONLY' ? 0 : SUGGESTED_PRODUCTS - products.length;
  const freeRows =
    freeRoom > 0 || (exactFree && !exactRow) ? await suggestFreeItems(db, plan, Math.max(freeRoom, 1)) : [];
  const freeItems = freeRows.slice(0, freeRoom).map((r) => suggestion(plan, 'freeItems', r));
  const exactFreeRow = exactFree ? freeRows.find((r) => r.id === exactFree.id) : undefined;
  const exactMatch = exactRow
    ? suggestion(plan, 'products', exactRow)
    : exactFreeRow
      ? suggestion(plan, 'freeItems', exactFreeRow)
      : null;
  const categories = await categoriesMatching(db, plan.query.tokens, SUGGESTED_CATEGORIES);
  return {
    exactMatch,
    products: [...products, ...freeItems],
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
