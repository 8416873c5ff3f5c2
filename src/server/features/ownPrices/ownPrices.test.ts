import { authApi } from '@shared/api/auth.api';
import type { Endpoint } from '@shared/api/endpoint';
import { type OwnPrice, type OwnPriceListRow, ownPricesApi } from '@shared/api/ownPrices.api';
import { buildSearchText } from '@shared/domain/catalogue-search';
import { netPriceOre } from '@shared/domain/pricing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import {
  catalogueCategories,
  catalogueDiscountGroups,
  catalogueFirmDiscounts,
  catalogueProducts,
} from '../catalogue';
import { employees } from '../employees';
import { firms } from '../firms';

let t: TestApp;
let admin: TestClient;
let demoFirm: string;
/** Catalogue articles of the test's own discount group, on which the demo firm has 15 % off. */
let articles: Array<{ article: string; rsk: string; netOre: number }>;

const GROSS_ORE = [10_000, 24_900, 125_000, 8_990, 45_000, 3_300];
const DISCOUNT_BP = 1500;

/** The test's own corner of the catalogue, so every net price is known exactly. */
async function seedTestArticles(db: Db, firmId: string) {
  const [category] = await db
    .insert(catalogueCategories)
    .values({
      name: 'Testkategori',
      sortKey: 'testkategori',
      depth: 0,
      path: [],
      searchText: ' testkategori ',
    })
    .returning({ id: catalogueCategories.id });
  await db.insert(catalogueDiscountGroups).values({ code: 'OPTEST', name: 'Test av egna priser' });
  await db
    .insert(catalogueFirmDiscounts)
    .values({ firmId, discountGroup: 'OPTEST', discountBp: DISCOUNT_BP });
  const products = GROSS_ORE.map((gross, i) => ({
    article: `OPTEST${i}`,
    rsk: `99900${String(i).padStart(2, '0')}`,
    name: `Provblandare ${i}`,
    sortKey: `provblandare ${i}`,
    categoryId: category!.id,
    unit: 'st',
    discountGroup: 'OPTEST',
    grossPriceOre: gross,
    searchText: buildSearchText([`Provblandare ${i}`, `OPTEST${i}`]),
    nameHead: 'provblandare',
  }));
  await db.insert(catalogueProducts).values(products);
  return products.map((p) => ({
    article: p.article,
    rsk: p.rsk,
    netOre: netPriceOre(p.grossPriceOre, DISCOUNT_BP),
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  demoFirm = await findFirmIdByCode(t.deps.db, '100245');
  articles = await seedTestArticles(t.deps.db, demoFirm);
});
afterAll(() => t.close());

const save = (
  client: TestClient,
  data: Record<string, unknown>,
  uid: string | null = null,
  newVersion: number | null = null,
) => client.call(ownPricesApi.save, { uid, newVersion, data });

async function list(client: TestClient, parameters: Record<string, unknown> = {}) {
  const { status, body } = await client.call(ownPricesApi.list, parameters);
  expect(status).toBe(200);
  return body.result as { totalCount: number; items: OwnPriceListRow[] };
}

describe('the calculator', () => {
  it('works out price, markup and profit from the firm’s net price', async () => {
    const { article, rsk, netOre } = articles[0]!;
    const { status, body } = await admin.call(ownPricesApi.calc, {
      codeOrArticle: rsk!,
      mode: 'FIXED_MARKUP',
      markupBp: 2500,
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      article,
      netPriceOre: netOre,
      priceOre: Math.round(netOre * 1.25),
      markupBp: expect.any(Number),
      saveable: true,
      problems: [],
    });
  });

  it('warns about a negative margin in messages and says it cannot be saved', async () => {
    const { article, netOre } = articles[0]!;
    const { body } = await admin.call(ownPricesApi.calc, {
      codeOrArticle: article,
      mode: 'FIXED_PRICE',
      priceOre: netOre - 100,
    });
    expect(body.result).toMatchObject({ saveable: false, marginOre: -100 });
    expect(body.messages).toEqual([
      expect.objectContaining({
        level: 'WARNING',
        code: 'NEGATIVE_MARGIN',
        text: 'Negativ marginal: priset är 1,00\u00a0kr lägre än ert nettopris',
      }),
    ]);
  });

  it('says when an article is not in the catalogue', async () => {
    const { status, body } = await admin.call(ownPricesApi.calc, {
      codeOrArticle: 'FINNSINTE99',
      mode: 'FIXED_PRICE',
      priceOre: 1,
    });
    expect(status).toBe(400);
    expect(body.messages[0]).toMatchObject({
      field: 'codeOrArticle',
      text: 'Artikeln finns inte i katalogen',
    });
  });
});

describe('saving', () => {
  it('refuses a negative margin with the error and the warning at the field', async () => {
    const { article, netOre } = articles[1]!;
    const { status, body } = await save(admin, { code: article, mode: 'FIXED_PRICE', priceOre: netOre - 1 });
    expect(status).toBe(400);
    expect(body.messages.map((m) => [m.level, m.field])).toEqual([
      ['ERROR', 'data.priceOre'],
      ['WARNING', 'data.priceOre'],
    ]);
    expect(body.userErrorMessage).toBe('Ett pris med negativ marginal kan inte sparas');
  });

  it('refuses a price equal to the net price, and a 0 % markup', async () => {
    const { article, netOre } = articles[1]!;
    const equal = await save(admin, { code: article, mode: 'FIXED_PRICE', priceOre: netOre });
    expect(equal.body.messages[0]).toMatchObject({ code: 'EQUALS_NET_PRICE', field: 'data.priceOre' });
    const zero = await save(admin, { code: article, mode: 'FIXED_MARKUP', markupBp: 0 });
    expect(zero.body.messages[0]).toMatchObject({ code: 'EQUALS_NET_PRICE', field: 'data.markupBp' });
  });

  it('saves a price by RSK number, keeps the article number, and refuses a second one', async () => {
    const { article, rsk, netOre } = articles[1]!;
    const { status, body } = await save(admin, {
      code: rsk,
      mode: 'FIXED_PROFIT',
      profitBp: 2000,
      priceOre: 5,
    });
    expect(status).toBe(200);
    const saved = body.result as OwnPrice;
    expect(saved).toMatchObject({
      article,
      mode: 'FIXED_PROFIT',
      value: 2000,
      priceOre: Math.round(netOre / 0.8),
    });
    expect(saved.data).toMatchObject({ code: article, profitBp: 2000, priceOre: null });
    const again = await save(admin, { code: article, mode: 'FIXED_PRICE', priceOre: netOre * 2 });
    expect(again.status).toBe(400);
    expect(again.body.messages[0]).toMatchObject({
      field: 'data.code',
      text: 'Det finns redan ett eget pris för artikeln',
    });
  });

  it('updates with the version it read and refuses a stale one', async () => {
    const { article, netOre } = articles[2]!;
    const created = (await save(admin, { code: article, mode: 'FIXED_MARKUP', markupBp: 2000 })).body
      .result as OwnPrice;
    const data = { ...created.data, mode: 'FIXED_PRICE', priceOre: netOre + 5000 };
    const updated = await save(admin, data, created.uid, created.version);
    expect(updated.body.result).toMatchObject({
      version: created.version + 1,
      priceOre: netOre + 5000,
      value: netOre + 5000,
    });
    expect((await save(admin, data, created.uid, created.version)).status).toBe(409);
  });
});

describe('list, suggestions, bulk change and the price cell', () => {
  it('shows the demo firm’s own prices in all three modes, by article number', async () => {
    const { items } = await list(admin, { limit: 100 });
    const seeded = items.filter((i) => !i.article.startsWith('OPTEST'));
    expect(new Set(seeded.map((i) => i.mode))).toEqual(
      new Set(['FIXED_PRICE', 'FIXED_MARKUP', 'FIXED_PROFIT']),
    );
    expect(seeded.every((i) => (i.marginOre ?? 0) > 0)).toBe(true);
    const codes = seeded.map((i) => i.article);
    expect(codes).toEqual([...codes].sort());
  });

  it('lists with today’s figures, filtered by mode', async () => {
    const { items } = await list(admin, { types: ['FIXED_PROFIT'], searchPattern: 'OPTEST' });
    expect(items.every((i) => i.mode === 'FIXED_PROFIT')).toBe(true);
    const row = items.find((i) => i.article === articles[1]!.article)!;
    expect(row).toMatchObject({
      netPriceOre: articles[1]!.netOre,
      profitBp: expect.any(Number),
      marginOre: expect.any(Number),
    });
  });

  it('hides net prices and margins in client mode', async () => {
    const client = t.client();
    await client.login('demo-anvandare');
    await client.call(authApi.setClientMode, { clientMode: true });
    const row = (await list(client, { searchPattern: articles[1]!.article })).items[0]!;
    expect(row).toMatchObject({ netPriceOre: null, marginOre: null, markupBp: null, profitBp: null });
    expect(row.priceOre).toEqual(expect.any(Number));
  });

  it('keeps a markup or profit price’s own value from client mode, in the list and the price (decision 0023)', async () => {
    const made = (await save(admin, { code: articles[5]!.article, mode: 'FIXED_PROFIT', profitBp: 2200 }))
      .body.result as OwnPrice;
    expect(made.value).toBe(2200);
    const client = t.client();
    await client.login('demo-anvandare');
    await client.call(authApi.setClientMode, { clientMode: true });
    const row = (await list(client, { searchPattern: articles[5]!.article })).items[0]!;
    expect(row).toMatchObject({ mode: 'FIXED_PROFIT', value: null, profitBp: null });
    const price = (await client.call(ownPricesApi.get, { uid: made.uid })).body.result as OwnPrice;
    expect(price).toMatchObject({ value: null, data: { profitBp: null, markupBp: null } });
    expect(price.priceOre).toEqual(expect.any(Number));
    await admin.call(ownPricesApi.delete, { uids: [made.uid] });
  });

  it('suggests catalogue articles by number and marks those with an own price', async () => {
    const { body } = await admin.call(ownPricesApi.suggest, { pattern: articles[1]!.rsk! });
    const items = (body.result as { items: Array<{ article: string; ownPriceUid: string | null }> }).items;
    expect(items[0]).toMatchObject({ article: articles[1]!.article, ownPriceUid: expect.any(String) });
  });

  it('gives chosen prices one mode and value, skipping those it would make unsaveable', async () => {
    const made = await Promise.all(
      [articles[3]!, articles[4]!].map(
        async (a) =>
          (
            (await save(admin, { code: a.article, mode: 'FIXED_MARKUP', markupBp: 1000 })).body
              .result as OwnPrice
          ).uid,
      ),
    );
    const raised = await admin.call(ownPricesApi.change, {
      ownPricesUids: made,
      mode: 'FIXED_MARKUP',
      value: 3000,
    });
    expect(raised.body.result).toEqual({ countChanged: 2, skipped: [] });
    const lowered = await admin.call(ownPricesApi.change, {
      ownPricesUids: made,
      mode: 'FIXED_PRICE',
      value: 1,
    });
    expect((lowered.body.result as { countChanged: number; skipped: unknown[] }).skipped).toHaveLength(2);
    expect((await list(admin, { searchPattern: articles[3]!.article })).items[0]).toMatchObject({
      mode: 'FIXED_MARKUP',
      value: 3000,
    });
  });

  it('sets a fixed price from the list cell under the same rules', async () => {
    const row = (await list(admin, { searchPattern: articles[3]!.article })).items[0]!;
    const ok = await admin.call(ownPricesApi.setPrice, {
      ownPriceUid: row.uid,
      priceOre: articles[3]!.netOre + 1000,
    });
    expect(ok.body.result).toMatchObject({
      mode: 'FIXED_PRICE',
      priceOre: articles[3]!.netOre + 1000,
      marginOre: 1000,
    });
    const refused = await admin.call(ownPricesApi.setPrice, { ownPriceUid: row.uid, priceOre: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]).toMatchObject({ field: 'priceOre', code: 'NEGATIVE_MARGIN' });
  });
});

describe('who may do what', () => {
  it.each([
    ['demo-anvandare', 200],
    ['demo-arbetsledare', 403],
    ['norr-admin', 403],
    ['gast-badrum', 403],
  ])('%s gets %i', async (login, status) => {
    const client = t.client();
    await client.login(login);
    expect((await client.call(ownPricesApi.list)).status).toBe(status);
    const { article, netOre } = articles[5]!;
    const saved = await save(client, {
      code: article,
      mode: 'FIXED_PRICE',
      priceOre: netOre + 100,
      clientUid: null,
    });
    expect(saved.status).toBe(status === 200 ? 200 : 403);
    if (saved.status === 200)
      await client.call(ownPricesApi.delete, { uids: [(saved.body.result as OwnPrice).uid] });
  });

  it('hides net prices from an employee who has them hidden', async () => {
    await t.deps.db
      .update(employees)
      .set({ netPriceAndMarginHidden: true })
      .where(eq(employees.login, 'demo-anvandare'));
    const client = t.client();
    await client.login('demo-anvandare');
    const { body } = await client.call(ownPricesApi.calc, {
      codeOrArticle: articles[0]!.article,
      mode: 'FIXED_MARKUP',
      markupBp: 2500,
    });
    expect(body.result).toMatchObject({ netPriceOre: null, marginOre: null, priceOre: expect.any(Number) });
  });
});

describe('firm isolation', () => {
  it.each<[string, (uid: string) => [Endpoint, Record<string, unknown>]]>([
    ['get', (uid) => [ownPricesApi.get, { uid }]],
    [
      'save',
      (uid) => [
        ownPricesApi.save,
        { uid, newVersion: 1, data: { code: articles[0]!.article, mode: 'FIXED_MARKUP', markupBp: 9000 } },
      ],
    ],
    ['delete', (uid) => [ownPricesApi.delete, { uids: [uid] }]],
    ['change', (uid) => [ownPricesApi.change, { ownPricesUids: [uid], mode: 'FIXED_MARKUP', value: 9000 }]],
    ['setPrice', (uid) => [ownPricesApi.setPrice, { ownPriceUid: uid, priceOre: 99_999_999 }]],
  ])('another firm’s %s gets 404 and changes nothing', async (_call, request) => {
    const norrFirm = await findFirmIdByCode(t.deps.db, '100318');
    await t.deps.db
      .update(firms)
      .set({ siteOptions: sql`array_append(${firms.siteOptions}, 'OWN_PRICES')` })
      .where(and(eq(firms.id, norrFirm), sql`not ('OWN_PRICES' = any(${firms.siteOptions}))`));
    const norr = t.client();
    await norr.login('norr-admin');
    const target = (await save(admin, { code: articles[0]!.article, mode: 'FIXED_MARKUP', markupBp: 4000 }))
      .body.result as OwnPrice | null;
    const uid = target?.uid ?? (await list(admin, { searchPattern: articles[0]!.article })).items[0]!.uid;
    const before = (await admin.call(ownPricesApi.get, { uid })).body.result;
    const [endpoint, parameters] = request(uid);
    expect((await norr.call(endpoint, parameters)).status).toBe(404);
    expect((await admin.call(ownPricesApi.get, { uid })).body.result).toEqual(before);
  });
});
