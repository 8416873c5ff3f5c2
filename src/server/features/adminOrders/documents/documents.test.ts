import { randomUUID } from 'node:crypto';
import { adminOrdersApi, type ProviderDocument } from '@shared/api/adminOrders.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerAdminClient } from '../../../testing/admin-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { documents } from '../../documents';
import { firms } from '../../firms';
import { providerOrders } from '../../providerIntake';
import { receiveFollowUp, receiveProviderInvoice } from '../../unixDocuments';
import { orderPayload } from '../adminOrders.fixtures';

let app: TestApp;
let admin: TestClient;

const line = (article: string, name: string, quantity: number, unit: string, priceOre: number) => ({
  article,
  rsk: null,
  name,
  quantity,
  unit,
  priceOre,
});

async function sentOrder() {
  const [firm] = await app.deps.db.select({ id: firms.id }).from(firms).where(eq(firms.code, '100245'));
  const [row] = await app.deps.db
    .insert(providerOrders)
    .values({
      firmId: firm!.id,
      idempotencyKey: randomUUID(),
      customerOrderId: randomUUID(),
      payload: orderPayload('Tvättstuga Hansson', [
        line('X-UNKNOWN-1', 'Golvbrunn 110', 2000, 'st', 48_950),
        line('X-UNKNOWN-2', 'PEX-rör 16 mm', 12_500, 'm', 1_237),
      ]) as unknown as Record<string, unknown>,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await providerAdminClient(app);
});
afterAll(() => app.close());

describe("an order's follow-up and provider invoice in the administration", () => {
  it('is not there before the provider confirms and bills', async () => {
    const order = await sentOrder();
    const r = await admin.call(adminOrdersApi.document, { uid: order.id, part: 'FOLLOW_UP' });
    expect(r.status).toBe(404);
    expect(r.body.messages[0]).toMatchObject({ code: 'NO_PROVIDER_DOCUMENT' });
  });

  it('opens both with the lines and the same totals the firm’s document stores', async () => {
    const order = await sentOrder();
    const deps = app.deps;
    const { unixOrderId } = await receiveFollowUp({ deps, providerOrderId: order.id, sms: null });
    const { unixInvoiceId } = await receiveProviderInvoice({ deps, providerOrderId: order.id });
    const followUp = await admin.call(adminOrdersApi.document, { uid: order.id, part: 'FOLLOW_UP' });
    expect(followUp.status, JSON.stringify(followUp.body)).toBe(200);
    const f = followUp.body.result as ProviderDocument;
    expect(f).toMatchObject({ part: 'FOLLOW_UP', uid: unixOrderId, number: order.providerOrderNumber });
    expect(f.lines.map((l) => [l.description, l.quantity])).toEqual([
      ['Golvbrunn 110', 2000],
      ['PEX-rör 16 mm', 12_500],
    ]);
    const invoice = (await admin.call(adminOrdersApi.document, { uid: order.id, part: 'INVOICE' })).body
      .result as ProviderDocument;
    expect(invoice.uid).toBe(unixInvoiceId);
    expect(invoice.dueDate).not.toBeNull();
    // By hand: 2 × 489,50 = 979,00; 12,5 × 12,37 = 154,625 → 154,63 (rounded once on the line);
    // net 1 133,63; moms 25 % = 283,4075 → 283,41; total 1 417,04, payable in whole kronor 1 417,00.
    expect(invoice.lines.map((l) => l.sumOre)).toEqual([97_900, 15_463]);
    expect(invoice).toMatchObject({
      netSumOre: 113_363,
      vatSumOre: 28_341,
      roundingOre: -4,
      totalPayableSumOre: 141_700,
    });
    const [stored] = await app.deps.db
      .select({ total: documents.totalPayableOre })
      .from(documents)
      .where(eq(documents.id, unixInvoiceId));
    expect(invoice.totalPayableSumOre).toBe(stored!.total);
  });
});
