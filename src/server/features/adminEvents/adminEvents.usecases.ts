import type {
  AdminEventDetail,
  AdminEventRow,
  EventDraftInput,
  EventOptions,
  EventPeriod,
} from '@shared/api/adminEvents.api';
import { type EventDraft, eventDraftIssues, normaliseClock } from '@shared/domain/event-authoring';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertValid } from '../../platform/http/validation';
import { changedFields, recordAdminAction } from '../auditLog';
import { readProvider } from '../settings';
import { adminEventsErrors } from './adminEvents.errors';
import {
  deleteEventRow,
  type EventValues,
  findSurveyKind,
  insertEvent,
  listEventRows,
  providerWarehouses,
  readEvent,
  registrationSurveys,
  type StoredEvent,
  setEventState,
  updateEvent,
  usedCategories,
} from './adminEvents.repository';
import { type AdminActor, loggedText, swedishToday } from './adminEvents.rules';

async function providerId(db: Db): Promise<string> {
  const provider = await readProvider(db);
  if (!provider) throw httpErrors.NOT_FOUND();
  return provider.id;
}

const fullAddressOf = (w: { address: string; postalCode: string; city: string }) =>
  `${w.address}, ${w.postalCode} ${w.city}`;

export async function adminEvents({
  deps,
  period,
}: {
  deps: AppDeps;
  period: EventPeriod;
}): Promise<{ items: AdminEventRow[] }> {
  const rows = await listEventRows(deps.db, await providerId(deps.db), period, swedishToday(deps));
  return { items: rows.map(({ id, ...row }) => ({ uid: id, ...row })) };
}

export async function eventOptions({ deps }: { deps: AppDeps }): Promise<EventOptions> {
  const provider = await providerId(deps.db);
  const [stores, surveys, categories] = await Promise.all([
    providerWarehouses(deps.db, provider),
    registrationSurveys(deps.db),
    usedCategories(deps.db, provider),
  ]);
  return {
    warehouses: stores.map((w) => ({
      uid: w.id,
      code: w.code,
      name: w.name,
      city: w.city,
      fullAddress: fullAddressOf(w),
    })),
    registrationSurveys: surveys.map((s) => ({ uid: s.id, title: s.title, active: s.active })),
    categories,
  };
}

function detailOf({ event, registrationCount }: StoredEvent): AdminEventDetail {
  return {
    uid: event.id,
    version: event.version,
    state: event.publicationState,
    registrationCount,
    latitude: event.latitude,
    longitude: event.longitude,
    event: {
      title: event.title,
      category: event.category,
      person: event.person,
      date: event.eventDate,
      begin: event.begin,
      end: event.end,
      warehouseUid: event.warehouseId,
      fullAddress: event.fullAddress,
      description: event.description,
      link: event.link ?? '',
      alternatives: event.alternatives,
      registrationSurveyUid: event.registrationSurveyId,
    },
  };
}

async function stored(db: Db, provider: string, uid: string, lock = false): Promise<StoredEvent> {
  const event = await readEvent(db, provider, uid, { lock });
  if (!event) throw adminEventsErrors.EVENT_NOT_FOUND();
  return event;
}

export async function adminEvent({ deps, uid }: { deps: AppDeps; uid: string }): Promise<AdminEventDetail> {
  return detailOf(await stored(deps.db, await providerId(deps.db), uid));
}

/** What the audit log keeps of an event: each part as one readable value. */
const audited = (e: EventValues, names: { warehouse: string; survey: string | null }) => ({
  title: e.title,
  category: e.category,
  person: e.person,
  date: e.eventDate,
  time: `${e.begin}–${e.end}`,
  warehouse: names.warehouse,
  place: e.fullAddress,
  registrationSurvey: names.survey ?? 'ingen',
  alternatives: (e.alternatives ?? []).join(', '),
  link: e.link ?? '',
  description: loggedText(e.description),
});

const auditedStored = (s: StoredEvent) =>
  audited(s.event, { warehouse: s.warehouseCode, survey: s.surveyTitle });

/**
 * The registration survey the event may use: a registration survey (CALENDAR_EVENT), active when newly
 * chosen; and once people have registered through the current one, it stays (their answers are its).
 */
async function checkedSurvey(tx: Db, draft: EventDraft, before: StoredEvent | null): Promise<string | null> {
  const chosen = draft.registrationSurveyUid;
  const current = before?.event.registrationSurveyId ?? null;
  if (before && before.registrationCount > 0 && chosen !== current) {
    throw adminEventsErrors.SURVEY_LOCKED_BY_REGISTRATIONS(before.registrationCount, {
      field: 'draft.registrationSurveyUid',
    });
  }
  if (!chosen) return null;
  const survey = await findSurveyKind(tx, chosen);
  const field = { field: 'draft.registrationSurveyUid' };
  if (survey?.type !== 'CALENDAR_EVENT') throw adminEventsErrors.NOT_A_REGISTRATION_SURVEY(field);
  if (!survey.active && chosen !== current) throw adminEventsErrors.SURVEY_INACTIVE(field);
  return survey.title;
}

