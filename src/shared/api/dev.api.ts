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
} as const;
