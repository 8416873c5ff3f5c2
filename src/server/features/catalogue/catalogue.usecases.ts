import {
  type CatalogueCard,
  type catalogueApi,
  defaultDescOrder,
  type SearchSortField,
} from '@shared/api/catalogue.api';
import type { ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import { compactCode, rskDatabaseLink } from '@shared/domain/catalogue-codes';
import { countSelectedValues } from '@shared/domain/catalogue-facets';
import { catalogueLink } from '@shared/domain/catalogue-links';
import { stockStatus } from '@shared/domain/catalogue-units';
import { formatDate } from '@shared/domain/format';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { AppDeps, RequestSession } from '../../platform/http/context';
import { favouriteProductIds } from '../favourites/favourites.repository';
import { listingKey, resultCache } from './catalogue.cache';
import { categoryGroups, countHits, type SetGroup, tallyFacets } from './catalogue.counters';
import { catalogueErrors } from './catalogue.errors';
import {
  buildFacets,
  categoryRef,
  freeItemCard,
  productCard,
  type Viewer,
  viewerOf,
} from './catalogue.mapper';
import {
  allCategories,
  type CategoryRow,
  categoriesByIds,
  facetValueInfo,
  freeItemRows,
  type PageOptions,
  type ProductRow,
  pageQuery,
  productDetails,
  productRows,
  productStock,
  type ResolvedSelection,
  resolveSelections,
  type SortOrder,
} from './catalogue.repository';

/**
 * Who is looking: a visitor, or an employee with the firm's discounts and warehouse — all read with the
 * session at the start of the request, so a listing costs no further query for it.
 */
export function resolveViewer(deps: AppDeps, session: RequestSession | null): Viewer {
  const today = formatDate(deps.clock.now());
  const employee = session?.employee;
  if (!session || !employee) {
    return viewerOf({ today, viewer: { kind: 'visitor' }, employee: null, warehouse: null });
  }
  return viewerOf({
    today,
    viewer: {
      kind: 'employee',
      netPriceAndMarginHidden: employee.netPriceAndMarginHidden,
      clientMode: session.clientMode,
    },
    employee: { firmId: employee.firmId, employeeId: employee.id },
    warehouse: employee.defaultWarehouse,
  });
}

/** Cards in the order of `ids` (or of a page query), with the viewer's prices, stock and favourites. */
export async function loadCards(
  db: Db,
  viewer: Viewer,
  which: readonly number[] | PageOptions | { pageIds: SQL },
  matched: ReadonlyMap<number, string> = new Map(),
): Promise<CatalogueCard[]> {
  const list = 'base' in which || 'pageIds' in which ? null : (which as readonly number[]);
  if (list?.length === 0) return [];
  // A page is read with its cards in one round trip: by the generic page query or by one the caller built.
  const page = 'pageIds' in which ? which.pageIds : list ? null : pageQuery(which as PageOptions);
  const rows = page
    ? await productRows(db, { page }, viewer.scope)
    : await productRows(db, { ids: list! }, viewer.scope);
  const ids = list ?? rows.map((r) => r.id);
  const favourites =
    viewer.employee && ids.length > 0
      ? await favouriteProductIds(db, viewer.employee, ids)
      : new Set<number>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [productCard(row, viewer, { favorite: favourites.has(id), matchedArticle: matched.get(id) ?? null })]
      : [];
  });
}

export function sortOf(
  input: { sortBy?: SearchSortField | undefined; descOrder?: boolean | undefined },
  fallback: SearchSortField,
  score?: SQL,
): SortOrder {
  // Relevance means nothing without a search; such a request gets the popular products first.
  const requested = input.sortBy ?? fallback;
  const by = requested === 'MATCHING_SCORE' && !score ? 'POPULARITY' : requested;
  return { by, desc: input.descOrder ?? defaultDescOrder(by), ...(score ? { score } : {}) };
}

/**
 * A listing's facet counts and facet list from its grouped hits, with the selected values marked. One
 * query: the values the hits carry, with their properties.
 */
export async function facetListing(db: Db, groups: readonly SetGroup[], selections: ResolvedSelection[]) {
  const selectedIds = new Set(selections.flatMap((s) => s.valueIds));
  const infos = await facetValueInfo(db, [
    ...new Set([...groups.flatMap((g) => g.facetIds), ...selectedIds]),
  ]);
  const counts = tallyFacets(groups, selections, new Map(infos.map((i) => [i.id, i.propertyId])));
  return { counts, facets: buildFacets(infos, counts.counts, selectedIds) };
}

function subtree(tree: readonly CategoryRow[], id: number): number[] {
  return tree.filter((c) => c.path.includes(id)).map((c) => c.id);
}

