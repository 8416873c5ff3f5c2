import { adminFirmsApi, type FirmDetail, type GuestApplication } from '@shared/api/adminFirms.api';
import { authApi } from '@shared/api/auth.api';
import { formsApi, type Survey } from '@shared/api/forms.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, providerAdminClient, testFirmSettings } from '../../../testing/admin-fixtures';
import { solveCaptcha } from '../../../testing/captcha-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let app: TestApp;
let admin: TestClient;

const resultOf = <T>(r: { body: { result: unknown } }) => r.body.result as T;

/** A visitor applies on the public guest form; answers are given by the questions' titles. */
async function applyForGuestAccount(company: string, email: string) {
  const visitor = app.client();
  const form = resultOf<Survey>(
    await visitor.call(formsApi.surveyForm, { surveyType: 'APPLY_FOR_GUEST_ACCOUNT' }),
  );
  const byTitle: Record<string, string> = {
    Företagsnamn: company,
    Organisationsnummer: '559214-0080',
    Kontaktperson: 'Sara Bäckström',
    'E-post': email,
    Mobilnummer: '070-412 88 09',
  };
  const values = form.fields.map((f) => ({
    id: f.id,
    value: byTitle[f.title] ?? (f.options[0] || 'Värmepumpar och offerter med ROT'),
  }));
  const r = await visitor.call(formsApi.surveySubmit, {
    surveyId: form.id,
    values,
    ...(await solveCaptcha(visitor)),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const pending = resultOf<{ items: GuestApplication[] }>(await admin.call(adminFirmsApi.guestApplications));
  return pending.items.find((a) => a.email === email)!;
}

const approve = (a: GuestApplication, code: string, login: string) =>
  admin.call(adminFirmsApi.approveGuest, {
    answerUid: a.uid,
    settings: testFirmSettings({ code, name: a.companyName, siteOptions: ['OFFERS', 'INVOICES'] }),
    admin: { login, displayName: a.contactName, email: a.email },
  });

beforeAll(async () => {
  app = await createTestApp();
  admin = await providerAdminClient(app);
});
afterAll(() => app.close());

describe('guest-account applications', () => {
  it('reads the applicant’s answers by the questions’ kinds and titles', async () => {
    const a = await applyForGuestAccount('Bäckström Värmeteknik AB', 'sara@backstromvarme.se');
    expect(a).toMatchObject({
      companyName: 'Bäckström Värmeteknik AB',
      organisationNumber: '559214-0080',
      contactName: 'Sara Bäckström',
      phone: '070-412 88 09',
    });
    expect(a.answers.map((x) => x.title)).toContain('Bransch');
  });

  it('opens a GUEST firm and its administrator in one step; the applicant logs in from the mail', async () => {
    const a = await applyForGuestAccount('Hässleholms Värme AB', 'lena@hvarme.se');
    const r = await approve(a, 'G-1001', 'lena.hvarme');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const firm = resultOf<FirmDetail>(r);
    expect(firm.settings).toMatchObject({
      accessLevel: 'GUEST',
      code: 'G-1001',
      siteOptions: ['OFFERS', 'INVOICES'],
    });
    expect(firm.employees).toMatchObject([{ login: 'lena.hvarme', role: 'ADMIN' }]);
    const left = resultOf<{ items: GuestApplication[] }>(await admin.call(adminFirmsApi.guestApplications));
    expect(left.items.some((x) => x.uid === a.uid)).toBe(false);

    await app.deps.jobs.runDue();
    const mail = app.sentMail.filter((m) => m.to === 'lena@hvarme.se').at(-1)!;
    const token = /aterstall-losenord\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    const browser = app.client();
    await browser.call(authApi.current);
    expect((await browser.call(authApi.setNewPassword, { token, password: 'Gäst-konto-2026' })).status).toBe(
      200,
    );
    await browser.login('lena.hvarme', 'Gäst-konto-2026');
    const session = resultOf<{ session: { customerCode: string; accessLevel: string } }>(
      await browser.call(authApi.current),
    ).session;
    expect(session).toMatchObject({ customerCode: 'G-1001' });
    const actions = (await auditEntries(admin, 'Hässleholms Värme')).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['GUEST_APPLICATION_APPROVED', 'FIRM_CREATED']));
  });

  it('is decided once: a second approval or a rejection after it is a 409 and opens nothing', async () => {
    const a = await applyForGuestAccount('Dubbel Rör AB', 'dubbel@ror.se');
    expect((await approve(a, 'G-1002', 'dubbel.ror')).status).toBe(200);
    const again = await approve(a, 'G-1003', 'dubbel.ror2');
    expect(again.status).toBe(409);
    const rejected = await admin.call(adminFirmsApi.rejectGuest, { answerUid: a.uid, reason: 'Sent' });
    expect(rejected.status).toBe(409);
    const found = await admin.call(adminFirmsApi.list, { search: 'G-1003' });
    expect(resultOf<{ totalCount: number }>(found).totalCount).toBe(0);
  });

  it('undoes the firm when the login is taken, and shows it at the login field', async () => {
    const a = await applyForGuestAccount('Upptaget AB', 'upptaget@ror.se');
    const r = await approve(a, 'G-1004', 'demo-admin');
    expect(r.body.messages[0]).toMatchObject({ code: 'LOGIN_TAKEN', field: 'admin.login' });
    const found = await admin.call(adminFirmsApi.list, { search: 'G-1004' });
    expect(resultOf<{ totalCount: number }>(found).totalCount).toBe(0);
  });

  it('rejects with a reason mailed to the applicant', async () => {
    const a = await applyForGuestAccount('Nej Tack AB', 'nej@tack.se');
    const r = await admin.call(adminFirmsApi.rejectGuest, {
      answerUid: a.uid,
      reason: 'Vi öppnar bara gästkonton för företag i Skåne.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await app.deps.jobs.runDue();
    const mail = app.sentMail.filter((m) => m.to === 'nej@tack.se').at(-1)!;
    expect(mail.text).toContain('bara gästkonton för företag i Skåne');
    expect((await auditEntries(admin, 'Nej Tack'))[0]).toMatchObject({
      action: 'GUEST_APPLICATION_REJECTED',
    });
  });
});
