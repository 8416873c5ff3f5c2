import { createStore, useStore } from '../../../lib/store';
import { parseSearchArea, type UserSearchArea } from '../catalogue-query';

/**
 * The search bar's area (catalogue or free items) is kept for the browser session (product-spec §2):
 * sessionStorage lives as long as the tab, and a reload keeps the choice.
 */
const STORAGE_KEY = 'montor.searchArea';

function stored(): UserSearchArea {
  try {
    return parseSearchArea(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage can be switched off (private mode in some browsers); the default area still works.
    return parseSearchArea(null);
  }
}

const searchAreaStore = createStore<UserSearchArea>(stored());

export function setSearchArea(area: UserSearchArea) {
  searchAreaStore.set(area);
  try {
    sessionStorage.setItem(STORAGE_KEY, area);
  } catch {
    // See stored(): without storage the choice lasts until the page is reloaded.
  }
}

export const useSearchArea = () => useStore(searchAreaStore);

export const searchAreaLabels: Record<UserSearchArea, string> = {
  CATALOGUE_ONLY: 'Katalogen',
  FREE_ITEMS_ONLY: 'Beställningsvaror',
};