type LevelResult = ResultOf<typeof catalogueApi.level>;
/** A category page's listing is at most about 20 KB (its facets). */
const levelCache = resultCache(2_000);

/**
 * POST /catalogue/level: a category page (or the catalogue's root). What the page lists — ids, counts,
 * facets — is cached per category, selection and page (catalogue.cache.ts); the cards are the viewer's.
 */
export async function catalogueLevel({
  deps,
  viewer,
  input,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: ParsedParametersOf<typeof catalogueApi.level>;
}): Promise<LevelResult> {
  const { db } = deps;
  const selections = await resolveSelections(db, input.selectedFacets);
  const key = JSON.stringify([input.parentItemId, ...listingKey(selections, input)]);
  const own: { cards?: CatalogueCard[] } = {};
  const listing = await levelCache.get(db, key, async () => {
    const computed = await levelListing(db, viewer, selections, input);
    own.cards = computed.cards;
    return computed.listing;
  });
  const products = own.cards ?? (await loadCards(db, viewer, listing.productIds));
  return { ...listing.result, products };
}

async function levelListing(
  db: Db,
  viewer: Viewer,
  selections: ResolvedSelection[],
  input: ParsedParametersOf<typeof catalogueApi.level>,
): Promise<{
  listing: { productIds: number[]; result: Omit<LevelResult, 'products'> };
  cards: CatalogueCard[];
}> {
  const tree = await allCategories(db);
  const category = input.parentItemId === null ? null : tree.find((c) => c.id === input.parentItemId);
  if (category === undefined) throw catalogueErrors.CATEGORY_NOT_FOUND({ field: 'parentItemId' });
  const scopeIds = category ? [category.id] : tree.filter((c) => c.parentId === null).map((c) => c.id);
  const base = category ? sql`s.category_id = any(${sql.param(subtree(tree, category.id))}::int[])` : null;
  // Every count of a category page comes from the precomputed per-set counts, selections or not.
  const { counts, facets } = await facetListing(db, await categoryGroups(db, scopeIds), selections);
  const sort = sortOf(input, 'TITLE');
  const page: PageOptions = {
    base,
    matchingSets: selections.length > 0 ? counts.matchingSets : null,
    sort,
    offset: input.offset,
    limit: input.limit,
  };
  const byId = new Map(tree.map((c) => [c.id, c]));
  const cards = await loadCards(db, viewer, page);
  const result = {
    category: category ? { ...categoryRef(category), parentId: category.parentId } : null,
    categories: tree
      .filter((c) => c.parentId === (category?.id ?? null) && c.productCount > 0)
      .map(categoryRef),
    breadcrumb: (category?.path ?? []).flatMap((id) => {
      const c = byId.get(id);
      return c ? [categoryRef(c)] : [];
    }),
    facets,
    selectedFacetsCount: countSelectedValues(
      selections.map((s) => ({ id: s.propertyKey, values: s.valueKeys })),
    ),
    totalProductsCount: counts.total,
    offset: input.offset,
    limit: input.limit,
    sortBy: sort.by,
    descOrder: sort.desc,
  };
  return { listing: { productIds: cards.map((c) => c.id), result }, cards };
}

const specialConditions = {
  CAMPAIGNS: (today: string) =>
    sql`p.campaign_price_ore is not null and (p.campaign_ends_on is null or p.campaign_ends_on >= ${today}::date)`,
  NOVELTIES: () => sql`p.novelty`,
  GOOD_DEALS: () => sql`p.good_deal`,
} as const;

/** POST /catalogue/special: campaigns, novelties or good deals, as cards. */
export async function catalogueSpecial({
  deps,
  viewer,
  input,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: ParsedParametersOf<typeof catalogueApi.special>;
}): Promise<ResultOf<typeof catalogueApi.special>> {
  const base = sql`s.product_id in (select p.id from catalogue_products p
    where p.active and ${specialConditions[input.speciality](viewer.today)})`;
  const total = await countHits(deps.db, base);
  const sort = sortOf(input, 'TITLE');
  const page: PageOptions = { base, matchingSets: null, sort, offset: input.offset, limit: input.limit };
  return {
    speciality: input.speciality,
    products: await loadCards(deps.db, viewer, page),
    totalProductsCount: total,
    offset: input.offset,
    limit: input.limit,
    sortBy: sort.by,
    descOrder: sort.desc,
  };
}

/** GET /catalogue/menu: the tree for the header, categories without active products left out. */
export async function catalogueMenu(deps: AppDeps): Promise<ResultOf<typeof catalogueApi.menu>> {
  const tree = (await allCategories(deps.db)).filter((c) => c.productCount > 0);
  const childrenOf = (parentId: number | null): ResultOf<typeof catalogueApi.menu>['categories'] =>
    tree
      .filter((c) => c.parentId === parentId)
      .map((c) => ({ ...categoryRef(c), children: childrenOf(c.id) }));
  return { categories: childrenOf(null) };
}

