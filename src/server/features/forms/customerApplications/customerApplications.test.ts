import { type FeedbackFormConfig, formsApi, type Survey } from '@shared/api/forms.api';
import { providerApi, type Warehouse } from '@shared/api/provider.api';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../platform/mail/mail.table';
import { solveCaptcha } from '../../../testing/captcha-fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { providers } from '../../provider';
import { customerApplications } from '../forms.table';

let app: TestApp;
let inbox: string;
let warehouse: Warehouse;

beforeAll(async () => {
  app = await createTestApp();
  inbox = (await app.deps.db.select({ email: providers.email }).from(providers).limit(1))[0]!.email;
  const list = await app.client().call(providerApi.warehouses, {});
  warehouse = (list.body.result as { items: Warehouse[] }).items[0]!;
});
afterAll(() => app.close());

/** The mails queued to the provider's inbox whose subject has `text`, newest first. */
const mailsTo = async (text: string) =>
  (
    await app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, inbox))
      .orderBy(desc(mailOutbox.createdAt))
  ).filter((m) => m.subject.includes(text));

const application = () => ({
  companyName: 'Rörläggarna i Eslöv AB',
  organisationNumber: '556036-0793',
  trade: 'VVS' as const,
  contactName: 'Sara Nilsson',
  phone: '070-812 34 56',
  email: 'sara@rorlaggarna-eslov.se',
  warehouseCode: warehouse.code,
  message: 'Vi är fyra montörer och vill handla på konto från och med januari.',
});

describe('becoming a customer', () => {
  it('stores a pending application and mails the provider, opening nothing', async () => {
    const visitor = app.client();
    const r = await visitor.call(formsApi.customerApply, {
      ...application(),
      ...(await solveCaptcha(visitor)),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toEqual({
      received: true,
      email: 'sara@rorlaggarna-eslov.se',
      warehouseName: warehouse.name,
    });
    const [row] = await app.deps.db
      .select()
      .from(customerApplications)
      .where(eq(customerApplications.companyName, 'Rörläggarna i Eslöv AB'));
    expect(row).toMatchObject({ status: 'PENDING', organisationNumber: '5560360793', trade: 'VVS' });
    const [mail] = await mailsTo('Rörläggarna i Eslöv AB');
    expect(mail!.subject).toBe(`Ansökan om att bli kund: Rörläggarna i Eslöv AB (${warehouse.city})`);
    expect(mail!.replyTo).toBe('sara@rorlaggarna-eslov.se');
    expect(mail!.text).toContain('Organisationsnummer: 556036-0793');
    expect(mail!.text).toContain('Bransch: VVS och värme');
    expect(mail!.text).toContain('vill handla på konto');
  });

  it('checks the fields in Swedish at each field before it spends the captcha', async () => {
    const visitor = app.client();
    const answers = await solveCaptcha(visitor);
    const bad = await visitor.call(formsApi.customerApply, {
      ...application(),
      ...answers,
      organisationNumber: '556036-0794',
      email: 'sara',
      contactName: ' ',
    });
    expect(bad.status).toBe(400);
    const byField = Object.fromEntries(
      (bad.body.messages as Array<{ field: string; text: string }>).map((m) => [m.field, m.text]),
    );
    expect(byField.organisationNumber).toContain('Organisationsnumret har fel kontrollsiffra');
    expect(byField.contactName).toContain('Detta fält måste fyllas i');
    expect(byField.email).toBeTruthy();
    const unknown = await visitor.call(formsApi.customerApply, {
      ...application(),
      ...answers,
      warehouseCode: 'XXX',
    });
    expect(unknown.body.messages[0]).toMatchObject({ field: 'warehouseCode' });
    expect(unknown.body.messages[0]?.text).toContain('Välj ett av lagren i listan');
    // The question was not spent by the refusals above.
    const ok = await visitor.call(formsApi.customerApply, {
      ...application(),
      ...answers,
      companyName: 'Eslövs Rör AB',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('refuses an application without the captcha', async () => {
    const r = await app
      .client()
      .call(formsApi.customerApply, { ...application(), captchaTicket: '', captchaAnswer: '' });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]?.field).toBe('captchaAnswer');
  });
});

describe('the provider hears of what visitors send', () => {
  it('mails a registration without the password', async () => {
    const visitor = app.client();
    const password = 'Golvbrunn-2026!';
    const r = await visitor.call(formsApi.register, {
      login: 'lisa.vvs',
      password,
      phone: '070-444 55 66',
      email: 'lisa@lisasvvs.se',
      customerCode: '100888',
      ...(await solveCaptcha(visitor)),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [mail] = await mailsTo('kundnummer 100888');
    expect(mail!.text).toContain('Önskat användarnamn: lisa.vvs');
    expect(mail!.text).not.toContain(password);
    expect(mail!.replyTo).toBe('lisa@lisasvvs.se');
  });

  it('mails feedback with its chosen titles, and a guest-account application with its answers', async () => {
    const visitor = app.client();
    const config = (await visitor.call(formsApi.feedbackFormConfig)).body.result as FeedbackFormConfig;
    const feedback = await visitor.call(formsApi.feedback, {
      kind: config.kinds[0]!.code,
      type: config.types[0]!.code,
      message: 'Sökningen hittar inte "pressmuff 15".',
      name: 'Johan Ek',
      email: 'johan@ekvvs.se',
      ...(await solveCaptcha(visitor)),
    });
    expect(feedback.status, JSON.stringify(feedback.body)).toBe(200);
    const [feedbackMail] = await mailsTo(config.kinds[0]!.title);
    expect(feedbackMail!.text).toContain('pressmuff 15');

    const guest = (await visitor.call(formsApi.surveyForm, { surveyType: 'APPLY_FOR_GUEST_ACCOUNT' })).body
      .result as Survey;
    const values = guest.fields.map((f) => ({
      id: f.id,
      value:
        f.type === 'EMAIL'
          ? 'anders@andersbygg.se'
          : f.type === 'PHONE'
            ? '070-222 33 44'
            : f.type === 'OPTION_MULTIPLE'
              ? [f.options[0]!]
              : f.type === 'OPTION_SINGLE'
                ? f.options[0]!
                : f.type === 'RATING'
                  ? '5'
                  : 'Anders Bygg AB',
    }));
    const answer = await visitor.call(formsApi.surveySubmit, {
      surveyId: guest.id,
      values,
      ...(await solveCaptcha(visitor)),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [guestMail] = await mailsTo(guest.title);
    expect(guestMail!.text).toContain('Anders Bygg AB');
    expect(guestMail!.replyTo).toBe('anders@andersbygg.se');
  });

  it('does not mail answers to the general survey, which are read as statistics', async () => {
    const before = await mailsTo('Hur nöjd');
    expect(before).toHaveLength(0);
  });
});
