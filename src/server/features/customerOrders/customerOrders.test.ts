import { customerOrdersApi, type OrderCheck } from '@shared/api/customerOrders.api';
import {
  type Document,
  type DocumentDataInput,
  documentKindEndpoints,
  type ItemSearchResult,
} from '@shared/api/documents';
import { siteOptions } from '@shared/domain/access';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../platform/http/errors';
import { documentData, freeLine, workLine } from '../../testing/document-fixtures';
import {
  catalogueLine,
  type DocumentItemsFixture,
  ok,
  setUpDocumentItemsFixture,
} from '../../testing/document-items-fixtures';
import { completeDocumentRow, documents } from '../documents';
import { employees } from '../employees';
import { firms } from '../firms';
import { OrderIntakeFailure, providerOrders } from '../providerIntake';
import { sendCustomerOrder } from './customerOrders.usecases';

// The engine's completion, with a way to make it fail once (a send interrupted after the intake).
vi.mock('../documents', async (original) => {
  const actual = await original<typeof import('../documents')>();
  return { ...actual, completeDocumentRow: vi.fn(actual.completeDocumentRow) };
});

let f: DocumentItemsFixture;
const endpoints = documentKindEndpoints.CUSTOMER_ORDER;
const api = customerOrdersApi;

beforeAll(async () => {
  f = await setUpDocumentItemsFixture();
});
afterAll(() => f.t.close());

const pickup: Partial<DocumentDataInput> = { warehouseCode: 'LUN', deliveryType: 'PICKUP' };

async function createOrder(over: Partial<DocumentDataInput> = {}, client = f.admin): Promise<Document> {
  const data = documentData({ items: [catalogueLine('B10001', 175_000, 2000)], ...pickup, ...over });
  return ok<Document>(client.call(endpoints.save, { newVersion: 0, data }));
}

async function check(docUid: string, client = f.admin): Promise<OrderCheck> {
  return ok<OrderCheck>(client.call(api.customerOrderCheckToSend, { docUid }));
}

const fieldsOf = (c: OrderCheck, level = 'ERROR') =>
  Object.fromEntries(c.messages.filter((m) => m.level === level).map((m) => [m.field, m.text]));

const providerOrdersOf = (docUid: string) =>
  f.t.database.db.select().from(providerOrders).where(eq(providerOrders.customerOrderId, docUid));

const stored = async (docUid: string) =>
  (await f.t.database.db.select().from(documents).where(eq(documents.id, docUid)))[0]!;

async function sessionOf(login: string) {
  const db = f.t.database.db;
  const [e] = await db.select().from(employees).where(eq(employees.login, login));
  return {
    id: 'test',
    instanceToken: 'test',
    durable: false,
    clientMode: false,
    employee: {
      id: e!.id,
      firmId: e!.firmId,
      role: e!.role,
      accessLevel: 'FULL' as const,
      enabledSiteOption: [...siteOptions],
      adminId: null,
      netPriceAndMarginHidden: false,
      defaultWarehouse: null,
    },
  };
}

