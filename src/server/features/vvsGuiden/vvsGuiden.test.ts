import { type CompanyProfile, type CompanySettings, companyApi } from '@shared/api/company.api';
import { type VvsGuidenContact, type VvsGuidenRegistration, vvsGuidenApi } from '@shared/api/vvsGuiden.api';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { employees } from '../employees';
import { VvsGuidenStubState, vvsGuidenStubRoutes } from './stub/stub.routes';
import { HttpVvsGuidenClient } from './vvsGuiden.client';
import type { InstallerInput } from './vvsGuiden.schema';
import { vvsGuidenRegistrations } from './vvsGuiden.table';

let t: TestApp;
let admin: TestClient;
const stub = new VvsGuidenStubState('test-vg-key');
const stubApp = Fastify();

function ok<T>(answer: CallResult): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as T;
}

async function employeeId(login: string): Promise<string> {
  const [row] = await t.deps.db.select().from(employees).where(eq(employees.login, login));
  return row!.id;
}

async function profile(): Promise<CompanyProfile> {
  return ok<CompanyProfile>(await admin.call(companyApi.profile));
}

async function save(change: (settings: CompanySettings) => void): Promise<CallResult> {
  const { version, settings } = await profile();
  change(settings);
  return admin.call(companyApi.save, { newVersion: version, data: settings });
}

const register = async (login = 'demo-admin') =>
  admin.call(vvsGuidenApi.registerEmployee, { employeeUid: await employeeId(login) });

