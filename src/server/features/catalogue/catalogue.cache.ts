import type { SearchSortField } from '@shared/api/catalogue.api';
import type { Db } from '../../platform/db/database';
import { catalogueStructure, type ResolvedSelection } from './catalogue.repository';

/*
 * Search results cached per app server (docs/decisions/0008, "Cached results"). Suggestions, search pages
 * and category pages repeat — contractors type the same prefixes — and the catalogue changes weekly, so
 * what a query's hits, order, totals and facet counts are is kept, keyed by the normalised query. What
 * depends on the viewer (prices, stock, favourites) is never cached: those are read per request for the
 * cached ids. Entries belong to one catalogue version (catalogue_version, raised by refreshCatalogue and
 * read with the cached structure): a new version empties the cache, at once where the import ran and
 * within the structure's 10 s on another server — the same staleness as the dictionary's. Bounded: the
 * least recently used entry goes first. `CATALOGUE_RESULT_CACHE=off` turns it off (the benchmark's cold run).
 */

interface Store {
  version: number;
  entries: Map<string, Promise<unknown>>;
}

export interface ResultCache {
  /** The cached value for `key`, or `compute()`'s (shared by concurrent callers of the same key). */
  get<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T>;
  readonly stats: { hits: number; misses: number };
}

export const resultCacheEnabled = () => process.env.CATALOGUE_RESULT_CACHE !== 'off';

const allStats: Array<ResultCache['stats']> = [];

/** Hits and misses of every results cache in this process (the benchmark reports the hit rate). */
export function resultCacheStats(): { hits: number; misses: number } {
  return allStats.reduce((sum, s) => ({ hits: sum.hits + s.hits, misses: sum.misses + s.misses }), {
    hits: 0,
    misses: 0,
  });
}

export function resultCache(maxEntries: number): ResultCache {
  const stores = new WeakMap<Db, Store>();
  const stats = { hits: 0, misses: 0 };
  allStats.push(stats);
  return {
    stats,
    async get<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
      if (!resultCacheEnabled()) return compute();
      const { version } = await catalogueStructure(db);
      let store = stores.get(db);
      if (!store || store.version !== version) {
        store = { version, entries: new Map() };
        stores.set(db, store);
      }
      const { entries } = store;
      const found = entries.get(key);
      if (found) {
        stats.hits += 1;
        // Map keeps insertion order: moving the entry to the end makes the first one the least recent.
        entries.delete(key);
        entries.set(key, found);
        return found as Promise<T>;
      }
      stats.misses += 1;
      const value = compute();
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // A failure (an unknown category, a lost connection) must not stay cached.
      value.catch(() => {
        if (entries.get(key) === value) entries.delete(key);
      });
      return value;
    },
  };
}

/** What a listing depends on besides its source — selections and page — normalised, for a cache key. */
export function listingKey(
  selections: readonly ResolvedSelection[],
  input: {
    sortBy?: SearchSortField | undefined;
    descOrder?: boolean | undefined;
    offset: number;
    limit: number;
  },
): unknown[] {
  const chosen = [...selections]
    .sort((a, b) => a.propertyId - b.propertyId)
    .map((s) => [s.propertyId, [...s.valueIds].sort((a, b) => a - b)]);
  return [chosen, input.sortBy ?? null, input.descOrder ?? null, input.offset, input.limit];
}
