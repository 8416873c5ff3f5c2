import { type Client, type ClientDataInput, clientsApi } from '@shared/api/clients.api';
import { luhnCheckDigit } from '@shared/domain/check-digits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let admin: TestClient;
let foreman: TestClient;

const pnr = (first11: string) => `${first11}${luhnCheckDigit(first11.slice(2))}`;
const OLLE = pnr('19800101123');
const SARA = pnr('19820202234');

beforeAll(async () => {
  t = await createTestApp();
  // The seed dates activity back from the day it ran; the test clock starts there too.
  t.clock.advance(Date.now() - t.clock.now().getTime());
  admin = t.client();
  await admin.login('demo-admin');
  foreman = t.client();
  await foreman.login('demo-arbetsledare');
});
afterAll(() => t.close());

function newClient(over: Partial<ClientDataInput> = {}): ClientDataInput {
  return {
    code: '2001',
    name: 'Olle och Sara Testsson',
    organizationCode: OLLE,
    paymentDelay: 20,
    address: { street: 'Provvägen 1', postalCode: '22467', city: 'Lund' },
    contacts: [
      { name: 'Olle Testsson', mobile: '070-174 06 90', email: 'olle@exempel.se', main: true },
      { name: 'Sara Testsson', phone: '040-628 04 90', email: 'sara@exempel.se' },
    ],
    taxPayers: [
      { name: 'Olle Testsson', personalNumber: OLLE, propertyDesignation: 'Lund Provet 1' },
      { name: 'Sara Testsson', personalNumber: SARA, propertyDesignation: 'Lund Provet 1' },
    ],
    ...over,
  };
}

async function create(over: Partial<ClientDataInput> = {}, client = admin): Promise<Client> {
  const r = await client.call(clientsApi.save, { data: newClient(over) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Client;
}

const dataOf = (c: Client): ClientDataInput => ({ ...c.data, markupBp: c.data.markupBp ?? 0 });

describe('POST /profile/customerClient (create) and GET /profile/customerClient', () => {
  it('suggests the next free client number with the firm’s payment terms', async () => {
    const r = await admin.call(clientsApi.template);
    expect(r.status).toBe(200);
    const result = r.body.result as { suggestedCode: string; data: ClientDataInput };
    expect(result.suggestedCode).toBe('1041');
    expect(result.data).toMatchObject({ code: '1041', name: '', paymentDelay: 30, contacts: [] });
  });

  it('creates a client with two contacts and ROT buyers, normalised the way they are printed', async () => {
    const created = await create();
    expect(created.version).toBe(1);
    expect(created.inactive).toBe(false);
    expect(created.data.organizationCode).toBe(`${OLLE.slice(0, 8)}-${OLLE.slice(8)}`);
    expect(created.data.address.postalCode).toBe('224 67');
    expect(created.data.contacts.map((c) => [c.name, c.main])).toEqual([
      ['Olle Testsson', true],
      ['Sara Testsson', false],
    ]);
    expect(created.data.contacts.every((c) => c.uid)).toBe(true);
    expect(created.data.taxPayers).toHaveLength(2);
    const loaded = await admin.call(clientsApi.client, { uid: created.uid });
    expect(loaded.body.result).toEqual(created);
    const next = await admin.call(clientsApi.template);
    expect((next.body.result as { suggestedCode: string }).suggestedCode).toBe('2002');
  });

  it('refuses a taken client number at the field, whatever its case', async () => {
    await create({ code: 'VVS-1', name: 'Första' });
    const r = await admin.call(clientsApi.save, { data: newClient({ code: 'vvs-1', name: 'Andra' }) });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({
      code: 'CODE_TAKEN',
      field: 'data.code',
      text: 'Det här kundnumret finns redan',
    });
  });

  it('answers every rule violation in Swedish at its field and saves nothing', async () => {
    const before = await admin.call(clientsApi.list, { searchPattern: 'Felsson' });
    const r = await admin.call(clientsApi.save, {
      data: newClient({
        code: '2100',
        name: 'Felsson',
        discountBp: 12_000,
        contacts: [
          { name: 'A', email: 'a@exempel.se', main: true },
          { name: 'B', email: 'b@exempel' },
        ],
        taxPayers: [{ name: 'Felsson', personalNumber: '1980010112', propertyDesignation: 'X 1' }],
      }),
    });
    expect(r.status).toBe(400);
    expect(r.body.userErrorMessage).toBe(r.body.messages[0]!.text);
    const byField = Object.fromEntries(r.body.messages.map((m) => [m.field, m.text]));
    expect(byField).toMatchObject({
      'data.discountBp': 'För stor rabatt',
      'data.contacts.1.email': 'Felaktigt format på e-postadressen',
      'data.taxPayers.0.personalNumber': 'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN)',
    });
    const after = await admin.call(clientsApi.list, { searchPattern: 'Felsson' });
    expect(after.body.result).toEqual(before.body.result);
  });

  it('names a missing parameter', async () => {
    const r = await admin.call(clientsApi.save, { data: { name: 'Utan nummer', paymentDelay: 30 } });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ code: 'MISSING_PARAMETER', field: 'data.code' });
  });

  it('answers 404 for an unknown uid', async () => {
    const r = await admin.call(clientsApi.client, { uid: '00000000-0000-4000-8000-000000000000' });
    expect(r.status).toBe(404);
  });
});

