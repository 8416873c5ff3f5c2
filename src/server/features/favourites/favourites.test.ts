import { catalogueApi } from '@shared/api/catalogue.api';
import { favouritesApi } from '@shared/api/favourites.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCatalogueFixture, testCatalogue } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';

interface FavouriteList {
  totalCount: number;
  grossPricesAvailable: boolean;
  netPricesAvailable: boolean;
  favoriteItems: Array<{
    id: number;
    article: string;
    favorite: boolean;
    prices: { regularPrice: number | null };
  }>;
}

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await installCatalogueFixture(
    db,
    testCatalogue({ demo: await findFirmIdByCode(db, '100245'), norr: await findFirmIdByCode(db, '100318') }),
  );
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(() => t.close());

async function list(client: TestClient, parameters: Record<string, unknown> = {}): Promise<FavouriteList> {
  const r = await client.call(favouritesApi.list, parameters);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as FavouriteList;
}

describe('favourites', () => {
  it('needs a login', async () => {
    const visitor = t.client();
    expect((await visitor.call(favouritesApi.list, {})).status).toBe(401);
    expect((await visitor.call(favouritesApi.toggle, { action: 'ADD', articles: ['B10001'] })).status).toBe(
      401,
    );
  });

  it('adds by article or RSK number and lists with the firm’s prices', async () => {
    const r = await admin.call(favouritesApi.toggle, {
      action: 'ADD',
      articles: ['B10001', '123 45 68', 'r20001'],
    });
    expect(r.body.result).toEqual({ favorites: ['B10001', 'B10002', 'R20001'] });
    const body = await list(admin);
    expect([body.totalCount, body.grossPricesAvailable, body.netPricesAvailable]).toEqual([3, true, true]);
    expect(body.favoriteItems.every((i) => i.favorite)).toBe(true);
    expect(body.favoriteItems.find((i) => i.id === 1)?.prices.regularPrice).toBe(175_000);
  });

  it('marks favourites on catalogue cards for their employee only', async () => {
    const cards = async (client: TestClient) =>
      (
        (await client.call(catalogueApi.level, { parentItemId: 2 })).body.result as {
          products: Array<{ id: number; favorite: boolean }>;
        }
      ).products;
    expect((await cards(admin)).find((c) => c.id === 1)?.favorite).toBe(true);
    const colleague = t.client();
    await colleague.login('demo-anvandare');
    expect((await cards(colleague)).find((c) => c.id === 1)?.favorite).toBe(false);
    expect((await list(colleague)).totalCount).toBe(0);
  });

  it('keeps another firm out: it neither sees nor removes them', async () => {
    const norr = t.client();
    await norr.login('norr-admin');
    expect(await list(norr)).toMatchObject({ totalCount: 0, favoriteItems: [] });
    const removed = await norr.call(favouritesApi.toggle, { action: 'REMOVE', articles: ['B10001'] });
    expect(removed.body.result).toEqual({ favorites: [] });
    expect((await list(admin)).totalCount).toBe(3);
  });

  it('searches, sorts and pages the list', async () => {
    expect((await list(admin, { searchPattern: 'oras' })).favoriteItems.map((i) => i.article)).toEqual([
      'B10002',
    ]);
    expect((await list(admin, { searchPattern: '1810015' })).favoriteItems.map((i) => i.article)).toEqual([
      'R20001',
    ]);
    const byName = await list(admin, { sortBy: 'NAME', sortDesc: false });
    expect(byName.favoriteItems.map((i) => i.article)).toEqual(['R20001', 'B10001', 'B10002']);
    const page = await list(admin, { sortBy: 'NAME', sortDesc: false, offset: 2, limit: 1 });
    expect([page.totalCount, page.favoriteItems.map((i) => i.article)]).toEqual([3, ['B10002']]);
    expect((await list(admin, { offset: 10 })).totalCount).toBe(3);
  });

  it('shows no net prices to an employee who may not see them', async () => {
    const foreman = t.client();
    await foreman.login('demo-arbetsledare');
    await foreman.call(favouritesApi.toggle, { action: 'ADD', articles: ['B10001'] });
    const body = await list(foreman);
    expect([body.netPricesAvailable, body.favoriteItems[0]?.prices.regularPrice]).toEqual([false, null]);
  });

  it('refuses unknown and archived articles without changing anything', async () => {
    const unknown = await admin.call(favouritesApi.toggle, { action: 'ADD', articles: ['B10003', 'X99999'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages[0]).toMatchObject({ code: 'ARTICLE_NOT_FOUND', field: 'articles.1' });
    const archived = await admin.call(favouritesApi.toggle, { action: 'ADD', articles: ['B10009'] });
    expect(archived.status).toBe(400);
    expect(archived.body.messages[0]).toMatchObject({ code: 'ARTICLE_ARCHIVED' });
    expect((await list(admin)).totalCount).toBe(3);
  });

  it('removes favourites', async () => {
    const r = await admin.call(favouritesApi.toggle, { action: 'REMOVE', articles: ['B10002', 'B10009'] });
    expect(r.body.result).toEqual({ favorites: [] });
    expect((await list(admin)).favoriteItems.map((i) => i.article).sort()).toEqual(['B10001', 'R20001']);
  });

  it.each([
    [{ action: 'TOGGLE', articles: ['B10001'] }, 'action'],
    [{ action: 'ADD', articles: [] }, 'articles'],
    [{ action: 'ADD' }, 'articles'],
    [{ action: 'ADD', articles: [''] }, 'articles.0'],
  ])('validates toggle %j', async (parameters, field) => {
    const r = await admin.call(favouritesApi.toggle, parameters);
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field });
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ sortBy: 'PRICE' }, 'sortBy'],
    [{ searchPattern: 'x'.repeat(101) }, 'searchPattern'],
  ])('validates list %j', async (parameters, field) => {
    const r = await admin.call(favouritesApi.list, parameters);
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ field });
  });
});
