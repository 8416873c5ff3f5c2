import { authApi } from '@shared/api/auth.api';
import { contentApi } from '@shared/api/content.api';
import { type OwnArticle, type OwnArticleListRow, ownArticlesApi } from '@shared/api/ownArticles.api';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { clients } from '../clients';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
});
afterAll(() => t.close());

const newArticle = (code: string, extra: Record<string, unknown> = {}) => ({
  uid: null,
  newVersion: null,
  data: { code, description: 'Montering av golvbrunn', unit: 'st', priceOre: 125_000, ...extra },
});

async function list(client: TestClient, parameters: Record<string, unknown> = {}) {
  const { status, body } = await client.call(ownArticlesApi.list, parameters);
  expect(status).toBe(200);
  return body.result as { totalCount: number; items: OwnArticleListRow[] };
}

async function byCode(code: string): Promise<OwnArticleListRow> {
  const { items } = await list(admin, { searchPattern: code, limit: 100 });
  return items.find((i) => i.code === code)!;
}

async function firstClientOf(firmCode: string): Promise<string> {
  const firmId = await findFirmIdByCode(t.deps.db, firmCode);
  const [row] = await t.deps.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.firmId, firmId)))
    .orderBy(asc(clients.codeSort))
    .limit(1);
  return row!.id;
}

describe('the list', () => {
  it('shows the demo firm’s standard charges sorted by number, 20 a page', async () => {
    const { totalCount, items } = await list(admin);
    expect(totalCount).toBe(26);
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject({
      code: 'ARB1',
      priceOre: 65_000,
      ownArticleType: 'SERVICE',
      preselected: true,
    });
    const codes = items.map((i) => i.code.toLowerCase());
    expect(codes).toEqual([...codes].sort());
  });

  it('searches number and description, filters by type and by client', async () => {
    expect((await list(admin, { searchPattern: 'mil' })).items.map((i) => i.code)).toEqual(['MILJO', 'RESA']);
    const rot = await list(admin, { types: ['ROT_SERVICE'] });
    expect(rot.items.map((i) => i.code)).toEqual(['ARBROT', 'VVBINST', 'WCBYTE']);
    expect((await list(admin, { clientUid: null })).totalCount).toBe(25);
    const clientOnly = await list(admin, { clientUid: await firstClientOf('100245') });
    expect(clientOnly.items).toEqual([
      expect.objectContaining({ code: 'ARBAVTAL', clientName: expect.any(String) }),
    ]);
  });

  it('sorts by description the Swedish way and by price', async () => {
    const { items } = await list(admin, { sortBy: 'priceOre', sortDesc: true, limit: 1 });
    expect(items[0]?.code).toBe('VVBINST');
  });
});

