import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PROVIDER_API_KEY_HEADER,
  type ProviderOrder,
  providerIntakeApi,
  type SubmitOrder,
} from '@shared/api/providerIntake.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { firms } from '../firms';
import {
  httpOrderIntake,
  inProcessOrderIntake,
  OrderIntakeFailure,
  orderIntakeFromEnvironment,
} from './providerIntake.client';
import { hashProviderApiKey, newProviderApiKey } from './providerIntake.repository';
import { providerApiKeys, providerOrders } from './providerIntake.table';

let t: TestApp;
let firmId: string;
let key: string;
let revokedKey: string;

async function addKey(providerId: string, revoked = false): Promise<string> {
  const plain = newProviderApiKey();
  await t.database.db.insert(providerApiKeys).values({
    providerId,
    name: 'Test-ERP',
    keyHash: hashProviderApiKey(plain),
    revokedAt: revoked ? new Date() : null,
  });
  return plain;
}

beforeAll(async () => {
  t = await createTestApp();
  firmId = await findFirmIdByCode(t.database.db, '100245');
  const [firm] = await t.database.db.select().from(firms).where(eq(firms.id, firmId));
  key = await addKey(firm!.providerId);
  revokedKey = await addKey(firm!.providerId, true);
});
afterAll(() => t.close());

function order(over: Partial<SubmitOrder> = {}): SubmitOrder {
  return {
    idempotencyKey: randomUUID(),
    firmId,
    customerOrderId: randomUUID(),
    payload: {
      orderNumber: 4001,
      orderDate: '2026-11-21',
      firmCode: '100245',
      firmName: 'Rörfirman Demo AB',
      employee: 'Anna Lindqvist',
      mark: 'Badrum',
      object: 'Storgatan 3',
      message: '',
      warehouseCode: 'LUN',
      delivery: {
        type: 'PICKUP',
        method: 'ENTIRE_ORDER',
        date: null,
        receiver: '',
        address: { streetAddress: '', streetAddressExt: '', zipCode: '', city: '' },
      },
      contact: { name: '', phone: '', mobile: '', email: '' },
      lines: [
        {
          article: 'B10001',
          rsk: '1234567',
          name: 'Blandare',
          quantity: 2000,
          unit: 'st',
          priceOre: 175_000,
        },
      ],
    },
    ...over,
  };
}

async function provider(
  call: (typeof providerIntakeApi)[keyof typeof providerIntakeApi],
  parameters: Record<string, unknown>,
  withKey: string | null = key,
) {
  const headers = withKey === null ? {} : { [PROVIDER_API_KEY_HEADER]: withKey };
  const response = await t.app.inject(
    call.method === 'GET'
      ? {
          method: 'GET',
          url: `${call.path}?${new URLSearchParams(parameters as Record<string, string>)}`,
          headers,
        }
      : { method: 'POST', url: call.path, headers, payload: { parameters } },
  );
  return { status: response.statusCode, body: response.json() };
}

describe('the provider API', () => {
  it.each([
    ['no key', null],
    ['an unknown key', 'mpk_unknown'],
    ['a revoked key', 'revoked'],
  ])('refuses %s with 401', async (_what, which) => {
    const withKey = which === 'revoked' ? revokedKey : which;
    for (const call of Object.values(providerIntakeApi)) {
      const r = await provider(call, call.method === 'GET' ? {} : order(), withKey);
      expect(r.status).toBe(401);
      expect(r.body.userErrorMessage).toBe('Leverantörsnyckeln saknas, är okänd eller har återkallats.');
    }
  });

  it('receives an order once per key and lists it as new', async () => {
    const sent = order();
    const first = await provider(providerIntakeApi.submitOrder, sent);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await provider(providerIntakeApi.submitOrder, sent);
    expect(again.body.result.providerOrderNumber).toBe(first.body.result.providerOrderNumber);
    const rows = await t.database.db
      .select()
      .from(providerOrders)
      .where(eq(providerOrders.idempotencyKey, sent.idempotencyKey));
    expect(rows).toHaveLength(1);
    const listed = await provider(providerIntakeApi.listOrders, { status: 'RECEIVED' });
    const numbers = (listed.body.result.items as ProviderOrder[]).map((o) => o.providerOrderNumber);
    expect(numbers).toContain(first.body.result.providerOrderNumber);
  });

  it('refuses a key reused for another order, an unknown firm and a bad order', async () => {
    const sent = order();
    await provider(providerIntakeApi.submitOrder, sent);
    const reused = await provider(providerIntakeApi.submitOrder, { ...sent, customerOrderId: randomUUID() });
    expect(reused.status).toBe(409);
    expect((await provider(providerIntakeApi.submitOrder, order({ firmId: randomUUID() }))).status).toBe(404);
    const bad = order();
    bad.payload.lines = [];
    const refused = await provider(providerIntakeApi.submitOrder, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0].field).toBe('payload.lines');
  });

  it('moves an order forward only: CONFIRMED, DELIVERED, never back', async () => {
    const received = (await provider(providerIntakeApi.submitOrder, order())).body.result as ProviderOrder;
    const providerOrderNumber = received.providerOrderNumber;
    const confirmed = await provider(providerIntakeApi.updateStatus, {
      providerOrderNumber,
      status: 'CONFIRMED',
    });
    expect(confirmed.body.result).toMatchObject({ status: 'CONFIRMED', confirmedAt: expect.any(String) });
    const delivered = await provider(providerIntakeApi.updateStatus, {
      providerOrderNumber,
      status: 'DELIVERED',
    });
    expect(delivered.body.result).toMatchObject({ status: 'DELIVERED', deliveredAt: expect.any(String) });
    const back = await provider(providerIntakeApi.updateStatus, { providerOrderNumber, status: 'CONFIRMED' });
    expect(back.status).toBe(409);
    const unknown = await provider(providerIntakeApi.updateStatus, {
      providerOrderNumber: 1,
      status: 'CONFIRMED',
    });
    expect(unknown.status).toBe(404);
  });
});

