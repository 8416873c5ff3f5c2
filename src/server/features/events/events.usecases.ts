import type {
  CalendarEvent,
  EventList,
  EventRegistration,
  SelectedEventFacets,
} from '@shared/api/events.api';
import type { FileLink } from '@shared/api/files.api';
import { formatDate } from '@shared/domain/format';
import type { AppDeps } from '../../platform/http/context';
import { eventIcs, ICS_CONTENT_TYPE } from '../calendar';
import { createFileLink } from '../files';
import { type CalendarEventCheck, cancelEventAnswer, employeeEventAnswers, firmEventAnswers } from '../forms';
import { eventsErrors } from './events.errors';
import { eventFacets, filterByFacets, selectedCount, toCalendarEvent } from './events.mapper';
import {
  findFirmProviderId,
  findPublishedEvent,
  listPublishedEvents,
  type PublishedEvent,
} from './events.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event as the firm may see it: its own provider's and published; anything else is "not found". */
async function visibleEvent(deps: AppDeps, firmId: string, eventLocator: string): Promise<PublishedEvent> {
  const providerId = await findFirmProviderId(deps.db, firmId);
  const event =
    providerId && UUID.test(eventLocator)
      ? await findPublishedEvent(deps.db, providerId, eventLocator)
      : null;
  if (!event) throw eventsErrors.EVENT_NOT_FOUND({ field: 'eventLocator' });
  return event;
}

async function registeredLocators(deps: AppDeps, firmId: string, employeeId: string) {
  const answers = await employeeEventAnswers({ deps, firmId, employeeId });
  return new Set(answers.map((a) => `${a.surveyId}|${a.calendarEventLocator}`));
}

const isRegistered = (registered: Set<string>, event: PublishedEvent) =>
  event.registrationSurveyId !== null && registered.has(`${event.registrationSurveyId}|${event.id}`);

/**
 * `event/list`: the coming events (from today, Swedish date) with facets, or with `onlyRegistered` the
 * employee's registrations, past ones too, so "Mina anmälningar" shows what one went to.
 */
export async function listEvents({
  deps,
  firmId,
  employeeId,
  selectedFacets,
  onlyRegistered,
  offset,
  limit,
}: {
  deps: AppDeps;
  firmId: string;
  employeeId: string;
  selectedFacets: SelectedEventFacets;
  onlyRegistered: boolean;
  offset: number;
  limit: number;
}): Promise<EventList> {
  const providerId = await findFirmProviderId(deps.db, firmId);
  if (!providerId) return { totalCount: 0, selectedFacetsCount: 0, items: [], facets: [] };
  const [rows, registered] = await Promise.all([
    listPublishedEvents(deps.db, providerId, onlyRegistered ? null : formatDate(deps.clock.now())),
    registeredLocators(deps, firmId, employeeId),
  ]);
  const base = onlyRegistered ? rows.filter((row) => isRegistered(registered, row)) : rows;
  const chosen = filterByFacets(base, selectedFacets);
  return {
    totalCount: chosen.length,
    selectedFacetsCount: selectedCount(selectedFacets),
    items: chosen
      .slice(offset, offset + limit)
      .map((row) => toCalendarEvent(row, isRegistered(registered, row))),
    facets: eventFacets(base, selectedFacets),
  };
}

/**
 * `survey/submit` asks this when an answer names an event (forms feature, decision 0052): the event must
 * be the firm's provider's and published, the survey must be its registration survey, and it must not
 * have been yet. A visitor cannot register.
 */
export const checkEventRegistration: CalendarEventCheck = async ({
  deps,
  firmId,
  surveyId,
  calendarEventLocator,
}) => {
  if (!firmId) throw eventsErrors.EVENT_NOT_FOUND({ field: 'calendarEventLocator' });
  const event = await visibleEvent(deps, firmId, calendarEventLocator).catch(() => {
    throw eventsErrors.EVENT_NOT_FOUND({ field: 'calendarEventLocator' });
  });
  if (!event.registrationSurveyId)
    throw eventsErrors.EVENT_NO_REGISTRATION({ field: 'calendarEventLocator' });
  if (event.registrationSurveyId !== surveyId) throw eventsErrors.EVENT_WRONG_SURVEY({ field: 'surveyId' });
  if (event.eventDate < formatDate(deps.clock.now())) throw eventsErrors.EVENT_CLOSED();
};

/** `DELETE event/register`: the answer goes, so the employee may register again (other choices). */
export async function cancelRegistration({
  deps,
  firmId,
  employeeId,
  eventLocator,
}: {
  deps: AppDeps;
  firmId: string;
  employeeId: string;
  eventLocator: string;
}): Promise<{ cancelled: boolean }> {
  const event = await visibleEvent(deps, firmId, eventLocator);
  const surveyId = event.registrationSurveyId;
  const result = surveyId
    ? await cancelEventAnswer({ deps, firmId, employeeId, surveyId, calendarEventLocator: event.id })
    : { cancelled: false };
  if (!result.cancelled) throw eventsErrors.EVENT_NOT_REGISTERED({ field: 'eventLocator' });
  return result;
}

/** `event/calendarEventRegistrationList`: who of the firm has registered, with their answers. */
export async function registrationList({
  deps,
  firmId,
  eventLocator,
}: {
  deps: AppDeps;
  firmId: string;
  eventLocator: string;
}): Promise<{ eventLocator: string; title: string; items: EventRegistration[] }> {
  const event = await visibleEvent(deps, firmId, eventLocator);
  const items = event.registrationSurveyId
    ? await firmEventAnswers({
        deps,
        firmId,
        surveyId: event.registrationSurveyId,
        calendarEventLocator: event.id,
      })
    : [];
  return { eventLocator: event.id, title: event.title, items };
}

function icsDescription(event: CalendarEvent): string {
  return [
    event.description,
    event.person && `Kontaktperson: ${event.person}`,
    event.alternatives.length > 0 && `Alternativ: ${event.alternatives.join(', ')}`,
    ...event.attachmentDocuments.map((d) => `${d.title}: ${d.link}`),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function safeFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, 60) || 'evenemang';
}

/**
 * `event/export`: the event as an ICS file behind a short-lived file link (decision 0053). Its UID is the
 * event's, so exporting again after the provider moves it updates the same calendar entry.
 */
export async function exportEvent({
  deps,
  firmId,
  employeeId,
  eventLocator,
  inline,
}: {
  deps: AppDeps;
  firmId: string;
  employeeId: string;
  eventLocator: string;
  inline: boolean;
}): Promise<FileLink> {
  const row = await visibleEvent(deps, firmId, eventLocator);
  const registered = await registeredLocators(deps, firmId, employeeId);
  const event = toCalendarEvent(row, isRegistered(registered, row));
  const ics = eventIcs(
    {
      uid: `event-${event.locator}@montor`,
      summary: event.title,
      description: icsDescription(event),
      location: [event.warehouseName, event.fullAddress].filter(Boolean).join(', '),
      start: `${event.date}T${event.begin}`,
      end: `${event.date}T${event.end}`,
      url: event.link ?? `${deps.config.publicUrl}/about/events?event=${event.locator}`,
    },
    deps.clock.now(),
    'Evenemang',
  );
  if (!ics) throw eventsErrors.EVENT_NOT_FOUND({ field: 'eventLocator' });
  return createFileLink({
    deps,
    firmId,
    file: {
      content: ics,
      contentType: ICS_CONTENT_TYPE,
      fileName: `${safeFileName(event.title)}-${event.date}.ics`,
      disposition: inline ? 'inline' : 'attachment',
    },
  });
}
