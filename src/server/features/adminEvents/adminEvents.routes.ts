import { adminEventsApi } from '@shared/api/adminEvents.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  adminEvent,
  adminEvents,
  deleteEvent,
  eventOptions,
  publishEvent,
  saveEvent,
  unpublishEvent,
} from './adminEvents.usecases';
import { adminSurvey, adminSurveys, saveSurvey } from './surveys/surveys.usecases';

export function adminEventsRoutes(router: ApiRouter): void {
  router.add(adminEventsApi.surveys, ({ deps }) => adminSurveys({ deps }));
  router.add(adminEventsApi.survey, ({ deps, parameters }) => adminSurvey({ deps, uid: parameters.uid }));
  router.add(adminEventsApi.saveSurvey, ({ deps, adminId, request, parameters }) =>
    saveSurvey({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminEventsApi.events, ({ deps, parameters }) =>
    adminEvents({ deps, period: parameters.period }),
  );
  router.add(adminEventsApi.event, ({ deps, parameters }) => adminEvent({ deps, uid: parameters.uid }));
  router.add(adminEventsApi.eventOptions, ({ deps }) => eventOptions({ deps }));
  router.add(adminEventsApi.saveEvent, ({ deps, adminId, request, parameters }) =>
    saveEvent({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminEventsApi.publishEvent, ({ deps, adminId, request, parameters }) =>
    publishEvent({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminEventsApi.unpublishEvent, ({ deps, adminId, request, parameters }) =>
    unpublishEvent({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminEventsApi.deleteEvent, ({ deps, adminId, request, parameters }) =>
    deleteEvent({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
}
