import { contentApi } from '@shared/api/content.api';
import type { MessageSummary, News, SystemMessage } from '@shared/api/news.api';
import { newsApi } from '@shared/api/news.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { firms } from '../firms';
import { providerMessageRecipients, providerMessages, providerNews } from './news.table';

interface Page<T> {
  totalCount: number;
  unreadCount: number;
  items: T[];
}

let t: TestApp;
let admin: TestClient;
let colleague: TestClient;
let norr: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  colleague = t.client();
  await colleague.login('demo-anvandare');
  norr = t.client();
  await norr.login('norr-admin');
});
afterAll(() => t.close());

async function ok<T>(client: TestClient, endpoint: Parameters<TestClient['call']>[0], parameters = {}) {
  const r = await client.call(endpoint, parameters);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

const counters = (client: TestClient) =>
  ok<{ allMessages: number; unreadMessages: number; unreadNews: number }>(client, contentApi.counters);

async function providerId(): Promise<string> {
  const [row] = await t.database.db
    .select({ providerId: firms.providerId })
    .from(firms)
    .where(eq(firms.id, await findFirmIdByCode(t.database.db, '100245')));
  return row!.providerId;
}

/** A message from the demo provider to one firm, sent before the test clock's now. */
async function sendMessage(firmCode: string, title: string, body: string, sentAt = '2026-11-20T10:00:00Z') {
  const [message] = await t.database.db
    .insert(providerMessages)
    .values({ providerId: await providerId(), title, body, sentAt: new Date(sentAt), toAllFirms: false })
    .returning({ id: providerMessages.id });
  await t.database.db
    .insert(providerMessageRecipients)
    .values({ messageId: message!.id, firmId: await findFirmIdByCode(t.database.db, firmCode) });
  return message!.id;
}

describe('news', () => {
  it('needs a login', async () => {
    expect((await t.client().call(newsApi.newsList, {})).status).toBe(401);
    expect((await t.client().call(newsApi.unreadMessages, {})).status).toBe(401);
  });

  it('pages published news 5 at a time, newest first, with the reader’s read state', async () => {
    const first = await ok<Page<News>>(admin, newsApi.newsList);
    expect([first.totalCount, first.unreadCount, first.items.length]).toEqual([8, 5, 5]);
    expect(first.items[0]).toMatchObject({ title: 'Öppettider i jul och nyår', publishDate: '2026-11-20' });
    const dates = first.items.map((n) => n.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await ok<Page<News>>(admin, newsApi.newsList, { offset: 5 });
    expect(second.items.map((n) => n.title)).toHaveLength(3);
    expect([...first.items, ...second.items].map((n) => n.title)).not.toContain(
      'Vårens utbildningsprogram (utkast)',
    );
    const campaign = first.items.find((n) => n.title.startsWith('Kampanj'))!;
    expect(campaign).toMatchObject({ read: true, imageLink: '/media/catalogue/mixer-3.svg' });
    expect(campaign.additionalLinks).toEqual([{ title: 'Se kampanjerna', link: '/campaigns' }]);
    expect((await ok<Page<News>>(colleague, newsApi.newsList)).unreadCount).toBe(8);
  });

  it('marks one read, then all; the counter falls for that employee only', async () => {
    expect((await counters(admin)).unreadNews).toBe(5);
    const { items } = await ok<Page<News>>(admin, newsApi.newsList);
    const unread = items.find((n) => !n.read)!;
    expect((await ok<News>(admin, newsApi.news, { uid: unread.uid })).read).toBe(false);
    const marked = await ok<{ unreadCount: number }>(admin, newsApi.markNewsRead, { uid: unread.uid });
    expect(marked.unreadCount).toBe(4);
    expect((await ok<News>(admin, newsApi.news, { uid: unread.uid })).read).toBe(true);
    // Twice is harmless.
    await ok(admin, newsApi.markNewsRead, { uid: unread.uid });
    expect((await counters(admin)).unreadNews).toBe(4);
    expect((await counters(colleague)).unreadNews).toBe(8);

    expect(await ok(admin, newsApi.readAll)).toEqual({ marked: 4, unreadCount: 0 });
    expect((await counters(admin)).unreadNews).toBe(0);
    expect((await ok<Page<News>>(admin, newsApi.newsList)).items.every((n) => n.read)).toBe(true);
    expect((await counters(colleague)).unreadNews).toBe(8);
  });

  it('keeps drafts, future news and unknown ids out: "not found"', async () => {
    const db = t.database.db;
    const [draft] = await db
      .select({ id: providerNews.id })
      .from(providerNews)
      .where(eq(providerNews.publicationState, 'DRAFT'));
    const [future] = await db
      .insert(providerNews)
      .values({
        providerId: await providerId(),
        title: 'Nästa vecka',
        publishDate: '2026-11-28',
        body: '<p>Snart</p>',
        publicationState: 'PUBLISHED',
      })
      .returning({ id: providerNews.id });
    for (const uid of [draft!.id, future!.id, crypto.randomUUID()]) {
      expect((await admin.call(newsApi.news, { uid })).status).toBe(404);
      expect((await admin.call(newsApi.markNewsRead, { uid })).status).toBe(404);
    }
    expect((await admin.call(newsApi.news, { uid: 'inte-ett-id' })).status).toBe(400);
  });
});

describe('messages', () => {
  it('lists the firm’s messages with a summary of the unread', async () => {
    const list = await ok<Page<SystemMessage>>(admin, newsApi.messages);
    expect([list.totalCount, list.unreadCount]).toEqual([4, 2]);
    expect(list.items[0]).toMatchObject({ title: 'Leveransstörning på pressrördelar', read: false });
    const summary = await ok<MessageSummary>(admin, newsApi.unreadMessages);
    expect(summary.totalUnreadCount).toBe(2);
    // The oldest unread first.
    expect(summary.firstUnreadMessage?.title).toBe('Ert kundavtal för 2027');
    expect(await counters(admin)).toMatchObject({ allMessages: 4, unreadMessages: 2 });
  });

  it('marks read one at a time; the summary moves on and the counters fall', async () => {
    const first = (await ok<MessageSummary>(admin, newsApi.unreadMessages)).firstUnreadMessage!;
    const after = await ok<MessageSummary>(admin, newsApi.markMessageRead, { uid: first.uid });
    expect(after.totalUnreadCount).toBe(1);
    expect(after.firstUnreadMessage?.title).toBe('Leveransstörning på pressrördelar');
    expect((await ok<SystemMessage>(admin, newsApi.message, { uid: first.uid })).read).toBe(true);
    expect(await counters(admin)).toMatchObject({ allMessages: 4, unreadMessages: 1 });
    const last = await ok<MessageSummary>(admin, newsApi.markMessageRead, {
      uid: after.firstUnreadMessage!.uid,
    });
    expect(last).toEqual({ totalUnreadCount: 0, firstUnreadMessage: null });
    expect(await counters(colleague)).toMatchObject({ allMessages: 4, unreadMessages: 4 });
  });

  it('gives another firm’s message "not found" and never lists it', async () => {
    const own = (await ok<Page<SystemMessage>>(admin, newsApi.messages)).items.find(
      (m) => m.title === 'Ert kundavtal för 2027',
    )!;
    expect((await norr.call(newsApi.message, { uid: own.uid })).status).toBe(404);
    expect((await norr.call(newsApi.markMessageRead, { uid: own.uid })).status).toBe(404);
    const theirs = await ok<Page<SystemMessage>>(norr, newsApi.messages);
    expect(theirs.items.map((m) => m.uid)).not.toContain(own.uid);
    expect(await counters(norr)).toMatchObject({ allMessages: 3, unreadMessages: 3, unreadNews: 8 });
  });

  it('sanitises the HTML: no script, no on-attribute, no javascript: address', async () => {
    const uid = await sendMessage(
      '100245',
      'Elak HTML',
      '<p onclick="steal()">Hej <strong>montör</strong></p><script>alert(1)</script>' +
        '<img src="x.png" onerror="alert(2)"><img src="https://bilder.nordlunds-vvs.se/a.png" alt="Bild">' +
        '<a href="javascript:alert(3)">farlig</a> <a href="https://www.nordlunds-vvs.se">Nordlunds</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    );
    const { message } = await ok<SystemMessage>(admin, newsApi.message, { uid });
    expect(message).not.toMatch(/script|onerror|onclick|javascript:|iframe|style|alert/i);
    expect(message).toContain('<p>Hej <strong>montör</strong></p>');
    expect(message).toContain('<img src="https://bilder.nordlunds-vvs.se/a.png" alt="Bild" />');
    expect(message).toContain(
      '<a href="https://www.nordlunds-vvs.se" target="_blank" rel="noopener noreferrer">Nordlunds</a>',
    );
    const summary = await ok<MessageSummary>(admin, newsApi.unreadMessages);
    expect(summary.firstUnreadMessage?.message).toBe(message);
  });

  it('pages 20 at a time', async () => {
    for (let i = 1; i <= 20; i += 1) {
      await sendMessage(
        '100318',
        `Driftinformation ${i}`,
        `<p>Nummer ${i}</p>`,
        `2026-11-0${(i % 9) + 1}T08:00:00Z`,
      );
    }
    const first = await ok<Page<SystemMessage>>(norr, newsApi.messages);
    expect([first.totalCount, first.items.length]).toEqual([23, 20]);
    const second = await ok<Page<SystemMessage>>(norr, newsApi.messages, { offset: 20 });
    expect(second.items).toHaveLength(3);
    const all = [...first.items, ...second.items].map((m) => m.uid);
    expect(new Set(all).size).toBe(23);
    expect((await norr.call(newsApi.messages, { limit: 101 })).status).toBe(400);
  });
});
