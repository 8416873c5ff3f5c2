import { type Client, type ClientListRow, clientsApi } from '@shared/api/clients.api';
import { contentApi } from '@shared/api/content.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../testing/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  // The seed dates activity back from the day it ran; the test clock starts there too.
  t.clock.advance(Date.now() - t.clock.now().getTime());
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(() => t.close());

type Page = { totalCount: number; items: ClientListRow[] };
const list = async (parameters: Record<string, unknown> = {}, inactive = false) => {
  const r = await admin.call(inactive ? clientsApi.inactiveList : clientsApi.list, parameters);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Page;
};
const names = (page: Page) => page.items.map((i) => i.name);
/** The file behind an export's short-lived link, fetched as the browser would. */
const fetchFile = async (link: string) =>
  (await t.app.inject({ method: 'GET', url: link, headers: { cookie: admin.cookieHeader } })).rawPayload;

describe('POST /profile/customerClients', () => {
  it('pages the active clients by client number, 20 at a time, with the main contact', async () => {
    const first = await list();
    expect(first.totalCount).toBe(33);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      code: '1001',
      name: 'Karin Bergström och Per Bergström',
      contactName: 'Karin Bergström',
      mobile: '070-174 06 05',
      favorite: true,
      editable: true,
    });
    const second = await list({ offset: 20 });
    expect(second.items).toHaveLength(13);
    const codes = [...first.items, ...second.items].map((i) => Number(i.code));
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });

  it('sorts names the Swedish way, both directions', async () => {
    const ascending = names(await list({ sortBy: 'name', limit: 100 }));
    expect(ascending.at(-1)).toBe('Öresunds Bygg & Fasad AB');
    expect(ascending.indexOf('Eva Lindgren')).toBeLessThan(
      ascending.indexOf('Förskolan Solrosen ekonomisk förening'),
    );
    const descending = names(await list({ sortBy: 'name', sortDesc: true, limit: 100 }));
    expect(descending).toEqual([...ascending].reverse());
  });

  it.each<[string, string, string[]]>([
    ['a name in any case', 'BERGSTRÖM', ['Karin Bergström och Per Bergström']],
    ['two words in any order', 'lund byggmästarna', ['Byggmästarna i Lund AB']],
    ['a mobile number typed without spaces', '0701740605', ['Karin Bergström och Per Bergström']],
    ['a property designation of a ROT buyer', 'galten 12', ['Karin Bergström och Per Bergström']],
    ['an organisation number without its dash', '5567012348', ['Byggmästarna i Lund AB']],
    ['a contact’s e-mail', 'petra.svensson@', ['Malmö Husbyggen AB']],
    ['LIKE wildcards meant literally', '100%', []],
  ])('finds clients by %s', async (_, searchPattern, expected) => {
    expect(names(await list({ searchPattern, limit: 100 }))).toEqual(expected);
  });

  it('filters favourites and hidden clients', async () => {
    expect(names(await list({ onlyFavorites: true }))).toEqual([
      'Karin Bergström och Per Bergström',
      'Mohammed Al-Hassan och Leila Al-Hassan',
      'Brf Vildanden i Lund',
      'Byggmästarna i Lund AB',
      'Lunds kommun, Serviceförvaltningen',
    ]);
    const hidden = await list({ includeHidden: true }, true);
    const visible = await list({ includeHidden: false }, true);
    expect(names(hidden)).toContain('Hans Jönsson');
    expect(names(visible)).not.toContain('Hans Jönsson');
    expect(visible.totalCount).toBe(hidden.totalCount - 1);
  });
});

