import { devApi } from '@shared/api/dev.api';
import { fillPath } from '@shared/api/endpoint';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import type { ApiRouter } from '../../platform/http/router';

function assertDevTools(deps: AppDeps): void {
  if (!deps.config.devTools) throw httpErrors.NOT_FOUND();
}

/** The mails the app queued, newest first, with their sender, Reply-To and attachments (not their bytes). */
async function outboxMails(deps: AppDeps) {
  const rows = await deps.mail.recent();
  const files = await deps.mail.attachmentsOf(rows.map((m) => m.id));
  return rows.map((m) => ({
    uid: m.id,
    from: deps.mail.sentFrom(m.fromName),
    replyTo: m.replyTo,
    to: m.to,
    subject: m.subject,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    failedAt: m.failedAt?.toISOString() ?? null,
    error: m.error,
    attachments: files
      .filter((f) => f.outboxId === m.id)
      .map((f) => ({
        uid: f.id,
        fileName: f.fileName,
        contentType: f.contentType,
        size: f.size,
        link: fillPath(devApi.outboxAttachment, { mailUid: m.id, attachmentUid: f.id }).url,
      })),
  }));
}

export function devRoutes(router: ApiRouter): void {
  router.add(devApi.outbox, async ({ deps }) => {
    assertDevTools(deps);
    return { items: await outboxMails(deps) };
  });
  router.add(devApi.outboxAttachment, async ({ deps, parameters }) => {
    assertDevTools(deps);
    const file = await deps.mail.attachment(parameters.mailUid, parameters.attachmentUid);
    if (!file) throw httpErrors.NOT_FOUND();
    return {
      content: file.content,
      contentType: file.contentType,
      fileName: file.fileName,
      disposition: 'inline' as const,
    };
  });
  router.add(devApi.smsOutbox, async ({ deps }) => {
    assertDevTools(deps);
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
