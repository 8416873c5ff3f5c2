import type { FirmNotification, NotificationType } from '@shared/api/notifications.api';
import type { AppDeps } from '../../platform/http/context';
import { countUnread, latestNotifications, markRead } from './notifications.repository';

export const NOTIFICATIONS_SHOWN = 20;

export async function listNotifications({ deps, firmId }: { deps: AppDeps; firmId: string }) {
  const [rows, unreadCount] = await Promise.all([
    latestNotifications(deps.db, firmId, NOTIFICATIONS_SHOWN),
    countUnread(deps.db, firmId),
  ]);
  const items: FirmNotification[] = rows.map((r) => ({
    uid: r.id,
    type: r.type as NotificationType,
    title: r.title,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
  return { items, unreadCount };
}

export async function markNotificationsRead({
  deps,
  firmId,
  uids,
}: {
  deps: AppDeps;
  firmId: string;
  uids: string[] | null;
}) {
  await markRead(deps.db, firmId, uids, deps.clock.now());
  return { unreadCount: await countUnread(deps.db, firmId) };
}
