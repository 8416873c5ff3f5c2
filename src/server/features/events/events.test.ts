import { type CalendarEvent, type EventList, eventsApi } from '@shared/api/events.api';
import { formsApi, type Survey } from '@shared/api/forms.api';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedFile } from '../../testing/file-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { providerEvents } from './events.table';

let t: TestApp;
let anna: TestClient;
let erik: TestClient;
let norr: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  anna = t.client();
  await anna.login('demo-admin');
  erik = t.client();
  await erik.login('demo-anvandare');
  norr = t.client();
  await norr.login('norr-admin');
});
afterAll(() => t.close());

const resultOf = <T>(r: { status: number; body: { result: unknown } }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
};

async function list(client: TestClient, parameters: Record<string, unknown> = {}) {
  return resultOf<EventList>(await client.call(eventsApi.list, parameters));
}

async function eventNamed(client: TestClient, title: string, warehouseCode?: string): Promise<CalendarEvent> {
  const { items } = await list(client, { limit: 100 });
  const found = items.find((e) => e.title === title && (!warehouseCode || e.warehouseCode === warehouseCode));
  expect(found, title).toBeDefined();
  return found!;
}

async function surveyOf(client: TestClient, event: CalendarEvent): Promise<Survey> {
  return resultOf<Survey>(
    await client.call(formsApi.surveyForm, {
      surveyId: event.registrationSurveyId!,
      calendarEventLocator: event.locator,
    }),
  );
}

const field = (s: Survey, title: string) => s.fields.find((f) => f.title === title)!;

function heatPumpDayAnswers(s: Survey, people = '2') {
  return [
    { id: field(s, 'Hur många kommer från företaget?').id, value: people },
    { id: field(s, 'Mobilnummer').id, value: '070-123 45 67' },
    { id: field(s, 'Specialkost eller allergier').id, value: 'Laktosfri, vegetarisk' },
  ];
}

function register(client: TestClient, event: CalendarEvent, values: Array<{ id: string; value: string }>) {
  return client.call(formsApi.surveySubmit, {
    surveyId: event.registrationSurveyId!,
    calendarEventLocator: event.locator,
    values,
  });
}

describe('event/list', () => {
  it('lists the coming events in date order with their place, survey and documents', async () => {
    const result = await list(anna);
    expect(result.totalCount).toBe(8);
    expect(result.selectedFacetsCount).toBe(0);
    expect(result.items.map((e) => e.date)).toEqual([...result.items.map((e) => e.date)].sort());
    expect(result.items.map((e) => e.title)).not.toContain('Höstmässa i Växjö');
    const first = result.items[0]!;
    expect(first).toMatchObject({
      title: 'Värmepumpsdag i Lund',
      date: '2026-12-03',
      begin: '09:00',
      end: '15:00',
      warehouseCode: 'LUN',
      warehouseCity: 'Lund',
      fullAddress: 'Företagsvägen 14, 227 61 Lund',
      category: 'Produktdag',
      alreadyRegistered: false,
    });
    expect(first.latitude).toBeCloseTo(55.7047);
    expect(first.registrationSurveyId).toMatch(/^[0-9a-f-]{36}$/);
    const wetRoom = await eventNamed(anna, 'Utbildning: Våtrumsregler 2026', 'MMA');
    expect(wetRoom.alternatives).toEqual(['Förmiddag 08:00–11:30', 'Eftermiddag 13:00–16:30']);
    expect(wetRoom.attachmentDocuments.map((d) => d.title)).toContain(
      'Branschregler Säker Vatteninstallation',
    );
  });

  it('filters by facets: values within a facet widen, facets together narrow, counts ignore their own choice', async () => {
    const all = await list(anna);
    const category = all.facets.find((f) => f.name === 'category')!;
    expect(category.values.map((v) => [v.title, v.count])).toEqual(
      [
        ['Öppet hus', 1],
        ['Produktdag', 2],
        ['Seminarium', 2],
        ['Utbildning', 3],
      ].sort(([a], [b]) => String(a).localeCompare(String(b), 'sv')),
    );

    const training = await list(anna, { selectedFacets: { category: ['Utbildning'] } });
    expect(training.totalCount).toBe(3);
    expect(training.selectedFacetsCount).toBe(1);
    expect(
      training.facets.find((f) => f.name === 'category')!.values.find((v) => v.value === 'Produktdag'),
    ).toMatchObject({ count: 2, selected: false });
    expect(
      training.facets.find((f) => f.name === 'warehouse')!.values.map((v) => [v.title, v.count]),
    ).toEqual([
      ['Helsingborg', 1],
      ['Lund', 1],
      ['Malmö', 1],
    ]);

    const narrowed = await list(anna, {
      selectedFacets: { category: ['Utbildning', 'Produktdag'], warehouse: ['LUN'], month: ['2027-03'] },
    });
    expect(narrowed.items.map((e) => e.title)).toEqual(['Golvvärme i praktiken']);
    expect(narrowed.selectedFacetsCount).toBe(4);
    expect(
      narrowed.facets.find((f) => f.name === 'month')!.values.find((v) => v.value === '2027-03'),
    ).toMatchObject({ title: 'mars 2027', selected: true });

    const paged = await list(anna, { offset: 6, limit: 5 });
    expect(paged.totalCount).toBe(8);
    expect(paged.items).toHaveLength(2);
  });

  it('refuses a malformed month in Swedish', async () => {
    const r = await anna.call(eventsApi.list, { selectedFacets: { month: ['mars'] } });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]!.text).toContain('Ange månad som ÅÅÅÅ-MM');
  });
});