describe('saving', () => {
  it('creates an article and reads it back', async () => {
    const { status, body } = await admin.call(ownArticlesApi.save, newArticle('GOLVBRUNN'));
    expect(status).toBe(200);
    const created = body.result as OwnArticle & { changes: string[] };
    expect(created).toMatchObject({
      version: 1,
      changes: [],
      data: { code: 'GOLVBRUNN', priceOre: 125_000 },
    });
    const read = await admin.call(ownArticlesApi.get, { uid: created.uid });
    expect((read.body.result as OwnArticle).data.description).toBe('Montering av golvbrunn');
  });

  it.each([
    ['A12345', 'Ett artikelnummer med en bokstav följd av siffror måste ha minst sex siffror'],
    ['/GOLV', 'Artikelnumret får inte börja med /'],
    ['text5', 'Artikelnumret får inte börja med "text" (det är koden för egna kommentarer)'],
    ['arb1', 'Det finns redan en egen artikel med det här artikelnumret'],
    ['', 'Detta fält måste fyllas i'],
  ])('refuses the number %j with its message at the field', async (code, text) => {
    const { status, body } = await admin.call(ownArticlesApi.save, newArticle(code));
    expect(status).toBe(400);
    expect(body.messages[0]).toMatchObject({ field: 'data.code', text });
  });

  it('reports a missing description and price together', async () => {
    const { body } = await admin.call(
      ownArticlesApi.save,
      newArticle('NYTT1', { description: '', priceOre: null }),
    );
    expect(body.messages.map((m) => [m.field, m.text])).toEqual([
      ['data.description', 'Detta fält måste fyllas i'],
      ['data.priceOre', 'Detta fält måste fyllas i'],
    ]);
  });

  it('updates with the version it read, says what changed, and refuses a stale version', async () => {
    const row = await byCode('ARBROT');
    const data = { ...row, ownArticleType: 'SERVICE', priceOre: 67_500 };
    const { status, body } = await admin.call(ownArticlesApi.save, {
      uid: row.uid,
      newVersion: row.version,
      data,
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ version: row.version + 1, changes: ['OWN_ARTICLE_TYPE', 'PRICE'] });
    const stale = await admin.call(ownArticlesApi.save, { uid: row.uid, newVersion: row.version, data });
    expect(stale.status).toBe(409);
    expect((await byCode('ARBROT')).priceOre).toBe(67_500);
  });

  it('needs newVersion to update', async () => {
    const row = await byCode('ARB2');
    const { status, body } = await admin.call(ownArticlesApi.save, { uid: row.uid, data: row });
    expect(status).toBe(400);
    expect(body.messages[0]).toMatchObject({ code: 'MISSING_PARAMETER', field: 'newVersion' });
  });

  it('keeps the billing type of saved material', async () => {
    const row = await byCode('FORBRUK');
    const { status, body } = await admin.call(ownArticlesApi.save, {
      uid: row.uid,
      newVersion: row.version,
      data: { ...row, ownArticleType: 'SERVICE' },
    });
    expect(status).toBe(400);
    expect(body.messages[0]).toMatchObject({ field: 'data.ownArticleType' });
  });

  it('makes an article one client’s own, but only a client of the firm', async () => {
    const own = await admin.call(
      ownArticlesApi.save,
      newArticle('KUNDPRIS1', { clientUid: await firstClientOf('100245') }),
    );
    expect(own.status).toBe(200);
    expect((own.body.result as OwnArticle).clientName).toEqual(expect.any(String));
    const foreign = await admin.call(
      ownArticlesApi.save,
      newArticle('KUNDPRIS2', { clientUid: await firstClientOf('100318') }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.messages[0]).toMatchObject({ field: 'data.clientUid', code: 'CLIENT_NOT_FOUND' });
  });
});

describe('prices, preselection, form configuration and export', () => {
  it('changes one price, and refuses a negative one at the field', async () => {
    const row = await byCode('PARKERING');
    const ok = await admin.call(ownArticlesApi.changePrice, { ownArticleUid: row.uid, priceOre: 15_000 });
    expect((ok.body.result as OwnArticle).data.priceOre).toBe(15_000);
    const bad = await admin.call(ownArticlesApi.changePrice, { ownArticleUid: row.uid, priceOre: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.messages[0]).toMatchObject({
      field: 'priceOre',
      text: 'Priset måste vara ett belopp från 0 kr',
    });
  });

  it('raises many prices by a percentage, or refuses all when one would go negative', async () => {
    const [a, b] = [await byCode('HYRTORK'), await byCode('HYRSPOL')];
    const raised = await admin.call(ownArticlesApi.changePrices, {
      ownArticlesUids: [a.uid, b.uid],
      method: 'PERCENT',
      value: 400,
    });
    expect(raised.body.result).toEqual({ countChanged: 2 });
    expect([(await byCode('HYRTORK')).priceOre, (await byCode('HYRSPOL')).priceOre]).toEqual([
      18_720, 46_800,
    ]);
    const refused = await admin.call(ownArticlesApi.changePrices, {
      ownArticlesUids: [a.uid, b.uid],
      method: 'AMOUNT',
      value: -20_000,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.userErrorMessage).toBe('Priset skulle bli negativt för HYRTORK');
    expect((await byCode('HYRSPOL')).priceOre).toBe(46_800);
  });

  it('moves the preselection from one article to another', async () => {
    const resa = await byCode('RESA');
    const { body } = await admin.call(ownArticlesApi.setPreselected, { ownArticleUid: resa.uid });
    expect(body.result).toEqual({ preselectedOwnArticle: resa.uid });
    expect((await byCode('RESA')).preselected).toBe(true);
    expect((await byCode('ARB1')).preselected).toBe(false);
    await admin.call(ownArticlesApi.setPreselected, { ownArticleUid: null });
    expect((await byCode('RESA')).preselected).toBe(false);
  });

  it('names the billing types in Swedish', async () => {
    const { body } = await admin.call(ownArticlesApi.formConfig);
    expect(body.result).toMatchObject({
      billingTypes: { SERVICE: 'Arbete', ROT_SERVICE: 'Arbete med ROT-avdrag', MATERIAL: 'Material' },
      switchableBillingTypes: ['SERVICE', 'ROT_SERVICE'],
    });
  });

  it('exports a CSV that Swedish Excel reads', async () => {
    const { body } = await admin.call(ownArticlesApi.export, { searchPattern: 'ARB1' });
    const { link, fileName, fileType } = body.result as { link: string; fileName: string; fileType: string };
    expect(fileType).toBe('text/csv');
    expect(fileName).toBe('egna-artiklar-2026-11-21.csv');
    const served = await t.app.inject({ method: 'GET', url: link, headers: { cookie: admin.cookieHeader } });
    const csv = served.rawPayload.toString('utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffArtikelnummer;Benämning;Enhet;Pris;Inköpspris;Debiteringstyp;Materialrabatt;Kund',
    );
    expect(lines[1]).toBe('ARB1;Arbete montör, per timme;tim;650,00;;Arbete;Nej;');
  });

  it('deletes chosen articles and the counter follows', async () => {
    const before = (await admin.call(contentApi.counters)).body.result as { ownArticles: number };
    const row = await byCode('DEPONI');
    const { body } = await admin.call(ownArticlesApi.delete, { uids: [row.uid] });
    expect(body.result).toEqual({ countDeleted: 1 });
    const after = (await admin.call(contentApi.counters)).body.result as { ownArticles: number };
    expect(after.ownArticles).toBe(before.ownArticles - 1);
  });
});

describe('who may do what (permissions.viewOwnArticles / editOwnArticles)', () => {
  it.each([
    ['demo-admin', 200, 200],
    ['demo-anvandare', 200, 200],
    ['demo-arbetsledare', 200, 403],
    ['norr-admin', 200, 200],
    ['gast-badrum', 403, 403],
  ])('%s: list %i, save %i', async (login, listStatus, saveStatus) => {
    const client = t.client();
    await client.login(login);
    expect((await client.call(ownArticlesApi.list)).status).toBe(listStatus);
    const code = `P${login
      .replace(/[^a-z]/g, '')
      .slice(0, 8)
      .toUpperCase()}`;
    expect((await client.call(ownArticlesApi.save, newArticle(code))).status).toBe(saveStatus);
  });
});

describe('firm isolation: another firm’s ids are not found and nothing changes', () => {
  it.each<[string, (uid: string) => [Parameters<TestClient['call']>[0], Record<string, unknown>]]>([
    ['get', (uid) => [ownArticlesApi.get, { uid }]],
    ['save', (uid) => [ownArticlesApi.save, { uid, newVersion: 1, data: newArticle('ISOLERAD').data }]],
    ['delete', (uid) => [ownArticlesApi.delete, { uids: [uid] }]],
    ['changePrice', (uid) => [ownArticlesApi.changePrice, { ownArticleUid: uid, priceOre: 1 }]],
    [
      'changePrices',
      (uid) => [ownArticlesApi.changePrices, { ownArticlesUids: [uid], method: 'SET', value: 1 }],
    ],
    ['setPreselected', (uid) => [ownArticlesApi.setPreselected, { ownArticleUid: uid }]],
  ])('%s', async (_call, request) => {
    const target = await byCode('SERVICEBIL');
    const [endpoint, parameters] = request(target.uid);
    const { status } = await norr.call(endpoint, parameters);
    expect(status).toBe(404);
    expect(await byCode('SERVICEBIL')).toEqual(target);
  });

  it('deletes none of a list that holds one foreign id', async () => {
    const own = await norr.call(ownArticlesApi.save, newArticle('NORRTIM'));
    const ownUid = (own.body.result as OwnArticle).uid;
    const target = await byCode('FRAKT');
    const { status } = await norr.call(ownArticlesApi.delete, { uids: [ownUid, target.uid] });
    expect(status).toBe(404);
    expect((await norr.call(ownArticlesApi.get, { uid: ownUid })).status).toBe(200);
  });
});

describe('the purchase price is the firm’s secret (decision 0023)', () => {
  it('hides it in client mode, in the save answer, the list and the CSV, and a save there keeps it', async () => {
    const saved = await admin.call(ownArticlesApi.save, newArticle('HEMLIG-1', { purchasePriceOre: 77_700 }));
    expect(saved.status).toBe(200);
    const { uid, version } = saved.body.result as OwnArticle;

    const screen = t.client();
    await screen.login('demo-admin');
    expect((await screen.call(authApi.setClientMode, { clientMode: true })).status).toBe(200);
    const shown = (await screen.call(ownArticlesApi.get, { uid })).body.result as OwnArticle;
    expect(shown.data.purchasePriceOre).toBeNull();
    const rows = await list(screen, { searchPattern: 'HEMLIG-1' });
    expect(rows.items.map((r) => r.purchasePriceOre)).toEqual([null]);

    // The form in client mode sends no purchase price (or another one): the stored one stays.
    const edited = await screen.call(ownArticlesApi.save, {
      uid,
      newVersion: version,
      data: { ...shown.data, description: 'Ny text', purchasePriceOre: 1 },
    });
    expect(edited.status).toBe(200);
    expect((edited.body.result as OwnArticle).data.purchasePriceOre).toBeNull();
    expect((await byCode('HEMLIG-1')).purchasePriceOre).toBe(77_700);

    const link = (await screen.call(ownArticlesApi.export, { searchPattern: 'HEMLIG-1' })).body.result as {
      link: string;
    };
    const csv = await t.app.inject({
      method: 'GET',
      url: link.link,
      headers: { cookie: screen.cookieHeader },
    });
    expect(csv.body).not.toContain('Inköpspris');
    expect(csv.body).not.toContain('777');
    expect(csv.body).toContain('HEMLIG-1');
  });
});