/**
 * Creates an event as a draft, or edits one over the version the form read. The place is the warehouse's
 * coordinates (kept when the warehouse stays, so a place set apart is not lost) with the address as written.
 */
export async function saveEvent({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { uid?: string | undefined; newVersion?: number | undefined; draft: EventDraftInput };
}): Promise<AdminEventDetail> {
  const provider = await providerId(deps.db);
  const { draft } = input;
  return withTransaction(deps.db, async (tx) => {
    const before = input.uid ? await stored(tx, provider, input.uid, true) : null;
    if (before && before.event.version !== input.newVersion) throw httpErrors.VERSION_CONFLICT();
    const storedDate = before?.event.eventDate ?? null;
    assertValid(eventDraftIssues(draft, { today: swedishToday(deps), storedDate }), 'draft');
    const store = (await providerWarehouses(tx, provider)).find((w) => w.id === draft.warehouseUid);
    if (!store) throw adminEventsErrors.WAREHOUSE_NOT_FOUND({ field: 'draft.warehouseUid' });
    const surveyTitle = await checkedSurvey(tx, draft, before);
    const samePlace = before?.event.warehouseId === store.id;
    const values: EventValues = {
      warehouseId: store.id,
      title: draft.title.trim(),
      category: draft.category.trim(),
      person: draft.person.trim(),
      eventDate: draft.date,
      begin: normaliseClock(draft.begin)!,
      end: normaliseClock(draft.end)!,
      fullAddress: draft.fullAddress.trim(),
      latitude: samePlace ? before.event.latitude : store.latitude,
      longitude: samePlace ? before.event.longitude : store.longitude,
      description: draft.description.trim(),
      link: draft.link.trim() || null,
      alternatives: draft.alternatives.map((a) => a.trim()),
      registrationSurveyId: draft.registrationSurveyUid,
    };
    let uid = before?.event.id;
    if (uid) {
      if (!(await updateEvent(tx, uid, before!.event.version, values))) throw httpErrors.VERSION_CONFLICT();
    } else {
      uid = await insertEvent(tx, provider, values);
    }
    const after = audited(values, { warehouse: store.code, survey: surveyTitle });
    await recordAdminAction(tx, {
      ...actor,
      action: before ? 'EVENT_EDITED' : 'EVENT_CREATED',
      targetType: 'EVENT',
      targetId: uid,
      targetLabel: `${values.title} (${values.eventDate})`,
      ...(before
        ? changedFields(auditedStored(before), after)
        : { before: null, after: { ...after, state: 'DRAFT' } }),
    });
    return detailOf(await stored(tx, provider, uid));
  });
}

type EventCall = { deps: AppDeps; actor: AdminActor; input: { uid: string } };

async function changeState({ deps, actor, input }: EventCall, state: 'PUBLISHED' | 'UNPUBLISHED') {
  const provider = await providerId(deps.db);
  return withTransaction(deps.db, async (tx) => {
    const before = await stored(tx, provider, input.uid, true);
    if (before.event.publicationState === state) return detailOf(before);
    const surveyId = before.event.registrationSurveyId;
    if (state === 'PUBLISHED' && surveyId && !(await findSurveyKind(tx, surveyId))?.active) {
      throw adminEventsErrors.PUBLISH_SURVEY_INACTIVE();
    }
    await setEventState(tx, before.event.id, state);
    await recordAdminAction(tx, {
      ...actor,
      action: state === 'PUBLISHED' ? 'EVENT_PUBLISHED' : 'EVENT_UNPUBLISHED',
      targetType: 'EVENT',
      targetId: before.event.id,
      targetLabel: `${before.event.title} (${before.event.eventDate})`,
      before: { state: before.event.publicationState },
      after: { state },
    });
    return detailOf(await stored(tx, provider, before.event.id));
  });
}

/** Publishing shows the event to every firm of the provider, with registration when it has a survey. */
export const publishEvent = (call: EventCall) => changeState(call, 'PUBLISHED');
/** Unpublishing hides it; its registrations stay (and come back if it is published again). */
export const unpublishEvent = (call: EventCall) => changeState(call, 'UNPUBLISHED');

/** An event nobody has registered for may go; one with registrations can only be unpublished. */
export async function deleteEvent({ deps, actor, input }: EventCall): Promise<{ deleted: boolean }> {
  const provider = await providerId(deps.db);
  return withTransaction(deps.db, async (tx) => {
    const before = await stored(tx, provider, input.uid, true);
    if (before.registrationCount > 0) {
      throw adminEventsErrors.EVENT_HAS_REGISTRATIONS(before.registrationCount);
    }
    await deleteEventRow(tx, before.event.id);
    await recordAdminAction(tx, {
      ...actor,
      action: 'EVENT_DELETED',
      targetType: 'EVENT',
      targetId: before.event.id,
      targetLabel: `${before.event.title} (${before.event.eventDate})`,
      before: { ...auditedStored(before), state: before.event.publicationState },
      after: null,
    });
    return { deleted: true };
  });
}
