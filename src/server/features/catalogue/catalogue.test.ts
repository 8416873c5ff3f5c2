import { authApi } from '@shared/api/auth.api';
import { catalogueApi, type Facet } from '@shared/api/catalogue.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCatalogueFixture, testCatalogue } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';

interface Card {
  id: number;
  prices: Record<string, unknown>;
  stock: { status: string; balance: number | null; warehouseCode: string | null };
  campaign: boolean;
}
interface Level {
  category: { id: number; name: string } | null;
  categories: Array<{ id: number; productCount: number }>;
  breadcrumb: Array<{ id: number; name: string; link: string }>;
  products: Card[];
  facets: Facet[];
  selectedFacetsCount: number;
  totalProductsCount: number;
}

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await installCatalogueFixture(
    db,
    testCatalogue({ demo: await findFirmIdByCode(db, '100245'), norr: await findFirmIdByCode(db, '100318') }),
  );
  visitor = t.client();
});
afterAll(() => t.close());

async function level(client: TestClient, parameters: Record<string, unknown>): Promise<Level> {
  const r = await client.call(catalogueApi.level, parameters);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Level;
}

/** `{ property: { value: count } }`, nested values flattened, for readable expectations. */
function counts(facets: Facet[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  const walk = (facet: string, values: Facet['values']) => {
    for (const v of values) {
      out[facet] = { ...out[facet], [v.id]: v.count };
      walk(facet, v.nested);
    }
  };
  for (const f of facets) walk(f.id, f.values);
  return out;
}

describe('POST /catalogue/level', () => {
  it('shows the root: top categories with counts and every active product', async () => {
    const body = await level(visitor, {});
    expect(body.category).toBeNull();
    expect(body.categories.map((c) => [c.id, c.productCount])).toEqual([
      [1, 5],
      [5, 4],
      [8, 2],
      [10, 1],
    ]);
    expect(body.totalProductsCount).toBe(12);
    expect(body.breadcrumb).toEqual([]);
  });

  it('shows a category with its sub-categories, breadcrumb, products and facet counts', async () => {
    const body = await level(visitor, { parentItemId: 6 });
    expect(body.category).toMatchObject({ id: 6, name: 'Kopparrör' });
    expect(body.breadcrumb.map((c) => c.link)).toEqual([
      '/catalogue/ror-och-rordelar-f5',
      '/catalogue/kopparror-f6',
    ]);
    expect(body.products.map((p) => p.id)).toEqual([6, 7]);
    expect(counts(body.facets)).toEqual({
      varumarke: { nordlunds: 2 },
      material: { metall: 2, koppar: 2 },
      dimension: { '15-mm': 1, '22-mm': 1 },
    });
  });

  it('narrows the counts as facets are selected, keeping a property’s own values choosable', async () => {
    const none = await level(visitor, { parentItemId: 5 });
    expect(none.totalProductsCount).toBe(4);
    expect(counts(none.facets)).toEqual({
      varumarke: { nordlunds: 2, lk: 2 },
      material: { metall: 4, koppar: 2, massing: 1, 'fornicklad-massing': 1 },
      dimension: { '15-mm': 2, '22-mm': 2 },
    });

    const one = await level(visitor, {
      parentItemId: 5,
      selectedFacets: [{ id: 'dimension', values: ['15-mm'] }],
    });
    expect(one.totalProductsCount).toBe(2);
    expect(one.products.map((p) => p.id).sort()).toEqual([6, 8]);
    expect(one.selectedFacetsCount).toBe(1);
    expect(counts(one.facets)).toEqual({
      varumarke: { nordlunds: 1, lk: 1 },
      material: { metall: 2, koppar: 1, massing: 1 },
      dimension: { '15-mm': 2, '22-mm': 2 },
    });
    const dimension = one.facets.find((f) => f.id === 'dimension')!;
    expect(dimension.hasSelected).toBe(true);
    expect(dimension.values.find((v) => v.id === '15-mm')?.selected).toBe(true);

    const two = await level(visitor, {
      parentItemId: 5,
      selectedFacets: [
        { id: 'dimension', values: ['15-mm'] },
        { id: 'material', values: ['koppar'] },
      ],
    });
    expect(two.totalProductsCount).toBe(1);
    expect(two.products.map((p) => p.id)).toEqual([6]);
    expect(counts(two.facets)).toEqual({
      varumarke: { nordlunds: 1 },
      material: { metall: 2, koppar: 1, massing: 1 },
      dimension: { '15-mm': 1, '22-mm': 1 },
    });
    const material = two.facets.find((f) => f.id === 'material')!;
    expect(material.type).toBe('NESTED');
    expect(material.values[0]).toMatchObject({ id: 'metall', selected: false, hasNestedSelected: true });
  });

  it('selects a whole group with a nested parent value, and ORs values of one property', async () => {
    const parent = await level(visitor, {
      parentItemId: 5,
      selectedFacets: [{ id: 'material', values: ['metall'] }],
    });
    expect(parent.totalProductsCount).toBe(4);
    const either = await level(visitor, {
      parentItemId: 5,
      selectedFacets: [{ id: 'material', values: ['massing', 'fornicklad-massing'] }],
    });
    expect(either.products.map((p) => p.id).sort()).toEqual([8, 9]);
  });

  it('ignores facet ids that name nothing, so an old link still opens', async () => {
    const body = await level(visitor, {
      parentItemId: 5,
      selectedFacets: [{ id: 'farg', values: ['rosa'] }],
    });
    expect([body.totalProductsCount, body.selectedFacetsCount]).toEqual([4, 0]);
  });

  it('sorts and pages', async () => {
    const byTitle = await level(visitor, { parentItemId: 1 });
    expect(byTitle.products.map((p) => p.id)).toEqual([3, 5, 4, 1, 2]);
    const popular = await level(visitor, { parentItemId: 1, sortBy: 'POPULARITY', limit: 2, offset: 1 });
    expect(popular.products.map((p) => p.id)).toEqual([4, 3]);
    const ascending = await level(visitor, {
      parentItemId: 1,
      sortBy: 'POPULARITY',
      descOrder: false,
      limit: 2,
    });
    expect(ascending.products.map((p) => p.id)).toEqual([1, 2]);
  });

  it('answers 404 for a category that does not exist', async () => {
    const r = await visitor.call(catalogueApi.level, { parentItemId: 999 });
    expect(r.status).toBe(404);
    expect(r.body.messages[0]).toMatchObject({ code: 'CATEGORY_NOT_FOUND', field: 'parentItemId' });
  });
});

describe('prices and stock by who is looking', () => {
  async function mixerCard(client: TestClient, id = 1): Promise<Card> {
    const body = await level(client, { parentItemId: 2 });
    return body.products.find((p) => p.id === id)!;
  }

  it('shows a visitor list prices incl. and excl. moms and stock in all warehouses', async () => {
    const card = await mixerCard(visitor);
    expect(card.prices).toMatchObject({
      retailPrice: 250_000,
      retailPriceIncludeMoms: 312_500,
      regularPrice: null,
    });
    expect(card.prices.turnkeyPrice).toBeNull();
    expect(card.stock).toEqual({ status: 'IN_STOCK', balance: 13_000, warehouseCode: null });
  });

  it('shows a firm its net price from the rabattbrev, campaigns, turnkey prices and its own warehouse', async () => {
    const admin = t.client();
    await admin.login('demo-admin');
    const card = await mixerCard(admin);
    expect(card.prices).toMatchObject({
      retailPrice: 250_000,
      regularPrice: 175_000,
      regularPriceExcludeCampaign: 175_000,
      discountBp: 3_000,
      turnkeyPrice: { turnkeyPrice: 520_000 },
    });
    expect(card.stock).toEqual({ status: 'IN_STOCK', balance: 10_000, warehouseCode: 'LUN' });
    const campaign = await mixerCard(admin, 2);
    expect(campaign.campaign).toBe(true);
    expect(campaign.prices).toMatchObject({
      regularPrice: 150_000,
      regularPriceExcludeCampaign: 175_000,
      specialPrice: 150_000,
      specialPriceEndDate: '2026-12-01',
    });
  });

  it('gives another firm its own discounts', async () => {
    const norr = t.client();
    await norr.login('norr-admin');
    expect((await mixerCard(norr)).prices).toMatchObject({ regularPrice: 225_000, discountBp: 1_000 });
  });

  it('hides net prices from an employee with hidden net prices, and in client mode', async () => {
    const foreman = t.client();
    await foreman.login('demo-arbetsledare');
    const hidden = (await mixerCard(foreman)).prices;
    expect(hidden).toMatchObject({
      retailPrice: 250_000,
      regularPrice: null,
      discountBp: null,
      specialPrice: null,
    });
    expect(hidden.turnkeyPrice).not.toBeNull();

    const admin = t.client();
    await admin.login('demo-admin');
    await admin.call(authApi.setClientMode, { clientMode: true });
    expect((await mixerCard(admin)).prices).toMatchObject({
      regularPrice: null,
      regularPriceExcludeCampaign: null,
    });
    await admin.call(authApi.setClientMode, { clientMode: false });
    expect((await mixerCard(admin)).prices).toMatchObject({ regularPrice: 175_000 });
  });
});

describe('product pages', () => {
  it('shows a product with details, stock per warehouse and breadcrumb', async () => {
    const admin = t.client();
    await admin.login('demo-admin');
    const r = await admin.call(catalogueApi.product, { id: '1' });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      id: 1,
      code: 'B10001',
      rsk: '1234567',
      showLinkToRskDatabase: true,
      stockData: {
        selectedWarehouse: { code: 'LUN', balance: 10_000, status: 'IN_STOCK' },
        totalBalance: 13_000,
        otherWarehouses: [{ code: 'MMA', balance: 3_000, status: 'LOW_STOCK' }],
      },
      properties: [{ name: 'Material', value: 'Mässing' }],
      details: { article: 'B10001', lundaCode: 'B10001', rsk: '1234567' },
    });
    const breadcrumb = (r.body.result as { breadcrumb: Array<{ name: string }> }).breadcrumb;
    expect(breadcrumb.map((c) => c.name)).toEqual(['Blandare', 'Tvättställsblandare']);
  });

  it('opens an archived product and names its replacement', async () => {
    const r = await visitor.call(catalogueApi.product, { id: '13' });
    expect(r.body.result).toMatchObject({
      active: false,
      replacements: [{ article: 'B10001', link: '/catalogue/tvattstallsblandare-mora-vega-krom-i1' }],
    });
  });

  it('shows a shortage message where the product is out', async () => {
    const r = await visitor.call(catalogueApi.product, { id: '7' });
    expect(r.body.result).toMatchObject({
      stockData: {
        allWarehouses: [
          {
            code: 'LUN',
            balance: 0,
            status: 'OUT_OF_STOCK',
            shortageMessage: 'Restnoterad hos leverantören',
          },
        ],
      },
    });
  });

  it('answers prodibasProduct by article or RSK number, with or without spaces', async () => {
    for (const article of ['B10003', 'b 100 03', '234 56 78']) {
      const r = await visitor.call(catalogueApi.prodibasProduct, { article });
      expect(r.body.result).toMatchObject({ article: 'B10003', name: 'Köksblandare Gustavsberg Nautic' });
    }
    const missing = await visitor.call(catalogueApi.prodibasProduct, { article: 'X99999' });
    expect(missing.status).toBe(404);
    expect(missing.body.messages[0]).toMatchObject({ code: 'ARTICLE_NOT_FOUND', field: 'article' });
  });

  it('shows a free item and the menu', async () => {
    const free = await visitor.call(catalogueApi.freeItem, { id: '2' });
    expect(free.body.result).toMatchObject({
      code: 'MOR1000002',
      type: 'FREE_ARTICLE',
      prices: { retailPrice: 45_000 },
    });
    const menu = await visitor.call(catalogueApi.menu);
    const tree = (
      menu.body.result as { categories: Array<{ name: string; children: Array<{ name: string }> }> }
    ).categories;
    expect(tree.map((c) => c.name)).toEqual(['Blandare', 'Rör och rördelar', 'WC och badrum', 'Reservdelar']);
    expect(tree[0]!.children.map((c) => c.name)).toEqual([
      'Tvättställsblandare',
      'Köksblandare',
      'Termostatblandare',
    ]);
  });

  it('lists campaigns, novelties and good deals', async () => {
    const r = await visitor.call(catalogueApi.special, { speciality: 'CAMPAIGNS' });
    expect(r.body.result).toMatchObject({ totalProductsCount: 1, products: [{ id: 2, campaign: true }] });
    const none = await visitor.call(catalogueApi.special, { speciality: 'NOVELTIES' });
    expect(none.body.result).toMatchObject({ totalProductsCount: 0, products: [] });
  });

  it('serves product pictures and data sheets', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/media/catalogue/mixer-2.svg' });
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    const sheet = await t.app.inject({ method: 'GET', url: '/media/catalogue/produktblad-3.html' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain('Köksblandare Gustavsberg Nautic');
    for (const url of ['/media/catalogue/nothing-1.svg', '/media/catalogue/produktblad-999.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
