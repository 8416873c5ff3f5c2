import { authApi, type CurrentSession } from '@shared/api/auth.api';
import {
  type ContactUs,
  type FeedbackFormConfig,
  formsApi,
  type GdprState,
  type Survey,
} from '@shared/api/forms.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../testing/captcha-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { employees, verifyPassword } from '../employees';
import { feedbackMessages, registrationRequests, surveyAnswers } from './forms.table';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const captcha = solveCaptcha;

async function survey(browser: TestClient, surveyType: Survey['type']): Promise<Survey> {
  const r = await browser.call(formsApi.surveyForm, { surveyType });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Survey;
}

const resultOf = <T>(r: { body: { result: unknown } }) => r.body.result as T;
const sessionOf = (r: { body: { result: unknown } }) => resultOf<CurrentSession>(r).session!;

const fieldOf = (s: Survey, type: string) => s.fields.find((f) => f.type === type)!;

/** A complete answer to the general survey: every field type with a good value. */
function everyType(s: Survey) {
  return [
    { id: fieldOf(s, 'RATING').id, value: '4' },
    { id: fieldOf(s, 'OPTION_SINGLE').id, value: 'Varje dag' },
    { id: fieldOf(s, 'OPTION_MULTIPLE').id, value: ['Tidrapportering', 'Offerter och ÄTA'] },
    { id: fieldOf(s, 'STRING').id, value: 'Materialplock i mobilen' },
    { id: fieldOf(s, 'TEXT').id, value: 'Snabb att offerera med.\nBra ROT-stöd.' },
    { id: fieldOf(s, 'EMAIL').id, value: 'anna.lindqvist@rorfirman-demo.se' },
    { id: fieldOf(s, 'PHONE').id, value: '070-123 45 67' },
  ];
}