describe('POST /profile/customerClient (update) and optimistic versioning', () => {
  it('keeps contact ids, moves the main contact and drops removed rows', async () => {
    const c = await create({ code: '2200', name: 'Uppdatera AB', organizationCode: '', taxPayers: [] });
    const [olle, sara] = c.data.contacts;
    const data = { ...dataOf(c), contacts: [{ ...sara!, main: true }] };
    const r = await admin.call(clientsApi.save, { uid: c.uid, newVersion: c.version, data });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const saved = r.body.result as Client;
    expect(saved.version).toBe(2);
    expect(saved.data.contacts).toEqual([{ ...sara, main: true }]);
    expect(saved.data.contacts[0]!.uid).not.toBe(olle!.uid);
  });

  it('refuses a stale version with 409 and keeps the first save', async () => {
    const c = await create({ code: '2300', name: 'Två flikar AB', organizationCode: '', taxPayers: [] });
    const first = await admin.call(clientsApi.save, {
      uid: c.uid,
      newVersion: c.version,
      data: { ...dataOf(c), notes: 'Från flik 1' },
    });
    expect(first.status).toBe(200);
    const second = await admin.call(clientsApi.save, {
      uid: c.uid,
      newVersion: c.version,
      data: { ...dataOf(c), notes: 'Från flik 2' },
    });
    expect(second.status).toBe(409);
    expect(second.body.messages[0]!.code).toBe('VERSION_CONFLICT');
    const loaded = (await admin.call(clientsApi.client, { uid: c.uid })).body.result as Client;
    expect(loaded.data.notes).toBe('Från flik 1');
    expect(loaded.version).toBe(2);
  });

  it('needs the version it read to update', async () => {
    const c = await create({ code: '2400', name: 'Utan version AB', organizationCode: '', taxPayers: [] });
    const r = await admin.call(clientsApi.save, { uid: c.uid, data: dataOf(c) });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ code: 'MISSING_PARAMETER', field: 'newVersion' });
  });

  it('bumps the version when the favourite flag changes elsewhere', async () => {
    const c = await create({ code: '2500', name: 'Favorit AB', organizationCode: '', taxPayers: [] });
    const fav = await admin.call(clientsApi.setFavorite, { clientUid: c.uid, favorite: true });
    expect(fav.body.result).toEqual({ uid: c.uid, favorite: true, version: 2 });
    const stale = await admin.call(clientsApi.save, { uid: c.uid, newVersion: 1, data: dataOf(c) });
    expect(stale.status).toBe(409);
  });
});

describe('price terms by role', () => {
  it('lets a SUPERVISOR edit a client but not its discount or markup', async () => {
    const c = await create({ code: '2600', name: 'Arbetsledarens kund', discountBp: 500 });
    expect((await foreman.call(clientsApi.client, { uid: c.uid })).body.result).toMatchObject({
      editable: true,
      priceTermsEditable: false,
    });
    const changed = await foreman.call(clientsApi.save, {
      uid: c.uid,
      newVersion: 1,
      data: { ...dataOf(c), discountBp: 1000 },
    });
    expect(changed.status).toBe(403);
    expect(changed.body.messages[0]).toMatchObject({
      code: 'PRICE_TERMS_FORBIDDEN',
      field: 'data.discountBp',
    });
    const notes = await foreman.call(clientsApi.save, {
      uid: c.uid,
      newVersion: 1,
      data: { ...dataOf(c), notes: 'Portkod 1234' },
    });
    expect(notes.status).toBe(200);
    // The foreman has net prices hidden: a markup he sends is not his to set and is dropped (decision 0023).
    const created = await foreman.call(clientsApi.save, {
      data: newClient({ code: '2601', markupToPurchasePrice: true }),
    });
    expect(created.body.messages[0]).toMatchObject({
      code: 'PRICE_TERMS_FORBIDDEN',
      field: 'data.markupToPurchasePrice',
    });
  });
});

