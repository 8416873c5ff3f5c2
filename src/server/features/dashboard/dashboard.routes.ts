import { dashboardApi } from '@shared/api/dashboard.api';
import type { ApiRouter } from '../../platform/http/router';
import { dashboardChart, listAllTypeDocuments } from './dashboard.usecases';

export function dashboardRoutes(router: ApiRouter): void {
  router.add(dashboardApi.allTypeDocuments, ({ deps, firmId, session, parameters }) =>
    listAllTypeDocuments({ deps, firmId, session, input: parameters }),
  );
  router.add(dashboardApi.dashboard, ({ deps, firmId, session }) =>
    dashboardChart({ deps, firmId, session }),
  );
}
