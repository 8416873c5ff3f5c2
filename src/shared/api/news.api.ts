import { z } from 'zod';
import { defineEndpoint, fileResult } from './endpoint';
import { pageOffset } from './limits';

/** product-spec §9: the news page shows 5 at a time, the message list 20. */
export const NEWS_PAGE_SIZE = 5;
export const MESSAGES_PAGE_SIZE = 20;
const MAX_PAGE = 100;

export const publicationStates = ['PUBLISHED', 'DRAFT', 'UNPUBLISHED'] as const;
export type PublicationState = (typeof publicationStates)[number];

const uid = z.uuid();

/**
 * api-spec §3.14 system message: a message from the provider to its customer firms. `message` is HTML,
 * sanitised by the server when read (decision 0051): the only HTML the web puts into a page.
 */
export const systemMessageSchema = z.object({
  uid: z.string(),
  title: z.string(),
  /** ISO timestamp of when the provider sent it. */
  date: z.string(),
  message: z.string(),
  /** Read by this employee. */
  read: z.boolean(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;

export const newsLinkSchema = z.object({ title: z.string(), link: z.string() });

/**
 * api-spec §3.14 news. `imageLink` is the first of `imageLinks` (null without pictures): the picture the
 * provider uploaded, when it did, before any other.
 */
export const newsSchema = z.object({
  uid: z.string(),
  title: z.string(),
  /** YYYY-MM-DD. */
  publishDate: z.string(),
  imageLink: z.string().nullable(),
  /** What `imageLink` shows, for those who cannot see it; empty when it is decoration (decision 0065). */
  imageAlt: z.string(),
  message: z.string(),
  read: z.boolean(),
  imageLinks: z.array(z.string()),
  additionalLinks: z.array(newsLinkSchema),
});
export type News = z.infer<typeof newsSchema>;

/** api-spec §3.14 message summary: what the header's unread notification shows. */
export const messageSummarySchema = z.object({
  totalUnreadCount: z.number().int(),
  firstUnreadMessage: systemMessageSchema.nullable(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

const paging = (pageSize: number) => ({
  offset: pageOffset().default(0),
  limit: z.number().int().min(1).max(MAX_PAGE).default(pageSize),
});

/** The provider's news and messages to its customer firms (api-spec §7.3), read state per employee. */
/** A page of the list with the counts the tabs and the menu show. */
const readPageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ totalCount: z.number().int(), unreadCount: z.number().int(), items: z.array(item) });

export const newsApi = {
  message: defineEndpoint({
    path: '/content/lundaMessage',
    method: 'GET',
    summary: 'Ett meddelande från grossisten',
    access: { kind: 'employee' },
    parameters: z.object({ uid }),
    result: systemMessageSchema,
  }),
  markMessageRead: defineEndpoint({
    path: '/content/lundaMessage',
    method: 'POST',
    summary: 'Markera ett meddelande som läst; svarar med vad som återstår oläst',
    access: { kind: 'employee' },
    parameters: z.object({ uid }),
    result: messageSummarySchema,
  }),
  messages: defineEndpoint({
    path: '/content/lundaMessages',
    method: 'POST',
    summary: 'Meddelanden från grossisten, nyaste först',
    access: { kind: 'employee' },
    parameters: z.object(paging(MESSAGES_PAGE_SIZE)),
    result: readPageOf(systemMessageSchema),
  }),
  unreadMessages: defineEndpoint({
    path: '/content/lundaMessages/unread',
    method: 'GET',
    summary: 'Antal olästa meddelanden och det äldsta olästa',
    access: { kind: 'employee' },
    parameters: z.object({}),
    result: messageSummarySchema,
  }),
  newsList: defineEndpoint({
    path: '/content/lundaNews',
    method: 'POST',
    summary: 'Grossistens nyheter, senast publicerade först',
    access: { kind: 'employee' },
    parameters: z.object(paging(NEWS_PAGE_SIZE)),
    result: readPageOf(newsSchema),
  }),
  news: defineEndpoint({
    path: '/content/lundaNews',
    method: 'GET',
    summary: 'En nyhet från grossisten',
    access: { kind: 'employee' },
    parameters: z.object({ uid }),
    result: newsSchema,
  }),
  newsPicture: defineEndpoint({
    path: '/content/lundaNews/picture/:uid',
    method: 'GET',
    summary: 'Bilden som grossisten laddat upp till en publicerad nyhet',
    access: { kind: 'employee' },
    parameters: z.object({ uid }),
    result: fileResult(),
  }),
  markNewsRead: defineEndpoint({
    path: '/content/lundaNewsMarkAsRead',
    method: 'POST',
    summary: 'Markera en nyhet som läst',
    access: { kind: 'employee' },
    parameters: z.object({ uid }),
    result: z.object({ uid: z.string(), read: z.boolean(), unreadCount: z.number().int() }),
  }),
  readAll: defineEndpoint({
    path: '/content/lundaReadAll',
    method: 'POST',
    summary: 'Markera alla nyheter som lästa',
    access: { kind: 'employee' },
    parameters: z.object({}),
    result: z.object({ marked: z.number().int(), unreadCount: z.number().int() }),
  }),
} as const;
