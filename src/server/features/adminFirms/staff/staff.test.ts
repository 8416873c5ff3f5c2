import { adminFirmsApi, type FirmDetail, type FirmEmployee } from '@shared/api/adminFirms.api';
import { authApi } from '@shared/api/auth.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, providerAdminClient, testFirmSettings } from '../../../testing/admin-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let app: TestApp;
let admin: TestClient;
let firm: FirmDetail;

const resultOf = <T>(r: { body: { result: unknown } }) => r.body.result as T;

async function invite(login: string, role: 'ADMIN' | 'MANAGER' | 'SUPERVISOR') {
  const r = await admin.call(adminFirmsApi.createAdmin, {
    firmUid: firm.uid,
    login,
    displayName: login.replace('.', ' '),
    email: `${login}@lundror.se`,
    role,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return resultOf<FirmEmployee>(r);
}

/** Follows the mailed set-password link and logs in with the chosen password. */
async function acceptInvitation(login: string): Promise<TestClient> {
  await app.deps.jobs.runDue();
  const mail = app.sentMail.filter((m) => m.to === `${login}@lundror.se`).at(-1)!;
  const token = /aterstall-losenord\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
  const browser = app.client();
  await browser.call(authApi.current);
  const set = await browser.call(authApi.setNewPassword, { token, password: 'Rörläggare-2026' });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  await browser.login(login, 'Rörläggare-2026');
  return browser;
}

const update = (e: FirmEmployee, change: Partial<FirmEmployee>) =>
  admin.call(adminFirmsApi.updateEmployee, {
    employeeUid: e.uid,
    newVersion: e.version,
    displayName: change.displayName ?? e.displayName,
    email: change.email ?? e.email ?? '',
    role: change.role ?? e.role,
    active: change.active ?? e.active,
  });

beforeAll(async () => {
  app = await createTestApp();
  admin = await providerAdminClient(app);
  const r = await admin.call(adminFirmsApi.create, { settings: testFirmSettings({ code: '200300' }) });
  firm = resultOf<FirmDetail>(r);
});
afterAll(() => app.close());

describe("a firm's employees in the administration", () => {
  it('adds an employee of any role, who chooses the password through the mailed link', async () => {
    const planner = await invite('eva.planerare', 'SUPERVISOR');
    expect(planner).toMatchObject({ role: 'SUPERVISOR', active: true });
    await app.deps.jobs.runDue();
    expect(app.sentMail.find((m) => m.to === 'eva.planerare@lundror.se')!.text).toContain('som arbetsledare');
    const browser = await acceptInvitation('eva.planerare');
    const session = resultOf<{ session: { role: string } }>(await browser.call(authApi.current)).session;
    expect(session.role).toBe('SUPERVISOR');
  });

  it('changes name, address and role over the version read; a stale version is 409', async () => {
    const worker = await invite('olle.montor', 'MANAGER');
    const r = await update(worker, { displayName: 'Olle Montör', role: 'SUPERVISOR' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(resultOf<FirmEmployee>(r)).toMatchObject({ displayName: 'Olle Montör', role: 'SUPERVISOR' });
    expect((await update(worker, { displayName: 'Sent' })).status).toBe(409);
    const [entry] = await auditEntries(admin, 'olle.montor');
    expect(entry).toMatchObject({
      action: 'FIRM_EMPLOYEE_UPDATED',
      before: { role: 'MANAGER', displayName: 'olle montor' },
      after: { role: 'SUPERVISOR', displayName: 'Olle Montör' },
    });
  });

  it('keeps an active administrator: the only one cannot be demoted or deactivated', async () => {
    const only = await invite('stina.admin', 'ADMIN');
    const demoted = await update(only, { role: 'MANAGER' });
    expect(demoted.status).toBe(400);
    expect(demoted.body.messages[0]).toMatchObject({ code: 'LAST_ADMIN', field: 'role' });
    const deactivated = await update(only, { active: false });
    expect(deactivated.body.messages[0]).toMatchObject({ code: 'LAST_ADMIN', field: 'active' });
    const second = await invite('karl.admin', 'ADMIN');
    expect((await update(only, { role: 'MANAGER' })).status).toBe(200);
    const detail = resultOf<FirmDetail>(await admin.call(adminFirmsApi.firm, { uid: firm.uid }));
    expect(detail.employees.find((e) => e.uid === second.uid)).toMatchObject({ role: 'ADMIN', active: true });
  });

  it('ends a deactivated employee’s sessions at once', async () => {
    const leaving = await invite('bo.slutar', 'MANAGER');
    const browser = await acceptInvitation('bo.slutar');
    const fresh = resultOf<FirmDetail>(await admin.call(adminFirmsApi.firm, { uid: firm.uid }));
    const current = fresh.employees.find((e) => e.uid === leaving.uid)!;
    expect((await update(current, { active: false })).status).toBe(200);
    const after = resultOf<{ session: unknown }>(await browser.call(authApi.current));
    expect(after.session).toBeNull();
  });

  it('mails a new set-password link; the old password works until a new one is chosen', async () => {
    const forgetful = await invite('lisa.glomsk', 'MANAGER');
    await acceptInvitation('lisa.glomsk');
    const sent = await admin.call(adminFirmsApi.sendLoginLink, { employeeUid: forgetful.uid });
    expect(resultOf<{ sentTo: string }>(sent)).toEqual({ sentTo: 'lisa.glomsk@lundror.se' });
    await app.client().login('lisa.glomsk', 'Rörläggare-2026');
    await app.deps.jobs.runDue();
    const mail = app.sentMail.filter((m) => m.to === 'lisa.glomsk@lundror.se').at(-1)!;
    expect(mail.subject).toContain('Välj lösenord');
    expect((await auditEntries(admin, 'lisa.glomsk'))[0]).toMatchObject({
      action: 'FIRM_EMPLOYEE_LINK_SENT',
    });
  });

  it('finds no employee by an unknown id', async () => {
    const r = await admin.call(adminFirmsApi.sendLoginLink, { employeeUid: crypto.randomUUID() });
    expect(r.status).toBe(404);
  });
});
