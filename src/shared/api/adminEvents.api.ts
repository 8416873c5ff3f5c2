import { eventMessages, MAX_EVENT_ALTERNATIVES } from '@shared/domain/event-authoring';
import {
  authoringMessages,
  MAX_FIELD_OPTIONS,
  MAX_SURVEY_FIELDS,
  MAX_SURVEY_LINKS,
} from '@shared/domain/survey-authoring';
import { surveyFieldTypes, surveyTypes } from '@shared/domain/surveys';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { TEXT, text, version } from './limits';
import { publicationStates } from './news.api';

/**
 * The provider's administration writes its events and the surveys and forms the firms answer (issue #23,
 * decision 0064). Only a provider admin calls these (a firm's employee gets 403, a visitor 401); every
 * change is in the audit log with what it was before and after. Surveys and events are saved over the
 * version the form read (409 when someone saved first); publishing, unpublishing and deleting act on the
 * event as it is.
 */

const providerAdmin = { kind: 'providerAdmin' } as const;
const uid = z.uuid();
const URL_MAX = 1000;

export const surveyFieldDraftSchema = z.object({
  uid: uid.nullable(),
  type: z.enum(surveyFieldTypes),
  title: text(TEXT.line),
  description: text(1000),
  mandatory: z.boolean(),
  options: z.array(text(TEXT.line)).max(MAX_FIELD_OPTIONS, authoringMessages.tooManyOptions),
});

/** A survey as the provider writes it; the same shape creates and edits one. */
export const surveyDraftSchema = z.object({
  type: z.enum(surveyTypes),
  title: text(TEXT.line),
  description: text(TEXT.note),
  links: z.array(z.object({ title: text(TEXT.line), url: text(URL_MAX) })).max(MAX_SURVEY_LINKS),
  active: z.boolean(),
  fields: z.array(surveyFieldDraftSchema).max(MAX_SURVEY_FIELDS, authoringMessages.tooManyFields),
});
export type SurveyDraftInput = z.infer<typeof surveyDraftSchema>;

export const adminSurveyRowSchema = z.object({
  uid: z.string(),
  type: z.enum(surveyTypes),
  title: z.string(),
  active: z.boolean(),
  fieldCount: z.number().int(),
  answerCount: z.number().int(),
  /** The events that register through it (a CALENDAR_EVENT survey). */
  eventCount: z.number().int(),
});
export type AdminSurveyRow = z.infer<typeof adminSurveyRowSchema>;

const eventRefSchema = z.object({
  uid: z.string(),
  title: z.string(),
  date: z.string(),
  state: z.enum(publicationStates),
});

export const adminSurveyDetailSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  /** With answers, the stored fields keep their type and options (decision 0064). */
  answerCount: z.number().int(),
  events: z.array(eventRefSchema),
  survey: surveyDraftSchema,
});
export type AdminSurveyDetail = z.infer<typeof adminSurveyDetailSchema>;

/** An event as the provider writes it; the same shape creates and edits one. */
export const eventDraftSchema = z.object({
  title: text(TEXT.line),
  category: text(TEXT.line),
  person: text(TEXT.line),
  date: text(10),
  begin: text(5),
  end: text(5),
  warehouseUid: uid.nullable(),
  /** The place; filled in from the warehouse and changed when the event is held elsewhere nearby. */
  fullAddress: text(TEXT.line),
  description: text(TEXT.note),
  link: text(URL_MAX),
  alternatives: z.array(text(TEXT.line)).max(MAX_EVENT_ALTERNATIVES, eventMessages.tooManyAlternatives),
  registrationSurveyUid: uid.nullable(),
});
export type EventDraftInput = z.infer<typeof eventDraftSchema>;

const warehouseRefSchema = z.object({
  uid: z.string(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
});

export const adminEventRowSchema = z.object({
  uid: z.string(),
  title: z.string(),
  category: z.string(),
  date: z.string(),
  begin: z.string(),
  end: z.string(),
  warehouse: warehouseRefSchema,
  state: z.enum(publicationStates),
  registrationCount: z.number().int(),
  /** The registration survey's title; null: no registration in Montör. */
  surveyTitle: z.string().nullable(),
});
export type AdminEventRow = z.infer<typeof adminEventRowSchema>;

export const adminEventDetailSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  state: z.enum(publicationStates),
  registrationCount: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  event: eventDraftSchema,
});
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;

