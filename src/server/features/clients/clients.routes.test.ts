/**
 * The role matrix (docs/decisions/0007-role-matrix.md) for every client call, and firm isolation for
 * every call that takes an id: another firm's client, contact, ROT buyer or price is "not found".
 */
import { type Client, clientsApi } from '@shared/api/clients.api';
import type { Endpoint } from '@shared/api/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

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
const withClients: Login[] = ['demo-admin', 'demo-anvandare', 'demo-arbetsledare', 'norr-admin'];
const officeWithClients: Login[] = ['demo-admin', 'demo-anvandare', 'norr-admin'];
const adminsWithClients: Login[] = ['demo-admin', 'norr-admin'];
const newData = (i: number) => ({ code: `M${i}`, name: `Matriskund ${i}`, paymentDelay: 30 });

/** Each call with parameters that pass its schema, so only the access rule can refuse it. */
const matrix: Array<[keyof typeof clientsApi, (i: number) => Record<string, unknown>, Login[]]> = [
  ['client', () => ({ uid: NOWHERE }), withClients],
  ['template', () => ({}), withClients],
  ['save', (i) => ({ data: newData(i) }), withClients],
  ['list', () => ({}), withClients],
  ['inactiveList', () => ({}), withClients],
  ['delete', () => ({ uids: [NOWHERE] }), officeWithClients],
  ['reactivate', () => ({ uids: [NOWHERE] }), withClients],
  ['anonymizable', () => ({}), adminsWithClients],
  ['anonymize', () => ({ uids: [NOWHERE] }), adminsWithClients],
  ['setFavorite', () => ({ clientUid: NOWHERE, favorite: true }), withClients],
  ['addContact', () => ({ clientUid: NOWHERE, contact: { name: 'K' } }), withClients],
  ['check', (i) => ({ data: newData(i) }), withClients],
  ['byMobile', () => ({ mobile: '0701740605' }), withClients],
  ['changePrice', () => ({ client: NOWHERE, code: 'X1', priceOverrideOre: 100 }), officeWithClients],
  ['listPdf', () => ({}), withClients],
  ['export', () => ({}), withClients],
];

describe('role matrix of the client calls', () => {
  it('covers every client endpoint', () => {
    expect(matrix.map(([name]) => name).sort()).toEqual(Object.keys(clientsApi).sort());
  });

  const cases = matrix.flatMap(([name, parameters, allowed]) =>
    logins.map((login, i) => [name, login, allowed.includes(login), parameters(i)] as const),
  );
  it.each(cases)('%s as %s: allowed %s', async (name, login, allowed, parameters) => {
    const r = await as(login).call(clientsApi[name] as Endpoint, parameters);
    if (allowed) expect([200, 404], JSON.stringify(r.body)).toContain(r.status);
    else {
      expect(r.status).toBe(403);
      expect(r.body.messages[0]!.code).toBe('FORBIDDEN');
    }
  });

  it.each(matrix.map(([name, parameters]) => [name, parameters(9)] as const))(
    '%s needs a login',
    async (name, parameters) => {
      const r = await t.client().call(clientsApi[name] as Endpoint, parameters);
      expect(r.status).toBe(401);
    },
  );

  it('a refused delete deletes nothing', async () => {
    const page = await as('demo-admin').call(clientsApi.list, { limit: 1 });
    const [first] = (page.body.result as { items: Array<{ uid: string }> }).items;
    expect((await as('demo-arbetsledare').call(clientsApi.delete, { uids: [first!.uid] })).status).toBe(403);
    expect((await as('demo-admin').call(clientsApi.client, { uid: first!.uid })).status).toBe(200);
  });
});

describe('firm isolation', () => {
  let ours: Client;
  let theirs: Client;
  let theirPrice: string;

  const load = async (login: Login, uid: string) =>
    (await as(login).call(clientsApi.client, { uid })).body.result as Client;

  beforeAll(async () => {
    const list = async (login: Login, searchPattern: string) => {
      const r = await as(login).call(clientsApi.list, { searchPattern });
      return (r.body.result as { items: Array<{ uid: string }> }).items[0]!.uid;
    };
    ours = await load('demo-admin', await list('demo-admin', 'Galten'));
    theirs = await load('norr-admin', await list('norr-admin', 'Ersboda'));
    const price = await as('norr-admin').call(clientsApi.changePrice, {
      client: theirs.uid,
      code: 'N1',
      priceOverrideOre: 5000,
    });
    theirPrice = (price.body.result as { items: Array<{ uid: string }> }).items[0]!.uid;
    theirs = await load('norr-admin', theirs.uid);
  });

  const theirContact = () => theirs.data.contacts[0]!;
  const theirPayer = () => theirs.data.taxPayers[0]!;

  const attempts: Array<[string, () => [Endpoint, Record<string, unknown>]]> = [
    ['read their client', () => [clientsApi.client, { uid: theirs.uid }]],
    [
      'save over their client',
      () => [
        clientsApi.save,
        { uid: theirs.uid, newVersion: theirs.version, data: { ...theirs.data, notes: 'x' } },
      ],
    ],
    [
      'mark their client favourite',
      () => [clientsApi.setFavorite, { clientUid: theirs.uid, favorite: true }],
    ],
    [
      'add a contact to their client',
      () => [clientsApi.addContact, { clientUid: theirs.uid, contact: { name: 'Inkräktare' } }],
    ],
    ['delete their client', () => [clientsApi.delete, { uids: [theirs.uid] }]],
    ['delete ours and theirs together', () => [clientsApi.delete, { uids: [ours.uid, theirs.uid] }]],
    ['reactivate their client', () => [clientsApi.reactivate, { uids: [theirs.uid] }]],
    [
      'set a price for their client',
      () => [clientsApi.changePrice, { client: theirs.uid, code: 'N1', priceOverrideOre: 1 }],
    ],
    [
      'change their price through our client',
      () => [clientsApi.changePrice, { client: ours.uid, priceOverrideUid: theirPrice, priceOverrideOre: 1 }],
    ],
    [
      'move their contact into our client',
      () => [
        clientsApi.save,
        {
          uid: ours.uid,
          newVersion: ours.version,
          data: { ...ours.data, contacts: [{ ...theirContact(), main: true }] },
        },
      ],
    ],
    [
      'move their ROT buyer into our client',
      () => [
        clientsApi.save,
        { uid: ours.uid, newVersion: ours.version, data: { ...ours.data, taxPayers: [theirPayer()] } },
      ],
    ],
  ];

  it.each(attempts)('cannot %s: 404 and nothing changes', async (_, attempt) => {
    const [endpoint, parameters] = attempt();
    const r = await as('demo-admin').call(endpoint, parameters);
    expect(r.status, JSON.stringify(r.body)).toBe(404);
    expect(r.body.messages[0]!.code).toBe('NOT_FOUND');
    expect(await load('norr-admin', theirs.uid)).toEqual(theirs);
    expect(await load('demo-admin', ours.uid)).toEqual(ours);
  });

  it('works the other way round too', async () => {
    const r = await as('norr-admin').call(clientsApi.client, { uid: ours.uid });
    expect(r.status).toBe(404);
    const list = await as('norr-admin').call(clientsApi.list, { searchPattern: 'Galten' });
    expect(list.body.result).toEqual({ totalCount: 0, items: [] });
    const byMobile = await as('norr-admin').call(clientsApi.byMobile, { mobile: '070-174 06 05' });
    expect(byMobile.status).toBe(404);
  });
});
