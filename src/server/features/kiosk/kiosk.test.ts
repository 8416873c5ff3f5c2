import { documentKindEndpoints } from '@shared/api/documents';
import { type Basket, type BasketCheckLine, kioskApi } from '@shared/api/kiosk.api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installCatalogueFixture, testCatalogue } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';

let t: TestApp;
let admin: TestClient;
let demoFirm: string;

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  demoFirm = await findFirmIdByCode(db, '100245');
  await installCatalogueFixture(
    db,
    testCatalogue({ demo: demoFirm, norr: await findFirmIdByCode(db, '100318') }),
  );
  // Pack sizes, a minimum and a product sold by the metre, on top of the shared fixture.
  await run(sql`update catalogue_products set quantity_per_unit = 10000 where article = 'R20003'`);
  await run(sql`update catalogue_products set wholesale_quantity = 5000 where article = 'R20004'`);
  await run(sql`update catalogue_products set decimals_allowed = true, unit = 'M' where article = 'R20001'`);
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(() => t.close());

async function ok<T>(client: TestClient, endpoint: Parameters<TestClient['call']>[0], parameters: object) {
  const r = await client.call(endpoint, parameters as Record<string, unknown>);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}
type Updated = Basket & { changed: { productId: number; quantity: number; raisedToMinimum: boolean } | null };
const update = (client: TestClient, change: object, warehouseCode?: string) =>
  ok<Updated>(client, kioskApi.update, { change, ...(warehouseCode ? { warehouseCode } : {}) });
const add = (client: TestClient, article: string, quantity: number | null, mode = 'INCREMENT') =>
  update(client, { action: 'UPDATE', product: { article }, quantity, mode });
const basket = (client: TestClient, warehouseCode?: string) =>
  ok<Basket>(client, kioskApi.basket, warehouseCode ? { warehouseCode } : {});
const clear = (client: TestClient) => update(client, { action: 'CLEAR' });

describe('kiosk basket access', () => {
  it('needs a login and the ordering option', async () => {
    expect((await t.client().call(kioskApi.basket, {})).status).toBe(401);
    await run(sql`update firms set site_options = '{OFFERS}' where code = '100402'`);
    const guest = t.client();
    await guest.login('gast-badrum');
    expect((await guest.call(kioskApi.basket, {})).status).toBe(403);
    const r = await guest.call(kioskApi.update, { change: { action: 'CLEAR' } });
    expect(r.status).toBe(403);
  });
});