export const eventOptionsSchema = z.object({
  warehouses: z.array(warehouseRefSchema.extend({ fullAddress: z.string() })),
  /** The CALENDAR_EVENT surveys an event may register through. */
  registrationSurveys: z.array(z.object({ uid: z.string(), title: z.string(), active: z.boolean() })),
  /** The categories used so far, to pick from. */
  categories: z.array(z.string()),
});
export type EventOptions = z.infer<typeof eventOptionsSchema>;

export const eventPeriods = ['COMING', 'PAST'] as const;
export type EventPeriod = (typeof eventPeriods)[number];

/** A new record has no uid and no version; an existing one is saved over the version the form read. */
const saveParameters = <S extends z.ZodType>(draft: S) =>
  z
    .object({ uid: uid.optional(), newVersion: version().optional(), draft })
    .refine((p) => (p.uid === undefined) === (p.newVersion === undefined), {
      path: ['newVersion'],
      message: 'Ange versionen som formuläret läste',
    });

const uidParameter = z.object({ uid });

export const adminEventsApi = {
  surveys: defineEndpoint({
    path: '/admin/events/surveys',
    method: 'GET',
    summary: 'Alla enkäter och formulär: typ, rubrik, aktiv, antal frågor, svar och evenemang',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(adminSurveyRowSchema) }),
  }),
  survey: defineEndpoint({
    path: '/admin/events/surveys/survey',
    method: 'GET',
    summary: 'En enkät med frågorna i ordning, versionen och antalet svar',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminSurveyDetailSchema,
  }),
  saveSurvey: defineEndpoint({
    path: '/admin/events/surveys/save',
    method: 'POST',
    summary:
      'Skapa en enkät eller ändra en (över versionen som lästes); en besvarad enkäts frågor behåller typ och svarsalternativ',
    access: providerAdmin,
    parameters: saveParameters(surveyDraftSchema),
    result: adminSurveyDetailSchema,
  }),
  events: defineEndpoint({
    path: '/admin/events/list',
    method: 'GET',
    summary: 'Leverantörens evenemang, kommande eller tidigare, med status och antal anmälningar',
    access: providerAdmin,
    parameters: z.object({ period: z.enum(eventPeriods).default('COMING') }),
    result: z.object({ items: z.array(adminEventRowSchema) }),
  }),
  event: defineEndpoint({
    path: '/admin/events/event',
    method: 'GET',
    summary: 'Ett evenemang som det skrivs, med version, status och antal anmälningar',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminEventDetailSchema,
  }),
  eventOptions: defineEndpoint({
    path: '/admin/events/options',
    method: 'GET',
    summary: 'Lagren, anmälningsenkäterna och kategorierna att välja bland i evenemangsformuläret',
    access: providerAdmin,
    parameters: z.object({}),
    result: eventOptionsSchema,
  }),
  saveEvent: defineEndpoint({
    path: '/admin/events/save',
    method: 'POST',
    summary: 'Skapa ett evenemang (utkast) eller ändra ett (över versionen som lästes)',
    access: providerAdmin,
    parameters: saveParameters(eventDraftSchema),
    result: adminEventDetailSchema,
  }),
  publishEvent: defineEndpoint({
    path: '/admin/events/publish',
    method: 'POST',
    summary: 'Publicera ett evenemang: alla kundföretag ser det och kan anmäla sig',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminEventDetailSchema,
  }),
  unpublishEvent: defineEndpoint({
    path: '/admin/events/unpublish',
    method: 'POST',
    summary: 'Avpublicera ett evenemang: företagen ser det inte längre; anmälningarna finns kvar',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminEventDetailSchema,
  }),
  deleteEvent: defineEndpoint({
    path: '/admin/events/delete',
    method: 'POST',
    summary: 'Ta bort ett evenemang utan anmälningar (ett med anmälningar kan bara avpubliceras)',
    access: providerAdmin,
    parameters: uidParameter,
    result: z.object({ deleted: z.boolean() }),
  }),
};
