/**
 * A client's markup on purchase prices is a net figure (decision 0023): with a material line's selling
 * price it tells the purchase price. It does not reach an employee with "dölj nettopriser och
 * marginaler" nor a session in client mode, and their save keeps the stored markup.
 */
import { authApi } from '@shared/api/auth.api';
import { type Client, type ClientDataInput, clientsApi } from '@shared/api/clients.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { employees } from '../employees';

let t: TestApp;
let admin: TestClient;
let hidden: TestClient;
let screen: TestClient;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  // The firm's user, with net prices hidden; the administrator keeps seeing them.
  await t.database.db
    .update(employees)
    .set({ netPriceAndMarginHidden: true })
    .where(eq(employees.login, 'demo-anvandare'));
  hidden = t.client();
  await hidden.login('demo-anvandare');
  screen = t.client();
  await screen.login('demo-admin');
  await screen.call(authApi.setClientMode, { clientMode: true });
  const saved = await admin.call(clientsApi.save, {
    data: { code: '2900', name: 'Påslagskund AB', paymentDelay: 30, markupBp: 1500, discountBp: 500 },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  client = saved.body.result as Client;
});
afterAll(() => t.close());

const csvOf = async (viewer: TestClient) => {
  const r = await viewer.call(clientsApi.export, { searchPattern: 'Påslagskund' });
  expect(r.status).toBe(200);
  const link = (r.body.result as { link: string }).link;
  const url = link.startsWith('/api/') ? link : `/api${link}`;
  return (await t.app.inject({ method: 'GET', url, headers: { cookie: viewer.cookieHeader } })).body;
};

describe("a client's markup where net prices are hidden", () => {
  it('shows to the administrator, in the card and the CSV', async () => {
    const r = await admin.call(clientsApi.client, { uid: client.uid });
    expect((r.body.result as Client).data.markupBp).toBe(1500);
    expect(await csvOf(admin)).toContain('Påslag %');
  });

  it.each([
    ['hidden net prices', () => hidden],
    ['client mode', () => screen],
  ])('is null in the card and left out of the CSV with %s', async (_, viewer) => {
    const r = await viewer().call(clientsApi.client, { uid: client.uid });
    expect(r.status).toBe(200);
    expect((r.body.result as Client).data).toMatchObject({ markupBp: null, discountBp: 500 });
    const csv = await csvOf(viewer());
    expect(csv).toContain('Rabatt %');
    expect(csv).not.toContain('Påslag %');
  });

  it('keeps the stored markup when such an employee saves, whatever the form sent', async () => {
    const shown = (await hidden.call(clientsApi.client, { uid: client.uid })).body.result as Client;
    const data: ClientDataInput = { ...shown.data, markupBp: 0, notes: 'Ring först' };
    const saved = await hidden.call(clientsApi.save, { uid: client.uid, newVersion: shown.version, data });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.result as Client).data.markupBp).toBeNull();
    const after = (await admin.call(clientsApi.client, { uid: client.uid })).body.result as Client;
    expect(after.data).toMatchObject({ markupBp: 1500, notes: 'Ring först' });
  });

  it('lets a foreman with hidden net prices save the client his form sent without a markup', async () => {
    const foreman = t.client();
    await foreman.login('demo-arbetsledare');
    const shown = (await foreman.call(clientsApi.client, { uid: client.uid })).body.result as Client;
    expect(shown.data.markupBp).toBeNull();
    const data: ClientDataInput = { ...shown.data, markupBp: 0, notes: 'Portkod 4711' };
    const saved = await foreman.call(clientsApi.save, { uid: client.uid, newVersion: shown.version, data });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await admin.call(clientsApi.client, { uid: client.uid })).body.result as Client;
    expect(after.data).toMatchObject({ markupBp: 1500, notes: 'Portkod 4711' });
  });
});