describe('kiosk basket quantities', () => {
  beforeEach(() => clear(admin));

  it('steps by the pack size and removes the line at zero', async () => {
    const first = await add(admin, 'R20003', null);
    expect(first.changed).toEqual({ productId: 8, quantity: 10_000, raisedToMinimum: false });
    expect((await add(admin, 'R20003', null)).changed?.quantity).toBe(20_000);
    expect((await add(admin, 'R20003', null, 'DECREMENT')).changed?.quantity).toBe(10_000);
    const gone = await add(admin, 'R20003', null, 'DECREMENT');
    expect([gone.changed?.quantity, gone.basketSize]).toEqual([0, 0]);
    // Typed quantities are whole packs, rounded up.
    expect((await add(admin, 'R20003', 15_000, 'MANUAL')).changed?.quantity).toBe(20_000);
  });

  it('raises a quantity below the minimum, and a decrement under it removes the line', async () => {
    const raised = await add(admin, 'R20004', 2000, 'MANUAL');
    expect(raised.changed).toEqual({ productId: 9, quantity: 5000, raisedToMinimum: true });
    expect((await add(admin, 'R20004', 1000)).changed?.quantity).toBe(6000);
    expect((await add(admin, 'R20004', 2000, 'DECREMENT')).changed?.quantity).toBe(0);
  });

  it('takes fractions only where the product allows them', async () => {
    const refused = await admin.call(kioskApi.update, {
      change: { action: 'UPDATE', product: { article: 'B10001' }, quantity: 1500, mode: 'MANUAL' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]).toMatchObject({
      code: 'NON_INTEGRAL_QUANTITY',
      field: 'change.quantity',
    });
    expect((await add(admin, 'R20001', 1500, 'MANUAL')).changed?.quantity).toBe(1500);
    const zero = await add(admin, 'R20001', 0, 'MANUAL');
    expect(zero.basketSize).toBe(0);
  });

  it('finds the product by article or RSK number with spaces, and refuses unknown and archived ones', async () => {
    expect((await add(admin, '123 45 67', 2000, 'MANUAL')).changed?.productId).toBe(1);
    expect((await add(admin, 'b10001', null)).changed?.quantity).toBe(3000);
    const unknown = await admin.call(kioskApi.update, {
      change: { action: 'UPDATE', product: { article: 'X99999' }, mode: 'INCREMENT' },
    });
    expect([unknown.status, unknown.body.messages[0]?.field]).toEqual([404, 'change.product.article']);
    const archived = await admin.call(kioskApi.update, {
      change: { action: 'UPDATE', product: { article: 'B10009' }, mode: 'INCREMENT' },
    });
    expect([archived.status, archived.body.messages[0]?.code]).toEqual([400, 'ARTICLE_ARCHIVED']);
  });
});

describe('the basket', () => {
  beforeEach(() => clear(admin));

  it('lists lines in the order added with the firm’s net prices, sums and stock', async () => {
    await add(admin, 'B10001', 2000, 'MANUAL');
    await add(admin, 'R20003', null);
    const b = await basket(admin);
    expect(b.lines.map((l) => l.article)).toEqual(['B10001', 'R20003']);
    expect(b.warehouse?.code).toBe('LUN');
    // 2 500,00 kr less the firm's 30 % (BL) is 1 750,00 kr; R20003 4 500 öre less 40 % is 27,00 kr × 10.
    expect(b.lines[0]).toMatchObject({ unitPriceOre: 175_000, sumOre: 350_000, retailSumOre: 500_000 });
    expect(b.lines[1]).toMatchObject({ quantityPerUnit: 10_000, unitPriceOre: 2700, sumOre: 27_000 });
    expect([b.basketSize, b.totalSumOre, b.netPricesAvailable]).toEqual([2, 377_000, true]);
    expect(b.lines[0]?.stock).toMatchObject({ shortageCode: 'NONE', message: 'I lager: 10 st i Lund' });
  });

  it('shows the stock of the warehouse the page chose, and refuses an unknown one', async () => {
    await add(admin, 'B10001', 5000, 'MANUAL');
    const malmo = await basket(admin, 'MMA');
    expect(malmo.lines[0]?.stock).toMatchObject({
      shortageCode: 'PARTIAL',
      message: 'Endast 3 st i lager i Malmö',
    });
    const r = await admin.call(kioskApi.basket, { warehouseCode: 'XYZ' });
    expect([r.status, r.body.messages[0]?.field]).toEqual([404, 'warehouseCode']);
  });

  it('gives an employee with hidden net prices list prices only', async () => {
    const foreman = t.client();
    await foreman.login('demo-arbetsledare');
    const b = await add(foreman, 'B10001', 1000, 'MANUAL');
    expect(b.netPricesAvailable).toBe(false);
    expect(b.lines[0]).toMatchObject({ unitPriceOre: 250_000, sumOre: 250_000 });
    expect(b.lines[0]?.prices.regularPrice).toBeNull();
    await clear(foreman);
  });

  it('keeps each employee’s and each firm’s basket to themselves', async () => {
    await add(admin, 'B10001', 1000, 'MANUAL');
    const colleague = t.client();
    await colleague.login('demo-anvandare');
    expect((await basket(colleague)).basketSize).toBe(0);
    const norr = t.client();
    await norr.login('norr-admin');
    expect((await basket(norr)).lines).toEqual([]);
    await update(norr, { action: 'REMOVE', productId: 1 });
    await clear(norr);
    expect((await basket(admin)).basketSize).toBe(1);
    await add(norr, 'B10001', 4000, 'MANUAL');
    expect((await basket(admin)).lines[0]?.quantity).toBe(1000);
    await clear(norr);
  });
});

describe('basket search', () => {
  const search = async (codeOrArticle: string) =>
    (
      await ok<{ products: Array<{ article: string; exactMatch: boolean }> }>(admin, kioskApi.search, {
        codeOrArticle,
      })
    ).products;

  it('finds by article number, RSK number with or without spaces, and name', async () => {
    expect((await search('B10001'))[0]).toMatchObject({ article: 'B10001', exactMatch: true });
    expect((await search('1234567'))[0]?.article).toBe('B10001');
    expect((await search('123 45 67'))[0]?.article).toBe('B10001');
    const byName = (await search('kopparrör')).map((p) => p.article);
    expect(byName.sort()).toEqual(['R20001', 'R20002']);
    expect(await search('  ')).toEqual([]);
  });

  it('leaves archived articles out', async () => {
    expect((await search('B10009')).map((p) => p.article)).not.toContain('B10009');
  });
});

describe('basket check', () => {
  beforeEach(() => clear(admin));

  it('reports shortages per line and archived articles with their replacements', async () => {
    await add(admin, 'B10001', 5000, 'MANUAL');
    await add(admin, 'R20003', null);
    // An article archived after it was put in the basket.
    await run(sql`insert into basket_lines (firm_id, employee_id, product_id, quantity, position)
      select firm_id, id, 13, 1000, 99 from employees where login = 'demo-admin'`);
    const check = await ok<{ status: string; lines: BasketCheckLine[] }>(admin, kioskApi.check, {
      warehouseCode: 'MMA',
    });
    expect(check.status).toBe('ERROR');
    const by = new Map(check.lines.map((l) => [l.article, l]));
    expect(by.get('B10001')).toMatchObject({
      level: 'WARN',
      shortageCode: 'PARTIAL',
      shortageMessage: 'Endast 3 st i lager i Malmö',
    });
    expect(by.get('R20003')).toMatchObject({ level: 'WARN', shortageCode: 'NOT_STOCKED' });
    expect(by.get('B10009')).toMatchObject({ level: 'ERROR', shortageCode: 'ARCHIVED' });
    expect(by.get('B10009')?.replacements.map((r) => r.article)).toEqual(['B10001']);
    // The archived line can be removed (to take its replacement instead), then Lund has enough.
    await add(admin, 'B10009', null, 'DECREMENT');
    await add(admin, 'R20003', null, 'DECREMENT');
    const lund = await ok<{ status: string }>(admin, kioskApi.check, {});
    expect(lund.status).toBe('OK');
  });
});

const pickup = { deliveryType: 'PICKUP', warehouseCode: 'LUN', mark: 'Badrum Storgatan 3' };

describe('sending the basket', () => {
  beforeEach(async () => {
    await run(
      sql`update firms set only_admins_can_order = false, mandatory_mark = false where code = '100245'`,
    );
    await clear(admin);
  });

  it('refuses a non-admin when only admins may order, and keeps the basket', async () => {
    await run(sql`update firms set only_admins_can_order = true where code = '100245'`);
    const colleague = t.client();
    await colleague.login('demo-anvandare');
    await add(colleague, 'B10001', 1000, 'MANUAL');
    const r = await colleague.call(kioskApi.send, pickup);
    expect([r.status, r.body.messages[0]?.code]).toEqual([403, 'ONLY_ADMINS_CAN_ORDER']);
    expect((await basket(colleague)).basketSize).toBe(1);
    await clear(colleague);
  });

  it('checks the fields at the fields: mandatory mark, message length, pickup warehouse, address', async () => {
    await run(sql`update firms set mandatory_mark = true where code = '100245'`);
    await add(admin, 'B10001', 1000, 'MANUAL');
    const noMark = await admin.call(kioskApi.send, { ...pickup, mark: '' });
    expect([noMark.status, noMark.body.messages[0]?.field]).toEqual([400, 'mark']);
    const long = await admin.call(kioskApi.send, { ...pickup, providerMessage: 'x'.repeat(51) });
    expect([long.status, long.body.messages[0]?.field]).toEqual([400, 'providerMessage']);
    const noWarehouse = await admin.call(kioskApi.send, { ...pickup, warehouseCode: null });
    expect(noWarehouse.body.messages[0]?.field).toBe('warehouseCode');
    const delivery = await admin.call(kioskApi.send, { ...pickup, deliveryType: 'DELIVERY' });
    expect(delivery.body.messages.map((m) => m.field)).toEqual([
      'deliveryReceiver',
      'deliveryAddress.streetAddress',
      'deliveryAddress.zipCode',
      'deliveryAddress.city',
    ]);
    const past = await admin.call(kioskApi.send, { ...pickup, deliveryDate: '2026-11-01' });
    expect(past.body.messages[0]?.field).toBe('deliveryDate');
    expect((await basket(admin)).basketSize).toBe(1);
  });

  it('refuses an empty basket', async () => {
    const r = await admin.call(kioskApi.send, pickup);
    expect([r.status, r.body.messages[0]?.code]).toEqual([400, 'BASKET_EMPTY']);
  });

  it('sends the basket as a customer order and empties it', async () => {
    await add(admin, 'B10001', 2000, 'MANUAL');
    await add(admin, 'R20003', null);
    const sent = await ok<{ sent: boolean; docUid: string; number: number | null; basketSize: number }>(
      admin,
      kioskApi.send,
      { ...pickup, providerMessage: 'Hämtas fredag', deliveryDate: '2026-11-27' },
    );
    expect(sent).toMatchObject({ sent: true, basketSize: 0 });
    expect(sent.number).toEqual(expect.any(Number));
    expect((await basket(admin)).basketSize).toBe(0);
    const order = await ok<{
      sentAt: string | null;
      header: Record<string, unknown>;
      items: Array<{ article: string; quantity: number }>;
    }>(admin, documentKindEndpoints.CUSTOMER_ORDER.load, { docUid: sent.docUid });
    expect(order.sentAt).not.toBeNull();
    expect(order.header).toMatchObject({
      mark: 'Badrum Storgatan 3',
      warehouseCode: 'LUN',
      deliveryType: 'PICKUP',
      providerMessage: 'Hämtas fredag',
      deliveryDate: '2026-11-27',
    });
    expect(order.items.map((i) => [i.article, i.quantity])).toEqual([
      ['B10001', 2000],
      ['R20003', 10_000],
    ]);
  });

  it('keeps the basket and the unsent order when the provider cannot take it', async () => {
    await add(admin, 'B10001', 1000, 'MANUAL');
    // A provider intake nobody listens on.
    process.env.PROVIDER_INTAKE_URL = 'http://127.0.0.1:9';
    process.env.PROVIDER_INTAKE_KEY = 'test-key';
    try {
      const r = await ok<{ sent: boolean; docUid: string; failureMessage: string; basketSize: number }>(
        admin,
        kioskApi.send,
        pickup,
      );
      expect(r).toMatchObject({ sent: false, basketSize: 1 });
      expect(r.failureMessage).toMatch(/^Beställningen sparades men kunde inte skickas: /);
      expect((await basket(admin)).lines.map((l) => [l.article, l.quantity])).toEqual([['B10001', 1000]]);
      const draft = await ok<{ sentAt: string | null; locked: boolean; items: unknown[] }>(
        admin,
        documentKindEndpoints.CUSTOMER_ORDER.load,
        { docUid: r.docUid },
      );
      expect([draft.sentAt, draft.locked, draft.items.length]).toEqual([null, false, 1]);
    } finally {
      delete process.env.PROVIDER_INTAKE_URL;
      delete process.env.PROVIDER_INTAKE_KEY;
    }
  });
});
