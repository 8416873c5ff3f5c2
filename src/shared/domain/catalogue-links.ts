/**
 * Catalogue addresses (product-spec §2): a category page ends in `f{id}`, a product page in `i{id}`, a
 * free article in `a{id}`. The words before the id are for people and search engines only; the id alone
 * decides the page, so a renamed product keeps working links.
 */
import { facetSlug } from './catalogue-facets';

export type CatalogueLinkKind = 'category' | 'product' | 'freeItem';

const PREFIX: Record<CatalogueLinkKind, string> = { category: 'f', product: 'i', freeItem: 'a' };
const KIND_OF: Record<string, CatalogueLinkKind> = { f: 'category', i: 'product', a: 'freeItem' };

export const CATALOGUE_ROOT = '/catalogue';

function slugOf(name: string): string {
  return facetSlug(name).slice(0, 60).replace(/-+$/, '') || 'vara';
}

/** `/catalogue/koksblandare-mora-vega-i1234`. */
export function catalogueLink(kind: CatalogueLinkKind, id: number, name: string): string {
  return `${CATALOGUE_ROOT}/${slugOf(name)}-${PREFIX[kind]}${id}`;
}

/** Reads the kind and id from the last path segment; null when the path names no catalogue page. */
export function parseCatalogueLink(path: string): { kind: CatalogueLinkKind; id: number } | null {
  const last = path.split(/[?#]/)[0]!.replace(/\/+$/, '').split('/').pop() ?? '';
  const match = /(?:^|-)([fia])(\d{1,9})$/.exec(last);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { kind: KIND_OF[match[1]!]!, id } : null;
}

/** Query parameters a catalogue page keeps in its address (product-spec §2). */
export const catalogueQueryKeys = {
  pattern: 'q',
  searchArea: 'sa',
  offset: 'o',
  limit: 'l',
  sortBy: 'sortBy',
  descOrder: 'descOrder',
  facets: 'facets',
} as const;
