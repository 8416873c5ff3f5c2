import { catalogueApi, type MenuCategory } from '@shared/api/catalogue.api';
import { useApiQuery } from '../../../api/hooks';

/** One stable empty list, so a render before the first answer does not hand out a new array each time. */
const NO_CATEGORIES: MenuCategory[] = [];

/**
 * The category tree for the header menu, the mobile drawer and the start page. It changes when the
 * provider imports a new catalogue (weekly at most), so one fetch per visit is plenty.
 */
export function useCatalogueMenu() {
  const query = useApiQuery(catalogueApi.menu, {}, { staleTime: 30 * 60_000 });
  return { ...query, categories: query.data?.categories ?? NO_CATEGORIES };
}
