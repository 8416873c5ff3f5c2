import type { CatalogueCard, catalogueApi } from '@shared/api/catalogue.api';
import type { FileBody, ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import { compactCode, rskDatabaseLink } from '@shared/domain/catalogue-codes';
import { countSelectedValues } from '@shared/domain/catalogue-facets';
import { catalogueLink } from '@shared/domain/catalogue-links';
import { stockStatus } from '@shared/domain/catalogue-units';
import type { Db } from '../../platform/db/database';
import type { AppDeps, StoreDeps } from '../../platform/http/context';
import { listingKey, resultCache } from './catalogue.cache';
import { type SetGroup, tallyFacets } from './catalogue.counters';
import { dataSheetHtml, productPicture } from './catalogue.data';
import { catalogueErrors } from './catalogue.errors';
import { categoryHits, pageIds, setGroups, specialHits } from './catalogue.hits';
import { catalogueIndex } from './catalogue.index';
import { buildFacets, categoryRef, freeItemCard, productCard, sortOf, type Viewer } from './catalogue.mapper';
import {
  allCategories,
  type CategoryRow,
  categoriesByIds,
  facetValueInfo,
  favouriteProductIds,
  freeItemRows,
  type ProductRow,
  productDetails,
  productRows,
  productStock,
  type ResolvedSelection,
  resolveSelections,
} from './catalogue.repository';

/** Cards in the order of `ids`, with the viewer's prices, stock and favourites. */
export async function loadCards({
  deps: { db },
  viewer,
  ids,
  matched = new Map(),
}: {
  deps: StoreDeps;
  viewer: Viewer;
  ids: readonly number[];
  /** The article number a search matched, per product id. */
  matched?: ReadonlyMap<number, string>;
}): Promise<CatalogueCard[]> {
  if (ids.length === 0) return [];
  const [rows, favourites] = await Promise.all([
    productRows(db, { ids }, viewer.scope),
    viewer.employee ? favouriteProductIds(db, viewer.employee, ids) : new Set<number>(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [productCard(row, viewer, { favorite: favourites.has(id), matchedArticle: matched.get(id) ?? null })]
      : [];
  });
}

/**
 * A listing's facet counts and facet list from its grouped hits, with the selected values marked. One
 * query: the values the hits carry, with their properties.
 */
export async function facetListing({
  deps: { db },
  groups,
  selections,
}: {
  deps: StoreDeps;
  groups: readonly SetGroup[];
  selections: ResolvedSelection[];
}) {
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
  const listing = await levelCache.get(db, key, () => levelListing(deps, selections, input));
  return { ...listing.result, products: await loadCards({ deps, viewer, ids: listing.productIds }) };
}

/** What a category page lists, counts and orders: from the search index, without the viewer. */
async function levelListing(
  deps: StoreDeps,
  selections: ResolvedSelection[],
  input: ParsedParametersOf<typeof catalogueApi.level>,
): Promise<{ productIds: number[]; result: Omit<LevelResult, 'products'> }> {
  const { db } = deps;
  const [tree, index] = await Promise.all([allCategories(db), catalogueIndex(db)]);
  const category = input.parentItemId === null ? null : tree.find((c) => c.id === input.parentItemId);
  if (category === undefined) throw catalogueErrors.CATEGORY_NOT_FOUND({ field: 'parentItemId' });
  const hits = categoryHits(index, category ? subtree(tree, category.id) : null);
  const { counts, facets } = await facetListing({ deps, groups: setGroups(index, hits.rows), selections });
  const sort = sortOf(input, 'TITLE');
  const productIds = pageIds(index, index.products, hits, {
    ...sort,
    offset: input.offset,
    limit: input.limit,
    matchingSets: selections.length > 0 ? counts.matchingSets : null,
  });
  const byId = new Map(tree.map((c) => [c.id, c]));
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
  return { productIds, result };
}

/** POST /catalogue/special: campaigns (running today), novelties or good deals, as cards. */
export async function catalogueSpecial({
  deps,
  viewer,
  input,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: ParsedParametersOf<typeof catalogueApi.special>;
}): Promise<ResultOf<typeof catalogueApi.special>> {
  const index = await catalogueIndex(deps.db);
  const hits = specialHits(index, input.speciality, viewer.today);
  const sort = sortOf(input, 'TITLE');
  const ids = pageIds(index, index.products, hits, { ...sort, offset: input.offset, limit: input.limit });
  return {
    speciality: input.speciality,
    products: await loadCards({ deps, viewer, ids }),
    totalProductsCount: hits.rows.length,
    offset: input.offset,
    limit: input.limit,
    sortBy: sort.by,
    descOrder: sort.desc,
  };
}

/** GET /catalogue/menu: the tree for the header, categories without active products left out. */
export async function catalogueMenu({
  deps,
}: {
  deps: AppDeps;
}): Promise<ResultOf<typeof catalogueApi.menu>> {
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

/** GET /media/catalogue/<file>: a product's data sheet (HTML) or a product picture (SVG). */
export async function catalogueMedia({ deps, file }: { deps: AppDeps; file: string }): Promise<FileBody> {
  const sheet = /^produktblad-(\d{1,9})\.html$/.exec(file);
  if (sheet) {
    const id = Number(sheet[1]);
    const [row] = await productRows(deps.db, { ids: [id] }, { firmId: null, warehouseId: null });
    if (!row) throw catalogueErrors.DATA_SHEET_NOT_FOUND();
    const details = await productDetails(deps.db, id);
    return {
      content: dataSheetHtml({ ...row, ...details }),
      contentType: 'text/html; charset=utf-8',
      fileName: file,
      disposition: 'inline',
      cacheControl: 'public, max-age=3600',
    };
  }
  const svg = productPicture(file);
  if (!svg) throw catalogueErrors.PICTURE_NOT_FOUND();
  return {
    content: svg,
    contentType: 'image/svg+xml',
    fileName: file,
    disposition: 'inline',
    cacheControl: 'public, max-age=86400',
  };
}