describe('registration through the event survey', () => {
  it('checks mandatory fields in Swedish, registers once, refuses a second answer with 409', async () => {
    const event = await eventNamed(anna, 'Värmepumpsdag i Lund');
    const survey = await surveyOf(anna, event);
    expect(survey.type).toBe('CALENDAR_EVENT');
    expect(survey.filled).toBe(false);

    const missing = await register(anna, event, [
      { id: field(survey, 'Specialkost eller allergier').id, value: 'Nötter' },
    ]);
    expect(missing.status).toBe(400);
    expect(missing.body.messages.map((m) => [m.field, m.text])).toEqual([
      [`values.${field(survey, 'Hur många kommer från företaget?').id}`, 'Detta fält måste fyllas i'],
      [`values.${field(survey, 'Mobilnummer').id}`, 'Detta fält måste fyllas i'],
    ]);

    resultOf(await register(anna, event, heatPumpDayAnswers(survey)));
    expect((await eventNamed(anna, 'Värmepumpsdag i Lund')).alreadyRegistered).toBe(true);
    expect((await surveyOf(anna, event)).filled).toBe(true);
    const filled = resultOf<{ filled: boolean }>(
      await anna.call(formsApi.surveyFilled, {
        surveyId: event.registrationSurveyId!,
        calendarEventLocator: event.locator,
      }),
    );
    expect(filled.filled).toBe(true);

    const twice = await register(anna, event, heatPumpDayAnswers(survey, '3'));
    expect(twice.status).toBe(409);
    expect(twice.body.messages[0]!.code).toBe('SURVEY_ALREADY_FILLED');
  });

  it('refuses an unknown event, another event survey, a past event, a visitor and an event survey without event', async () => {
    const heat = await eventNamed(anna, 'Golvvärme i praktiken');
    const wetRoom = await eventNamed(anna, 'Utbildning: Våtrumsregler 2026', 'HBG');
    const survey = await surveyOf(anna, heat);

    const unknown = await register(
      anna,
      { ...heat, locator: crypto.randomUUID() },
      heatPumpDayAnswers(survey),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages[0]!.code).toBe('EVENT_NOT_FOUND');

    const wrong = await register(
      anna,
      { ...wetRoom, registrationSurveyId: heat.registrationSurveyId },
      heatPumpDayAnswers(survey),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.messages[0]!.code).toBe('EVENT_WRONG_SURVEY');

    const [fair] = await t.deps.db
      .select({ id: providerEvents.id })
      .from(providerEvents)
      .where(eq(providerEvents.title, 'Höstmässa i Växjö'));
    const late = await register(anna, { ...heat, locator: fair!.id }, heatPumpDayAnswers(survey));
    expect(late.status).toBe(409);
    expect(late.body.messages[0]!.code).toBe('EVENT_CLOSED');

    const visitor = t.client();
    const asVisitor = await register(visitor, heat, heatPumpDayAnswers(survey));
    expect(asVisitor.status).toBe(404);

    const noEvent = await anna.call(formsApi.surveySubmit, {
      surveyId: heat.registrationSurveyId!,
      values: heatPumpDayAnswers(survey),
    });
    expect(noEvent.status).toBe(400);
    expect(noEvent.body.messages[0]).toMatchObject({ code: 'EVENT_REQUIRED', field: 'calendarEventLocator' });
  });

  it('shows the employee their registrations and the firm its registration list, never another firm’s', async () => {
    const event = await eventNamed(erik, 'Värmepumpsdag i Lund');
    resultOf(await register(erik, event, heatPumpDayAnswers(await surveyOf(erik, event), '1')));

    const mine = await list(anna, { onlyRegistered: true });
    expect(mine.items.map((e) => e.title)).toEqual(['Värmepumpsdag i Lund']);
    expect(mine.items[0]!.alreadyRegistered).toBe(true);

    const registrations = resultOf<{ title: string; items: Array<Record<string, unknown>> }>(
      await anna.call(eventsApi.registrationList, { eventLocator: event.locator }),
    );
    expect(registrations.title).toBe('Värmepumpsdag i Lund');
    expect(registrations.items.map((r) => r.employeeName)).toEqual(['Anna Lindqvist', 'Erik Johansson']);
    expect(registrations.items[0]!.answers).toEqual([
      { title: 'Hur många kommer från företaget?', value: '2' },
      { title: 'Mobilnummer', value: '070-123 45 67' },
      { title: 'Specialkost eller allergier', value: 'Laktosfri, vegetarisk' },
    ]);

    // Another firm of the same provider sees the event but none of this firm's registrations.
    const theirs = resultOf<{ items: unknown[] }>(
      await norr.call(eventsApi.registrationList, { eventLocator: event.locator }),
    );
    expect(theirs.items).toEqual([]);
    expect((await list(norr, { onlyRegistered: true })).items).toEqual([]);
    expect((await eventNamed(norr, 'Värmepumpsdag i Lund')).alreadyRegistered).toBe(false);
    const cancelTheirs = await norr.call(eventsApi.cancelRegistration, { eventLocator: event.locator });
    expect(cancelTheirs.status).toBe(404);
    expect(cancelTheirs.body.messages[0]!.code).toBe('EVENT_NOT_REGISTERED');
    const unknown = await norr.call(eventsApi.registrationList, { eventLocator: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    // Anna's registration is untouched by the other firm's attempt.
    expect((await eventNamed(anna, 'Värmepumpsdag i Lund')).alreadyRegistered).toBe(true);
  });

  it('cancels a registration by deleting the answer, so one can register again with other choices', async () => {
    const event = await eventNamed(anna, 'Värmepumpsdag i Lund');
    expect(resultOf(await anna.call(eventsApi.cancelRegistration, { eventLocator: event.locator }))).toEqual({
      cancelled: true,
    });
    expect((await eventNamed(anna, 'Värmepumpsdag i Lund')).alreadyRegistered).toBe(false);
    expect((await list(anna, { onlyRegistered: true })).items).toEqual([]);
    const again = await anna.call(eventsApi.cancelRegistration, { eventLocator: event.locator });
    expect(again.status).toBe(404);

    resultOf(await register(anna, event, heatPumpDayAnswers(await surveyOf(anna, event), '4')));
    const registrations = resultOf<{ items: Array<{ employeeName: string; answers: unknown[] }> }>(
      await anna.call(eventsApi.registrationList, { eventLocator: event.locator }),
    );
    expect(registrations.items.map((r) => r.employeeName)).toEqual(['Erik Johansson', 'Anna Lindqvist']);
    expect(registrations.items[1]!.answers[0]).toEqual({
      title: 'Hur många kommer från företaget?',
      value: '4',
    });
  });
});

describe('event/export', () => {
  it('writes an RFC 5545 file in Europe/Stockholm that ical.js reads back', async () => {
    const event = await eventNamed(anna, 'Utbildning: Våtrumsregler 2026', 'MMA');
    const { file, bytes, link } = await exportedFile(t, anna, [
      eventsApi.export,
      { eventLocator: event.locator },
    ]);
    expect(link.link).toMatch(/^\/api\//);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(
      /attachment; .*utbildning-vatrumsregler-2026-2027-01-21\.ics/,
    );
    const text = bytes.toString('utf8');
    expect(text.split('\r\n').length).toBeGreaterThan(10);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).toContain('DTSTART;TZID=Europe/Stockholm:20270121T080000');
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    // Commas in text are escaped (RFC 5545 §3.3.11).
    expect(text).toContain('Malmö\\, Agnesfridsvägen 180\\, 213 75 Malmö');

    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
    const parsed = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(parsed.uid).toBe(`event-${event.locator}@montor`);
    expect(parsed.summary).toBe('Utbildning: Våtrumsregler 2026');
    expect(parsed.location).toBe('Nordlunds Malmö, Agnesfridsvägen 180, 213 75 Malmö');
    // 08:00 and 16:30 in Stockholm in January (CET, +01:00).
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2027-01-21T07:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2027-01-21T15:30:00.000Z');
    expect(parsed.description).toContain('Kontaktperson: Peter Håkansson, Säker Vatten-instruktör');
    expect(parsed.description).toContain('Alternativ: Förmiddag 08:00–11:30, Eftermiddag 13:00–16:30');
    expect(parsed.description).toContain('https://www.sakervatten.se/branschregler/');
  });

  it('answers "not found" for an unknown event and the file link only for the firm that made it', async () => {
    const unknown = await anna.call(eventsApi.export, { eventLocator: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    const event = await eventNamed(anna, 'Värmepumpsdag i Lund');
    const r = await anna.call(eventsApi.export, { eventLocator: event.locator });
    const link = (r.body.result as { link: string }).link;
    const stolen = await t.app.inject({ method: 'GET', url: link, headers: { cookie: norr.cookieHeader } });
    expect(stolen.statusCode).toBe(404);
  });
});
