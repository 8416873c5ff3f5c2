import { createStore, useStore } from '../../lib/store';
import { sessionStore } from '../../session/session-store';

/**
 * Favourite changes made in this tab, by article number. A list fetched before the change still says
 * the old thing, and refetching every listing for one heart would be wasteful; cards read this first.
 */
const overrides = createStore<ReadonlyMap<string, boolean>>(new Map());

export function setFavouriteOverride(article: string, favourite: boolean) {
  overrides.set((current) => new Map(current).set(article, favourite));
}

export function useFavourite(article: string, fromServer: boolean): boolean {
  return useStore(overrides, (map) => map.get(article)) ?? fromServer;
}

// Another employee's favourites are not this one's: forget the changes when the login changes.
let employee = sessionStore.get().session?.employeeUid ?? null;
sessionStore.subscribe(() => {
  const now = sessionStore.get().session?.employeeUid ?? null;
  if (now === employee) return;
  employee = now;
  overrides.set(new Map());
});
