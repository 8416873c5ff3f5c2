import {
  type AdminEventDetail,
  type AdminEventRow,
  type AdminSurveyDetail,
  type AdminSurveyRow,
  adminEventsApi,
  type EventDraftInput,
  type EventOptions,
  type SurveyDraftInput,
} from '@shared/api/adminEvents.api';
import { type EventList, eventsApi } from '@shared/api/events.api';
import { formsApi, type Survey } from '@shared/api/forms.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  expectProviderAdminOnly,
  okResult,
  providerAdminClient,
} from '../../testing/admin-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let app: TestApp;
let admin: TestClient;
let anna: TestClient;
let norr: TestClient;
let options: EventOptions;

beforeAll(async () => {
  app = await createTestApp();
  admin = await providerAdminClient(app);
  anna = app.client();
  await anna.login('demo-admin');
  norr = app.client();
  await norr.login('norr-admin');
  options = okResult<EventOptions>(await admin.call(adminEventsApi.eventOptions));
});
afterAll(() => app.close());

/** The test clock's today is 2026-11-21. */
const registrationSurvey = (title: string): SurveyDraftInput => ({
  type: 'CALENDAR_EVENT',
  title,
  description: 'Anmäl dig senast dagen innan.',
  links: [{ title: 'Programmet', url: 'https://example.se/program' }],
  active: true,
  fields: [
    { uid: null, type: 'STRING', title: 'Namn', description: '', mandatory: true, options: [] },
    {
      uid: null,
      type: 'OPTION_SINGLE',
      title: 'Pass',
      description: 'Välj förmiddag eller eftermiddag',
      mandatory: true,
      options: ['Förmiddag', 'Eftermiddag'],
    },
  ],
});

const saveSurvey = (draft: SurveyDraftInput, existing?: { uid: string; version: number }) =>
  admin.call(adminEventsApi.saveSurvey, {
    ...(existing ? { uid: existing.uid, newVersion: existing.version } : {}),
    draft,
  });

const editable = (s: AdminSurveyDetail): SurveyDraftInput => structuredClone(s.survey);

function eventDraft(title: string, surveyUid: string | null): EventDraftInput {
  const lund = options.warehouses.find((w) => w.code === 'LUN')!;
  return {
    title,
    category: 'Utbildning',
    person: 'Maria Holm',
    date: '2027-02-10',
    begin: '9:00',
    end: '12:00',
    warehouseUid: lund.uid,
    fullAddress: lund.fullAddress,
    description: 'Nyheter i branschreglerna för säker vatteninstallation.',
    link: '',
    alternatives: ['Förmiddag', 'Eftermiddag'],
    registrationSurveyUid: surveyUid,
  };
}

const saveEvent = (draft: EventDraftInput, existing?: { uid: string; version: number }) =>
  admin.call(adminEventsApi.saveEvent, {
    ...(existing ? { uid: existing.uid, newVersion: existing.version } : {}),
    draft,
  });

async function firmEvents(client: TestClient) {
  return okResult<EventList>(await client.call(eventsApi.list, { limit: 100 })).items;
}

async function register(client: TestClient, event: { uid: string }, surveyUid: string, pass: string) {
  const form = okResult<Survey>(
    await client.call(formsApi.surveyForm, { surveyId: surveyUid, calendarEventLocator: event.uid }),
  );
  // By type: the survey's titles change in the tests below.
  const byType = (type: string) => form.fields.find((f) => f.type === type)!.id;
  return client.call(formsApi.surveySubmit, {
    surveyId: surveyUid,
    calendarEventLocator: event.uid,
    values: [
      { id: byType('STRING'), value: 'Anna Lindqvist' },
      { id: byType('OPTION_SINGLE'), value: pass },
    ],
  });
}

const fieldsOf = (r: { body: { messages: Array<{ field?: string; text: string }> } }) =>
  Object.fromEntries(r.body.messages.map((m) => [m.field, m.text]));

describe('who may write events and surveys', () => {
  it('refuses every adminEvents call to a firm’s ADMIN (403) and to a visitor (401)', async () => {
    await expectProviderAdminOnly(app, Object.values(adminEventsApi));
  });
});

