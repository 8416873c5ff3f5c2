import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { findEmployee, findEmployeeByLogin } from './employees.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('firm isolation in the employee repository', () => {
  it('finds an employee through its own firm and not through another', async () => {
    const anna = (await findEmployeeByLogin(t.deps.db, 'demo-admin'))!;
    const ownFirm = await findFirmIdByCode(t.deps.db, '100245');
    const otherFirm = await findFirmIdByCode(t.deps.db, '100318');
    expect((await findEmployee(t.deps.db, ownFirm, anna.id))?.login).toBe('demo-admin');
    expect(await findEmployee(t.deps.db, otherFirm, anna.id)).toBeNull();
  });
});
