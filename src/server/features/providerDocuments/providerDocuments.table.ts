import type { PublicationState } from '@shared/api/news.api';
import type { CabinetLinkType, ColorTheme, ProviderDocType } from '@shared/api/providerDocuments.api';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from '../../platform/db/columns';
import { providers } from '../provider';

/** The lists a provider's document is published in (decision 0056). */
export type ProviderDocumentSection = 'INSTRUCTION' | 'DOWNLOADABLE' | 'TYPE_DOCUMENT';
export type CabinetItemKind = 'BANNER' | 'FLIPBOOK';

/**
 * A file the provider publishes (a PDF, a cover picture, a banner picture). Its bytes are here and served
 * by `/content/providerFile/:uid` only while a published document or cabinet item of its provider uses it.
 */
export const providerFiles = pgTable(
  'provider_files',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('provider_files_provider_idx').on(t.providerId)],
);

const publicationState = () => text('publication_state').$type<PublicationState>().notNull().default('DRAFT');

/**
 * A document in one of the provider's lists: an instruction (in its `category`), a downloadable file, or
 * the provider's document of a `docType` (terms, privacy policy). Firms see PUBLISHED ones only.
 */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    section: text('section').$type<ProviderDocumentSection>().notNull(),
    docType: text('doc_type').$type<ProviderDocType>(),
    category: text('category'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileId: uuid('file_id')
      .notNull()
      .references(() => providerFiles.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    updatedOn: date('updated_on', { mode: 'string' }).notNull(),
    publicationState: publicationState(),
    createdAt: createdAt(),
  },
  (t) => [
    index('provider_documents_list_idx').on(t.providerId, t.section, t.position),
    index('provider_documents_file_idx').on(t.fileId),
    check('provider_documents_doc_type', sql`(${t.section} = 'TYPE_DOCUMENT') = (${t.docType} is not null)`),
  ],
);

/**
 * The start page's cabinet: banners (a picture, a theme and a link of api-spec §4's types) and flipbooks
 * (a cover picture and the catalogue's PDF in `fileId`).
 */
export const cabinetItems = pgTable(
  'cabinet_items',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CabinetItemKind>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    imageFileId: uuid('image_file_id')
      .notNull()
      .references(() => providerFiles.id, { onDelete: 'restrict' }),
    /** What the picture shows, for a screen reader; empty when the picture is decoration beside the text. */
    imageAlt: text('image_alt').notNull().default(''),
    fileId: uuid('file_id').references(() => providerFiles.id, { onDelete: 'restrict' }),
    linkType: text('link_type').$type<CabinetLinkType>(),
    link: text('link'),
    linkText: text('link_text').notNull().default(''),
    colorTheme: text('color_theme').$type<ColorTheme>().notNull().default('BLUE'),
    position: integer('position').notNull().default(0),
    publicationState: publicationState(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cabinet_items_provider_idx').on(t.providerId, t.kind, t.position),
    check(
      'cabinet_items_kind',
      sql`(${t.kind} = 'BANNER' and ${t.linkType} is not null and ${t.link} is not null)
        or (${t.kind} = 'FLIPBOOK' and ${t.fileId} is not null)`,
    ),
  ],
);

/** A content section a banner may open in the app (EXTENDED_CONTENT_SECTION_UID); `body` is the provider's HTML. */
export const contentSections = pgTable(
  'content_sections',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedOn: date('updated_on', { mode: 'string' }).notNull(),
    publicationState: publicationState(),
    createdAt: createdAt(),
  },
  (t) => [index('content_sections_provider_idx').on(t.providerId)],
);
