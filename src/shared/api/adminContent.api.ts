import { messages } from '@shared/domain/validators';
import { z } from 'zod';
import { firmRefSchema } from './administration.api';
import { defineEndpoint } from './endpoint';
import { TEXT, text } from './limits';
import { publicationStates } from './news.api';

/**
 * The provider's administration publishes what the firms read (issue #23, decision 0060): messages to all
 * or chosen firms first. Every call is the provider admin's (403 to a firm's employee, its ADMIN too), and
 * every change is written to the audit log with what it was before and after.
 */

const providerAdmin = { kind: 'providerAdmin' } as const;
const required = (max: number) => text(max).trim().min(1, messages.required);

/** How the body was written: HTML from an editor, or plain text whose blank lines part paragraphs. */
export const bodyFormats = ['HTML', 'TEXT'] as const;
export type BodyFormat = (typeof bodyFormats)[number];

export const adminMessageSchema = z.object({
  uid: z.string(),
  title: z.string(),
  /** The body as the firms will see it: sanitised HTML. */
  body: z.string(),
  state: z.enum(publicationStates),
  toAllFirms: z.boolean(),
  /** The chosen firms; empty when the message goes to all. */
  recipients: z.array(firmRefSchema),
  /** How many firms see it once published: all the provider's firms, or the chosen ones. */
  recipientCount: z.number().int(),
  /** When it was published (the firms' date of the message); null for a draft never published. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

const uidParameter = z.object({ uid: z.uuid() });

export const adminContentApi = {
  messages: defineEndpoint({
    path: '/admin/content/messages',
    method: 'GET',
    summary: 'Leverantörens meddelanden till företagen, med status och antal mottagare',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(adminMessageSchema) }),
  }),
  saveMessage: defineEndpoint({
    path: '/admin/content/messages/save',
    method: 'POST',
    summary: 'Skriv ett nytt meddelande (utkast) eller ändra ett befintligt',
    access: providerAdmin,
    parameters: z
      .object({
        /** Absent: a new draft. */
        uid: z.uuid().optional(),
        title: required(TEXT.line),
        body: required(TEXT.note),
        bodyFormat: z.enum(bodyFormats).default('HTML'),
        toAllFirms: z.boolean(),
        firmUids: z.array(z.uuid()).max(5000).default([]),
      })
      .refine((m) => m.toAllFirms || m.firmUids.length > 0, {
        path: ['firmUids'],
        message: 'Välj minst ett företag, eller skicka till alla',
      }),
    result: z.object({ uid: z.string() }),
  }),
  publishMessage: defineEndpoint({
    path: '/admin/content/messages/publish',
    method: 'POST',
    summary: 'Publicera ett meddelande: mottagarna ser det från nu',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminMessageSchema,
  }),
  unpublishMessage: defineEndpoint({
    path: '/admin/content/messages/unpublish',
    method: 'POST',
    summary: 'Avpublicera ett meddelande: företagen ser det inte längre',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminMessageSchema,
  }),
};
