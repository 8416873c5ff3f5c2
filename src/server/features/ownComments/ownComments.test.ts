import { contentApi } from '@shared/api/content.api';
import type { Endpoint } from '@shared/api/endpoint';
import { type OwnComment, ownCommentsApi } from '@shared/api/ownComments.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(() => t.close());

type Row = { uid: string; version: number; code: string; text: string };

async function list(client: TestClient, parameters: Record<string, unknown> = {}) {
  const { status, body } = await client.call(ownCommentsApi.list, parameters);
  expect(status).toBe(200);
  return body.result as { totalCount: number; items: Row[] };
}

async function byCode(code: string): Promise<Row> {
  return (await list(admin, { limit: 100 })).items.find((i) => i.code === code)!;
}

const newComment = (code: string, text = 'Vattnet stängs av under arbetet.') => ({
  uid: null,
  newVersion: null,
  data: { code, text },
});

describe('own comments', () => {
  it('lists the demo texts by their number: text2 before text10', async () => {
    const { totalCount, items } = await list(admin);
    expect(totalCount).toBe(11);
    expect(items.slice(0, 3).map((i) => i.code)).toEqual(['text1', 'text2', 'text3']);
    expect(items.at(-1)?.code).toBe('text11');
  });

  it('searches the code and the text', async () => {
    expect((await list(admin, { searchPattern: 'skatteverket' })).items.map((i) => i.code)).toEqual([
      'text3',
    ]);
  });

  it('creates a comment, keeping its line breaks and storing the code in lower case', async () => {
    const { status, body } = await admin.call(
      ownCommentsApi.save,
      newComment('TEXT20', 'Rad ett\r\nRad två'),
    );
    expect(status).toBe(200);
    const created = body.result as OwnComment;
    expect(created.data).toEqual({ code: 'text20', text: 'Rad ett\nRad två' });
    expect((await admin.call(ownCommentsApi.get, { uid: created.uid })).body.result).toEqual(created);
  });

  it.each([
    ['kommentar', 'Koden ska vara "text" följt av siffror, till exempel text1'],
    ['text', 'Koden ska vara "text" följt av siffror, till exempel text1'],
    ['Text1', 'Det finns redan en egen kommentar med den här koden'],
    ['', 'Detta fält måste fyllas i'],
  ])('refuses the code %j at the field', async (code, text) => {
    const { status, body } = await admin.call(ownCommentsApi.save, newComment(code));
    expect(status).toBe(400);
    expect(body.messages[0]).toMatchObject({ field: 'data.code', text });
  });

  it('refuses an empty text at the field', async () => {
    const { body } = await admin.call(ownCommentsApi.save, newComment('text30', '  '));
    expect(body.messages[0]).toMatchObject({ field: 'data.text', text: 'Detta fält måste fyllas i' });
  });

  it('updates with the version it read and refuses a stale one', async () => {
    const row = await byCode('text4');
    const data = { code: 'text4', text: 'Fri framkörning inom Lund och Staffanstorp.' };
    const saved = await admin.call(ownCommentsApi.save, { uid: row.uid, newVersion: row.version, data });
    expect((saved.body.result as OwnComment).version).toBe(row.version + 1);
    const stale = await admin.call(ownCommentsApi.save, { uid: row.uid, newVersion: row.version, data });
    expect(stale.status).toBe(409);
  });

  it('deletes and the counter follows', async () => {
    const before = ((await admin.call(contentApi.counters)).body.result as { ownComments: number })
      .ownComments;
    const row = await byCode('text11');
    expect((await admin.call(ownCommentsApi.delete, { uids: [row.uid] })).body.result).toEqual({
      countDeleted: 1,
    });
    const after = ((await admin.call(contentApi.counters)).body.result as { ownComments: number })
      .ownComments;
    expect(after).toBe(before - 1);
  });

  it.each([
    ['demo-anvandare', 200, 200],
    ['demo-arbetsledare', 200, 403],
    ['norr-admin', 200, 200],
    ['gast-badrum', 403, 403],
  ])('%s: list %i, save %i', async (login, listStatus, saveStatus) => {
    const client = t.client();
    await client.login(login);
    expect((await client.call(ownCommentsApi.list)).status).toBe(listStatus);
    expect((await client.call(ownCommentsApi.save, newComment('text99'))).status).toBe(saveStatus);
  });

  it.each<[string, (uid: string) => [Endpoint, Record<string, unknown>]]>([
    ['get', (uid) => [ownCommentsApi.get, { uid }]],
    ['save', (uid) => [ownCommentsApi.save, { uid, newVersion: 1, data: { code: 'text1', text: 'Kapad' } }]],
    ['delete', (uid) => [ownCommentsApi.delete, { uids: [uid] }]],
  ])('gives another firm 404 for %s and changes nothing', async (_call, request) => {
    const norr = t.client();
    await norr.login('norr-admin');
    const target = await byCode('text1');
    const [endpoint, parameters] = request(target.uid);
    expect((await norr.call(endpoint, parameters)).status).toBe(404);
    expect(await byCode('text1')).toEqual(target);
  });
});
