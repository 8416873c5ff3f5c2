import { catalogueApi } from '@shared/api/catalogue.api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installCatalogueFixture, testCatalogue } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { importCatalogueFile } from './catalogueImport.usecases';

/*
 * Search results are cached per app server (catalogue.cache.ts): what is cached must never be what a
 * viewer's prices are, and a catalogue change must reach every server.
 */

interface Card {
  id: number;
  article: string;
  name: string;
  prices: { retailPrice: number | null; regularPrice: number | null };
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

async function result<T>(client: TestClient, call: Parameters<TestClient['call']>[0], parameters: object) {
  const r = await client.call(call, parameters as never);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

const mixer = (products: Card[]) => products.find((p) => p.id === 1)!;

describe('cached search results', () => {
  it('give each viewer its own prices for a page another viewer asked first', async () => {
    const query = { pattern: 'blandare' };
    const first = await result<{ products: Card[] }>(visitor, catalogueApi.search, query);
    expect(mixer(first.products).prices.regularPrice).toBeNull();
    const admin = t.client();
    await admin.login('demo-admin');
    const again = await result<{ products: Card[] }>(admin, catalogueApi.search, query);
    expect(again.products.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
    expect(mixer(again.products).prices).toMatchObject({ retailPrice: 250_000, regularPrice: 175_000 });
    const norr = t.client();
    await norr.login('norr-admin');
    const level = await result<{ products: Card[] }>(norr, catalogueApi.level, { parentItemId: 2 });
    expect(mixer(level.products).prices.regularPrice).toBe(225_000);
  });

  it('reach another app server within the structure cache’s 10 s of a change', async () => {
    const db = t.database.db;
    const suggest = () =>
      result<{ products: Card[] }>(visitor, catalogueApi.suggest, {
        pattern: 'vega',
        searchArea: 'CATALOGUE_ONLY',
      });
    const before = (await suggest()).products.find((p) => p.id === 1)!;
    expect(before.name).toContain('Vega');
    // Another server's import: the rows change and the version rises, and this process is not told.
    await db.execute(sql`update catalogue_products set name = name || ' (ny)' where id = 1`);
    await db.execute(sql`update catalogue_version set version = version + 1 where id = 1`);
    expect((await suggest()).products.find((p) => p.id === 1)!.name).toBe(before.name);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    try {
      expect((await suggest()).products.find((p) => p.id === 1)!.name).toBe(`${before.name} (ny)`);
    } finally {
      later.mockRestore();
    }
  });

  it('are dropped at once by an import where it runs', async () => {
    const suggest = () =>
      result<{ products: Card[]; totalCatalogueProductsFound: number }>(visitor, catalogueApi.suggest, {
        pattern: 'kopparrör 28',
        searchArea: 'CATALOGUE_ONLY',
      });
    expect((await suggest()).totalCatalogueProductsFound).toBe(0);
    const level = () =>
      result<{ totalProductsCount: number }>(visitor, catalogueApi.level, { parentItemId: 2 });
    expect((await level()).totalProductsCount).toBeGreaterThan(0);
    const file = [
      'Artikelnummer;Benämning;Varumärke;Kategori;Enhet;Förpackning;Bruttopris;Rabattgrupp',
      'N90001;Kopparrör 28x1,2 mm 5 m;Nordlunds;6;ST;1;1 150,50;ROR',
      '',
    ].join('\r\n');
    await importCatalogueFile({ deps: t.deps, bytes: new TextEncoder().encode(file) });
    const after = await suggest();
    expect(after.totalCatalogueProductsFound).toBe(1);
    expect(after.products.map((p) => p.article)).toEqual(['N90001']);
    // The file left the mixers out: they are deactivated, and the cached category page knows it.
    expect((await level()).totalProductsCount).toBe(0);
  });
});