/** The product details record of api-spec §3.8, also for archived articles. */
async function detailsRecord(
  db: Db,
  row: ProductRow,
): Promise<ResultOf<typeof catalogueApi.prodibasProduct>> {
  const details = await productDetails(db, row.id);
  return {
    article: row.article,
    lundaCode: row.article,
    rsk: row.rsk,
    name: row.name,
    description: row.description,
    registeredDate: row.registeredOn,
    hasCeMark: row.ceMark,
    hasSafeWaterMark: row.safeWater,
    unit: row.unit,
    images: row.images.map((link) => ({ link, size: 100 })),
    bulletText: details.bulletText,
    properties: details.properties,
  };
}

/** GET /catalogue/product: everything the product page shows. Archived products open too. */
export async function catalogueProduct({
  deps,
  viewer,
  id,
}: {
  deps: AppDeps;
  viewer: Viewer;
  id: number;
}): Promise<ResultOf<typeof catalogueApi.product>> {
  const { db } = deps;
  const [row] = await productRows(db, { ids: [id] }, viewer.scope);
  if (!row) throw catalogueErrors.PRODUCT_NOT_FOUND({ field: 'id' });
  const [details, stock, replacements, favourites, categories] = await Promise.all([
    productDetails(db, id),
    productStock(db, id),
    row.replacementArticles.length > 0
      ? productRows(db, { articles: row.replacementArticles }, viewer.scope)
      : Promise.resolve([]),
    viewer.employee ? favouriteProductIds(db, viewer.employee, [id]) : Promise.resolve(new Set<number>()),
    allCategories(db),
  ]);
  const category = categories.find((c) => c.id === row.categoryId);
  const breadcrumb = category ? await categoriesByIds(db, category.path) : [];
  const warehouses = stock.map((s) => ({
    code: s.code,
    name: s.name,
    city: s.city,
    balance: s.balance,
    status: stockStatus(s.balance),
    shortageMessage: s.shortageMessage,
    warehouseId: s.warehouseId,
  }));
  const strip = ({ warehouseId: _, ...w }: (typeof warehouses)[number]) => w;
  const selected = warehouses.find((w) => w.warehouseId === viewer.scope.warehouseId) ?? null;
  return {
    ...productCard(row, viewer, { favorite: favourites.has(id), matchedArticle: null }),
    code: row.article,
    quantityPerUnit: row.quantityPerUnit,
    wholesaleQuantity: row.wholesaleQuantity,
    nonIntegralQuantity: row.decimalsAllowed,
    yellowKind: row.itemClass === 'CATALOGUE_YELLOW',
    itemClass: row.itemClass,
    images: row.images,
    stockData: {
      selectedWarehouse: selected ? strip(selected) : null,
      totalBalance: warehouses.reduce((n, w) => n + w.balance, 0),
      allWarehouses: warehouses.map(strip),
      otherWarehouses: warehouses.filter((w) => w !== selected).map(strip),
    },
    showLinkToRskDatabase: row.rsk !== null,
    rskDatabaseLink: row.rsk ? rskDatabaseLink(row.rsk) : null,
    productInfoLink: catalogueLink('product', row.id, row.name),
    documents: details.documents,
    replacements: replacements.map((r) => ({
      code: r.article,
      article: r.article,
      rsk: r.rsk,
      name: r.name,
      link: catalogueLink('product', r.id, r.name),
    })),
    properties: details.properties,
    details: await detailsRecord(db, row),
    breadcrumb: category
      ? category.path.flatMap((cid) => {
          const c = breadcrumb.find((b) => b.id === cid);
          return c ? [categoryRef(c)] : [];
        })
      : [],
  };
}

/** GET /catalogue/freeItem: a non-stock article's page. */
export async function catalogueFreeItem({ deps, viewer, id }: { deps: AppDeps; viewer: Viewer; id: number }) {
  const [row] = await freeItemRows(deps.db, [id]);
  if (!row) throw catalogueErrors.FREE_ITEM_NOT_FOUND({ field: 'id' });
  return { ...freeItemCard(row, viewer, null), code: row.code, supplier: row.supplier };
}

/** GET /catalogue/prodibasProduct?article: the details record by article (or RSK) number. */
export async function prodibasProduct({
  deps,
  viewer,
  article,
}: {
  deps: AppDeps;
  viewer: Viewer;
  article: string;
}) {
  const code = compactCode(article);
  const rows = await productRows(deps.db, { articles: [code] }, viewer.scope);
  const row = rows[0];
  if (!row) throw catalogueErrors.ARTICLE_NOT_FOUND(article.trim(), { field: 'article' });
  return detailsRecord(deps.db, row);
}
