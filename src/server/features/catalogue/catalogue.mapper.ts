import {
  type CatalogueCard,
  type CategoryRef,
  defaultDescOrder,
  type Facet,
  type FacetValue,
  type SearchSortField,
} from '@shared/api/catalogue.api';
import { catalogueLink } from '@shared/domain/catalogue-links';
import { stockStatus, unitName } from '@shared/domain/catalogue-units';
import { formatDate } from '@shared/domain/format';
import {
  campaignActive,
  cataloguePrices,
  type PriceViewer,
  type PriceVisibility,
  priceVisibility,
} from '@shared/domain/pricing';
import type { AppDeps, RequestSession } from '../../platform/http/context';
import type {
  CategoryRow,
  FacetValueInfo,
  FreeItemRow,
  PriceScope,
  ProductRow,
} from './catalogue.repository';

/** Who is looking, resolved once per call: which prices they may see and whose stock they get. */
export interface Viewer {
  visibility: PriceVisibility;
  /** The Swedish calendar date campaigns are compared with. */
  today: string;
  scope: PriceScope;
  warehouseCode: string | null;
  employee: { firmId: string; employeeId: string } | null;
}

export function viewerOf(input: {
  today: string;
  viewer: PriceViewer;
  employee: Viewer['employee'];
  warehouse: { id: string; code: string } | null;
}): Viewer {
  return {
    visibility: priceVisibility(input.viewer),
    today: input.today,
    scope: { firmId: input.employee?.firmId ?? null, warehouseId: input.warehouse?.id ?? null },
    warehouseCode: input.warehouse?.code ?? null,
    employee: input.employee,
  };
}

export function categoryRef(row: CategoryRow): CategoryRef {
  return {
    id: row.id,
    name: row.name,
    link: catalogueLink('category', row.id, row.name),
    productCount: row.productCount,
  };
}

export function productCard(
  row: ProductRow,
  viewer: Viewer,
  extra: { favorite: boolean; matchedArticle: string | null },
): CatalogueCard {
  return {
    id: row.id,
    type: 'PRODUCT',
    link: catalogueLink('product', row.id, row.name),
    name: row.name,
    description: row.description,
    image: row.images[0] ?? null,
    novelty: row.novelty,
    goodDeal: row.goodDeal,
    popular: row.popular,
    campaign: campaignActive({ priceOre: row.campaignPriceOre, endsOn: row.campaignEndsOn }, viewer.today),
    freeItem: false,
    matchedArticle: extra.matchedArticle,
    article: row.article,
    rsk: row.rsk,
    brand: row.brand,
    unit: row.unit,
    unitName: unitName(row.unit),
    prices: cataloguePrices(
      {
        grossOre: row.grossPriceOre,
        campaignOre: row.campaignPriceOre,
        campaignEndsOn: row.campaignEndsOn,
        turnkeyOre: row.turnkeyPriceOre,
        turnkeyAOre: row.turnkeyAOre,
        turnkeyBOre: row.turnkeyBOre,
        turnkeyCOre: row.turnkeyCOre,
        discountBp: row.discountBp,
        wholesaleQuantity: row.wholesaleQuantity,
      },
      viewer.visibility,
      viewer.today,
    ),
    stock: { status: stockStatus(row.balance), balance: row.balance, warehouseCode: viewer.warehouseCode },
    favorite: extra.favorite,
    active: row.active,
  };
}

/** Free articles have a list price only: the firm's discount letter does not cover them. */
export function freeItemCard(row: FreeItemRow, viewer: Viewer, matchedArticle: string | null): CatalogueCard {
  const prices = cataloguePrices(
    {
      grossOre: row.grossPriceOre,
      campaignOre: null,
      campaignEndsOn: null,
      turnkeyOre: null,
      turnkeyAOre: null,
      turnkeyBOre: null,
      turnkeyCOre: null,
      discountBp: null,
      wholesaleQuantity: null,
    },
    viewer.visibility,
    viewer.today,
  );
  return {
    id: row.id,
    type: 'FREE_ARTICLE',
    link: catalogueLink('freeItem', row.id, row.name),
    name: row.name,
    description: row.description,
    image: '/media/catalogue/part-0.svg',
    novelty: false,
    goodDeal: false,
    popular: false,
    campaign: false,
    freeItem: true,
    matchedArticle,
    article: row.code,
    rsk: null,
    brand: row.supplier,
    unit: row.unit,
    unitName: unitName(row.unit),
    prices: { ...prices, discountBp: null },
    stock: { status: 'NOT_STOCKED', balance: null, warehouseCode: null },
    favorite: false,
    active: row.active,
  };
}

/**
 * The facet list: properties in the provider's order, values in numeric-aware order, nested values under
 * their parent. A value with no hits is shown only while it is selected, so it can be deselected.
 */
export function buildFacets(
  infos: readonly FacetValueInfo[],
  counts: ReadonlyMap<number, number>,
  selectedIds: ReadonlySet<number>,
): Facet[] {
  const byProperty = new Map<number, FacetValueInfo[]>();
  for (const info of infos) {
    if ((counts.get(info.id) ?? 0) === 0 && !selectedIds.has(info.id)) continue;
    byProperty.set(info.propertyId, [...(byProperty.get(info.propertyId) ?? []), info]);
  }
  const facets = [...byProperty.values()].map((values) => {
    const first = values[0]!;
    const sorted = [...values].sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    const node = (info: FacetValueInfo): FacetValue => {
      const nested = sorted.filter((v) => v.parentId === info.id).map(node);
      return {
        id: info.key,
        displayName: info.name,
        selected: selectedIds.has(info.id),
        count: counts.get(info.id) ?? 0,
        hasNestedSelected: nested.some((n) => n.selected || n.hasNestedSelected),
        nested,
      };
    };
    const present = new Set(sorted.map((v) => v.id));
    const roots = sorted.filter((v) => v.parentId === null || !present.has(v.parentId)).map(node);
    return {
      position: first.propertyPosition,
      facet: {
        id: first.propertyKey,
        displayName: first.propertyName,
        type: first.nested ? ('NESTED' as const) : ('LIST' as const),
        hasSelected: values.some((v) => selectedIds.has(v.id)),
        values: roots,
      },
    };
  });
  return facets.sort((a, b) => a.position - b.position).map((f) => f.facet);
}

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

/** The sort a listing uses: the one asked for, else the page's own default. */
export function sortOf(
  input: { sortBy?: SearchSortField | undefined; descOrder?: boolean | undefined },
  fallback: SearchSortField,
  relevance = false,
): { by: SearchSortField; desc: boolean } {
  // Relevance means nothing without a search; such a request gets the popular products first.
  const requested = input.sortBy ?? fallback;
  const by = requested === 'MATCHING_SCORE' && !relevance ? 'POPULARITY' : requested;
  return { by, desc: input.descOrder ?? defaultDescOrder(by) };
}
