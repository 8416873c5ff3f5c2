/**
 * The role matrix (docs/decisions/0007-role-matrix.md) for every employee call, and firm isolation for
 * the calls that take an employee's id.
 */
import { type Employee, employeesApi } from '@shared/api/employees.api';
import type { Endpoint } from '@shared/api/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findEmployeeByLogin } from './employees.repository';

let t: TestApp;
const sessions = new Map<string, TestClient>();
const logins = ['demo-admin', 'demo-anvandare', 'demo-arbetsledare', 'norr-admin', 'gast-badrum'] as const;
type Login = (typeof logins)[number];

beforeAll(async () => {
  t = await createTestApp();
  for (const login of logins) {
    const client = t.client();
    await client.login(login);
    sessions.set(login, client);
  }
});
afterAll(() => t.close());

const as = (login: Login) => sessions.get(login)!;
const NOWHERE = '00000000-0000-4000-8000-000000000000';
/** Managing employees needs the ADMIN role and the EMPLOYEES option (Norrland's firm lacks it). */
const adminWithEmployees: Login[] = ['demo-admin'];
const everyone: Login[] = [...logins];

const matrix: Array<[keyof typeof employeesApi, (i: number) => Record<string, unknown>, Login[]]> = [
  ['employee', () => ({ uid: NOWHERE }), adminWithEmployees],
  [
    'save',
    (i) => ({
      data: { loginName: `matris-${i}`, displayName: 'Matris', role: 'MANAGER', password: 'matris123' },
    }),
    adminWithEmployees,
  ],
  ['list', () => ({}), adminWithEmployees],
  ['formConfig', () => ({}), everyone],
  ['own', () => ({}), everyone],
  // A stale version: a 409 shows the call got past the access rule without changing anything.
  ['saveOwn', () => ({ newVersion: 999, data: { displayName: 'Matris' } }), everyone],
];

describe('role matrix of the employee calls', () => {
  it('covers every employee endpoint', () => {
    expect(matrix.map(([name]) => name).sort()).toEqual(Object.keys(employeesApi).sort());
  });

  const cases = matrix.flatMap(([name, parameters, allowed]) =>
    logins.map((login, i) => [name, login, allowed.includes(login), parameters(i)] as const),
  );
  it.each(cases)('%s as %s: allowed %s', async (name, login, allowed, parameters) => {
    const r = await as(login).call(employeesApi[name] as Endpoint, parameters);
    if (allowed) expect([200, 404, 409], JSON.stringify(r.body)).toContain(r.status);
    else {
      expect(r.status).toBe(403);
      expect(r.body.messages[0]!.code).toBe('FORBIDDEN');
    }
  });

  it.each(matrix.map(([name, parameters]) => [name, parameters(9)] as const))(
    '%s needs a login',
    async (name, parameters) => {
      expect((await t.client().call(employeesApi[name] as Endpoint, parameters)).status).toBe(401);
    },
  );
});

describe('firm isolation', () => {
  it('an employee of another firm is not found, and saving over them changes nothing', async () => {
    const johan = (await findEmployeeByLogin(t.deps.db, 'norr-admin'))!;
    const read = await as('demo-admin').call(employeesApi.employee, { uid: johan.id });
    expect(read.status).toBe(404);
    const write = await as('demo-admin').call(employeesApi.save, {
      uid: johan.id,
      newVersion: johan.version,
      data: { loginName: 'norr-admin', displayName: 'Kapad', role: 'MANAGER', password: 'kapad12345' },
    });
    expect(write.status).toBe(404);
    expect(write.body.messages[0]!.code).toBe('NOT_FOUND');
    expect(await findEmployeeByLogin(t.deps.db, 'norr-admin')).toEqual(johan);
    const list = await as('demo-admin').call(employeesApi.list, { searchPattern: 'norr' });
    expect(list.body.result).toEqual({ totalCount: 0, items: [] });
  });

  it('an administrator’s own record answers self, others do not', async () => {
    const anna = (await findEmployeeByLogin(t.deps.db, 'demo-admin'))!;
    const erik = (await findEmployeeByLogin(t.deps.db, 'demo-anvandare'))!;
    const own = (await as('demo-admin').call(employeesApi.employee, { uid: anna.id })).body
      .result as Employee;
    const other = (await as('demo-admin').call(employeesApi.employee, { uid: erik.id })).body
      .result as Employee;
    expect([own.self, other.self]).toEqual([true, false]);
  });
});
