import type { NotificationType } from '@shared/api/notifications.api';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firmNotifications } from './notifications.table';

export type NotificationRecord = typeof firmNotifications.$inferSelect;

export async function insertNotification(
  db: Db,
  values: {
    firmId: string;
    type: NotificationType;
    title: string;
    message: string;
    data?: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(firmNotifications).values(values);
}

export async function latestNotifications(db: Db, firmId: string, limit: number) {
  return db
    .select()
    .from(firmNotifications)
    .where(eq(firmNotifications.firmId, firmId))
    .orderBy(desc(firmNotifications.createdAt), desc(firmNotifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, firmId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(firmNotifications)
    .where(and(eq(firmNotifications.firmId, firmId), isNull(firmNotifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the firm's unread notifications (those of `ids`, or all) read; another firm's ids are ignored. */
export async function markRead(db: Db, firmId: string, ids: readonly string[] | null, now: Date) {
  await db
    .update(firmNotifications)
    .set({ readAt: now })
    .where(
      and(
        eq(firmNotifications.firmId, firmId),
        isNull(firmNotifications.readAt),
        ids ? inArray(firmNotifications.id, [...ids]) : undefined,
      ),
    );
}
