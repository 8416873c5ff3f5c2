import { authApi, type CurrentSession } from '@shared/api/auth.api';
import { type Employee, type EmployeeDataInput, employeesApi } from '@shared/api/employees.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { findEmployee, findEmployeeByLogin } from './employees.repository';
import { saveEmployee } from './employees.usecases';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(() => t.close());

const fresh = async (login: string, password?: string) => {
  const client = t.client();
  await client.login(login, password);
  return client;
};

function newEmployee(over: Partial<EmployeeDataInput> = {}): EmployeeDataInput {
  return {
    loginName: 'demo-montor',
    displayName: 'Nils Montör',
    role: 'MANAGER',
    email: 'nils@rorfirman-demo.se',
    phone: '070-174 06 80',
    password: 'rörtång123',
    ...over,
  };
}

async function create(over: Partial<EmployeeDataInput> = {}): Promise<Employee> {
  const r = await admin.call(employeesApi.save, { data: newEmployee(over) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Employee;
}

const current = async (client: TestClient) =>
  (await client.call(authApi.current)).body.result as CurrentSession;

describe('firm isolation in the employee repository', () => {
  it('finds an employee through its own firm and not through another', async () => {
    const anna = (await findEmployeeByLogin(t.deps.db, 'demo-admin'))!;
    const ownFirm = await findFirmIdByCode(t.deps.db, '100245');
    const otherFirm = await findFirmIdByCode(t.deps.db, '100318');
    expect((await findEmployee(t.deps.db, ownFirm, anna.id))?.login).toBe('demo-admin');
    expect(await findEmployee(t.deps.db, otherFirm, anna.id)).toBeNull();
  });
});

describe('POST /profile/customerEmployees', () => {
  const list = async (parameters: Record<string, unknown>) =>
    (
      (await admin.call(employeesApi.list, parameters)).body.result as { items: Array<{ loginName: string }> }
    ).items.map((i) => i.loginName);

  it('lists the firm’s employees by login name, filtered and sorted', async () => {
    const r = await admin.call(employeesApi.list, {});
    expect(r.body.result).toMatchObject({ totalCount: 3 });
    expect(await list({})).toEqual(['demo-admin', 'demo-anvandare', 'demo-arbetsledare']);
    expect(await list({ role: 'SUPERVISOR' })).toEqual(['demo-arbetsledare']);
    expect(await list({ searchPattern: 'ERIK' })).toEqual(['demo-anvandare']);
    expect(await list({ sortBy: 'displayName', sortDesc: true })).toEqual([
      'demo-arbetsledare',
      'demo-anvandare',
      'demo-admin',
    ]);
    expect(await list({ active: false })).toEqual([]);
  });
});

describe('POST /profile/customerEmployee', () => {
  it('creates an employee who can log in, and never answers the password hash', async () => {
    const created = await create();
    expect(created.data).toMatchObject({ loginName: 'demo-montor', role: 'MANAGER', active: true });
    expect(JSON.stringify(created)).not.toMatch(/argon2|password/i);
    const loaded = await admin.call(employeesApi.employee, { uid: created.uid });
    expect(loaded.body.result).toEqual(created);
    const nils = await fresh('demo-montor', 'rörtång123');
    expect((await current(nils)).session?.employeeName).toBe('Nils Montör');
  });

  it.each<[string, Partial<EmployeeDataInput>, string, string]>([
    ['a login of another firm', { loginName: 'norr-admin' }, 'data.loginName', 'Inloggningen är upptagen'],
    [
      'a login differing only in case',
      { loginName: 'DEMO-Admin' },
      'data.loginName',
      'Inloggningen är upptagen',
    ],
    [
      'a login with a space',
      { loginName: 'nils m' },
      'data.loginName',
      'Inloggningen får bara innehålla a–z, 0–9 och tecknen . _ @ -',
    ],
    [
      'no password for a new login',
      { loginName: 'utan-losen', password: '' },
      'data.password',
      'Ange ett lösenord för den nya inloggningen',
    ],
    [
      'a short password',
      { loginName: 'kort-losen', password: 'rör123' },
      'data.password',
      'Lösenordet måste ha minst 8 tecken',
    ],
    [
      'a wrong e-mail',
      { loginName: 'fel-epost', email: 'nils@' },
      'data.email',
      'Felaktigt format på e-postadressen',
    ],
    [
      'documents per page outside the options',
      { loginName: 'sidor', documentsOnPage: 15 },
      'data.documentsOnPage',
      'Välj bland 10, 20, 50, 100',
    ],
  ])('refuses %s at the field', async (_, over, field, text) => {
    const r = await admin.call(employeesApi.save, { data: newEmployee(over) });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field, text });
  });

  it('warns when an employee has no e-mail for password recovery', async () => {
    const r = await admin.call(employeesApi.save, {
      data: newEmployee({ loginName: 'utan-epost', email: '' }),
    });
    expect(r.status).toBe(200);
    expect(r.body.messages).toEqual([
      expect.objectContaining({
        level: 'WARNING',
        field: 'data.email',
        text: expect.stringContaining('inte återställa'),
      }),
    ]);
  });

  it('refuses a stale version with 409', async () => {
    const e = await create({ loginName: 'versionen' });
    const data = e.data;
    const first = await admin.call(employeesApi.save, {
      uid: e.uid,
      newVersion: 1,
      data: { ...data, phone: '070-174 06 81' },
    });
    expect(first.status).toBe(200);
    const second = await admin.call(employeesApi.save, {
      uid: e.uid,
      newVersion: 1,
      data: { ...data, phone: '070-174 06 82' },
    });
    expect(second.status).toBe(409);
    expect(
      ((await admin.call(employeesApi.employee, { uid: e.uid })).body.result as Employee).data.phone,
    ).toBe('070-174 06 81');
  });

  it('ends an employee’s sessions on a new password or deactivation', async () => {
    const e = await create({ loginName: 'sessioner' });
    const device = await fresh('sessioner', 'rörtång123');
    const r = await admin.call(employeesApi.save, {
      uid: e.uid,
      newVersion: 1,
      data: { ...e.data, password: 'nyttlösen1' },
    });
    expect(r.status).toBe(200);
    expect((await current(device)).session).toBeNull();
    const again = await fresh('sessioner', 'nyttlösen1');
    await admin.call(employeesApi.save, { uid: e.uid, newVersion: 2, data: { ...e.data, active: false } });
    expect((await current(again)).session).toBeNull();
    const login = await t
      .client()
      .call(authApi.login, { employeeLogin: 'sessioner', password: 'nyttlösen1' });
    expect(login.status).toBe(403);
  });

  it('keeps one default employee per firm', async () => {
    const e = await create({ loginName: 'standard', defaultEmployee: true });
    expect(e.data.defaultEmployee).toBe(true);
    const anna = (await findEmployeeByLogin(t.deps.db, 'demo-admin'))!;
    expect(anna.defaultEmployee).toBe(false);
  });
});

