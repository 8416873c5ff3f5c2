import type { FirmNotification, NotificationType } from '@shared/api/notifications.api';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/http/context';
import { countUnread, latestNotifications, markRead } from './notifications.repository';

export const NOTIFICATIONS_SHOWN = 20;

export async function listNotifications({ db, firmId }: { db: Db; firmId: string }) {
  const [rows, unreadCount] = await Promise.all([
    latestNotifications(db, firmId, NOTIFICATIONS_SHOWN),
    countUnread(db, firmId),
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
  db,
  clock,
  firmId,
  uids,
}: {
  db: Db;
  clock: Clock;
  firmId: string;
  uids: string[] | null;
}) {
  await markRead(db, firmId, uids, clock.now());
  return { unreadCount: await countUnread(db, firmId) };
}
