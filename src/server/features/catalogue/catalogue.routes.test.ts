import { catalogueApi } from '@shared/api/catalogue.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCatalogueFixture, testCatalogue } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';

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

type Case = [name: string, parameters: Record<string, unknown>, status: number, code: string, field: string];

describe('parameter validation of every catalogue call', () => {
  const long = 'x'.repeat(201);
  const facets = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, values: ['v'] }));

  it.each<Case>([
    ['limit 0', { limit: 0 }, 400, 'INVALID_PARAMETER', 'limit'],
    ['limit 101', { limit: 101 }, 400, 'INVALID_PARAMETER', 'limit'],
    ['negative offset', { offset: -1 }, 400, 'INVALID_PARAMETER', 'offset'],
    ['offset as text', { offset: '20' }, 400, 'INVALID_PARAMETER', 'offset'],
    ['unknown sort', { sortBy: 'PRICE' }, 400, 'INVALID_PARAMETER', 'sortBy'],
    ['descOrder as text', { descOrder: 'yes' }, 400, 'INVALID_PARAMETER', 'descOrder'],
    ['category 0', { parentItemId: 0 }, 400, 'INVALID_PARAMETER', 'parentItemId'],
    ['category as text', { parentItemId: 'f12' }, 400, 'INVALID_PARAMETER', 'parentItemId'],
    [
      'facet id with capitals',
      { selectedFacets: [{ id: 'Material', values: ['koppar'] }] },
      400,
      'INVALID_PARAMETER',
      'selectedFacets.0.id',
    ],
    [
      'facet without values',
      { selectedFacets: [{ id: 'material', values: [] }] },
      400,
      'INVALID_PARAMETER',
      'selectedFacets.0.values',
    ],
    ['21 facets', { selectedFacets: facets(21) }, 400, 'INVALID_PARAMETER', 'selectedFacets'],
  ])('level: %s', async (_, parameters, status, code, field) => {
    const r = await visitor.call(catalogueApi.level, parameters);
    expect(r.status).toBe(status);
    expect(r.body.messages[0]).toMatchObject({ level: 'ERROR', code, field });
  });

  it.each<Case>([
    ['no pattern', {}, 400, 'MISSING_PARAMETER', 'pattern'],
    ['blank pattern', { pattern: '   ' }, 400, 'INVALID_PARAMETER', 'pattern'],
    ['pattern over 200', { pattern: long }, 400, 'INVALID_PARAMETER', 'pattern'],
    ['unknown area', { pattern: 'rör', searchArea: 'ALL' }, 400, 'INVALID_PARAMETER', 'searchArea'],
    ['limit 0', { pattern: 'rör', limit: 0 }, 400, 'INVALID_PARAMETER', 'limit'],
  ])('search: %s', async (_, parameters, status, code, field) => {
    const r = await visitor.call(catalogueApi.search, parameters);
    expect(r.status).toBe(status);
    expect(r.body.messages[0]).toMatchObject({ code, field });
  });

  it('search names the missing parameter in Swedish and blank patterns ask for a word', async () => {
    const missing = await visitor.call(catalogueApi.search, {});
    expect(missing.body.userErrorMessage).toBe('Parametern "pattern" saknas');
    const blank = await visitor.call(catalogueApi.search, { pattern: ' ' });
    expect(blank.body.messages[0]!.text).toContain('Skriv vad du söker');
  });

  it.each<Case>([
    ['no pattern', {}, 400, 'MISSING_PARAMETER', 'pattern'],
    ['pattern over 200', { pattern: long }, 400, 'INVALID_PARAMETER', 'pattern'],
    ['unknown area', { pattern: 'rör', searchArea: 'X' }, 400, 'INVALID_PARAMETER', 'searchArea'],
  ])('suggest: %s', async (_, parameters, status, code, field) => {
    const r = await visitor.call(catalogueApi.suggest, parameters);
    expect(r.status).toBe(status);
    expect(r.body.messages[0]).toMatchObject({ code, field });
  });

  it.each<Case>([
    // zod reports a missing enum as an invalid value, so the call layer says "ogiltigt värde".
    ['no speciality', {}, 400, 'INVALID_PARAMETER', 'speciality'],
    ['unknown speciality', { speciality: 'SALE' }, 400, 'INVALID_PARAMETER', 'speciality'],
    ['limit 101', { speciality: 'CAMPAIGNS', limit: 101 }, 400, 'INVALID_PARAMETER', 'limit'],
  ])('special: %s', async (_, parameters, status, code, field) => {
    const r = await visitor.call(catalogueApi.special, parameters);
    expect(r.status).toBe(status);
    expect(r.body.messages[0]).toMatchObject({ code, field });
  });

  const { product, freeItem, prodibasProduct } = catalogueApi;
  it.each([
    ['product', {}, 400, 'MISSING_PARAMETER', 'id'],
    ['product', { id: 'abc' }, 400, 'INVALID_PARAMETER', 'id'],
    ['product', { id: '0' }, 400, 'INVALID_PARAMETER', 'id'],
    ['product', { id: '999' }, 404, 'PRODUCT_NOT_FOUND', 'id'],
    ['freeItem', { id: '999' }, 404, 'FREE_ITEM_NOT_FOUND', 'id'],
    ['freeItem', { id: '-1' }, 400, 'INVALID_PARAMETER', 'id'],
    ['prodibasProduct', {}, 400, 'MISSING_PARAMETER', 'article'],
    ['prodibasProduct', { article: '' }, 400, 'INVALID_PARAMETER', 'article'],
  ] as const)('%s %j → %i %s', async (name, parameters, status, code, field) => {
    const r = await visitor.call({ product, freeItem, prodibasProduct }[name], parameters);
    expect(r.status).toBe(status);
    expect(r.body.messages[0]).toMatchObject({ code, field });
  });

  it('answers the menu without parameters, and refuses a POST without the instance token', async () => {
    expect((await visitor.call(catalogueApi.menu)).status).toBe(200);
    const r = await t.client().call(catalogueApi.suggest, { pattern: 'rör' }, { token: null });
    expect(r.status).toBe(403);
  });
});
