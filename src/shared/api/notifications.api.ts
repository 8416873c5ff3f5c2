import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Notices the system leaves for a firm (api-spec §4 notification types), e.g. that old documents were
 * archived automatically. Every employee of the firm sees them; reading marks them read for the firm.
 */
export const notificationTypes = [
  'FEEDBACK_NOTIFICATION',
  'PROPOSAL_NOTIFICATION',
  'AUTO_ARCHIVE_NOTIFICATION',
  /** The client opened, accepted or declined a document through its link (issue #21). */
  'CLIENT_LINK_NOTIFICATION',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const firmNotificationSchema = z.object({
  uid: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type FirmNotification = z.infer<typeof firmNotificationSchema>;

const access = { kind: 'employee', roles: ['ADMIN', 'MANAGER', 'SUPERVISOR'] } as const;

export const notificationsApi = {
  list: defineEndpoint({
    path: '/notifications/list',
    method: 'GET',
    summary: 'Företagets 20 senaste meddelanden (nyaste först) och antalet olästa',
    access,
    parameters: z.object({}),
    result: z.object({ items: z.array(firmNotificationSchema), unreadCount: z.number().int() }),
  }),
  markRead: defineEndpoint({
    path: '/notifications/markRead',
    method: 'POST',
    summary: 'Markera meddelanden som lästa (utan uids: alla)',
    access,
    parameters: z.object({ uids: z.array(z.uuid()).max(200).nullable().default(null) }),
    result: z.object({ unreadCount: z.number().int() }),
  }),
};