describe('duplicate telephone numbers', () => {
  it('warns in the check and on save, naming the other client', async () => {
    const data = newClient({
      code: '2700',
      name: 'Dubblett',
      contacts: [{ name: 'Karin', mobile: '+46 70 174 06 05', main: true }],
    });
    const check = await admin.call(clientsApi.check, { data });
    expect(check.body.result).toEqual({
      status: 'WARN',
      issues: [
        {
          level: 'WARNING',
          code: 'DUPLICATE_PHONE',
          field: 'data.contacts.0.mobile',
          text: 'Telefonnumret finns redan hos kunden Karin Bergström och Per Bergström (1001)',
        },
      ],
    });
    const saved = await admin.call(clientsApi.save, { data });
    expect(saved.status).toBe(200);
    expect(saved.body.messages).toEqual([
      expect.objectContaining({ level: 'WARNING', field: 'data.contacts.0.mobile' }),
    ]);
  });

  it('reports rule errors and a taken number as ERROR in the check', async () => {
    const check = await admin.call(clientsApi.check, { data: newClient({ code: '1001', name: '' }) });
    const result = check.body.result as { status: string; issues: Array<{ field: string; level: string }> };
    expect(result.status).toBe('ERROR');
    expect(result.issues.filter((i) => i.level === 'ERROR').map((i) => i.field)).toEqual([
      'data.name',
      'data.code',
    ]);
  });
});

describe('POST /profile/customerClientAddContact', () => {
  it('adds a contact, the first one as main, and bumps the version', async () => {
    const c = await create({
      code: '2800',
      name: 'Kontaktlös AB',
      organizationCode: '',
      contacts: [],
      taxPayers: [],
    });
    const r = await admin.call(clientsApi.addContact, {
      clientUid: c.uid,
      contact: { name: 'Ny Kontakt', phone: '046-12 34 56', email: 'ny@exempel.se' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const saved = r.body.result as Client;
    expect(saved.version).toBe(2);
    expect(saved.data.contacts).toMatchObject([{ name: 'Ny Kontakt', main: true }]);
    const found = await admin.call(clientsApi.list, { searchPattern: 'ny kontakt' });
    expect((found.body.result as { items: Array<{ uid: string }> }).items.map((i) => i.uid)).toEqual([c.uid]);
  });

  it('adds 20 contacts sent at once, one of them main, without a 500 (issue #24)', async () => {
    const c = await create({
      code: '2802',
      name: 'Samtidigt AB',
      organizationCode: '',
      contacts: [],
      taxPayers: [],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.call(clientsApi.addContact, { clientUid: c.uid, contact: { name: `Kontakt ${i + 1}` } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const last = await admin.call(clientsApi.client, { uid: c.uid });
    const contacts = (last.body.result as Client).data.contacts;
    expect(contacts).toHaveLength(20);
    expect(contacts.filter((contact) => contact.main)).toHaveLength(1);
  });

  it('checks the contact at its field', async () => {
    const c = await create({ code: '2801', name: 'Kontaktfel AB', organizationCode: '', taxPayers: [] });
    const r = await admin.call(clientsApi.addContact, {
      clientUid: c.uid,
      contact: { name: '', email: 'x' },
    });
    expect(r.status).toBe(400);
    expect(r.body.messages.map((m) => m.field)).toEqual(['contact.name', 'contact.email']);
  });
});

describe('POST /profile/changeCustomerClientPrice', () => {
  it('sets, changes and removes a client price by article code without touching the form’s version', async () => {
    const c = await create({ code: '2900', name: 'Prisavtal AB', organizationCode: '', taxPayers: [] });
    const set = await admin.call(clientsApi.changePrice, {
      client: c.uid,
      code: '8123456',
      name: 'Tvättställsblandare',
      priceOverrideOre: 129_900,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const [price] = (set.body.result as { items: Array<{ uid: string }> }).items;
    expect(set.body.result).toMatchObject({
      version: 1,
      items: [{ code: '8123456', priceOverrideOre: 129_900 }],
    });
    const sameCode = await admin.call(clientsApi.changePrice, {
      client: c.uid,
      code: '8123456',
      priceOverrideOre: 119_900,
    });
    expect(sameCode.body.result).toMatchObject({ items: [{ uid: price!.uid, priceOverrideOre: 119_900 }] });
    const loaded = (await admin.call(clientsApi.client, { uid: c.uid })).body.result as Client;
    expect(loaded.priceOverrides).toMatchObject([{ code: '8123456', name: 'Tvättställsblandare' }]);
    const removed = await admin.call(clientsApi.changePrice, {
      client: c.uid,
      priceOverrideUid: price!.uid,
      priceOverrideOre: null,
    });
    expect(removed.body.result).toEqual({ version: 1, items: [] });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a negative price',
      { code: 'X1', priceOverrideOre: -1 },
      'priceOverrideOre',
      'Priset får inte vara negativt',
    ],
    ['no article code', { code: ' ', priceOverrideOre: 100 }, 'code', 'Ange artikelnumret'],
  ])('refuses %s at the field', async (_, parameters, field, text) => {
    const c = await create({
      code: `29${field.length}0`,
      name: `Prisfel ${field}`,
      organizationCode: '',
      taxPayers: [],
    });
    const r = await admin.call(clientsApi.changePrice, { client: c.uid, ...parameters });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field, text });
  });
});
