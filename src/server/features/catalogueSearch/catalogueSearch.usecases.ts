import { type CatalogueCard, type catalogueApi, SUGGEST_TOTAL_CAP } from '@shared/api/catalogue.api';
import type { ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import { countSelectedValues } from '@shared/domain/catalogue-facets';
import { catalogueLink } from '@shared/domain/catalogue-links';
import { isSearchable, parseSearchQuery } from '@shared/domain/catalogue-search';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/http/context';
import { hitGroups, type SetGroup, wordGroups } from '../catalogue/catalogue.counters';
import { categoryRef, freeItemCard, type Viewer } from '../catalogue/catalogue.mapper';
import {
  categoriesByIds,
  categoriesMatching,
  freeItemRows,
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
async function exactMatchCard(db: Db, viewer: Viewer, plan: MatchPlan): Promise<CatalogueCard | null> {
  const product = plan.productCodes.find((c) => c.exact && c.active);
  const freeItem = plan.freeItemCodes.find((c) => c.exact && c.active);
  const archived = plan.productCodes.find((c) => c.exact);
  if (product) return (await loadCards(db, viewer, [product.id], matchedArticles([product])))[0] ?? null;
  if (freeItem) return (await freeItemCards(db, viewer, plan, [freeItem.id]))[0] ?? null;
  if (archived) return (await loadCards(db, viewer, [archived.id], matchedArticles([archived])))[0] ?? null;
  return null;
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

/** POST /catalogue/search. */
export async function catalogueSearch({
  deps,
  viewer,
  input,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: ParsedParametersOf<typeof catalogueApi.search>;
}): Promise<ResultOf<typeof catalogueApi.search>> {
  const { db } = deps;
  const plan = await planSearch(db, parseSearchQuery(input.pattern));
  const hits = hitCondition(plan, 'products');
  const area = input.searchArea;
  const selections = area === 'FREE_ITEMS_ONLY' ? [] : await resolveSelections(db, input.selectedFacets);
  const sort = sortOf(input, 'MATCHING_SCORE', scoreExpression(plan, 'products'));
  const listing =
    area === 'FREE_ITEMS_ONLY' ? null : await facetListing(db, await groupsOf(db, plan), selections);
  const counts = listing?.counts ?? null;
  const catalogueTotal = counts ? counts.all : await countProductHits(db, plan);
  const freeTotal = await freeItemTotal(db, plan);
  // Free articles have no properties: once a facet is chosen, only catalogue products can meet it.
  const freeInList = area !== 'CATALOGUE_ONLY' && selections.length === 0 ? freeTotal : 0;
  const productsInList = counts ? counts.total : 0;

  const products: CatalogueCard[] = [];
  if (productsInList > input.offset) {
    const page = {
      base: hits,
      matchingSets: selections.length > 0 ? counts!.matchingSets : null,
      sort,
      offset: input.offset,
      limit: input.limit,
    };
    products.push(...(await loadCards(db, viewer, page, matchedArticles(plan.productCodes))));
  }
  const freeOffset = Math.max(0, input.offset - productsInList);
  const freeRoom = input.limit - products.length;
  if (freeInList > freeOffset && freeRoom > 0) {
    const order = {
      TITLE: 'title',
      POPULARITY: 'popularity',
      NATURAL: 'natural',
      MATCHING_SCORE: 'score',
    } as const;
    const ids = await freeItemHitIds(db, plan, {
      order: order[sort.by],
      desc: sort.desc,
      offset: freeOffset,
      limit: freeRoom,
    });
    products.push(...(await freeItemCards(db, viewer, plan, ids)));
  }

  const topCategories = [...(counts?.categories ?? [])]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SEARCH_CATEGORIES);
  const categoryRows = await categoriesByIds(
    db,
    topCategories.map(([id]) => id),
  );
  return {
    selectedFacetsCount: countSelectedValues(
      selections.map((s) => ({ id: s.propertyKey, values: s.valueKeys })),
    ),
    facets: listing?.facets ?? [],
    totalProductsFound: productsInList + freeInList,
    exactMatch: input.offset === 0 ? await exactMatchCard(db, viewer, plan) : null,
    totalCatalogueProductsFound: catalogueTotal,
    totalFreeItemsFound: freeTotal,
    products,
    categories: topCategories.flatMap(([id, n]) => {
      const row = categoryRows.find((c) => c.id === id);
      return row ? [{ ...categoryRef(row), productCount: n }] : [];
    }),
    approximate: plan.approximate,
    offset: input.offset,
    limit: input.limit,
    sortBy: sort.by,
    descOrder: sort.desc,
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
  const { db } = deps;
  const plan = await planSearch(db, parseSearchQuery(input.pattern));
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
