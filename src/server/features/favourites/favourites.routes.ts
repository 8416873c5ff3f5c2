import { favouritesApi } from '@shared/api/favourites.api';
import type { ApiRouter } from '../../platform/http/router';
import { resolveViewer } from '../catalogue';
import { listFavouriteItems, toggleFavourites } from './favourites.usecases';

export function favouritesRoutes(router: ApiRouter): void {
  router.add(favouritesApi.list, async ({ deps, session, firmId, employeeId, parameters }) =>
    listFavouriteItems({
      deps,
      owner: { firmId, employeeId },
      viewer: resolveViewer(deps, session),
      input: parameters,
    }),
  );
  router.add(favouritesApi.toggle, ({ deps, firmId, employeeId, parameters }) =>
    toggleFavourites({ deps, owner: { firmId, employeeId }, input: parameters }),
  );
}
