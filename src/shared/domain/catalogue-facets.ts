/**
 * Facet selections and their text form in catalogue URLs (api-spec §9): `property:v1,v2;property2:v3`.
 * Property and value ids are slugs (`material:koppar,massing;dimension:15-mm`), so they never contain the
 * separators and survive a link, a reload and a copy into an e-mail.
 */
import { normaliseSearchText } from './catalogue-search';

export interface FacetSelection {
  /** The property's id, e.g. `dimension`. */
  id: string;
  /** Selected value ids; several values of one property mean "any of them". */
  values: string[];
}

export const MAX_SELECTED_FACETS = 20;
export const MAX_SELECTED_VALUES = 50;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** `"15 mm"` → `"15-mm"`, `"Förnicklad mässing"` → `"fornicklad-massing"`, `1/2"` → `"1-2"`. */
export function facetSlug(text: string): string {
  return normaliseSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function isFacetSlug(text: string): boolean {
  return SLUG.test(text);
}

/**
 * Reads the URL form leniently: a link someone shortened by hand still opens the page, so malformed parts
 * and ids that cannot exist are dropped rather than refused. A property named twice gets both sets.
 */
export function parseFacets(text: string | null | undefined): FacetSelection[] {
  if (!text) return [];
  const byId = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const id = part.slice(0, colon).trim();
    if (!isFacetSlug(id)) continue;
    const values = part
      .slice(colon + 1)
      .split(',')
      .map((v) => v.trim())
      .filter(isFacetSlug);
    if (values.length === 0) continue;
    const list = byId.get(id) ?? [];
    for (const v of values) if (!list.includes(v) && list.length < MAX_SELECTED_VALUES) list.push(v);
    byId.set(id, list);
  }
  return [...byId].slice(0, MAX_SELECTED_FACETS).map(([id, values]) => ({ id, values }));
}

/** The URL form; empty selections disappear, so "nothing selected" is the empty string. */
export function formatFacets(selection: readonly FacetSelection[]): string {
  return selection
    .filter((f) => f.values.length > 0)
    .map((f) => `${f.id}:${[...new Set(f.values)].join(',')}`)
    .join(';');
}

/** Selects or deselects one value, keeping the order the user chose things in. */
export function toggleFacetValue(
  selection: readonly FacetSelection[],
  property: string,
  value: string,
): FacetSelection[] {
  const existing = selection.find((f) => f.id === property);
  if (!existing) return [...selection, { id: property, values: [value] }];
  const values = existing.values.includes(value)
    ? existing.values.filter((v) => v !== value)
    : [...existing.values, value];
  return selection
    .map((f) => (f.id === property ? { id: property, values } : f))
    .filter((f) => f.values.length > 0);
}

/** How many values are selected in all (the "N filter valda" line and `selectedFacetsCount`). */
export function countSelectedValues(selection: readonly FacetSelection[]): number {
  return selection.reduce((n, f) => n + f.values.length, 0);
}