describe('own profile: GET and POST /profile/ownEmployee', () => {
  type Own = { uid: string; version: number; loginName: string; data: Record<string, unknown> };

  it('lets every employee change their own settings, seen in the session at once', async () => {
    const maria = await fresh('demo-arbetsledare');
    const own = (await maria.call(employeesApi.own)).body.result as Own;
    expect(own).toMatchObject({ loginName: 'demo-arbetsledare', data: { displayName: 'Maria Svensson' } });
    const r = await maria.call(employeesApi.saveOwn, {
      newVersion: own.version,
      data: { ...own.data, displayName: 'Maria Svensson Ek', addingDuplicateArticleType: 'ADD_ON_SAME_ROW' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.messages[0]).toMatchObject({ level: 'WARNING', code: 'NO_EMAIL' });
    const session = (await current(maria)).session!;
    expect(session).toMatchObject({
      employeeName: 'Maria Svensson Ek',
      addingDuplicateArticleType: 'ADD_ON_SAME_ROW',
    });
    const stale = await maria.call(employeesApi.saveOwn, { newVersion: own.version, data: own.data });
    expect(stale.status).toBe(409);
  });

  it('changes the password only with the current one, and signs out the other devices', async () => {
    const phone = await fresh('demo-anvandare');
    const laptop = await fresh('demo-anvandare');
    const own = (await laptop.call(employeesApi.own)).body.result as Own;
    const change = (currentPassword: string, newPassword: string) =>
      laptop.call(employeesApi.saveOwn, {
        newVersion: own.version,
        data: own.data,
        currentPassword,
        newPassword,
      });
    expect((await change('', 'nyttlösen1')).body.messages[0]).toMatchObject({
      field: 'currentPassword',
      text: 'Ange ditt nuvarande lösenord',
    });
    expect((await change('fel-lösen', 'nyttlösen1')).body.messages[0]).toMatchObject({
      field: 'currentPassword',
      text: 'Det nuvarande lösenordet stämmer inte',
    });
    expect((await change('demo1234', 'kort')).body.messages[0]).toMatchObject({ field: 'newPassword' });
    expect((await change('demo1234', 'nyttlösen1')).status).toBe(200);
    expect((await current(laptop)).session?.employeeLogin).toBe('demo-anvandare');
    expect((await current(phone)).session).toBeNull();
    await fresh('demo-anvandare', 'nyttlösen1');
  });

  it('answers a broken own setting at its parameter path', async () => {
    const maria = await fresh('demo-arbetsledare');
    const own = (await maria.call(employeesApi.own)).body.result as Own;
    const r = await maria.call(employeesApi.saveOwn, {
      newVersion: own.version,
      data: { ...own.data, email: 'maria@', documentsOnPage: 7 },
    });
    expect(r.status).toBe(400);
    expect(r.body.messages.map((m) => [m.field, m.text])).toEqual([
      ['data.email', 'Felaktigt format på e-postadressen'],
      ['data.documentsOnPage', 'Välj bland 10, 20, 50, 100'],
    ]);
  });

  it('gives every employee the form options', async () => {
    const guest = await fresh('gast-badrum');
    const r = await guest.call(employeesApi.formConfig);
    expect(r.body.result).toMatchObject({
      roles: [
        { value: 'ADMIN', label: 'Administratör' },
        { value: 'MANAGER', label: 'Användare' },
        { value: 'SUPERVISOR', label: 'Arbetsledare' },
      ],
      addingDuplicateArticleTypes: expect.arrayContaining([{ value: 'ASK', label: 'Fråga varje gång' }]),
      documentsOnPageOptions: [10, 20, 50, 100],
      minPasswordLength: 8,
    });
  });
});

describe('the firm keeps an administrator', () => {
  it('refuses to deactivate or demote oneself', async () => {
    const anna = (await current(admin)).session!;
    const me = (await admin.call(employeesApi.employee, { uid: anna.employeeUid })).body.result as Employee;
    expect(me.self).toBe(true);
    const off = await admin.call(employeesApi.save, {
      uid: me.uid,
      newVersion: me.version,
      data: { ...me.data, active: false },
    });
    expect(off.body.messages[0]).toMatchObject({ code: 'SELF_DEACTIVATE', field: 'data.active' });
    const demoted = await admin.call(employeesApi.save, {
      uid: me.uid,
      newVersion: me.version,
      data: { ...me.data, role: 'MANAGER' },
    });
    expect(demoted.body.messages[0]).toMatchObject({ code: 'SELF_DEMOTE', field: 'data.role' });
  });

  it('refuses to remove the last active ADMIN even when the check is reached by another path', async () => {
    const firmId = await findFirmIdByCode(t.deps.db, '100245');
    const anna = (await findEmployeeByLogin(t.deps.db, 'demo-admin'))!;
    const erik = (await findEmployeeByLogin(t.deps.db, 'demo-anvandare'))!;
    // Through the router the caller is always an ADMIN; here a manager's id stands for a caller who was
    // demoted a moment ago, so only the last-admin rule stands between the firm and no admin at all.
    const input = employeesApi.save.parameters.parse({
      uid: anna.id,
      newVersion: anna.version,
      data: newEmployee({
        loginName: 'demo-admin',
        displayName: 'Anna Lindqvist',
        role: 'MANAGER',
        password: '',
      }),
    });
    const call = saveEmployee({
      deps: t.deps,
      firmId,
      employeeId: erik.id,
      sessionId: 'none',
      messages: [],
      input,
      endSessions: async () => {},
    });
    await expect(call).rejects.toMatchObject({ code: 'LAST_ADMIN', field: 'data.role' });
  });

  it('never leaves the firm without an active ADMIN when two admins demote each other at once', async () => {
    const second = await create({ loginName: 'andra-admin', role: 'ADMIN' });
    const other = await fresh('andra-admin', 'rörtång123');
    const anna = (await current(admin)).session!;
    const annaRow = (await admin.call(employeesApi.employee, { uid: anna.employeeUid })).body
      .result as Employee;
    const results = await Promise.all([
      admin.call(employeesApi.save, {
        uid: second.uid,
        newVersion: 1,
        data: { ...second.data, role: 'MANAGER' },
      }),
      other.call(employeesApi.save, {
        uid: annaRow.uid,
        newVersion: annaRow.version,
        data: { ...annaRow.data, role: 'MANAGER' },
      }),
    ]);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    const admins = await admin.call(employeesApi.list, { role: 'ADMIN', active: true });
    const remaining = await other.call(employeesApi.list, { role: 'ADMIN', active: true });
    const count = Math.max(
      (admins.body.result as { totalCount: number } | null)?.totalCount ?? 0,
      (remaining.body.result as { totalCount: number } | null)?.totalCount ?? 0,
    );
    expect(count).toBe(1);
  });
});
