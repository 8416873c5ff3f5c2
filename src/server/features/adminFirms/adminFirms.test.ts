import {
  adminFirmsApi,
  type FirmDetail,
  type FirmEmployee,
  type FirmListItem,
} from '@shared/api/adminFirms.api';
import { administrationApi } from '@shared/api/administration.api';
import { authApi } from '@shared/api/auth.api';
import { documentKindEndpoints } from '@shared/api/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import {
  applyAsCustomer,
  auditEntries,
  expectProviderAdminOnly,
  providerAdminClient,
  testFirmSettings,
} from '../../testing/admin-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const resultOf = <T>(r: { body: { result: unknown } }) => r.body.result as T;

const adminClient = () => providerAdminClient(app);

const settings = testFirmSettings;

async function created(admin: TestClient, overrides: Parameters<typeof testFirmSettings>[0]) {
  const r = await admin.call(adminFirmsApi.create, { settings: settings(overrides) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return resultOf<FirmDetail>(r);
}

describe('who may onboard firms', () => {
  it('refuses every firms call to a firm’s ADMIN (403) and to a visitor (401)', async () => {
    const endpoints = Object.values(adminFirmsApi);
    expect(endpoints.every((e) => e.access.kind === 'providerAdmin')).toBe(true);
    await expectProviderAdminOnly(app, endpoints);
  });
});

describe('firms', () => {
  it('creates a firm, refuses a taken code at its field, finds it and logs it', async () => {
    const admin = await adminClient();
    const firm = await created(admin, { code: '200101' });
    expect(firm.settings).toMatchObject({ code: '200101', organisationNumber: '5560360793' });
    const taken = await admin.call(adminFirmsApi.create, { settings: settings({ code: '200101' }) });
    expect(taken.status).toBe(400);
    expect(taken.body.messages[0]).toMatchObject({ code: 'CODE_TAKEN', field: 'settings.code' });
    const badOrg = await admin.call(adminFirmsApi.create, {
      settings: settings({ code: '200102', organisationNumber: '556036-0794' }),
    });
    expect(badOrg.body.messages[0]?.field).toBe('settings.organisationNumber');
    const found = resultOf<{ items: FirmListItem[] }>(
      await admin.call(adminFirmsApi.list, { search: '556036-0793' }),
    );
    expect(found.items.map((f) => f.code)).toContain('200101');
    const [entry] = await auditEntries(admin, '200101');
    expect(entry).toMatchObject({ action: 'FIRM_CREATED', after: { code: '200101' } });
  });

  it('edits over the version it read; a stale version is a 409 and the log has before and after', async () => {
    const admin = await adminClient();
    const firm = await created(admin, { code: '200110' });
    const edited = await admin.call(adminFirmsApi.update, {
      uid: firm.uid,
      newVersion: firm.version,
      settings: {
        ...firm.settings,
        accessLevel: 'RESTRICTED',
        siteOptions: ['CLIENTS'],
        customerDiscountBp: 1250,
        mandatoryMark: true,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(resultOf<FirmDetail>(edited).settings).toMatchObject({
      customerDiscountBp: 1250,
      mandatoryMark: true,
      mandatoryObject: false,
    });
    const stale = await admin.call(adminFirmsApi.update, {
      uid: firm.uid,
      newVersion: firm.version,
      settings: { ...firm.settings, name: 'Sent ändrat AB' },
    });
    expect(stale.status).toBe(409);
    const [entry] = await auditEntries(admin, '200110');
    expect(entry).toMatchObject({
      action: 'FIRM_UPDATED',
      before: { accessLevel: 'FULL', siteOptions: ['CUSTOMER_ORDERS', 'OFFERS'] },
      after: {
        accessLevel: 'RESTRICTED',
        siteOptions: ['CLIENTS'],
        customerDiscountBp: 1250,
        mandatoryMark: true,
      },
    });
    expect(entry!.after).not.toHaveProperty('name');
  });

  it('deactivating ends the firm’s sessions and blocks the login; reactivating opens it', async () => {
    const admin = await adminClient();
    const [firm] = resultOf<{ items: FirmListItem[] }>(
      await admin.call(adminFirmsApi.list, { search: '100318' }),
    ).items;
    const detail = resultOf<FirmDetail>(await admin.call(adminFirmsApi.firm, { uid: firm!.uid }));
    const employee = detail.employees.find((e) => e.active)!;
    const working = app.client();
    await working.login(employee.login);
    expect(resultOf<{ session: unknown }>(await working.call(authApi.current)).session).not.toBeNull();
    const off = await admin.call(adminFirmsApi.setActive, { uid: firm!.uid, active: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await working.call(authApi.current)).body.result).toMatchObject({ session: null });
    const again = await app.client().call(authApi.login, {
      employeeLogin: employee.login,
      password: DEMO_PASSWORD,
      durable: false,
    });
    expect(again.status).not.toBe(200);
    const listed = resultOf<{ items: FirmListItem[] }>(
      await admin.call(adminFirmsApi.list, { search: '100318', active: 'INACTIVE' }),
    );
    expect(listed.items).toHaveLength(1);
    expect((await auditEntries(admin, '100318'))[0]).toMatchObject({ action: 'FIRM_DEACTIVATED' });
    await admin.call(adminFirmsApi.setActive, { uid: firm!.uid, active: true });
    await app.client().login(employee.login);
  });
});

describe('the first administrator', () => {
  it('is mailed a set-password link that works, and then logs in as the firm’s ADMIN', async () => {
    const admin = await adminClient();
    const firm = await created(admin, { code: '200120' });
    const r = await admin.call(adminFirmsApi.createAdmin, {
      firmUid: firm.uid,
      login: 'anna.lund',
      displayName: 'Anna Lund',
      email: 'anna@nyaror.se',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(resultOf<FirmEmployee>(r)).toMatchObject({ role: 'ADMIN', login: 'anna.lund' });
    const taken = await admin.call(adminFirmsApi.createAdmin, {
      firmUid: firm.uid,
      login: 'demo-admin',
      displayName: 'Kopia',
      email: 'kopia@nyaror.se',
    });
    expect(taken.body.messages[0]).toMatchObject({ code: 'LOGIN_TAKEN', field: 'login' });

    await app.deps.jobs.runDue();
    const mail = app.sentMail.find((m) => m.to === 'anna@nyaror.se')!;
    expect(mail.text).toContain('anna.lund');
    const token = /aterstall-losenord\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    const browser = app.client();
    await browser.call(authApi.current);
    const set = await browser.call(authApi.setNewPassword, { token, password: 'Nytt-lösen-2026' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await browser.login('anna.lund', 'Nytt-lösen-2026');
    const session = resultOf<{ session: { role: string; customerCode: string } }>(
      await browser.call(authApi.current),
    ).session;
    expect(session).toMatchObject({ role: 'ADMIN', customerCode: '200120' });
    expect((await auditEntries(admin, 'anna.lund'))[0]).toMatchObject({ action: 'FIRM_ADMIN_CREATED' });
  });
});

describe('customer applications into firms', () => {
  it('creates the firm from an application and marks the application approved', async () => {
    await applyAsCustomer(app, {
      companyName: 'Värme & Sanitet i Ystad AB',
      contactName: 'Per Ek',
      phone: '070-222 33 44',
      email: 'per@varmeystad.se',
    });
    const admin = await adminClient();
    const applications = resultOf<{ items: Array<{ uid: string; companyName: string }> }>(
      await admin.call(administrationApi.customerApplications),
    );
    const application = applications.items.find((a) => a.companyName === 'Värme & Sanitet i Ystad AB')!;
    const r = await admin.call(adminFirmsApi.create, {
      settings: settings({ code: '200130', name: 'Värme & Sanitet i Ystad AB' }),
      applicationUid: application.uid,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const all = resultOf<{ items: Array<{ uid: string; status: string; decidedAt: string | null }> }>(
      await admin.call(administrationApi.customerApplications, { status: 'ALL' }),
    );
    expect(all.items.find((a) => a.uid === application.uid)).toMatchObject({ status: 'APPROVED' });
    const twice = await admin.call(adminFirmsApi.create, {
      settings: settings({ code: '200131' }),
      applicationUid: application.uid,
    });
    expect(twice.status).toBe(409);
  });
});

describe('acting as an employee', () => {
  it('reads a firm’s documents only as an employee, whose session names the admin, and logs it', async () => {
    const admin = await adminClient();
    const [firm] = resultOf<{ items: FirmListItem[] }>(
      await admin.call(adminFirmsApi.list, { search: '100245' }),
    ).items;
    const detail = resultOf<FirmDetail>(await admin.call(adminFirmsApi.firm, { uid: firm!.uid }));
    const employee = detail.employees.find((e) => e.login === 'demo-anvandare')!;
    // The administration's own session reads no firm's documents: it has no firm.
    const invoices = documentKindEndpoints.INVOICE.list;
    expect([401, 403]).toContain((await admin.call(invoices, {})).status);
    const r = await admin.call(adminFirmsApi.actAs, { employeeUid: employee.uid });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const session = resultOf<{ session: { employeeLogin: string; adminLogin: string } }>(
      await admin.call(authApi.current),
    ).session;
    expect(session).toMatchObject({
      employeeLogin: 'demo-anvandare',
      adminLogin: 'provider-admin',
      adminName: 'Lars Nordlund',
    });
    expect((await admin.call(adminFirmsApi.list)).status).toBe(403);
    expect((await admin.call(invoices, {})).status).toBe(200);
    const [entry] = await auditEntries(await adminClient(), 'demo-anvandare');
    expect(entry).toMatchObject({ action: 'ACT_AS_EMPLOYEE', adminLogin: 'provider-admin' });
  });
});
