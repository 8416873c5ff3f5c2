import { type Document, documentKindEndpoints, documentsApi } from '@shared/api/documents';
import { type TimeLogEntry, type TimeLogList, timeLogsApi } from '@shared/api/timeLogs.api';
import { START_AFTER_END, TIMER_RUNNING_ON_ORDER } from '@shared/domain/time-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData } from '../../testing/document-fixtures';
import { exportedFile } from '../../testing/file-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let admin: TestClient;
let foreman: TestClient;
let norr: TestClient;

/** A browser logged in as the employee. */
async function as(login: string): Promise<TestClient> {
  const client = t.client();
  await client.login(login);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  // The firm's admin, its foreman (net prices hidden) and another firm's admin.
  [admin, foreman, norr] = [await as('demo-admin'), await as('demo-arbetsledare'), await as('norr-admin')];
});
afterAll(() => t.close());

async function workOrder(client = admin): Promise<Document> {
  const r = await client.call(documentKindEndpoints.WORK_ORDER.save, { newVersion: 0, data: documentData() });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

const start = (order: Document, timeLogUid = crypto.randomUUID(), client = admin, code = '') =>
  client.call(timeLogsApi.startWorkOrderTimer, { timeLogUid, workOrderUid: order.uid, code });
const stop = (timeLogUid: string, client = admin) =>
  client.call(timeLogsApi.stopWorkOrderTimer, { timeLogUid });

async function stopAll() {
  for (const client of [admin, foreman]) {
    const current = await client.call(timeLogsApi.currentTimeLogItem, {});
    const active = current.body.result as { timelogUid: string } | null;
    if (active) await stop(active.timelogUid, client);
  }
}

const manual = (order: Document, data: Record<string, unknown>, uid = crypto.randomUUID(), newVersion = 0) =>
  admin.call(timeLogsApi.saveTimeLogItem, { uid, workOrderUid: order.uid, newVersion, data });

describe('the timer', () => {
  it('runs one clock per employee, shown as current, and a repeated start or stop changes nothing', async () => {
    await stopAll();
    const order = await workOrder();
    const uid = crypto.randomUUID();
    const first = await start(order, uid, admin, 'arb1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toMatchObject({ uid, end: null, code: 'ARB1', priceOre: 65_000 });
    const again = await start(order, uid);
    expect(again.status).toBe(200);
    expect((again.body.result as TimeLogEntry).start).toBe((first.body.result as TimeLogEntry).start);

    const second = await start(order);
    expect(second.status).toBe(409);
    expect(second.body.messages[0]).toMatchObject({ code: 'TIMER_ALREADY_RUNNING' });
    // Another employee has a clock of their own.
    const other = await start(order, crypto.randomUUID(), foreman);
    expect(other.status, JSON.stringify(other.body)).toBe(200);

    const current = await admin.call(timeLogsApi.currentTimeLogItem, {});
    expect(current.body.result).toMatchObject({ timelogUid: uid, workOrderUid: order.uid, code: 'ARB1' });

    t.clock.advance(95 * 60_000);
    const stopped = await stop(uid);
    expect(stopped.body.result).toMatchObject({
      durationMinutes: 95,
      sumOre: Math.round((65_000 * 95) / 60),
    });
    const replay = await stop(uid);
    expect(replay.body.result).toMatchObject({ end: (stopped.body.result as TimeLogEntry).end });
    expect((await admin.call(timeLogsApi.currentTimeLogItem, {})).body.result).toBeNull();
    await stopAll();
  });

  it('keeps one running row per employee in the database even when two starts race', async () => {
    await stopAll();
    const order = await workOrder();
    const both = await Promise.all([start(order), start(order)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    await stopAll();
  });

  it('takes the note and article of the running entry, and refuses an unknown article at the field', async () => {
    await stopAll();
    const order = await workOrder();
    const uid = crypto.randomUUID();
    await start(order, uid);
    const changed = await admin.call(timeLogsApi.updateCurrentTimeLogItem, {
      timeLogUid: uid,
      workOrderUid: order.uid,
      note: 'Bytt blandare i duschen',
      code: 'ARBROT',
    });
    expect(changed.body.result).toMatchObject({
      note: 'Bytt blandare i duschen',
      code: 'ARBROT',
      rot: false,
    });
    expect((changed.body.result as TimeLogEntry).ownArticleType).toBe('ROT_SERVICE');
    const unknown = await admin.call(timeLogsApi.updateCurrentTimeLogItem, {
      timeLogUid: uid,
      workOrderUid: order.uid,
      note: '',
      code: 'FINNSINTE',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages[0]).toMatchObject({ field: 'code' });
    await stopAll();
  });

  it('refuses to complete a work order while a timer runs on it', async () => {
    await stopAll();
    const order = await workOrder();
    const uid = crypto.randomUUID();
    await start(order, uid, foreman);
    const complete = (version: number) =>
      admin.call(documentsApi.complete, { docType: 'WORK_ORDER', docUid: order.uid, newVersion: version });
    const refused = await complete(order.version);
    expect(refused.status).toBe(400);
    expect(refused.body.messages.map((m) => m.text)).toContain(TIMER_RUNNING_ON_ORDER);
    await stop(uid, foreman);
    const done = await complete(order.version);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const late = await start(order);
    expect(late.status).toBe(409);
    expect(late.body.messages[0]).toMatchObject({ code: 'WORK_ORDER_COMPLETED' });
  });
});

describe('manual rows', () => {
  it('refuses an end before the start with the product-spec message at the field', async () => {
    const order = await workOrder();
    const r = await manual(order, { start: '2026-11-21T10:00:00.000Z', end: '2026-11-21T09:59:00.000Z' });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field: 'data.end', text: START_AFTER_END });
    const equal = await manual(order, { start: '2026-11-21T10:00:00.000Z', end: '2026-11-21T10:00:00.000Z' });
    expect(equal.status).toBe(200);
  });

  it('copies the article, keeps ROT, is versioned, and a replayed save makes no second row', async () => {
    const order = await workOrder();
    const search = await admin.call(timeLogsApi.timeLogItemSearch, { pattern: 'ROT' });
    const articles = search.body.result as { uid: string; code: string; ownArticleType: string }[];
    const rot = articles.find((a) => a.code === 'ARBROT')!;
    expect(articles.every((a) => a.ownArticleType === 'SERVICE' || a.ownArticleType === 'ROT_SERVICE')).toBe(
      true,
    );
    const uid = crypto.randomUUID();
    const data = {
      start: '2026-11-20T07:00:00.000Z',
      end: '2026-11-20T09:30:00.000Z',
      ownArticleUid: rot.uid,
      note: 'Rivning',
    };
    const saved = await manual(order, data, uid);
    expect(saved.body.result).toMatchObject({ rot: true, code: 'ARBROT', durationMinutes: 150, version: 1 });
    const entry = saved.body.result as TimeLogEntry;
    const replay = await manual(order, { ...data, priceOre: entry.priceOre }, uid);
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);

    const edited = await manual(
      order,
      { ...data, priceOre: entry.priceOre, note: 'Rivning och bilning' },
      uid,
      1,
    );
    expect(edited.body.result).toMatchObject({ version: 2, note: 'Rivning och bilning' });
    const stale = await manual(order, { ...data, priceOre: entry.priceOre, note: 'Annat' }, uid, 1);
    expect(stale.status).toBe(409);

    const comment = await manual(order, {
      type: 'COMMENT',
      start: '2026-11-20T10:00:00.000Z',
      comment: 'Kund ej hemma',
    });
    expect(comment.body.result).toMatchObject({ type: 'COMMENT', durationMinutes: 0, sumOre: 0 });

    const list = await admin.call(timeLogsApi.timeLogsList, { workOrderUid: order.uid });
    const log = list.body.result as TimeLogList;
    expect(log).toMatchObject({ totalCount: 2, totalMinutes: 150 });

    const removed = await admin.call(timeLogsApi.deleteTimeLogItem, { uid, newVersion: 2 });
    expect(removed.body.result).toEqual({ deleted: true });
    const removedAgain = await admin.call(timeLogsApi.deleteTimeLogItem, { uid, newVersion: 2 });
    expect(removedAgain.status).toBe(200);
    const after = await admin.call(timeLogsApi.timeLogsList, { workOrderUid: order.uid });
    expect((after.body.result as TimeLogList).totalCount).toBe(1);
  });

  it('hides the purchase price from an employee who may not see net prices (the foreman)', async () => {
    const order = await workOrder();
    await manual(order, {
      start: '2026-11-20T07:00:00.000Z',
      end: '2026-11-20T08:00:00.000Z',
      priceOre: 60_000,
      purchasePriceOre: 35_000,
    });
    const seen = async (client: TestClient) =>
      ((await client.call(timeLogsApi.timeLogsList, { workOrderUid: order.uid })).body.result as TimeLogList)
        .items[0];
    expect(await seen(admin)).toMatchObject({ priceOre: 60_000, purchasePriceOre: 35_000 });
    expect(await seen(foreman)).toMatchObject({ priceOre: 60_000, purchasePriceOre: null });
  });
});

describe('another firm', () => {
  it("finds none of the firm's orders, rows or timers", async () => {
    await stopAll();
    const order = await workOrder();
    const uid = crypto.randomUUID();
    await start(order, uid);
    expect((await start(order, crypto.randomUUID(), norr)).status).toBe(404);
    expect((await stop(uid, norr)).status).toBe(404);
    // A replay of someone else's id is not theirs either.
    expect((await start(order, uid, norr)).status).toBe(404);
    const list = await norr.call(timeLogsApi.timeLogsList, { workOrderUid: order.uid });
    expect(list.status).toBe(404);
    const all = await norr.call(timeLogsApi.timeLogsList, {});
    expect((all.body.result as TimeLogList).items.some((i) => i.uid === uid)).toBe(false);
    const save = await norr.call(timeLogsApi.saveTimeLogItem, {
      uid,
      workOrderUid: order.uid,
      newVersion: 1,
      data: { start: '2026-11-20T07:00:00.000Z', end: '2026-11-20T08:00:00.000Z' },
    });
    expect(save.status).toBe(404);
    expect((await norr.call(timeLogsApi.deleteTimeLogItem, { uid, newVersion: 1 })).status).toBe(404);
    await stopAll();
  });
});

describe('the durations report', () => {
  it('adds the minutes per employee over the period, ROT apart', async () => {
    const order = await workOrder();
    const day = '2026-10-05';
    await manual(order, { start: `${day}T06:00:00.000Z`, end: `${day}T08:00:00.000Z` });
    await manual(order, { start: `${day}T09:00:00.000Z`, end: `${day}T09:45:00.000Z`, rot: true });
    const r = await admin.call(timeLogsApi.durationsReport, { dateFrom: day, dateTo: day });
    const rows = r.body.result as {
      employee: { caption: string } | null;
      minutes: number;
      rotMinutes: number;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ minutes: 165, rotMinutes: 45 });
  });
});

describe('the employee report PDF', () => {
  const report = (client: TestClient, extended: boolean) =>
    exportedFile(t, client, [
      timeLogsApi.employeeReport,
      { dateFrom: '2026-09-07', dateTo: '2026-09-08', extended },
    ]).then(({ bytes }) => pdfText(bytes).replace(/ +/g, ' '));

  it('prints each employee’s days and totals; extended adds every row with its order', async () => {
    const order = await workOrder();
    await manual(order, {
      start: '2026-09-07T06:00:00.000Z',
      end: '2026-09-07T08:30:00.000Z',
      note: 'Rördragning',
    });
    await manual(order, { start: '2026-09-08T12:00:00.000Z', end: '2026-09-08T12:40:00.000Z', rot: true });
    // Outside the period: not counted.
    await manual(order, { start: '2026-09-09T06:00:00.000Z', end: '2026-09-09T07:00:00.000Z' });
    const short = await report(admin, false);
    expect(short).toContain('Personalrapport');
    expect(short).toContain('2026-09-07 2 h 30 min');
    expect(short).toContain('2026-09-08 40 min');
    expect(short).toContain('(varav ROT 40 min) 3 h 10 min');
    expect(short).not.toContain('Rördragning');
    const long = await report(admin, true);
    // Swedish summer time: 06:00Z is 08:00; the order's column says it is a draft.
    expect(long).toContain('2026-09-07 08:00–10:30 Utkast');
    expect(long).toContain('Rördragning 2 h 30 min');
    expect(long).toContain('Summa totalt 3 h 10 min');
    // Another firm's report of the same days holds none of it.
    const theirs = await report(norr, true);
    expect(theirs).not.toContain('Rördragning');
    expect(theirs).not.toContain('3 h 10 min');
  });
});
