import { notificationsApi } from '@shared/api/notifications.api';
import type { ApiRouter } from '../../platform/http/router';
import { listNotifications, markNotificationsRead } from './notifications.usecases';

export function notificationsRoutes(router: ApiRouter): void {
  router.add(notificationsApi.list, ({ deps, firmId }) => listNotifications({ db: deps.db, firmId }));
  router.add(notificationsApi.markRead, ({ deps, firmId, parameters }) =>
    markNotificationsRead({ db: deps.db, clock: deps.clock, firmId, uids: parameters.uids }),
  );
}
