import { dashboardApi } from '@shared/api/dashboard.api';
import type { ApiRouter } from '../../platform/http/router';
import { dashboardChart, listAllTypeDocuments } from './dashboard.usecases';

export function dashboardRoutes(router: ApiRouter): void {
  router.add(dashboardApi.allTypeDocuments, ({ deps, session, parameters }) =>
    listAllTypeDocuments({ db: deps.db, session, input: parameters }),
  );
  router.add(dashboardApi.dashboard, ({ deps, session }) =>
    dashboardChart({ db: deps.db, clock: deps.clock, session }),
  );
}