describe('surveys and forms', () => {
  it('creates a survey with its fields in order, lists it with its counts and logs it', async () => {
    const saved = okResult<AdminSurveyDetail>(await saveSurvey(registrationSurvey('Anmälan: Säker vatten')));
    expect(saved.version).toBe(1);
    expect(saved.answerCount).toBe(0);
    expect(saved.survey.fields.map((f) => [f.title, f.type, f.mandatory, f.options])).toEqual([
      ['Namn', 'STRING', true, []],
      ['Pass', 'OPTION_SINGLE', true, ['Förmiddag', 'Eftermiddag']],
    ]);
    const rows = okResult<{ items: AdminSurveyRow[] }>(await admin.call(adminEventsApi.surveys)).items;
    expect(rows.find((r) => r.uid === saved.uid)).toMatchObject({
      type: 'CALENDAR_EVENT',
      active: true,
      fieldCount: 2,
      answerCount: 0,
      eventCount: 0,
    });
    const seeded = rows.find((r) => r.title === 'Anmälan: Våtrumsregler 2026')!;
    expect(seeded.eventCount).toBeGreaterThan(0);
    const [entry] = await auditEntries(admin, 'Anmälan: Säker vatten');
    expect(entry).toMatchObject({ action: 'SURVEY_CREATED', targetType: 'SURVEY', before: null });
    expect(entry!.after).toMatchObject({
      type: 'Anmälan till evenemang',
      fields:
        '1. Namn – Kort text, obligatorisk; 2. Pass – Ett val av flera, obligatorisk, alternativ: Förmiddag / Eftermiddag',
    });
  });

  it('says in Swedish at the field what a survey lacks', async () => {
    const draft = registrationSurvey(' ');
    draft.links = [{ title: 'Karta', url: 'karta.se' }];
    draft.fields[0]!.title = '';
    draft.fields[1]!.options = ['Förmiddag', ' ', 'förmiddag'];
    const r = await saveSurvey(draft);
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual({
      'draft.title': 'Detta fält måste fyllas i',
      'draft.links.0.url': 'Ange en webbadress som börjar med https:// eller http://',
      'draft.fields.0.title': 'Detta fält måste fyllas i',
      'draft.fields.1.options.1': 'Svarsalternativet får inte vara tomt',
      'draft.fields.1.options.2': 'Svarsalternativet ”förmiddag” finns redan',
    });
    const none = await saveSurvey({ ...registrationSurvey('Tom'), fields: [] });
    expect(fieldsOf(none)).toEqual({ 'draft.fields': 'Lägg till minst en fråga' });
    const choice = registrationSurvey('Val utan alternativ');
    choice.fields[1]!.options = [];
    expect(fieldsOf(await saveSurvey(choice))).toEqual({
      'draft.fields.1.options': 'Skriv minst ett svarsalternativ',
    });
  });

  it('saves over the version it read: a stale version is 409, a field of another survey 400', async () => {
    const saved = okResult<AdminSurveyDetail>(await saveSurvey(registrationSurvey('Versioner')));
    const first = editable(saved);
    first.title = 'Versioner (ändrad)';
    const changed = okResult<AdminSurveyDetail>(await saveSurvey(first, saved));
    expect(changed.version).toBe(2);
    const stale = await saveSurvey({ ...editable(saved), description: 'Min ändring' }, saved);
    expect(stale.status).toBe(409);
    expect(stale.body.messages[0]!.code).toBe('VERSION_CONFLICT');

    const other = okResult<AdminSurveyDetail>(await saveSurvey(registrationSurvey('Annan')));
    const foreign = editable(changed);
    foreign.fields.push({ ...other.survey.fields[0]! });
    const r = await saveSurvey(foreign, changed);
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ code: 'UNKNOWN_FIELD', field: 'draft.fields.2.uid' });
  });

  it('removes, moves and retypes the fields of a survey nobody has answered', async () => {
    const saved = okResult<AdminSurveyDetail>(await saveSurvey(registrationSurvey('Obesvarad')));
    const draft = editable(saved);
    draft.fields = [
      { ...draft.fields[1]!, type: 'OPTION_MULTIPLE', options: ['Fika'] },
      { uid: null, type: 'EMAIL', title: 'E-post', description: '', mandatory: false, options: ['x'] },
    ];
    const after = okResult<AdminSurveyDetail>(await saveSurvey(draft, saved));
    expect(
      after.survey.fields.map((f) => [f.uid === saved.survey.fields[1]!.uid, f.type, f.options]),
    ).toEqual([
      [true, 'OPTION_MULTIPLE', ['Fika']],
      [false, 'EMAIL', []],
    ]);
  });
});

