import { devApi } from '@shared/api/dev.api';
import { httpErrors } from '../../platform/http/errors';
import type { ApiRouter } from '../../platform/http/router';

export function devRoutes(router: ApiRouter): void {
  router.add(devApi.outbox, async ({ deps }) => {
    if (!deps.config.devTools) throw httpErrors.NOT_FOUND();
    const rows = await deps.mail.recent();
    return {
      items: rows.map((m) => ({
        uid: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    };
  });
  router.add(devApi.smsOutbox, async ({ deps }) => {
    if (!deps.config.devTools) throw httpErrors.NOT_FOUND();
    const rows = await deps.sms.recent();
    return {
      items: rows.map((m) => ({
        uid: m.id,
        to: m.to,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
        error: m.error,
      })),
    };
  });
}
