import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { jobs } from './jobs.table';
import { JobQueue } from './queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the database job queue', () => {
  it('runs each job once even with two servers polling', async () => {
    const ran: string[] = [];
    const serverA = new JobQueue(t.deps.db);
    const serverB = new JobQueue(t.deps.db);
    for (const [name, queue] of [
      ['A', serverA],
      ['B', serverB],
    ] as const) {
      queue.register('test.count', async ({ job }) => {
        ran.push(`${(job.payload as { n: number }).n}:${name}`);
      });
    }
    for (let n = 0; n < 20; n += 1) await serverA.enqueue('test.count', { n });
    await Promise.all([serverA.runDue(), serverB.runDue(), serverA.runDue(), serverB.runDue()]);
    const numbers = ran.map((r) => Number(r.split(':')[0])).sort((a, b) => a - b);
    expect(numbers).toEqual([...Array(20).keys()]);
  });

  it('enqueues a deduplicated job once', async () => {
    const queue = new JobQueue(t.deps.db);
    const first = await queue.enqueue('test.once', {}, { dedupeKey: 'once:1' });
    const second = await queue.enqueue('test.once', {}, { dedupeKey: 'once:1' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });

  it('retries a failing job with backoff and gives up after its attempts', async () => {
    const queue = new JobQueue(t.deps.db);
    let calls = 0;
    queue.register('test.fail', async () => {
      calls += 1;
      throw new Error('SMTP-servern svarar inte');
    });
    const id = (await queue.enqueue('test.fail', {}, { maxAttempts: 2 }))!;
    await queue.runDue();
    let row = (await queue.get(id))!;
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, error: 'SMTP-servern svarar inte' });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now());
    await queue.runDue(new Date(Date.now() + 60_000));
    row = (await queue.get(id))!;
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('takes over a job whose server died mid-run (lease expired)', async () => {
    const queue = new JobQueue(t.deps.db);
    const done: string[] = [];
    queue.register('test.lease', async () => {
      done.push('ok');
      return { ok: true };
    });
    const id = (await queue.enqueue('test.lease', {}))!;
    await t.deps.db
      .update(jobs)
      .set({ status: 'RUNNING', lockedBy: 'worker-dead', lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await queue.runDue();
    expect(done).toEqual(['ok']);
    expect((await queue.get(id))?.status).toBe('DONE');
  });

  it('records progress', async () => {
    const queue = new JobQueue(t.deps.db);
    queue.register('test.progress', async ({ progress }) => {
      await progress(3, 10);
    });
    const id = (await queue.enqueue('test.progress', {}))!;
    await queue.runDue();
    expect(await queue.get(id)).toMatchObject({ progress: 3, progressTotal: 10, status: 'DONE' });
  });
});
