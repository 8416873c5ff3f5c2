import { randomUUID } from 'node:crypto';
import { type AdminOrder, type AdminOrderRow, adminOrdersApi } from '@shared/api/adminOrders.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../platform/sms/sms.table';
import { expectProviderAdminOnly, providerAdminClient } from '../../testing/admin-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { firms } from '../firms';
import { providerOrders } from '../providerIntake';
import { orderPayload as payload } from './adminOrders.fixtures';
import { totalsOf } from './adminOrders.usecases';

let app: TestApp;
let admin: TestClient;
let firmId: string;

async function insertOrder(mark: string, status: 'RECEIVED' | 'CONFIRMED' = 'RECEIVED') {
  const [row] = await app.deps.db
    .insert(providerOrders)
    .values({
      firmId,
      idempotencyKey: randomUUID(),
      customerOrderId: randomUUID(),
      status,
      payload: payload(mark) as unknown as Record<string, unknown>,
      ...(status === 'CONFIRMED' ? { confirmedAt: app.clock.now() } : {}),
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  app = await createTestApp();
  firmId = (await app.deps.db.select({ id: firms.id }).from(firms).where(eq(firms.code, '100245')))[0]!.id;
  admin = await providerAdminClient(app);
});
afterAll(() => app.close());

describe('order totals (hand-computed)', () => {
  it('rounds each line once and sums the priced lines, counting the unpriced', () => {
    const line = (priceOre: number | null, quantity: number) => ({
      article: 'A',
      rsk: null,
      name: 'x',
      unit: 'st',
      priceOre,
      quantity,
    });
    expect(totalsOf({ lines: [line(175_050, 2000), line(4_333, 1500)] })).toEqual({
      totalOre: 356_600,
      pricedOre: 356_600,
      unpricedLines: 0,
    });
    expect(totalsOf({ lines: [line(1_001, 333), line(null, 1000)] })).toEqual({
      totalOre: null,
      pricedOre: 333,
      unpricedLines: 1,
    });
    expect(totalsOf({ lines: [line(5, 100)] })).toEqual({ totalOre: 1, pricedOre: 1, unpricedLines: 0 });
  });
});

describe('orders in the administration', () => {
  it('refuses every call to a firm’s ADMIN (403) and to a visitor (401)', async () => {
    await expectProviderAdminOnly(app, Object.values(adminOrdersApi));
  });

  it('lists orders newest first with the firm, status and the exact total, searchable', async () => {
    const order = await insertOrder('Kvarnbyvägen 12, stamrenovering');
    const r = await admin.call(adminOrdersApi.orders, { search: 'Kvarnbyvägen' });
    const list = r.body.result as { totalCount: number; items: AdminOrderRow[] };
    expect(list.totalCount).toBe(1);
    // 2 × 1 750,50 kr + 1,5 × 43,33 kr (65,00 kr rounded once on the line) = 3 566,00 kr.
    expect(list.items[0]).toMatchObject({
      uid: order.id,
      orderNumber: order.providerOrderNumber,
      firm: { code: '100245' },
      status: 'RECEIVED',
      lineCount: 2,
      totalOre: 356_600,
      unpricedLines: 0,
      hasFollowUp: false,
    });
    const byNumber = await admin.call(adminOrdersApi.orders, { search: String(order.providerOrderNumber) });
    expect((byNumber.body.result as { items: AdminOrderRow[] }).items.map((i) => i.uid)).toEqual([order.id]);
    const confirmedOnly = await admin.call(adminOrdersApi.orders, {
      status: 'CONFIRMED',
      search: 'Kvarnbyvägen',
    });
    expect((confirmedOnly.body.result as { totalCount: number }).totalCount).toBe(0);
  });

  it('resends the confirmation SMS word for word, and refuses when none was sent', async () => {
    const received = await insertOrder('Utan sms');
    const none = await admin.call(adminOrdersApi.resendSms, { uid: received.id });
    expect(none.status).toBe(409);
    const confirmed = await insertOrder('Med sms', 'CONFIRMED');
    const text = `Nordlunds VVS-grossist AB: Order ${confirmed.providerOrderNumber} är bekräftad. Hämtas Nordlunds Lund, 23/11.`;
    await app.deps.sms.queue({ to: '+46701234567', text, firmId });
    const r = await admin.call(adminOrdersApi.resendSms, { uid: confirmed.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const detail = r.body.result as AdminOrder;
    expect(detail.sms).toHaveLength(2);
    expect(detail.sms.every((s) => s.text === text && s.to === '+46701234567')).toBe(true);
    const queued = await app.deps.db.select().from(smsOutbox).where(eq(smsOutbox.text, text));
    expect(queued).toHaveLength(2);
    expect((await admin.call(adminOrdersApi.order, { uid: randomUUID() })).status).toBe(404);
  });
});
