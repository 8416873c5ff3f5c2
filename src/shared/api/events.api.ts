import { z } from 'zod';
import { defineEndpoint, queryBoolean } from './endpoint';
import { fileLinkSchema } from './files.api';
import { pageOffset, TEXT, text } from './limits';

/**
 * The provider's events (issue #22, decision 0053): training days, product days and open houses at its
 * warehouses. A firm's employee lists them with facets, sees them on a map, registers through the event's
 * CALENDAR_EVENT survey (the forms feature's `survey/submit` with `calendarEventLocator`), cancels, exports
 * an event to a calendar (ICS) and sees who of the firm has registered.
 */

export const EVENTS_PAGE_SIZE = 20;
const MAX_PAGE = 100;

/** api-spec §3.9 / §9: where the map looks when it has nothing else to show. */
export const DEFAULT_MAP_CENTRE = { latitude: 58.156394, longitude: 14.476348 } as const;

export const eventFacetNames = ['category', 'warehouse', 'month'] as const;
export type EventFacetName = (typeof eventFacetNames)[number];

/** api-spec §3.14 document link: an attachment of the event (a programme, a map, a price sheet). */
export const eventDocumentSchema = z.object({
  title: z.string(),
  fileName: z.string(),
  link: z.string(),
  contentType: z.string(),
});
export type EventDocument = z.infer<typeof eventDocumentSchema>;

/** api-spec §3.9. `locator` is the event's id; `date` YYYY-MM-DD, `begin`/`end` HH:mm Swedish time. */
export const calendarEventSchema = z.object({
  locator: z.string(),
  link: z.string().nullable(),
  imageLink: z.string().nullable(),
  title: z.string(),
  person: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseCity: z.string(),
  date: z.string(),
  begin: z.string(),
  end: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The logged-in employee has registered. */
  alreadyRegistered: z.boolean(),
  /** Null: the event takes no registrations in Montör. */
  registrationSurveyId: z.string().nullable(),
  category: z.string(),
  fullAddress: z.string(),
  description: z.string(),
  /** The choices a registration offers (sessions, places), asked in the event's survey. */
  alternatives: z.array(z.string()),
  attachmentDocuments: z.array(eventDocumentSchema),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const eventFacetSchema = z.object({
  name: z.enum(eventFacetNames),
  title: z.string(),
  values: z.array(
    z.object({ value: z.string(), title: z.string(), count: z.number().int(), selected: z.boolean() }),
  ),
});
export type EventFacet = z.infer<typeof eventFacetSchema>;

const facetValues = (value: z.ZodType<string>) => z.array(value).max(50).optional();

export const selectedEventFacetsSchema = z.object({
  category: facetValues(text(TEXT.line)),
  warehouse: facetValues(text(TEXT.code)),
  /** YYYY-MM. */
  month: facetValues(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Ange månad som ÅÅÅÅ-MM')),
});
export type SelectedEventFacets = z.infer<typeof selectedEventFacetsSchema>;

export const eventListSchema = z.object({
  totalCount: z.number().int(),
  selectedFacetsCount: z.number().int(),
  items: z.array(calendarEventSchema),
  facets: z.array(eventFacetSchema),
});
export type EventList = z.infer<typeof eventListSchema>;

export const eventRegistrationSchema = z.object({
  employeeUid: z.string(),
  employeeName: z.string(),
  /** ISO timestamp. */
  registeredAt: z.string(),
  answers: z.array(z.object({ title: z.string(), value: z.string() })),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

export const eventFileTypes = ['ICS'] as const;

const eventLocator = z.uuid();

export const eventsApi = {
  list: defineEndpoint({
    path: '/event/list',
    method: 'POST',
    summary: 'Kommande evenemang med filter (kategori, lager, månad); bara mina anmälningar om så önskas',
    access: { kind: 'employee' },
    parameters: z.object({
      selectedFacets: selectedEventFacetsSchema.default({}),
      onlyRegistered: z.boolean().default(false),
      offset: pageOffset().default(0),
      limit: z.number().int().min(1).max(MAX_PAGE).default(EVENTS_PAGE_SIZE),
    }),
    result: eventListSchema,
  }),
  cancelRegistration: defineEndpoint({
    path: '/event/register',
    method: 'DELETE',
    summary: 'Avanmäl mig från ett evenemang (svaret tas bort, så att jag kan anmäla mig igen)',
    access: { kind: 'employee' },
    parameters: z.object({ eventLocator }),
    result: z.object({ cancelled: z.boolean() }),
  }),
  export: defineEndpoint({
    path: '/event/export',
    method: 'GET',
    summary: 'Evenemanget som kalenderhändelse (ICS-fil)',
    access: { kind: 'employee' },
    parameters: z.object({
      eventLocator,
      type: z.enum(eventFileTypes).default('ICS'),
      inline: queryBoolean.default(false),
    }),
    result: fileLinkSchema,
  }),
  registrationList: defineEndpoint({
    path: '/event/calendarEventRegistrationList',
    method: 'GET',
    summary: 'Vilka i företaget som anmält sig till ett evenemang, med deras svar',
    access: { kind: 'employee' },
    parameters: z.object({ eventLocator }),
    result: z.object({
      eventLocator: z.string(),
      title: z.string(),
      items: z.array(eventRegistrationSchema),
    }),
  }),
} as const;
