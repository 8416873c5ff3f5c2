import type { EventDocument } from '@shared/api/events.api';
import type { PublicationState } from '@shared/api/news.api';
import { date, doublePrecision, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, version } from '../../platform/db/columns';
import { surveys } from '../forms/forms.table';
import { providers, warehouses } from '../provider/provider.table';

/**
 * The provider's events (decision 0053): one text reaches all its customer firms, like its news. A firm
 * sees an event when it is PUBLISHED. Times are Swedish wall-clock times (HH:mm) on `date`; the place is
 * the event's own (coordinates for the map), usually one of the provider's warehouses. Registrations are
 * not stored here: they are the answers to `registration_survey_id` with the event's id as
 * `calendarEventLocator` (the forms feature, decision 0052).
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: id(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    title: text('title').notNull(),
    category: text('category').notNull(),
    person: text('person').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    begin: text('begin').notNull(),
    end: text('end').notNull(),
    fullAddress: text('full_address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Plain text; paragraphs are separated by blank lines. */
    description: text('description').notNull(),
    link: text('link'),
    imageLink: text('image_link'),
    alternatives: text('alternatives').array().notNull().default([]),
    attachmentDocuments: jsonb('attachment_documents').$type<EventDocument[]>().notNull().default([]),
    registrationSurveyId: uuid('registration_survey_id').references(() => surveys.id),
    publicationState: text('publication_state').$type<PublicationState>().notNull().default('PUBLISHED'),
    /** The provider's edits are saved over the version they read (decision 0064). */
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('provider_events_provider_idx').on(t.providerId, t.eventDate)],
);