describe('customerOrderCheckToSend', () => {
  it('answers OK for a catalogue order with warehouse and pickup', async () => {
    const doc = await createOrder();
    expect(await check(doc.uid)).toEqual({ result: 'OK', messages: [], stock: [] });
  });

  it('puts each problem at its field', async () => {
    const doc = await createOrder({
      warehouseCode: null,
      deliveryType: null,
      deliveryDate: '2026-11-20',
      providerMessage: 'x'.repeat(51),
      items: [workLine(), freeLine(), catalogueLine('B10009', 175_000)],
    });
    const result = await check(doc.uid);
    expect(result.result).toBe('ERROR');
    expect(fieldsOf(result)).toMatchObject({
      'data.warehouseCode': 'Välj lager',
      'data.deliveryType': 'Välj leveranssätt',
      'data.deliveryDate': 'Leveransdatumet kan inte vara före i dag',
      'data.providerMessage': 'Meddelandet får vara högst 50 tecken',
      'data.items.0.code': 'Egna artiklar kan inte beställas från leverantören – ta bort raden',
      'data.items.1.code': 'Bara katalogartiklar kan beställas från leverantören – ta bort raden',
      'data.items.2.code':
        'Artikeln B10009 har utgått – ersätt den med B10001 Tvättställsblandare Mora Vega krom',
    });
  });

  it('needs at least one catalogue article', async () => {
    const doc = await createOrder({ items: [workLine()] });
    expect(fieldsOf(await check(doc.uid))['data.items']).toBe(
      'Beställningen måste ha minst en katalogartikel',
    );
  });

  it('needs receiver and a full address for delivery', async () => {
    const doc = await createOrder({
      deliveryType: 'DELIVERY',
      deliveryAddress: { streetAddress: '', zipCode: '123', city: '' },
    });
    expect(fieldsOf(await check(doc.uid))).toEqual({
      'data.deliveryReceiver': 'Ange mottagare',
      'data.deliveryAddress.streetAddress': 'Ange gatuadress',
      'data.deliveryAddress.zipCode': 'Postnumret ska ha fem siffror',
      'data.deliveryAddress.city': 'Ange ort',
    });
    const full = await createOrder({
      deliveryType: 'DELIVERY',
      deliveryReceiver: 'Kalle Rör',
      deliveryAddress: { streetAddress: 'Storgatan 3', zipCode: '222 21', city: 'Lund' },
      deliveryDate: '2026-11-21',
    });
    expect((await check(full.uid)).result).toBe('OK');
  });

  it('asks for mark and object where the firm has them mandatory', async () => {
    const db = f.t.database.db;
    await db
      .update(firms)
      .set({ mandatoryMark: true, mandatoryObject: true })
      .where(eq(firms.id, f.demoFirm));
    try {
      const doc = await createOrder({ mark: '', object: '' });
      const errors = fieldsOf(await check(doc.uid));
      expect(errors['data.mark']).toBeTruthy();
      expect(errors['data.object']).toBeTruthy();
    } finally {
      await db
        .update(firms)
        .set({ mandatoryMark: false, mandatoryObject: false })
        .where(eq(firms.id, f.demoFirm));
    }
  });

  it('warns about stock short in the chosen warehouse, and the warning does not stop the send', async () => {
    // Malmö holds 3 mixers; 5 are ordered.
    const doc = await createOrder({
      warehouseCode: 'MMA',
      items: [catalogueLine('B10001', 175_000, 5000), freeLine({ type: 'COMMENT', code: 'text1' })],
    });
    const result = await check(doc.uid);
    expect(result.result).toBe('WARN');
    expect(result.stock).toEqual([
      expect.objectContaining({ article: 'B10001', quantity: 5000, balance: 3000 }),
    ]);
    expect(Object.keys(fieldsOf(result, 'WARNING'))).toEqual([
      'data.items.0.quantity',
      'data.items.1.description',
    ]);
    const sent = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version });
    expect(sent.status).toBe(200);
  });

  it("gives another firm's order as not found", async () => {
    const doc = await createOrder();
    expect((await f.norr.call(api.customerOrderCheckToSend, { docUid: doc.uid })).status).toBe(404);
    expect(
      (await f.norr.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version })).status,
    ).toBe(404);
    expect((await stored(doc.uid)).sentAt).toBeNull();
  });
});

