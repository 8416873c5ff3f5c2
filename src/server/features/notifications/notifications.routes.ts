import { notificationsApi } from '@shared/api/notifications.api';
import type { ApiRouter } from '../../platform/http/router';
import { listNotifications, markNotificationsRead } from './notifications.usecases';

export function notificationsRoutes(router: ApiRouter): void {
  router.add(notificationsApi.list, ({ deps, firmId }) => listNotifications({ deps, firmId }));
  router.add(notificationsApi.markRead, ({ deps, firmId, parameters }) =>
    markNotificationsRead({ deps, firmId, uids: parameters.uids }),
  );
}
