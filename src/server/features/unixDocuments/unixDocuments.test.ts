import { type Document, documentKindEndpoints } from '@shared/api/documents';
import type { OrderPayload } from '@shared/api/providerIntake.api';
import {
  type UnixInvoicesSummary,
  type UnixInvoiceView,
  type UnixOrderView,
  unixDocumentsApi,
} from '@shared/api/unixDocuments.api';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../platform/sms/sms.table';
import { documentData } from '../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { catalogueProducts } from '../catalogue';
import { documents } from '../documents';
import { employees } from '../employees';
import { providerOrders } from '../providerIntake';
import { runProviderSimulator } from '../providerSimulator';

let t: TestApp;
let admin: TestClient;
let user: TestClient;
let norr: TestClient;
let firmId: string;
let products: Array<{ article: string; name: string; unit: string; grossPriceOre: number | null }>;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  user = t.client();
  await user.login('demo-anvandare');
  norr = t.client();
  await norr.login('norr-admin');
  firmId = await findFirmIdByCode(t.database.db, '100245');
  products = await t.database.db
    .select({
      article: catalogueProducts.article,
      name: catalogueProducts.name,
      unit: catalogueProducts.unit,
      grossPriceOre: catalogueProducts.grossPriceOre,
    })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.active, true), isNotNull(catalogueProducts.grossPriceOre)))
    .orderBy(asc(catalogueProducts.article))
    .limit(2);
});
afterAll(() => t.close());

const simulate = () =>
  runProviderSimulator({ deps: { db: t.database.db, clock: t.clock }, sms: t.deps.sms, deliveryMs: 120_000 });