describe('customerOrderSend', () => {
  it('sends: one provider order, then the order is completed, numbered, sent and locked', async () => {
    const doc = await createOrder({ providerMessage: 'Ring innan' });
    const r = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const sent = r.body.result as Document;
    expect(sent).toMatchObject({ completed: true, locked: true, editable: false, status: 'LOCKED' });
    expect(sent.number).toBeGreaterThan(0);
    expect(sent.sentAt).toBe(f.t.clock.now().toISOString());
    const [order, ...more] = await providerOrdersOf(doc.uid);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({
      status: 'RECEIVED',
      firmId: f.demoFirm,
      idempotencyKey: (await stored(doc.uid)).sendKey,
    });
    expect(order!.payload).toMatchObject({
      orderNumber: sent.number,
      firmCode: '100245',
      message: 'Ring innan',
      warehouseCode: 'LUN',
      delivery: { type: 'PICKUP', method: 'ENTIRE_ORDER' },
      lines: [{ article: 'B10001', rsk: '1234567', quantity: 2000 }],
    });
    const again = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: sent.version });
    expect(again.status).toBe(409);
    expect(again.body.userErrorMessage).toBe('Beställningen är redan skickad');
    const edit = await f.admin.call(endpoints.save, {
      docUid: doc.uid,
      newVersion: sent.version,
      data: documentData(pickup),
    });
    expect(edit.status).toBe(409);
    expect(await providerOrdersOf(doc.uid)).toHaveLength(1);
  });

  it('refuses an order with errors at their fields and leaves it a draft', async () => {
    const doc = await createOrder({ warehouseCode: null });
    const r = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field: 'data.warehouseCode', text: 'Välj lager' });
    expect(await stored(doc.uid)).toMatchObject({ locked: false, sentAt: null, sendKey: null });
  });

  it('answers 409 for a stale version', async () => {
    const doc = await createOrder();
    const r = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version - 1 });
    expect(r.status).toBe(409);
    expect(await providerOrdersOf(doc.uid)).toHaveLength(0);
  });

  it('lets only admins send where the firm says so', async () => {
    const db = f.t.database.db;
    await db.update(firms).set({ onlyAdminsCanOrder: true }).where(eq(firms.id, f.demoFirm));
    try {
      const user = f.t.client();
      await user.login('demo-anvandare');
      const doc = await createOrder({}, user);
      const refused = await user.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version });
      expect(refused.status).toBe(403);
      expect(refused.body.userErrorMessage).toBe(
        'Endast administratörer får skicka beställningar till leverantören i ert företag.',
      );
      expect(await stored(doc.uid)).toMatchObject({ locked: false, sendKey: null });
      const byAdmin = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version });
      expect(byAdmin.status).toBe(200);
    } finally {
      await db.update(firms).set({ onlyAdminsCanOrder: false }).where(eq(firms.id, f.demoFirm));
    }
  });

  it('refuses a firm without the ordering option (the call and the use case the basket uses)', async () => {
    const db = f.t.database.db;
    const doc = await createOrder();
    const session = await sessionOf('demo-admin');
    await db
      .update(firms)
      .set({ siteOptions: siteOptions.filter((o) => o !== 'CUSTOMER_ORDERS') })
      .where(eq(firms.id, f.demoFirm));
    try {
      const call = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version });
      expect(call.status).toBe(403);
      const direct = sendCustomerOrder({
        deps: { db, clock: f.t.clock },
        session,
        docUid: doc.uid,
        newVersion: doc.version,
      });
      await expect(direct).rejects.toMatchObject({ status: 403, code: 'ORDERING_NOT_ENABLED' });
    } finally {
      await db
        .update(firms)
        .set({ siteOptions: [...siteOptions] })
        .where(eq(firms.id, f.demoFirm));
    }
    expect(await providerOrdersOf(doc.uid)).toHaveLength(0);
  });

  it('leaves the order unsent and unlocked when the intake is down, and the retry reuses the key', async () => {
    const db = f.t.database.db;
    const doc = await createOrder();
    const session = await sessionOf('demo-admin');
    const down = {
      name: 'down',
      submitOrder: async () => {
        throw new OrderIntakeFailure('UNREACHABLE', 'connect ECONNREFUSED');
      },
    };
    const failed = await sendCustomerOrder({
      deps: { db, clock: f.t.clock },
      session,
      docUid: doc.uid,
      newVersion: doc.version,
      intake: down,
    }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({
      status: 503,
      text: 'Leverantören kunde inte ta emot beställningen just nu. Beställningen är sparad men inte skickad – försök igen om en stund.',
    });
    const after = await stored(doc.uid);
    expect(after).toMatchObject({ locked: false, completed: false, sentAt: null, version: doc.version });
    expect(after.sendKey).not.toBeNull();
    // Still an editable draft: a save goes through.
    const saved = await ok<Document>(
      f.admin.call(endpoints.save, {
        docUid: doc.uid,
        newVersion: doc.version,
        data: documentData({ ...pickup, items: [catalogueLine('B10001', 175_000)] }),
      }),
    );
    const retried = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: saved.version });
    expect(retried.status).toBe(200);
    const orders = await providerOrdersOf(doc.uid);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.idempotencyKey).toBe(after.sendKey);
    expect((retried.body.result as Document).number).toBe(after.number);
  });

  it('gives one provider order when a send is interrupted after the intake and retried', async () => {
    const doc = await createOrder();
    vi.mocked(completeDocumentRow).mockRejectedValueOnce(new Error('server stopped'));
    const first = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version });
    expect(first.status).toBe(500);
    expect(await providerOrdersOf(doc.uid)).toHaveLength(1);
    // At the provider already: locked against edits, not sent, its key kept.
    expect(await stored(doc.uid)).toMatchObject({ locked: true, completed: false, sentAt: null });
    const retried = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect((retried.body.result as Document).sentAt).not.toBeNull();
    expect(await providerOrdersOf(doc.uid)).toHaveLength(1);
  });

  it('sends through the HTTP intake the environment names, and refuses with 503 when it is down', async () => {
    const doc = await createOrder();
    vi.stubEnv('PROVIDER_INTAKE_URL', 'http://127.0.0.1:9');
    vi.stubEnv('PROVIDER_INTAKE_KEY', 'mpk_test');
    try {
      const r = await f.admin.call(api.customerOrderSend, { docUid: doc.uid, newVersion: doc.version });
      expect(r.status).toBe(503);
      expect(r.body.userErrorMessage).toMatch(/Beställningen är sparad men inte skickad/);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await stored(doc.uid)).toMatchObject({ locked: false, sentAt: null });
    expect(await providerOrdersOf(doc.uid)).toHaveLength(0);
  });
});

describe('customerOrderItemSearch', () => {
  it('finds catalogue articles only', async () => {
    const hits = await ok<ItemSearchResult[]>(
      f.admin.call(api.customerOrderItemSearch, { codeOrArticle: 'B10001', strictSearch: true }),
    );
    expect(hits.map((h) => h.item.article)).toEqual(['B10001']);
    const own = await ok<ItemSearchResult[]>(
      f.admin.call(api.customerOrderItemSearch, { codeOrArticle: 'DUSCHMONT', strictSearch: true }),
    );
    expect(own).toEqual([]);
  });
});
