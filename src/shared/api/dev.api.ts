import { z } from 'zod';
import { defineEndpoint, fileResult } from './endpoint';

export const outboxAttachmentSchema = z.object({
  uid: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** The dev-only address that serves the file as the recipient got it. */
  link: z.string(),
});
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

export const outboxMailSchema = z.object({
  uid: z.string(),
  /** The sender as the mail shows it: `"Rörfirman AB via Montör" <noreply@…>`. */
  from: z.string(),
  replyTo: z.string().nullable(),
  /** The recipients, comma-separated. */
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Set once the retries are over; `error` is the last attempt's. */
  failedAt: z.string().nullable(),
  error: z.string().nullable(),
  attachments: z.array(outboxAttachmentSchema),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxSmsSchema = z.object({
  uid: z.string(),
  to: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxSms = z.infer<typeof outboxSmsSchema>;

/** Developer tools; the server answers 404 unless it runs with developer tools on (never in production). */
export const devApi = {
  outbox: defineEndpoint({
    path: '/dev/outbox',
    method: 'GET',
    summary: 'Utkorgen för e-post i utvecklingsläge',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: z.object({ items: z.array(outboxMailSchema) }),
  }),
  outboxAttachment: defineEndpoint({
    path: '/dev/outbox/:mailUid/attachments/:attachmentUid',
    method: 'GET',
    summary: 'En bilaga i utkorgen för e-post, som mottagaren fick den',
    access: { kind: 'visitor' },
    parameters: z.object({ mailUid: z.uuid(), attachmentUid: z.uuid() }),
    result: fileResult(),
  }),
  smsOutbox: defineEndpoint({
    path: '/dev/smsOutbox',
    method: 'GET',
    summary: 'Utkorgen för SMS i utvecklingsläge',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: z.object({ items: z.array(outboxSmsSchema) }),
  }),
} as const;
