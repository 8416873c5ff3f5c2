import { catalogueApi } from '@shared/api/catalogue.api';
import type { ApiRouter } from '../../platform/http/router';
import { resolveViewer } from '../catalogue';
import { catalogueSearch, catalogueSuggest } from './catalogueSearch.usecases';

/** The catalogue's search calls (api-spec §7.2): results as cards, and suggestions while typing. */
export function catalogueSearchRoutes(router: ApiRouter): void {
  router.add(catalogueApi.search, async ({ deps, session, parameters }) =>
    catalogueSearch({ deps, viewer: resolveViewer(deps, session), input: parameters }),
  );
  // Suggestions carry no prices: they are the same for everyone, so no viewer is looked up.
  router.add(catalogueApi.suggest, ({ deps, parameters }) => catalogueSuggest({ deps, input: parameters }));
}