/** A customer order by `client`'s employee, as the intake records it when it is sent. */
async function receivedOrder(client: TestClient): Promise<{ id: string; number: number }> {
  const saved = await client.call(documentKindEndpoints.CUSTOMER_ORDER.save, {
    newVersion: 0,
    data: documentData({ mark: 'Följesedeltest' }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const order = saved.body.result as Document;
  const payload: OrderPayload = {
    orderNumber: 1,
    orderDate: '2026-11-21',
    firmCode: '100245',
    firmName: 'Rörfirman Demo AB',
    employee: 'okänd',
    mark: 'Följesedeltest',
    object: 'Storgatan 3, Lund',
    message: 'Ring innan',
    warehouseCode: 'MMA',
    delivery: {
      type: 'PICKUP',
      method: 'ENTIRE_ORDER',
      date: '2026-11-23',
      receiver: '',
      address: { streetAddress: '', streetAddressExt: '', zipCode: '', city: '' },
    },
    contact: { name: '', phone: '', mobile: '', email: '' },
    lines: [
      ...products.map((p) => ({
        article: p.article,
        rsk: null,
        name: p.name,
        quantity: 3000,
        unit: p.unit.toLowerCase(),
        priceOre: null,
      })),
      {
        article: 'OKAND-1',
        rsk: null,
        name: 'Beställningsvara',
        quantity: 1000,
        unit: 'st',
        priceOre: 5_000,
      },
    ],
  };
  const [row] = await t.database.db
    .insert(providerOrders)
    .values({
      firmId,
      idempotencyKey: crypto.randomUUID(),
      customerOrderId: order.uid,
      payload: payload as unknown as Record<string, unknown>,
    })
    .returning({ id: providerOrders.id, number: providerOrders.providerOrderNumber });
  return row!;
}

async function providerOrder(id: string) {
  const [row] = await t.database.db.select().from(providerOrders).where(eq(providerOrders.id, id));
  return row!;
}

async function view(client: TestClient, docUid: string) {
  return client.call(unixDocumentsApi.viewOrder, { docUid });
}

async function readStateOf(docUid: string) {
  const [row] = await t.database.db
    .select({ readState: documents.readState })
    .from(documents)
    .where(eq(documents.id, docUid));
  return row?.readState;
}

describe('provider simulator', () => {
  let order: { id: string; number: number };
  let followUpUid: string;

  it('confirms a received order: a follow-up file for the ordering firm and an SMS in the same run', async () => {
    order = await receivedOrder(user);
    const run = await simulate();
    expect(run.failed).toEqual([]);
    expect(run.confirmed).toBeGreaterThanOrEqual(1);
    const confirmed = await providerOrder(order.id);
    expect(confirmed.status).toBe('CONFIRMED');
    followUpUid = confirmed.unixOrderId!;
    expect(await readStateOf(followUpUid)).toBe('NEW');

    const sms = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.firmId, firmId));
    const mine = sms.find((s) => s.text.includes(`Order ${order.number} är bekräftad`));
    expect(mine?.to).toBe('+46702345678');
    expect(mine?.text).toContain('Hämtas på');
    expect(mine?.text).toContain('Agnesfridsvägen 180');
    await t.deps.jobs.runDue(new Date());
    const [sent] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, mine!.id));
    expect(sent?.sentAt).not.toBeNull();

    const r = await view(user, followUpUid);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { document, stock, invoice } = r.body.result as UnixOrderView;
    expect(document).toMatchObject({
      docType: 'UNIX_ORDER',
      number: order.number,
      readState: 'VIEWED',
      employee: { caption: 'Erik Johansson' },
    });
    expect(document.header).toMatchObject({
      docDate: '2026-11-21',
      unixType: 'DEBIT',
      deliveryType: 'PICKUP',
      warehouseCode: 'MMA',
      sellerAddress: { city: 'Malmö', streetAddress: 'Agnesfridsvägen 180' },
    });
    expect(invoice).toBeNull();
    const [first, , unknown] = document.items;
    expect(first).toMatchObject({ article: products[0]!.article, quantity: 3000, unknownItem: false });
    expect(first!.priceOre).toBe(products[0]!.grossPriceOre);
    expect(first!.purchasePriceOre).toBeLessThan(first!.priceOre!);
    expect(unknown).toMatchObject({ code: 'OKAND-1', unknownItem: true, purchasePriceOre: 5_000 });
    const purchase = document.items.reduce((s, i) => s + (i.purchasePriceOre! * i.quantity) / 1000, 0);
    expect(document.header.purchaseSumOre).toBe(Math.round(purchase));
    expect(document.header.retailSumOre).toBe(document.totals.netSumOre);
    expect(Object.keys(stock)).toEqual(document.items.slice(0, 2).map((i) => i.uid));
    expect(stock[unknown!.uid]).toBeUndefined();
    // The order's warehouse (Malmö) comes first, carried or not.
    expect(stock[first!.uid]![0]).toMatchObject({ warehouseCode: 'MMA', own: true });
    expect(stock[first!.uid]!.filter((s) => s.own)).toHaveLength(1);
  });

  it('runs again without a second follow-up, and invoices only after the delivery delay', async () => {
    expect((await simulate()).confirmed).toBe(0);
    expect((await providerOrder(order.id)).status).toBe('CONFIRMED');
    t.clock.advance(120_001);
    const run = await simulate();
    expect(run.invoiced).toBeGreaterThanOrEqual(1);
    const invoiced = await providerOrder(order.id);
    expect(invoiced.status).toBe('INVOICED');
    expect(await readStateOf(followUpUid)).toBe('UPDATED');

    const r = await admin.call(unixDocumentsApi.viewInvoice, { docUid: invoiced.unixInvoiceId! });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { document, orders } = r.body.result as UnixInvoiceView;
    expect(document.number).toBeGreaterThanOrEqual(7_100_001);
    expect(document.header.dueDate).toBe('2026-12-21');
    expect(document.header.providerOrderNumbers).toEqual([order.number]);
    expect(orders).toEqual([{ providerOrderNumber: order.number, unixOrderUid: followUpUid }]);
    expect(document.items.every((i) => i.priceOre === i.purchasePriceOre)).toBe(true);
    expect(document.totals.vat).toEqual([
      expect.objectContaining({ rateBp: 2500, vatOre: Math.round(document.totals.netSumOre / 4) }),
    ]);
    expect(document.header.purchaseSumOre).toBe(document.totals.netSumOre);

    const followUp = (await view(user, followUpUid)).body.result as UnixOrderView;
    expect(followUp.invoice).toEqual({ docUid: invoiced.unixInvoiceId, number: document.number });
    expect(followUp.document.header.deliveryDate).toBe('2026-11-21');
  });

  it("gives another firm 'not found' for the follow-up and its invoice", async () => {
    const { unixOrderId, unixInvoiceId } = await providerOrder(order.id);
    expect((await view(norr, unixOrderId!)).status).toBe(404);
    expect(
      (await norr.call(unixDocumentsApi.updateStatus, { docUid: unixOrderId!, status: 'NEW' })).status,
    ).toBe(404);
    expect((await norr.call(documentKindEndpoints.UNIX_ORDER.load, { docUid: unixOrderId! })).status).toBe(
      404,
    );
    // The follow-up's id is no invoice of the own firm either.
    expect((await admin.call(unixDocumentsApi.viewInvoice, { docUid: unixOrderId! })).status).toBe(404);
    expect((await admin.call(unixDocumentsApi.viewOrder, { docUid: unixInvoiceId! })).status).toBe(404);
  });
});