describe('events', () => {
  let survey: AdminSurveyDetail;
  let event: AdminEventDetail;

  beforeAll(async () => {
    survey = okResult<AdminSurveyDetail>(await saveSurvey(registrationSurvey('Anmälan: Säker vatten 2027')));
  });

  it('says in Swedish at the field what an event lacks', async () => {
    const draft = eventDraft('', survey.uid);
    Object.assign(draft, {
      date: '2026-11-20',
      begin: '13:00',
      end: '12.30',
      link: 'www.example.se',
      warehouseUid: null,
      alternatives: ['A', 'a'],
    });
    const r = await saveEvent(draft);
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual({
      'draft.title': 'Detta fält måste fyllas i',
      'draft.date': 'Datumet har redan varit. Ange en kommande dag.',
      'draft.end': 'Sluttiden måste vara efter starttiden',
      'draft.warehouseUid': 'Välj ett lager',
      'draft.link': 'Ange en webbadress som börjar med https:// eller http://',
      'draft.alternatives.1': 'Alternativet ”a” finns redan',
    });
    const general = okResult<{ items: AdminSurveyRow[] }>(
      await admin.call(adminEventsApi.surveys),
    ).items.find((s) => s.type === 'GENERAL')!;
    const wrong = await saveEvent(eventDraft('Fel enkät', general.uid));
    expect(wrong.status).toBe(400);
    expect(wrong.body.messages[0]).toMatchObject({
      field: 'draft.registrationSurveyUid',
      text: 'Välj en enkät av typen Anmälan till evenemang',
    });
  });

  it('creates an event as a draft that no firm sees or can register for', async () => {
    event = okResult<AdminEventDetail>(await saveEvent(eventDraft('Säker vatten i Lund', survey.uid)));
    expect(event).toMatchObject({ state: 'DRAFT', version: 1, registrationCount: 0 });
    expect(event.event.begin).toBe('09:00');
    const lund = options.warehouses.find((w) => w.code === 'LUN')!;
    expect(event.event.fullAddress).toBe(lund.fullAddress);
    expect((await firmEvents(anna)).map((e) => e.title)).not.toContain('Säker vatten i Lund');
    const r = await register(anna, event, survey.uid, 'Förmiddag');
    expect(r.status).toBe(404);
    const coming = okResult<{ items: AdminEventRow[] }>(await admin.call(adminEventsApi.events, {}));
    expect(coming.items.find((e) => e.uid === event.uid)).toMatchObject({
      state: 'DRAFT',
      registrationCount: 0,
      surveyTitle: 'Anmälan: Säker vatten 2027',
      warehouse: { code: 'LUN' },
    });
    const [entry] = await auditEntries(admin, 'Säker vatten i Lund');
    expect(entry).toMatchObject({ action: 'EVENT_CREATED', before: null });
    expect(entry!.after).toMatchObject({ state: 'DRAFT', time: '09:00–12:00', warehouse: 'LUN' });
  });

  it('publishes it: every firm sees it and registers through the forms endpoint', async () => {
    event = okResult<AdminEventDetail>(await admin.call(adminEventsApi.publishEvent, { uid: event.uid }));
    expect(event.state).toBe('PUBLISHED');
    for (const firm of [anna, norr]) {
      expect((await firmEvents(firm)).find((e) => e.locator === event.uid)).toMatchObject({
        title: 'Säker vatten i Lund',
        registrationSurveyId: survey.uid,
        warehouseCode: 'LUN',
        begin: '09:00',
        alternatives: ['Förmiddag', 'Eftermiddag'],
      });
    }
    expect((await register(anna, event, survey.uid, 'Förmiddag')).status).toBe(200);
    const detail = okResult<AdminEventDetail>(await admin.call(adminEventsApi.event, { uid: event.uid }));
    expect(detail.registrationCount).toBe(1);
    const [entry] = await auditEntries(admin, 'Säker vatten i Lund');
    expect(entry).toMatchObject({
      action: 'EVENT_PUBLISHED',
      before: { state: 'DRAFT' },
      after: { state: 'PUBLISHED' },
    });
  });

  it('keeps an answered survey’s questions: no removing, retyping or dropping options (409)', async () => {
    const current = okResult<AdminSurveyDetail>(await admin.call(adminEventsApi.survey, { uid: survey.uid }));
    expect(current.answerCount).toBe(1);
    const removed = editable(current);
    removed.fields.splice(0, 1);
    const r1 = await saveSurvey(removed, current);
    expect(r1.status).toBe(409);
    expect(r1.body.messages[0]).toMatchObject({ code: 'SURVEY_ANSWERED', field: 'draft.fields' });
    expect(r1.body.messages[0]!.text).toContain('frågan ”Namn” kan inte tas bort');

    const retyped = editable(current);
    retyped.fields[0]!.type = 'TEXT';
    retyped.fields[1]!.options = ['Förmiddag', 'Kväll'];
    const r2 = await saveSurvey(retyped, current);
    expect(r2.status).toBe(409);
    expect(fieldsOf(r2)).toEqual({
      'draft.fields.0.type':
        'Frågan har svar, så svarstypen kan inte ändras. Lägg till en ny fråga i stället.',
      'draft.fields.1.options':
        'Frågan har svar, så alternativet ”Eftermiddag” kan inte tas bort eller skrivas om. Nya alternativ går att lägga till.',
    });
  });

  it('lets an answered survey change its texts, order and mandatory flags and gain fields and options', async () => {
    const current = okResult<AdminSurveyDetail>(await admin.call(adminEventsApi.survey, { uid: survey.uid }));
    const draft = editable(current);
    draft.title = 'Anmälan: Säker vatten 2027 (Lund)';
    draft.fields = [
      { ...draft.fields[1]!, title: 'Vilket pass?', options: ['Förmiddag', 'Eftermiddag', 'Kväll'] },
      { ...draft.fields[0]!, mandatory: false, description: 'Som på legitimationen' },
      { uid: null, type: 'TEXT', title: 'Specialkost', description: '', mandatory: false, options: [] },
    ];
    const saved = okResult<AdminSurveyDetail>(await saveSurvey(draft, current));
    expect(saved.version).toBe(current.version + 1);
    expect(saved.survey.fields.map((f) => f.title)).toEqual(['Vilket pass?', 'Namn', 'Specialkost']);
    const [entry] = await auditEntries(admin, 'Anmälan: Säker vatten 2027 (Lund)');
    expect(entry!.action).toBe('SURVEY_EDITED');
    expect(Object.keys(entry!.before!).sort()).toEqual(['fields', 'title']);
    expect(entry!.after!.title).toBe('Anmälan: Säker vatten 2027 (Lund)');
  });

  it('keeps a survey a published coming event uses active and a registration survey', async () => {
    const current = okResult<AdminSurveyDetail>(await admin.call(adminEventsApi.survey, { uid: survey.uid }));
    const off = await saveSurvey({ ...editable(current), active: false }, current);
    expect(off.status).toBe(409);
    expect(off.body.messages[0]).toMatchObject({ code: 'SURVEY_IN_USE_ACTIVE', field: 'draft.active' });
    expect(off.body.messages[0]!.text).toContain('”Säker vatten i Lund”');
  });

  it('keeps the registration survey once people have registered, and an event with registrations is only unpublished', async () => {
    const other = okResult<AdminSurveyDetail>(await saveSurvey(registrationSurvey('Anmälan: annan')));
    const detail = okResult<AdminEventDetail>(await admin.call(adminEventsApi.event, { uid: event.uid }));
    const swap = await saveEvent({ ...detail.event, registrationSurveyUid: other.uid }, detail);
    expect(swap.status).toBe(409);
    expect(swap.body.messages[0]).toMatchObject({
      code: 'SURVEY_LOCKED_BY_REGISTRATIONS',
      field: 'draft.registrationSurveyUid',
    });
    const moved = okResult<AdminEventDetail>(
      await saveEvent({ ...detail.event, begin: '10:00', end: '13:30' }, detail),
    );
    expect(moved.version).toBe(detail.version + 1);
    const stale = await saveEvent({ ...detail.event, title: 'Gammal version' }, detail);
    expect(stale.status).toBe(409);

    const deleting = await admin.call(adminEventsApi.deleteEvent, { uid: event.uid });
    expect(deleting.status).toBe(409);
    expect(deleting.body.messages[0]!.text).toBe(
      'Evenemanget har 1 anmälan och kan inte tas bort. Avpublicera det i stället, så ser företagen det inte längre.',
    );
    const hidden = okResult<AdminEventDetail>(
      await admin.call(adminEventsApi.unpublishEvent, { uid: event.uid }),
    );
    expect(hidden).toMatchObject({ state: 'UNPUBLISHED', registrationCount: 1 });
    expect((await firmEvents(anna)).map((e) => e.locator)).not.toContain(event.uid);
    expect((await register(norr, event, survey.uid, 'Förmiddag')).status).toBe(404);
  });

  it('deletes an event nobody registered for, and logs what it was', async () => {
    const draft = okResult<AdminEventDetail>(await saveEvent(eventDraft('Pumpdag att ta bort', null)));
    okResult(await admin.call(adminEventsApi.publishEvent, { uid: draft.uid }));
    expect(okResult(await admin.call(adminEventsApi.deleteEvent, { uid: draft.uid }))).toEqual({
      deleted: true,
    });
    expect((await admin.call(adminEventsApi.event, { uid: draft.uid })).status).toBe(404);
    const [entry] = await auditEntries(admin, 'Pumpdag att ta bort');
    expect(entry).toMatchObject({ action: 'EVENT_DELETED', after: null });
    expect(entry!.before).toMatchObject({
      title: 'Pumpdag att ta bort',
      state: 'PUBLISHED',
      registrationSurvey: 'ingen',
    });
  });

  it('lists past events apart, latest first', async () => {
    const past = okResult<{ items: AdminEventRow[] }>(
      await admin.call(adminEventsApi.events, { period: 'PAST' }),
    );
    expect(past.items.length).toBeGreaterThan(0);
    expect(past.items.every((e) => e.date < '2026-11-21')).toBe(true);
  });
});
