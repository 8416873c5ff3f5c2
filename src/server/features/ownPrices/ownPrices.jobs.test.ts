import { type OwnPriceListRow, ownPricesApi } from '@shared/api/ownPrices.api';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../platform/jobs/queue';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { firms } from '../firms';
import { ownPricesJobs, SYNC_DELETE_LIMIT } from './ownPrices.jobs';
import { insertOwnPrice } from './ownPrices.repository';

let t: TestApp;
let admin: TestClient;
let demoFirm: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  demoFirm = await findFirmIdByCode(t.deps.db, '100245');
});
afterAll(() => t.close());

async function list(parameters: Record<string, unknown> = {}) {
  const { body } = await admin.call(ownPricesApi.list, parameters);
  return body.result as { totalCount: number; items: OwnPriceListRow[] };
}

/** Own prices on made-up article numbers: deletion does not care whether the catalogue knows them. */
async function fillOwnPrices(count: number, prefix: string) {
  for (let i = 0; i < count; i += 1) {
    await insertOwnPrice(t.deps.db, demoFirm, {
      clientId: null,
      article: `${prefix}${String(i).padStart(4, '0')}`,
      mode: 'FIXED_MARKUP',
      priceOre: null,
      markupBp: 2000,
      profitBp: null,
      discountApplicable: true,
      now: t.clock.now(),
    });
  }
}

type Started = { asyncMode: true; countToDelete: number; jobUid: string };

describe('deleting own prices', () => {
  it(`deletes up to ${SYNC_DELETE_LIMIT} at once`, async () => {
    await fillOwnPrices(3, 'FEW');
    const uids = (await list({ searchPattern: 'FEW' })).items.map((i) => i.uid);
    const { body } = await admin.call(ownPricesApi.delete, { uids });
    expect(body.result).toEqual({ finished: true, countDeleted: 3 });
    expect((await list({ searchPattern: 'FEW' })).totalCount).toBe(0);
  });

  it('deletes many in a background job whose progress the page can poll', async () => {
    await fillOwnPrices(250, 'BULK');
    const uids = (await list({ searchPattern: 'BULK', limit: 1000 })).items.map((i) => i.uid);
    expect(uids).toHaveLength(250);
    const { body } = await admin.call(ownPricesApi.delete, { uids });
    const started = body.result as Started;
    expect(started).toMatchObject({ asyncMode: true, countToDelete: 250 });
    const waiting = await admin.call(ownPricesApi.deleteProgress, { jobUid: started.jobUid });
    expect(waiting.body.result).toEqual({
      finished: false,
      failed: false,
      countToDelete: 250,
      countDeleted: 0,
    });
    await t.deps.jobs.runDue();
    const done = await admin.call(ownPricesApi.deleteProgress, { jobUid: started.jobUid });
    expect(done.body.result).toEqual({
      finished: true,
      failed: false,
      countToDelete: 250,
      countDeleted: 250,
    });
    expect((await list({ searchPattern: 'BULK' })).totalCount).toBe(0);
  });

  it('finishes a deletion after the server that took it dies and another one starts', async () => {
    await fillOwnPrices(300, 'ALLT');
    const total = (await list()).totalCount;
    const { body } = await admin.call(ownPricesApi.delete, { all: true });
    const started = body.result as Started;
    expect(started).toMatchObject({ asyncMode: true, countToDelete: total });

    // The first server claims the job and dies before doing any of it.
    const crashed = new JobQueue(t.deps.db);
    ownPricesJobs(crashed);
    expect((await crashed.claim(new Date()))?.id).toBe(started.jobUid);

    // A server started afterwards leaves it while the lease holds and takes it over when it runs out.
    const restarted = new JobQueue(t.deps.db);
    ownPricesJobs(restarted);
    expect(await restarted.runDue(new Date())).toBe(0);
    expect((await list()).totalCount).toBe(total);
    expect(await restarted.runDue(new Date(Date.now() + 6 * 60_000))).toBe(1);
    const done = await admin.call(ownPricesApi.deleteProgress, { jobUid: started.jobUid });
    expect(done.body.result).toMatchObject({ finished: true, countDeleted: total });
    expect((await list()).totalCount).toBe(0);
  });

  it('asks for a choice when nothing is chosen', async () => {
    const { status, body } = await admin.call(ownPricesApi.delete, { uids: [] });
    expect(status).toBe(400);
    expect(body.messages[0]).toMatchObject({ field: 'uids', text: 'Välj minst ett pris att ta bort' });
  });

  it('does not show another firm the progress of a deletion', async () => {
    const norrFirm = await findFirmIdByCode(t.deps.db, '100318');
    await t.deps.db
      .update(firms)
      .set({ siteOptions: sql`array_append(${firms.siteOptions}, 'OWN_PRICES')` })
      .where(and(eq(firms.id, norrFirm)));
    await fillOwnPrices(SYNC_DELETE_LIMIT + 1, 'PROG');
    const { body } = await admin.call(ownPricesApi.delete, { all: true });
    const norr = t.client();
    await norr.login('norr-admin');
    const { jobUid } = body.result as Started;
    expect((await norr.call(ownPricesApi.deleteProgress, { jobUid })).status).toBe(404);
    expect((await admin.call(ownPricesApi.deleteProgress, { jobUid })).status).toBe(200);
  });
});
