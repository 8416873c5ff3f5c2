import type { OrderPayload } from '@shared/api/providerIntake.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { jobs } from '../../platform/jobs/jobs.table';
import { JobQueue } from '../../platform/jobs/queue';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { documents } from '../documents';
import { providerOrders } from '../providerIntake';
import { PROVIDER_SIMULATOR_JOB, providerSimulatorJobs } from './providerSimulator.jobs';
import { runProviderSimulator } from './providerSimulator.usecases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payload: OrderPayload = {
  orderNumber: 7,
  orderDate: '2026-11-21',
  firmCode: '100245',
  firmName: 'Rörfirman Demo AB',
  employee: 'Anna Lindqvist',
  mark: 'Två servrar',
  object: '',
  message: '',
  warehouseCode: 'LUN',
  delivery: {
    type: 'DELIVERY',
    method: 'ENTIRE_ORDER',
    date: null,
    receiver: 'Anna',
    address: { streetAddress: 'Storgatan 3', streetAddressExt: '', zipCode: '222 22', city: 'Lund' },
  },
  contact: { name: '', phone: '', mobile: '', email: '' },
  lines: [
    { article: 'OKAND-2', rsk: null, name: 'Beställningsvara', quantity: 1000, unit: 'st', priceOre: 10_000 },
  ],
};

describe('provider simulator job', () => {
  it('is off when PROVIDER_SIMULATOR=off', () => {
    expect(loadConfig({ PROVIDER_SIMULATOR: 'off' }).providerSimulator).toBe(false);
    expect(loadConfig({}).providerSimulator).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).providerSimulator).toBe(false);
    const queue = new JobQueue(t.deps.db);
    const config = { ...t.deps.config, providerSimulator: false };
    expect(providerSimulatorJobs({ ...t.deps, jobs: queue, config })).toEqual([]);
  });

  it('runs once per time slot with two servers, and confirms the order once', async () => {
    const firmId = await findFirmIdByCode(t.deps.db, '100245');
    const [order] = await t.deps.db
      .insert(providerOrders)
      .values({
        firmId,
        idempotencyKey: crypto.randomUUID(),
        customerOrderId: crypto.randomUUID(),
        payload: payload as unknown as Record<string, unknown>,
      })
      .returning();
    const servers = [new JobQueue(t.deps.db), new JobQueue(t.deps.db)];
    const [recurring] = servers.map((jobs) => providerSimulatorJobs({ ...t.deps, jobs }))[0]!;
    expect(recurring).toEqual({ kind: PROVIDER_SIMULATOR_JOB, everyMs: 10_000 });
    // What the runner of each server does for the same slot.
    const dedupeKey = `${PROVIDER_SIMULATOR_JOB}:test-slot`;
    const ids = await Promise.all(
      servers.map((q) => q.enqueue(PROVIDER_SIMULATOR_JOB, {}, { dedupeKey, runAt: t.clock.now() })),
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    await Promise.all(servers.flatMap((q) => [q.runDue(t.clock.now()), q.runDue(t.clock.now())]));
    const runs = await t.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'DONE', attempts: 1 });
    expect((runs[0]!.result as { confirmed: number }).confirmed).toBeGreaterThanOrEqual(1);
    const [after] = await t.deps.db.select().from(providerOrders).where(eq(providerOrders.id, order!.id));
    expect(after?.status).toBe('CONFIRMED');
    const followUps = await t.deps.db
      .select()
      .from(documents)
      .where(eq(documents.number, order!.providerOrderNumber));
    expect(followUps).toHaveLength(1);
    expect(followUps[0]!.header.deliveryType).toBe('DELIVERY');
  });

  it('bills an order the provider reported delivered, making its follow-up first', async () => {
    const firmId = await findFirmIdByCode(t.deps.db, '100245');
    const [order] = await t.deps.db
      .insert(providerOrders)
      .values({
        firmId,
        idempotencyKey: crypto.randomUUID(),
        customerOrderId: crypto.randomUUID(),
        payload: payload as unknown as Record<string, unknown>,
        status: 'DELIVERED',
        deliveredAt: t.clock.now(),
      })
      .returning();
    const run = await runProviderSimulator({
      deps: { db: t.deps.db, clock: t.clock },
      sms: null,
      deliveryMs: 120_000,
    });
    expect(run.failed).toEqual([]);
    const [after] = await t.deps.db.select().from(providerOrders).where(eq(providerOrders.id, order!.id));
    expect(after).toMatchObject({ status: 'INVOICED' });
    expect(after?.unixOrderId).not.toBeNull();
    expect(after?.unixInvoiceId).not.toBeNull();
  });
});
