/**
 * Hands out facet value ids while the demo catalogue is generated: the first product that has "Koppar"
 * as its material creates the value (and its parent "Metall"); later ones reuse the id.
 */
import { facetSlug } from '@shared/domain/catalogue-facets';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import { facetProperties, materialGroups } from './catalogue-vocabulary';

export interface FacetValueRow {
  id: number;
  propertyId: number;
  key: string;
  name: string;
  parentId: number | null;
  sortKey: string;
}

/** Numbers sort as numbers: "8 mm" < "15 mm" < "110 mm", `1/2"` < `3/4"` < `1"` < `1 1/4"`. */
export function facetSortKey(name: string): string {
  const match = /(\d+)(?:[,.](\d+))?(?:\s+(\d+)\/(\d+)|\/(\d+))?/.exec(name);
  if (!match) return swedishSortKey(name);
  const [text, whole = '0', decimals = '', fracNum, fracDen, slashDen] = match;
  let value = Number(`${whole}.${decimals || '0'}`);
  if (fracNum && fracDen) value += Number(fracNum) / Number(fracDen);
  if (slashDen) value = Number(whole) / Number(slashDen);
  const prefix = swedishSortKey(name.slice(0, match.index));
  const suffix = swedishSortKey(name.slice(match.index + text.length));
  return `${prefix}${value.toFixed(4).padStart(14, '0')}${suffix}`;
}

export class FacetRegistry {
  readonly properties = facetProperties.map((p, index) => ({
    id: index + 1,
    key: p.key,
    name: p.name,
    position: index,
    nested: p.nested ?? false,
  }));
  readonly values: FacetValueRow[] = [];
  private readonly byKey = new Map<string, FacetValueRow>();
  private readonly propertyByKey = new Map(this.properties.map((p) => [p.key, p]));

  propertyName(key: string): string {
    return this.propertyByKey.get(key)?.name ?? key;
  }

  /** The ids a product carries for one property value: the value, and for nested values its parent. */
  idsFor(propertyKey: string, name: string): number[] {
    const property = this.propertyByKey.get(propertyKey);
    if (!property) throw new Error(`Unknown facet property ${propertyKey}`);
    const parentName = property.nested ? materialGroups[name] : undefined;
    const parent = parentName ? this.value(property.id, parentName, null) : null;
    const value = this.value(property.id, name, parent?.id ?? null);
    return parent ? [parent.id, value.id] : [value.id];
  }

  private value(propertyId: number, name: string, parentId: number | null): FacetValueRow {
    const key = facetSlug(name);
    const mapKey = `${propertyId}:${key}`;
    let row = this.byKey.get(mapKey);
    if (!row) {
      row = { id: this.values.length + 1, propertyId, key, name, parentId, sortKey: facetSortKey(name) };
      this.values.push(row);
      this.byKey.set(mapKey, row);
    }
    return row;
  }
}