describe('surveys', () => {
  it('serves the general survey with every field type to a visitor', async () => {
    const s = await survey(app.client(), 'GENERAL');
    expect(s.title).toBe('Hur nöjd är du med Montör?');
    expect(new Set(s.fields.map((f) => f.type))).toEqual(
      new Set(['STRING', 'TEXT', 'EMAIL', 'PHONE', 'OPTION_SINGLE', 'OPTION_MULTIPLE', 'RATING']),
    );
    expect(s.filled).toBe(false);
  });

  it('refuses missing mandatory fields and bad values in Swedish at each field, keeping the captcha', async () => {
    const visitor = app.client();
    const s = await survey(visitor, 'GENERAL');
    const answers = await captcha(visitor);
    const r = await visitor.call(formsApi.surveySubmit, {
      surveyId: s.id,
      ...answers,
      values: [
        { id: fieldOf(s, 'EMAIL').id, value: 'inte-en-adress' },
        { id: fieldOf(s, 'PHONE').id, value: 'ring mig' },
        { id: fieldOf(s, 'OPTION_MULTIPLE').id, value: ['Något annat'] },
      ],
    });
    expect(r.status).toBe(400);
    const byField = Object.fromEntries(
      (r.body.messages as Array<{ field: string; text: string }>).map((m) => [m.field, m.text]),
    );
    expect(byField).toEqual({
      [`values.${fieldOf(s, 'RATING').id}`]: 'Detta fält måste fyllas i',
      [`values.${fieldOf(s, 'OPTION_SINGLE').id}`]: 'Detta fält måste fyllas i',
      [`values.${fieldOf(s, 'OPTION_MULTIPLE').id}`]: 'Välj ett av alternativen',
      [`values.${fieldOf(s, 'EMAIL').id}`]: 'Felaktigt format på e-postadressen',
      [`values.${fieldOf(s, 'PHONE').id}`]: 'Felaktigt format på mobilnumret',
    });
    // The answers were refused before the captcha was looked at, so the same question still works.
    const ok = await visitor.call(formsApi.surveySubmit, {
      surveyId: s.id,
      ...answers,
      values: everyType(s),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('refuses a rating outside 1–5', async () => {
    const visitor = app.client();
    const s = await survey(visitor, 'GENERAL');
    const values = everyType(s).map((v) => (v.id === fieldOf(s, 'RATING').id ? { ...v, value: '6' } : v));
    const r = await visitor.call(formsApi.surveySubmit, {
      surveyId: s.id,
      ...(await captcha(visitor)),
      values,
    });
    expect(r.body.messages[0]).toMatchObject({
      field: `values.${fieldOf(s, 'RATING').id}`,
      text: 'Välj ett betyg från 1 till 5',
    });
  });

  it('asks a visitor for the captcha and spends it once', async () => {
    const visitor = app.client();
    const s = await survey(visitor, 'GENERAL');
    const none = await visitor.call(formsApi.surveySubmit, { surveyId: s.id, values: everyType(s) });
    expect(none.status).toBe(400);
    expect(none.body.messages[0]).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'captchaAnswer' });
    const answers = await captcha(visitor);
    expect(
      (await visitor.call(formsApi.surveySubmit, { surveyId: s.id, ...answers, values: everyType(s) }))
        .status,
    ).toBe(200);
    const again = await visitor.call(formsApi.surveySubmit, {
      surveyId: s.id,
      ...answers,
      values: everyType(s),
    });
    expect(again.body.messages[0]?.code).toBe('CAPTCHA_EXPIRED');
  });

  it('stores an employee answer once, without a captcha, and only the firm reads it', async () => {
    const anna = app.client();
    await anna.login('demo-admin');
    const norr = app.client();
    await norr.login('norr-admin');
    const s = await survey(anna, 'GENERAL');
    const sent = await anna.call(formsApi.surveySubmit, { surveyId: s.id, values: everyType(s) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [row] = await app.deps.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.id, resultOf<{ answerId: string }>(sent).answerId));
    expect(row!.values).toContainEqual({
      id: fieldOf(s, 'OPTION_MULTIPLE').id,
      value: ['Offerter och ÄTA', 'Tidrapportering'],
    });

    expect((await survey(anna, 'GENERAL')).filled).toBe(true);
    const twice = await anna.call(formsApi.surveySubmit, { surveyId: s.id, values: everyType(s) });
    expect(twice.status).toBe(409);
    expect(twice.body.messages[0]?.code).toBe('SURVEY_ALREADY_FILLED');
    // An answer naming an event must be that event's registration (the events feature, decision 0053).
    const event = await anna.call(formsApi.surveySubmit, {
      surveyId: s.id,
      calendarEventLocator: 'EV-2026-LUND-01',
      values: everyType(s),
    });
    expect(event.status).toBe(404);
    expect(event.body.messages[0]?.code).toBe('EVENT_NOT_FOUND');

    const own = await anna.call(formsApi.surveyFilled, { surveyId: s.id });
    expect(own.body.result).toMatchObject({ filled: true });
    const other = await norr.call(formsApi.surveyFilled, { surveyId: s.id });
    expect(other.body.result).toEqual({ filled: false, filledAt: null, values: [] });
    expect((await survey(norr, 'GENERAL')).filled).toBe(false);
  });

  it('takes a request for a school visit with the captcha, always', async () => {
    const visitor = app.client();
    const s = await survey(visitor, 'REQUEST_FOR_SCHOOL');
    const values = s.fields.map((f) => ({
      id: f.id,
      value:
        f.type === 'EMAIL'
          ? 'per.holm@polhemskolan.se'
          : f.type === 'PHONE'
            ? '046-35 90 00'
            : f.type === 'OPTION_SINGLE'
              ? f.options[1]!
              : 'Polhemskolan',
    }));
    expect(
      (await visitor.call(formsApi.requestForSchool, { captchaTicket: '', captchaAnswer: '', values }))
        .status,
    ).toBe(400);
    const r = await visitor.call(formsApi.requestForSchool, { ...(await captcha(visitor)), values });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
});

describe('feedback and contact', () => {
  it('gives the form its Swedish choices and takes feedback with a captcha', async () => {
    const visitor = app.client();
    const config = resultOf<FeedbackFormConfig>(await visitor.call(formsApi.feedbackFormConfig));
    expect(config.kinds.map((k) => k.title)).toContain('Beröm');
    const base = {
      kind: 'PRAISE',
      type: 'DELIVERY',
      message: 'Leveransen kom före sju, perfekt.',
      name: 'Erik Sand',
      email: 'erik@sandsror.se',
    };
    const noCaptcha = await visitor.call(formsApi.feedback, {
      ...base,
      captchaTicket: '',
      captchaAnswer: '',
    });
    expect(noCaptcha.body.messages[0]?.field).toBe('captchaAnswer');
    expect(noCaptcha.body.messages[0]?.text).toContain('Detta fält måste fyllas i');
    const bad = await visitor.call(formsApi.feedback, {
      ...base,
      email: 'erik',
      message: ' ',
      ...(await captcha(visitor)),
    });
    const fields = (bad.body.messages as Array<{ field: string }>).map((m) => m.field).sort();
    expect(fields).toEqual(['email', 'message']);
    const ok = await visitor.call(formsApi.feedback, { ...base, ...(await captcha(visitor)) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const rows = await app.deps.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.name, 'Erik Sand'));
    expect(rows).toHaveLength(1);
  });

  it('answers contact details per location', async () => {
    const r = await app.client().call(formsApi.mainSiteContactUs, { location: 'MMA' });
    const contact = resultOf<ContactUs>(r);
    expect(contact.locations.map((l) => l.city)).toEqual(['Lund', 'Malmö', 'Helsingborg']);
    expect(contact.selected).toMatchObject({ city: 'Malmö', email: 'malmo@nordlunds-vvs.se' });
  });
});

describe('registration', () => {
  const request = {
    login: 'olle.rorlaggare',
    password: 'Vattenlås-2026',
    linkSuffix: 'lund',
    phone: '070-555 12 34',
    email: 'olle@ollesror.se',
    customerCode: '100777',
  };

  it('needs a customer number, or a company and a city', async () => {
    const visitor = app.client();
    const { customerCode: _, ...rest } = request;
    const r = await visitor.call(formsApi.register, { ...rest, ...(await captcha(visitor)) });
    expect((r.body.messages as Array<{ field: string }>).map((m) => m.field).sort()).toEqual([
      'city',
      'companyName',
    ]);
  });

  it('creates a pending request with a hashed password and gives no login', async () => {
    const visitor = app.client();
    const r = await visitor.call(formsApi.register, { ...request, ...(await captcha(visitor)) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [row] = await app.deps.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.login, request.login));
    expect(row).toMatchObject({ status: 'PENDING', customerCode: '100777', email: 'olle@ollesror.se' });
    expect(row!.passwordHash).not.toContain(request.password);
    expect(await verifyPassword(row!.passwordHash, request.password)).toBe(true);
    expect(await app.deps.db.select().from(employees).where(eq(employees.login, request.login))).toHaveLength(
      0,
    );
    const login = await visitor.call(authApi.login, {
      employeeLogin: request.login,
      password: request.password,
      durable: false,
    });
    expect(login.status).not.toBe(200);
  });

  it('refuses a registration without the captcha', async () => {
    const visitor = app.client();
    const r = await visitor.call(formsApi.register, {
      ...request,
      login: 'utan.fraga',
      captchaTicket: 'x',
      captchaAnswer: '1',
    });
    expect(r.body.messages[0]?.code).toBe('CAPTCHA_EXPIRED');
  });
});

describe('GDPR approval', () => {
  it('is the firm admin’s, shows in the session and stands once given', async () => {
    const demo = app.client();
    await demo.login('demo-anvandare');
    expect(sessionOf(await demo.call(authApi.current)).gdprApproved).toBe(true);
    expect((await demo.call(formsApi.gdprApprove)).status).toBe(403);
    const admin = app.client();
    await admin.login('norr-admin');
    expect(sessionOf(await admin.call(authApi.current)).gdprApproved).toBe(false);
    expect((await admin.call(formsApi.offlineGdprApprove)).body.messages[0]?.code).toBe(
      'GDPR_OFFLINE_PROVIDER_ONLY',
    );
    const r = await admin.call(formsApi.gdprApprove);
    expect(r.body.result).toMatchObject({ gdprApproved: true, method: 'ONLINE', approvedBy: 'Johan Öberg' });
    expect(sessionOf(await admin.call(authApi.current)).gdprApproved).toBe(true);
    const again = await admin.call(formsApi.gdprApprove);
    expect(resultOf<GdprState>(again).approvedAt).toBe(resultOf<GdprState>(r).approvedAt);
    const guest = app.client();
    await guest.login('gast-badrum');
    expect(resultOf<GdprState>(await guest.call(formsApi.gdprState)).gdprApproved).toBe(false);
  });

  it('records a paper approval given through the provider', async () => {
    const provider = app.client();
    await provider.login('gast-badrum', undefined, { adminLogin: 'provider-admin' });
    const r = await provider.call(formsApi.offlineGdprApprove);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(resultOf<GdprState>(r)).toMatchObject({ gdprApproved: true, method: 'OFFLINE' });
    expect(resultOf<GdprState>(r).approvedBy).toMatch(/\(på papper\)$/);
  });
});