describe('inactive clients', () => {
  it('lists clients without activity for 12 months and brings them back', async () => {
    const inactive = await list({ limit: 100 }, true);
    expect(inactive.totalCount).toBe(7);
    const maja = inactive.items.find((i) => i.name === 'Maja Lundberg')!;
    const r = await admin.call(clientsApi.reactivate, { uids: [maja.uid] });
    expect(r.body.result).toEqual({ countReactivated: 1 });
    expect(names(await list({ limit: 100 }, true))).not.toContain('Maja Lundberg');
    expect(names(await list({ searchPattern: 'Maja' }))).toEqual(['Maja Lundberg']);
    const counters = (await admin.call(contentApi.counters)).body.result;
    expect(counters).toMatchObject({ clients: 34, inactiveClients: 6 });
  });

  it('makes a client inactive after 12 months without activity, and active again when saved', async () => {
    const created = await admin.call(clientsApi.save, {
      data: { code: '3001', name: 'Sovande AB', paymentDelay: 30 },
    });
    const client = created.body.result as Client;
    t.clock.advance(366 * 86_400_000);
    try {
      // A year later the old session has expired: log in anew.
      const later = t.client();
      await later.login('demo-admin');
      const loaded = (await later.call(clientsApi.client, { uid: client.uid })).body.result as Client;
      expect(loaded.inactive).toBe(true);
      const inactive = await later.call(clientsApi.inactiveList, { searchPattern: 'Sovande' });
      expect(names(inactive.body.result as Page)).toEqual(['Sovande AB']);
      const saved = await later.call(clientsApi.save, { uid: client.uid, newVersion: 1, data: loaded.data });
      expect((saved.body.result as Client).inactive).toBe(false);
      const active = await later.call(clientsApi.list, { searchPattern: 'Sovande' });
      expect(names(active.body.result as Page)).toEqual(['Sovande AB']);
    } finally {
      t.clock.advance(-366 * 86_400_000);
    }
  });
});

describe('POST /profile/customerClientsDelete', () => {
  it('deletes several clients with their contacts and ROT buyers', async () => {
    const uids: string[] = [];
    for (const code of ['4001', '4002']) {
      const r = await admin.call(clientsApi.save, {
        data: { code, name: `Radera ${code}`, paymentDelay: 30, contacts: [{ name: 'K', main: true }] },
      });
      uids.push((r.body.result as Client).uid);
    }
    const manager = t.client();
    await manager.login('demo-anvandare');
    const r = await manager.call(clientsApi.delete, { uids: [...uids, uids[0]!] });
    expect(r.body.result).toEqual({ countDeleted: 2 });
    expect((await admin.call(clientsApi.client, { uid: uids[0]! })).status).toBe(404);
  });
});

describe('GET /profile/customerClientByMobile', () => {
  it.each(['0701740605', '+46 70 174 06 05', '070-174 06 05'])('finds the client of %s', async (mobile) => {
    const r = await admin.call(clientsApi.byMobile, { mobile });
    expect(r.body.result).toMatchObject({ items: [{ code: '1001', contactName: 'Karin Bergström' }] });
  });

  it('says the client was not found, at the field, for an unknown number', async () => {
    const r = await admin.call(clientsApi.byMobile, { mobile: '070-174 06 99' });
    expect(r.status).toBe(404);
    expect(r.body.messages[0]).toMatchObject({
      field: 'mobile',
      text: 'Ingen kund har det mobilnumret. Skapa en ny kund.',
    });
  });

  it('refuses text that is not a number', async () => {
    const r = await admin.call(clientsApi.byMobile, { mobile: 'Karin' });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field: 'mobile', text: 'Felaktigt format på mobilnumret' });
  });
});

describe('client list files', () => {
  it('exports CSV that Excel opens: BOM, semicolons, decimal commas, no formulas', async () => {
    const r = await admin.call(clientsApi.export, { onlyFavorites: true });
    const file = r.body.result as { link: string; fileName: string; fileType: string };
    expect(file.fileType).toBe('text/csv');
    expect(file.fileName).toMatch(/^kundlista-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.link).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{43}$/);
    const text = (await fetchFile(file.link)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^Kundnummer;Namn;Betalare;Org\.nr\/personnr;/);
    const builder = lines.find((l) => l.startsWith('1024;'))!.split(';');
    expect(builder.slice(0, 2)).toEqual(['1024', 'Byggmästarna i Lund AB']);
    expect(builder).toContain('5');
    expect(builder).toContain('Ja');
  });

  it('makes a PDF of the list as filtered and sorted, with the firm’s name', async () => {
    const r = await admin.call(clientsApi.listPdf, { searchPattern: 'bygg', sortBy: 'name' });
    const file = r.body.result as { link: string; fileType: string; fileName: string };
    expect(file.fileType).toBe('application/pdf');
    expect(file.fileName).toMatch(/^kundlista-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await fetchFile(file.link);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Kundlista – Rörfirman Demo AB');
    expect(text).toContain('Aktiva kunder, sökning "bygg"');
    expect(text).toContain('Öresunds Bygg & Fasad AB');
    expect(text).not.toContain('Karin Bergström');
    expect(text.indexOf('Byggmästarna')).toBeLessThan(text.indexOf('Öresunds'));
  });
});
