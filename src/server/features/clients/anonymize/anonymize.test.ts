import {
  type AnonymizableClient,
  type Client,
  type ClientDataInput,
  clientsApi,
} from '@shared/api/clients.api';
import { type Document, documentKindEndpoints, documentsApi } from '@shared/api/documents';
import { luhnCheckDigit } from '@shared/domain/check-digits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database';
import { documentData } from '../../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

/** Decision 0055: inactive clients' personal data removed after 18 months, where nothing keeps it. */
let t: TestApp;
let admin: TestClient;
let manager: TestClient;
let norr: TestClient;

const pnr = (first11: string) => `${first11}${luhnCheckDigit(first11.slice(2))}`;
const PERSON = pnr('19610302123');
const ORG = `556677889${luhnCheckDigit('556677889')}`;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(Date.now() - t.clock.now().getTime());
  admin = t.client();
  await admin.login('demo-admin');
  manager = t.client();
  await manager.login('demo-anvandare');
  norr = t.client();
  await norr.login('norr-admin');
});
afterAll(() => t.close());

async function client(code: string, over: Partial<ClientDataInput> = {}): Promise<Client> {
  const data: ClientDataInput = {
    code,
    name: `Familjen Lindqvist ${code}`,
    organizationCode: PERSON,
    paymentDelay: 30,
    address: { street: 'Kvarngatan 7', postalCode: '22350', city: 'Lund' },
    notes: 'Portkod 1234',
    contacts: [
      { name: 'Birgitta Lindqvist', mobile: '070-174 06 90', email: 'birgitta@exempel.se', main: true },
    ],
    taxPayers: [
      { name: 'Birgitta Lindqvist', personalNumber: PERSON, propertyDesignation: 'Lund Kvarnen 7' },
    ],
    ...over,
  };
  const r = await admin.call(clientsApi.save, { data });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Client;
}

/** Last active `months` ago. */
async function idleFor(c: Client, months: number) {
  const at = new Date(t.clock.now());
  at.setUTCMonth(at.getUTCMonth() - months);
  await queryRows(
    t.database.db,
    sql`update clients set last_activity_at = ${at.toISOString()} where id = ${c.uid}`,
  );
}

async function completedInvoice(c: Client): Promise<Document> {
  const data = { ...documentData(), clientUid: c.uid };
  const saved = await admin.call(documentKindEndpoints.INVOICE.save, { newVersion: 0, data });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const doc = saved.body.result as Document;
  const done = await admin.call(documentsApi.complete, {
    docType: 'INVOICE',
    docUid: doc.uid,
    newVersion: doc.version,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.result as Document;
}

const listed = async (who = admin) => {
  const r = await who.call(clientsApi.anonymizable);
  expect(r.status).toBe(200);
  return (r.body.result as { clients: AnonymizableClient[] }).clients.map((c) => c.code);
};

describe('anonymising inactive clients', () => {
  let idle: Client;
  let owing: Client;
  let company: Client;
  let recent: Client;
  let invoice: Document;

  beforeAll(async () => {
    idle = await client('9101');
    owing = await client('9102');
    company = await client('9103', { organizationCode: ORG, name: 'Bygg & Rör i Lund AB', taxPayers: [] });
    recent = await client('9104');
    invoice = await completedInvoice(idle);
    await completedInvoice(owing);
    // The idle client's invoice is paid: no business reason left.
    await queryRows(
      t.database.db,
      sql`update documents set payment_status = 'PAID' where id = ${invoice.uid}`,
    );
    for (const c of [idle, owing, company]) await idleFor(c, 19);
    await idleFor(recent, 17);
  });

  it('lists only persons idle 18 months with nothing owed or claimed, and only to the admin of the firm', async () => {
    const codes = await listed();
    expect(codes).toContain('9101');
    for (const code of ['9102', '9103', '9104']) expect(codes).not.toContain(code);
    expect(await listed(norr)).not.toContain('9101');
    expect((await manager.call(clientsApi.anonymizable)).status).toBe(403);
  });

  it("clears the person's data but keeps the number and the invoice's own copy; another firm's ids do nothing", async () => {
    const other = await norr.call(clientsApi.anonymize, { uids: [idle.uid] });
    expect(other.body.result).toEqual({ countAnonymized: 0 });
    const r = await admin.call(clientsApi.anonymize, { uids: [idle.uid, owing.uid, recent.uid] });
    expect(r.body.result).toEqual({ countAnonymized: 1 });

    const after = (await admin.call(clientsApi.client, { uid: idle.uid })).body.result as Client;
    expect(after.data).toMatchObject({
      code: '9101',
      name: 'Anonymiserad kund',
      organizationCode: '',
      notes: '',
      address: { street: '', postalCode: '', city: '' },
      contacts: [],
      taxPayers: [],
    });
    const kept = (await admin.call(clientsApi.client, { uid: owing.uid })).body.result as Client;
    expect(kept.data.name).toBe('Familjen Lindqvist 9102');
    const doc = await admin.call(documentKindEndpoints.INVOICE.load, { docUid: invoice.uid });
    expect((doc.body.result as Document).header.clientAddress.contactName).toBe('Eva Berg');
    // Searching finds nothing of the person any more, and the list does not offer it twice.
    const search = await admin.call(clientsApi.inactiveList, { searchPattern: 'Lindqvist 9101' });
    expect((search.body.result as { totalCount: number }).totalCount).toBe(0);
    expect(await listed()).not.toContain('9101');
  });
});