describe('read states', () => {
  it('marks read and unread by hand; opening marks a new one read; a used one is fixed', async () => {
    const order = await receivedOrder(user);
    await simulate();
    const docUid = (await providerOrder(order.id)).unixOrderId!;
    const unread = await admin.call(unixDocumentsApi.updateStatus, { docUid, status: 'VIEWED' });
    expect(unread.body.result).toEqual({ docUid, readState: 'VIEWED' });
    expect(await readStateOf(docUid)).toBe('VIEWED');
    await admin.call(unixDocumentsApi.updateStatus, { docUid, status: 'NEW' });
    expect(await readStateOf(docUid)).toBe('NEW');
    expect(((await view(admin, docUid)).body.result as UnixOrderView).document.readState).toBe('VIEWED');
    expect(await readStateOf(docUid)).toBe('VIEWED');

    await t.database.db.update(documents).set({ readState: 'USED' }).where(eq(documents.id, docUid));
    const fixed = await admin.call(unixDocumentsApi.updateStatus, { docUid, status: 'NEW' });
    expect(fixed.status).toBe(409);
    expect(fixed.body.messages[0]?.code).toBe('READ_STATE_FIXED');
    expect(((await view(admin, docUid)).body.result as UnixOrderView).document.readState).toBe('USED');
  });
});

describe('onlyOwnUnixOrders', () => {
  it('shows an employee with the flag only the follow-ups of the orders they sent', async () => {
    const order = await receivedOrder(user);
    await simulate();
    const docUid = (await providerOrder(order.id)).unixOrderId!;
    const setFlag = (value: boolean) =>
      t.database.db
        .update(employees)
        .set({ onlyOwnUnixOrders: value })
        .where(eq(employees.login, 'demo-admin'));
    const listed = async (client: TestClient) => {
      const r = await client.call(documentKindEndpoints.UNIX_ORDER.list, { limit: 200 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.result as { items: Array<{ docUid: string }> }).items.map((i) => i.docUid);
    };
    expect(await listed(admin)).toContain(docUid);
    await setFlag(true);
    try {
      expect(await listed(admin)).not.toContain(docUid);
      expect(await listed(user)).toContain(docUid);
      expect((await view(admin, docUid)).status).toBe(404);
      const generic = await admin.call(documentKindEndpoints.UNIX_ORDER.load, { docUid });
      expect(generic.status).toBe(404);
      expect((await admin.call(unixDocumentsApi.updateStatus, { docUid, status: 'NEW' })).status).toBe(404);
      expect((await view(user, docUid)).status).toBe(200);
    } finally {
      await setFlag(false);
    }
    expect((await view(admin, docUid)).status).toBe(200);
  });
});

describe('invoice summaries', () => {
  it('sums the firm’s provider invoices per month, newest month first', async () => {
    const r = await admin.call(unixDocumentsApi.summaries, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { items } = r.body.result as { items: UnixInvoicesSummary[] };
    const invoices = await t.database.db
      .select({
        id: documents.id,
        docDate: documents.docDate,
        total: documents.totalSumOre,
        payable: documents.totalPayableOre,
      })
      .from(documents)
      .where(
        and(
          eq(documents.firmId, firmId),
          eq(documents.docType, 'UNIX_INVOICE'),
          eq(documents.deleted, false),
        ),
      );
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((s) => s.month)).toEqual([...items.map((s) => s.month)].sort().reverse());
    expect(items.reduce((n, s) => n + s.invoiceCount, 0)).toBe(invoices.length);
    for (const summary of items) {
      const inMonth = invoices.filter((i) => i.docDate.startsWith(summary.month));
      expect(summary.invoiceCount).toBe(inMonth.length);
      expect(summary.totalSumOre).toBe(inMonth.reduce((s, i) => s + i.payable, 0));
      expect(summary.vatSumOre).toBe(inMonth.reduce((s, i) => s + i.total, 0) - summary.netSumOre);
      // 25 % of the net sum, give or take each invoice's own rounding of its VAT.
      expect(Math.abs(summary.vatSumOre - summary.netSumOre / 4)).toBeLessThanOrEqual(summary.invoiceCount);
      expect(summary.invoices.map((i) => i.docUid).sort()).toEqual(inMonth.map((i) => i.id).sort());
      expect(summary.dueDate).toBe(
        summary.invoices
          .map((i) => i.dueDate)
          .sort()
          .at(-1),
      );
    }
    const november = await admin.call(unixDocumentsApi.summaries, {
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    });
    expect((november.body.result as { items: UnixInvoicesSummary[] }).items.map((s) => s.month)).toEqual([
      '2026-11',
    ]);
  });

  it('refuses the summaries and invoices to an employee whose net prices are hidden', async () => {
    const foreman = t.client();
    await foreman.login('demo-arbetsledare');
    const r = await foreman.call(unixDocumentsApi.summaries, {});
    expect(r.status).toBe(403);
    expect(r.body.messages[0]?.code).toBe('NET_PRICES_HIDDEN');
  });
});