/** A remote intake stand-in: stores by key, and can be down or lose its answer after storing. */
function stubIntake() {
  const stored = new Map<string, ProviderOrder>();
  const state = { mode: 'up' as 'up' | 'error500' | 'refuse400' | 'loseAnswer', keys: [] as string[] };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      state.keys.push(String(req.headers[PROVIDER_API_KEY_HEADER]));
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (state.mode === 'error500') return reply(500, { result: null, messages: [] });
      if (state.mode === 'refuse400') return reply(400, { result: null, messages: [] });
      const submitted = JSON.parse(body).parameters as SubmitOrder;
      const existing = stored.get(submitted.idempotencyKey);
      const answer: ProviderOrder = existing ?? {
        providerOrderNumber: 9_000_000 + stored.size,
        idempotencyKey: submitted.idempotencyKey,
        firmId: submitted.firmId,
        customerOrderId: submitted.customerOrderId,
        status: 'RECEIVED',
        receivedAt: new Date().toISOString(),
        confirmedAt: null,
        deliveredAt: null,
        payload: submitted.payload,
      };
      stored.set(submitted.idempotencyKey, answer);
      if (state.mode === 'loseAnswer') return reply(502, { result: null, messages: [] });
      return reply(200, { result: answer, messages: [] });
    });
  });
  return { server, stored, state };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the HTTP intake client', () => {
  it('posts to a remote intake with its key; down, failing or refusing is a failure; a retry is the same order', async () => {
    const stub = stubIntake();
    const url = await listen(stub.server);
    try {
      const intake = httpOrderIntake({ url, key: 'mpk_remote' });
      const sent = order();
      stub.state.mode = 'error500';
      await expect(intake.submitOrder(sent)).rejects.toMatchObject({ kind: 'UNREACHABLE' });
      stub.state.mode = 'refuse400';
      await expect(intake.submitOrder(sent)).rejects.toMatchObject({ kind: 'REFUSED' });
      // Stored, but the answer is lost: the retry with the same key gets the same order.
      stub.state.mode = 'loseAnswer';
      await expect(intake.submitOrder(sent)).rejects.toBeInstanceOf(OrderIntakeFailure);
      stub.state.mode = 'up';
      const first = await intake.submitOrder(sent);
      const second = await intake.submitOrder(sent);
      expect(second.providerOrderNumber).toBe(first.providerOrderNumber);
      expect(stub.stored.size).toBe(1);
      expect(new Set(stub.state.keys)).toEqual(new Set(['mpk_remote']));
    } finally {
      stub.server.close();
    }
    const closed = httpOrderIntake({ url, key: 'mpk_remote', timeoutMs: 2000 });
    await expect(closed.submitOrder(order())).rejects.toMatchObject({ kind: 'UNREACHABLE' });
  });

  it("talks to Montör's own provider API over HTTP", async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const intake = httpOrderIntake({ url, key });
    const sent = order();
    const first = await intake.submitOrder(sent);
    expect(await intake.submitOrder(sent)).toEqual(first);
    const wrongKey = httpOrderIntake({ url, key: 'mpk_wrong' });
    await expect(wrongKey.submitOrder(order())).rejects.toMatchObject({ kind: 'REFUSED' });
  });

  it('is chosen by the environment; the in-process intake is the default', async () => {
    expect(orderIntakeFromEnvironment(t.database.db, {}).name).toBe('in-process');
    const remote = { PROVIDER_INTAKE_URL: 'http://intake.example', PROVIDER_INTAKE_KEY: 'k' };
    expect(orderIntakeFromEnvironment(t.database.db, remote).name).toBe('http');
    expect(() => orderIntakeFromEnvironment(t.database.db, { PROVIDER_INTAKE_URL: 'http://x' })).toThrow();
    const local = inProcessOrderIntake(t.database.db);
    const sent = order();
    expect((await local.submitOrder(sent)).providerOrderNumber).toBe(
      (await local.submitOrder(sent)).providerOrderNumber,
    );
  });
});
