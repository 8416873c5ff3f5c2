import { employeesApi } from '@shared/api/employees.api';
import { defaultColumns, type ListViewSetting, listSettingsApi } from '@shared/api/listSettings.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let erik: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  erik = t.client();
  await erik.login('demo-anvandare');
});
afterAll(() => t.close());

type Loaded = ListViewSetting & { saved: boolean };
const load = async (client: TestClient, type: string) => {
  const r = await client.call(listSettingsApi.load, { type });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Loaded;
};

describe('GET and POST /profile/listViewSettings', () => {
  it('answers the list’s defaults before anything is saved', async () => {
    const clients = await load(erik, 'CLIENTS');
    expect(clients).toEqual({ type: 'CLIENTS', columns: defaultColumns('CLIENTS'), saved: false });
    expect(clients.columns.slice(0, 2)).toEqual([
      { id: 'code', visible: true },
      { id: 'name', visible: true },
    ]);
  });

  it('saves several lists at once and gives each back in the chosen order', async () => {
    const r = await erik.call(listSettingsApi.save, {
      settings: [
        {
          type: 'CLIENTS',
          columns: [
            { id: 'name', visible: true },
            { id: 'code', visible: true },
            { id: 'city', visible: true },
            { id: 'email', visible: false },
          ],
        },
        { type: 'INVOICE', columns: [{ id: 'dueDate', visible: true }] },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const clients = await load(erik, 'CLIENTS');
    expect(clients.saved).toBe(true);
    // The columns not mentioned follow, with their default visibility, so a new column is never lost.
    expect(clients.columns.slice(0, 5)).toEqual([
      { id: 'name', visible: true },
      { id: 'code', visible: true },
      { id: 'city', visible: true },
      { id: 'email', visible: false },
      { id: 'organizationCode', visible: true },
    ]);
    expect(clients.columns).toHaveLength(defaultColumns('CLIENTS').length);
    const invoices = await load(erik, 'INVOICE');
    expect(invoices).toMatchObject({ type: 'INVOICE', saved: true });
    expect(invoices.columns[0]).toEqual({ id: 'dueDate', visible: true });
    expect(invoices.columns).toHaveLength(defaultColumns('INVOICE').length);
  });

  it('keeps each employee’s choice to themself', async () => {
    const anna = t.client();
    await anna.login('demo-admin');
    expect((await load(anna, 'CLIENTS')).saved).toBe(false);
  });

  it('uses the defaults while the employee has switched saved settings off', async () => {
    const own = (await erik.call(employeesApi.own)).body.result as { version: number; data: object };
    const off = await erik.call(employeesApi.saveOwn, {
      newVersion: own.version,
      data: { ...own.data, saveAndUseListViewSettings: false },
    });
    expect(off.status).toBe(200);
    expect(await load(erik, 'CLIENTS')).toMatchObject({ saved: false, columns: defaultColumns('CLIENTS') });
    const back = await erik.call(employeesApi.saveOwn, {
      newVersion: own.version + 1,
      data: { ...own.data, saveAndUseListViewSettings: true },
    });
    expect(back.status).toBe(200);
    expect((await load(erik, 'CLIENTS')).columns[0]).toEqual({ id: 'name', visible: true });
  });

  it.each<[string, ListViewSetting[], string, string]>([
    [
      'an unknown column',
      [{ type: 'EMPLOYEES', columns: [{ id: 'salary', visible: true }] }],
      'settings.0.columns.0.id',
      'Okänd kolumn',
    ],
    [
      'a column twice',
      [
        {
          type: 'EMPLOYEES',
          columns: [
            { id: 'role', visible: true },
            { id: 'role', visible: false },
          ],
        },
      ],
      'settings.0.columns.1.id',
      'Kolumnen finns redan i listan',
    ],
    [
      'hiding a required column',
      [{ type: 'CLIENTS', columns: [{ id: 'code', visible: false }] }],
      'settings.0.columns.0.visible',
      'Kolumnen kan inte döljas',
    ],
    [
      'the same list twice',
      [
        { type: 'CLIENTS', columns: [] },
        { type: 'CLIENTS', columns: [] },
      ],
      'settings.1.type',
      'Listan finns två gånger',
    ],
  ])('refuses %s at the field and saves nothing', async (_, settings, field, text) => {
    const before = await load(erik, settings[0]!.type);
    const r = await erik.call(listSettingsApi.save, { settings });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field, text });
    expect(await load(erik, settings[0]!.type)).toEqual(before);
  });

  it('names a missing list type', async () => {
    const r = await erik.call(listSettingsApi.load, {});
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ code: 'MISSING_PARAMETER', text: 'Parametern "type" saknas' });
  });

  it.each(['demo-admin', 'demo-arbetsledare', 'norr-admin', 'gast-badrum'])(
    'is open to every employee (%s) and to no visitor',
    async (login) => {
      const client = t.client();
      await client.login(login);
      expect((await client.call(listSettingsApi.load, { type: 'EMPLOYEES' })).status).toBe(200);
      const saved = await client.call(listSettingsApi.save, {
        settings: [{ type: 'FAVORITES', columns: [] }],
      });
      expect(saved.status).toBe(200);
      expect((await t.client().call(listSettingsApi.load, { type: 'EMPLOYEES' })).status).toBe(401);
      const visitor = await t
        .client()
        .call(listSettingsApi.save, { settings: [{ type: 'FAVORITES', columns: [] }] });
      expect(visitor.status).toBe(401);
    },
  );
});
