import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const outboxMailSchema = z.object({
  uid: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
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
  smsOutbox: defineEndpoint({
    path: '/dev/smsOutbox',
    method: 'GET',
    summary: 'Utkorgen för SMS i utvecklingsläge',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: z.object({ items: z.array(outboxSmsSchema) }),
  }),
} as const;