beforeAll(async () => {
  await stubApp.register((instance) => vvsGuidenStubRoutes(instance, stub));
  const url = await stubApp.listen({ host: '127.0.0.1', port: 0 });
  t = await createTestApp({ vvsGuiden: { url, apiKey: 'test-vg-key', builtInStub: false } });
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(async () => {
  await t.close();
  await stubApp.close();
});
beforeEach(async () => {
  stub.offline = false;
  stub.installers.clear();
  stub.takenSuffixes.clear();
  await t.deps.db.delete(vvsGuidenRegistrations);
});

describe('POST /profile/vvsGuidenRegisterEmployee', () => {
  it('registers the listing with the employee as contact and keeps the login and the profile link', async () => {
    const answer = await register();
    const registration = ok<VvsGuidenRegistration>(answer);
    expect(registration).toMatchObject({
      registred: true,
      login: 'vg-100245',
      profileUrl: 'https://vvsguiden.example/installatorer/rorfirman-demo',
      contactEmployee: { caption: expect.any(String) },
      linkSuffixVvs2: null,
      loginVvs2: null,
      pushPending: false,
    });
    expect(answer.body.messages[0]).toMatchObject({ level: 'INFO', code: 'VVS_GUIDEN_REGISTERED' });
    const [sent] = [...stub.installers.values()];
    expect(sent?.input).toMatchObject({
      customerCode: '100245',
      linkSuffix: 'rorfirman-demo',
      contact: { email: 'anna.lindqvist@rorfirman-demo.se' },
    });
    const { info } = await profile();
    expect(info.vvsguiden).toMatchObject({ registred: true, login: 'vg-100245' });
    expect(JSON.stringify(info.vvsguiden)).not.toMatch(/password/i);
    const changed = ok<VvsGuidenRegistration>(await register('demo-anvandare'));
    expect(changed).toMatchObject({ registred: true, contactEmployee: { caption: 'Erik Johansson' } });
    expect(stub.installers.size).toBe(1);
    expect([...stub.installers.values()][0]?.input.contact.email).toBe('erik.johansson@rorfirman-demo.se');
    const norr = t.client();
    await norr.login('norr-admin');
    const other = ok<CompanyProfile>(await norr.call(companyApi.profile));
    expect(other.info.vvsguiden.registred).toBe(false);
  });

  it('answers a taken address as a Swedish error at the address field, and stores nothing', async () => {
    stub.takenSuffixes.add('rorfirman-demo');
    const answer = await register();
    expect(answer.status).toBe(400);
    expect(answer.body.messages[0]).toMatchObject({
      code: 'LINK_SUFFIX_TAKEN',
      field: 'vvsguiden.linkSuffix',
      text: 'Adressen är redan upptagen i VVS-guiden',
    });
    expect((await profile()).info.vvsguiden.registred).toBe(false);
  });

  it('says in Swedish when the directory does not answer, and stores nothing', async () => {
    stub.offline = true;
    const answer = await register();
    expect(answer.status).toBe(502);
    expect(answer.body.messages[0]?.text).toBe('VVS-guiden svarar inte just nu. Försök igen om en stund.');
    expect(await t.deps.db.select().from(vvsGuidenRegistrations)).toEqual([]);
  });

  it('refuses a non-admin (403) and another firm’s employee (404)', async () => {
    const manager = t.client();
    await manager.login('demo-anvandare');
    const refused = await manager.call(vvsGuidenApi.registerEmployee, {
      employeeUid: await employeeId('demo-anvandare'),
    });
    expect(refused.status).toBe(403);
    expect((await manager.call(vvsGuidenApi.contacts)).status).toBe(403);
    const foreign = await register('norr-admin');
    expect(foreign.status).toBe(404);
    expect(stub.installers.size).toBe(0);
  });

  it('wants a contact person with an e-mail address, at the employee field', async () => {
    const answer = await register('demo-arbetsledare');
    expect(answer.status).toBe(400);
    expect(answer.body.messages[0]).toMatchObject({ code: 'CONTACT_EMAIL_MISSING', field: 'employeeUid' });
  });

  it('lists only the firm’s active employees as contacts', async () => {
    const { contacts } = ok<{ contacts: VvsGuidenContact[] }>(await admin.call(vvsGuidenApi.contacts));
    const names = contacts.map((c) => c.uid);
    expect(names).toContain(await employeeId('demo-admin'));
    expect(names).not.toContain(await employeeId('norr-admin'));
  });
});

describe('saving the settings while registered', () => {
  it('pushes the changed listing, refuses a taken address at its field, and marks a push the directory missed', async () => {
    ok(await register());
    const saved = await save((s) => {
      s.vvsguiden.description = 'Badrum och värmepumpar i Lund.';
    });
    ok(saved);
    expect(saved.body.messages.map((m) => m.code)).toContain('VVS_GUIDEN_UPDATED');
    expect([...stub.installers.values()][0]?.input.description).toBe('Badrum och värmepumpar i Lund.');

    stub.takenSuffixes.add('upptagen-adress');
    const taken = await save((s) => {
      s.vvsguiden.linkSuffix = 'upptagen-adress';
    });
    expect(taken.status).toBe(400);
    expect(taken.body.messages[0]).toMatchObject({
      code: 'LINK_SUFFIX_TAKEN',
      field: 'data.vvsguiden.linkSuffix',
    });
    expect((await profile()).settings.vvsguiden.linkSuffix).toBe('rorfirman-demo');

    stub.offline = true;
    const missed = await save((s) => {
      s.vvsguiden.description = 'Jour dygnet runt.';
    });
    ok(missed);
    expect(missed.body.messages[0]).toMatchObject({ level: 'WARNING', code: 'VVS_GUIDEN_PUSH_PENDING' });
    expect((await profile()).info.vvsguiden.pushPending).toBe(true);

    stub.offline = false;
    ok(
      await save((s) => {
        s.phone = '046-12 34 56';
      }),
    );
    expect((await profile()).info.vvsguiden.pushPending).toBe(false);
    expect([...stub.installers.values()][0]?.input.description).toBe('Jour dygnet runt.');
  });

  it('unregisters: the directory forgets the listing and the settings say not registered', async () => {
    ok(await register());
    const removed = ok<VvsGuidenRegistration>(await admin.call(vvsGuidenApi.unregister));
    expect(removed.registred).toBe(false);
    expect(stub.installers.size).toBe(0);
  });
});

describe('the client', () => {
  const input: InstallerInput = {
    customerCode: '100245',
    orgNumber: '5566778899',
    companyName: 'Rörfirman Demo AB',
    linkSuffix: 'rorfirman-klient',
    description: '',
    customerServicesType: 'PRIVATE',
    listed: true,
    contact: { name: 'Anna', email: 'anna@example.se', phone: '' },
    address: { street: '', postalCode: '', city: 'Lund' },
    phone: '',
    website: '',
  };

  it('is not connected without an address, and passes on the directory’s refusal of a wrong key', async () => {
    const unset = new HttpVvsGuidenClient({ url: '', apiKey: '', builtInStub: false });
    expect(await unset.register(input)).toEqual({ ok: false, reason: 'NOT_CONNECTED' });
    const url = `http://127.0.0.1:${(stubApp.server.address() as { port: number }).port}`;
    const wrongKey = new HttpVvsGuidenClient({ url, apiKey: 'fel', builtInStub: false });
    expect(await wrongKey.register(input)).toEqual({
      ok: false,
      reason: 'REFUSED',
      message: 'Fel API-nyckel till VVS-guiden',
    });
    expect(await wrongKey.remove('okand')).toMatchObject({ ok: false });
  });
});
