import { eventsApi } from '@shared/api/events.api';
import type { ApiRouter } from '../../platform/http/router';
import { cancelRegistration, exportEvent, listEvents, registrationList } from './events.usecases';

export function eventsRoutes(router: ApiRouter): void {
  router.add(eventsApi.list, ({ deps, firmId, employeeId, parameters }) =>
    listEvents({ deps, firmId, employeeId, ...parameters }),
  );
  router.add(eventsApi.cancelRegistration, ({ deps, firmId, employeeId, parameters }) =>
    cancelRegistration({ deps, firmId, employeeId, ...parameters }),
  );
  router.add(eventsApi.export, ({ deps, firmId, employeeId, parameters }) =>
    exportEvent({
      deps,
      firmId,
      employeeId,
      eventLocator: parameters.eventLocator,
      inline: parameters.inline,
    }),
  );
  router.add(eventsApi.registrationList, ({ deps, firmId, parameters }) =>
    registrationList({ deps, firmId, ...parameters }),
  );
}
