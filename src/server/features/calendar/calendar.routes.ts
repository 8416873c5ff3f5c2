import { calendarApi } from '@shared/api/calendar.api';
import type { ApiRouter } from '../../platform/http/router';
import { exportWorkOrderToCalendar, plannedWorkOrders } from './calendar.usecases';

export function calendarRoutes(router: ApiRouter): void {
  router.add(calendarApi.workOrderExportToCalendar, ({ deps, firmId, session, parameters }) =>
    exportWorkOrderToCalendar({
      deps,
      firmId,
      session,
      docUid: parameters.docUid,
      inline: parameters.inline,
    }),
  );
  router.add(calendarApi.plannedWorkOrders, ({ deps, firmId, parameters }) =>
    plannedWorkOrders({ deps, firmId, weekStart: parameters.weekStart }),
  );
}
