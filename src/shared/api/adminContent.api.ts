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

export const adminNewsSchema = z.object({
  uid: z.string(),
  title: z.string(),
  /** The day the firms see it from, once it is published. */
  publishDate: z.string(),
  /** Sanitised HTML, as the firms will see it. */
  body: z.string(),
  imageLinks: z.array(z.string()),
  state: z.enum(publicationStates),
  createdAt: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

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
  news: defineEndpoint({
    path: '/admin/content/news',
    method: 'GET',
    summary: 'Leverantörens nyheter, med status',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(adminNewsSchema) }),
  }),
  saveNews: defineEndpoint({
    path: '/admin/content/news/save',
    method: 'POST',
    summary: 'Skriv en ny nyhet (utkast) eller ändra en befintlig',
    access: providerAdmin,
    parameters: z.object({
      uid: z.uuid().optional(),
      title: required(TEXT.line),
      publishDate: z.iso.date({ error: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)' }),
      body: required(TEXT.note),
      bodyFormat: z.enum(bodyFormats).default('HTML'),
    }),
    result: z.object({ uid: z.string() }),
  }),
  publishNews: defineEndpoint({
    path: '/admin/content/news/publish',
    method: 'POST',
    summary: 'Publicera en nyhet: företagen ser den från publiceringsdagen',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminNewsSchema,
  }),
  unpublishNews: defineEndpoint({
    path: '/admin/content/news/unpublish',
    method: 'POST',
    summary: 'Avpublicera en nyhet: företagen ser den inte längre',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminNewsSchema,
  }),
};
