import type { PublicationState } from '@shared/api/news.api';
import { boolean, date, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../platform/db/columns';
import { employees } from '../employees';
import { firms } from '../firms';
import { providers } from '../provider';
import { providerFiles } from '../providerDocuments/providerDocuments.table';

/**
 * The provider's news to all its customer firms (decision 0051). Firms see a news item once it is
 * PUBLISHED and its publish date has come; DRAFT and UNPUBLISHED stay with the provider. `body` is HTML
 * as the provider wrote it and is sanitised on the way out, never trusted on the way in.
 */
export const providerNews = pgTable(
  'provider_news',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    imageLinks: text('image_links').array().notNull().default([]),
    /**
     * The picture the provider uploaded in the administration (decision 0065), before `imageLinks`: its
     * bytes are in `provider_files`, served while the news item is visible to the reader.
     */
    imageFileId: uuid('image_file_id').references(() => providerFiles.id, { onDelete: 'restrict' }),
    /** What the uploaded picture shows; empty when it is decoration. */
    imageAlt: text('image_alt').notNull().default(''),
    body: text('body').notNull(),
    additionalLinks: jsonb('additional_links')
      .$type<Array<{ title: string; link: string }>>()
      .notNull()
      .default([]),
    publicationState: text('publication_state').$type<PublicationState>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('provider_news_provider_idx').on(t.providerId, t.publishDate),
    index('provider_news_image_idx').on(t.imageFileId),
  ],
);

/**
 * The provider's messages: to every customer firm (`toAllFirms`) or to the firms listed in
 * `provider_message_recipients`. A message is visible from `sentAt` while it is PUBLISHED; the
 * administration (decision 0060) writes DRAFTs and takes a message back by UNPUBLISHING it, so a row
 * written before that had no state and counts as published.
 */
export const providerMessages = pgTable(
  'provider_messages',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sentAt: timestampTz('sent_at').notNull(),
    body: text('body').notNull(),
    toAllFirms: boolean('to_all_firms').notNull(),
    publicationState: text('publication_state').$type<PublicationState>().notNull().default('PUBLISHED'),
    createdAt: createdAt(),
  },
  (t) => [index('provider_messages_provider_idx').on(t.providerId, t.sentAt)],
);

export const providerMessageRecipients = pgTable(
  'provider_message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => providerMessages.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.firmId] }),
    index('provider_message_recipients_firm_idx').on(t.firmId),
  ],
);

/** Read state is each employee's own: a colleague's reading leaves the item unread for the others. */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => providerNews.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    readAt: timestampTz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.newsId] })],
);

export const messageReads = pgTable(
  'message_reads',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => providerMessages.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    readAt: timestampTz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.messageId] })],
);
