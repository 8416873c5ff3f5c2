import type { Warehouse } from '@shared/api/provider.api';

const bySwedish = (a: string, b: string) => a.localeCompare(b, 'sv');

/** Every word must occur in name, city, address or postal code; sorted by city, then name, in Swedish order. */
export function searchWarehouses(items: readonly Warehouse[], query: string): Warehouse[] {
  const words = query.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  return items
    .filter((w) => {
      const text = `${w.name} ${w.city} ${w.address} ${w.postalCode} ${w.postalCode.replace(/\s/g, '')}`;
      const haystack = text.toLocaleLowerCase('sv');
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => bySwedish(a.city, b.city) || bySwedish(a.name, b.name));
}
