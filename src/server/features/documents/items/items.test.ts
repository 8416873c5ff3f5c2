import { authApi } from '@shared/api/auth.api';
import { clientsApi } from '@shared/api/clients.api';
import { documentItemsApi, type ItemSearchResult } from '@shared/api/documents';
import { ownPricesApi } from '@shared/api/ownPrices.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DocumentItemsFixture,
  ok,
  setUpDocumentItemsFixture,
} from '../../../testing/document-items-fixtures';
import type { TestClient } from '../../../testing/test-app';

let f: DocumentItemsFixture;
let admin: TestClient;
let clientUid: string;
let otherClientUid: string;
beforeAll(async () => {
  f = await setUpDocumentItemsFixture();
  ({ admin, clientUid, otherClientUid } = f);
});
afterAll(() => f.t.close());

async function search(
  codeOrArticle: string,
  extra: Record<string, unknown> = {},
  client = admin,
): Promise<ItemSearchResult[]> {
  return ok(
    client.call(documentItemsApi.clientDocItemSearch, {
      codeOrArticle,
      docType: 'OFFER',
      clientUid,
      ...extra,
    }),
  );
}

const first = (code: string, extra: Record<string, unknown> = {}) => f.first(code, extra);

describe('POST /doc/clientDocItemSearch', () => {
  it('finds an article number as a ready line with the catalogue price and the firm’s net', async () => {
    const hits = await search('B10001', { strictSearch: true });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      kind: 'CATALOGUE',
      exactMatch: true,
      caption: 'B10001 Tvättställsblandare Mora Vega krom',
      stockStatusIcon: 'OK',
      item: {
        type: 'NOMENCLATURE',
        nomenclatureItemType: 'REGULAR',
        code: 'B10001',
        article: 'B10001',
        rskNumber: '1234567',
        productId: 1,
        description: 'Tvättställsblandare Mora Vega krom',
        quantity: 1000,
        unit: 'st',
        priceOre: 250_000,
        purchasePriceOre: 175_000,
        priceSource: 'FROM_CATALOGUE_PRICE',
        sourcePriceOre: 250_000,
        sourcePurchasePriceOre: 175_000,
      },
    });
    expect(hits[0]!.item.uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('finds an RSK number typed with or without spaces', async () => {
    expect((await first('123 45 67')).item.article).toBe('B10001');
    expect((await first('1234567')).item.article).toBe('B10001');
  });

  it('finds own article and own comment codes, in any case', async () => {
    const own = await first('duschmont');
    expect(own).toMatchObject({
      kind: 'OWN_ARTICLE',
      exactMatch: true,
      stockStatusIcon: null,
      item: {
        type: 'OWN_ARTICLE',
        ownArticleType: 'SERVICE',
        code: 'DUSCHMONT',
        description: 'Montering av duschväggar',
        unit: 'st',
        priceOre: 240_000,
        purchasePriceOre: 90_000,
        priceSource: 'FROM_OWN_ARTICLES',
        sourcePriceOre: 240_000,
      },
    });
    const comment = await first('TEXT77');
    expect(comment).toMatchObject({
      kind: 'OWN_COMMENT',
      exactMatch: true,
      item: { type: 'COMMENT', code: 'text77', description: 'Garanti 5 år', priceOre: null },
    });
  });

  it('answers nothing for a strict search without an exact code', async () => {
    expect(await search('B1000', { strictSearch: true })).toEqual([]);
    expect(await search('blandare', { strictSearch: true })).toEqual([]);
  });

  it('searches the catalogue, own articles and comments by text, best first, at most `limit`', async () => {
    const hits = await search('termostatblandare');
    expect(hits.map((h) => h.item.article).sort()).toEqual(['B10004', 'B10005']);
    expect(hits.every((h) => !h.exactMatch)).toBe(true);
    const own = await search('duschväggar');
    expect(own.map((h) => [h.kind, h.item.code])).toEqual([['OWN_ARTICLE', 'DUSCHMONT']]);
    expect(await search('blandare', { limit: 2 })).toHaveLength(2);
    const archived = await search('B10009', { strictSearch: true });
    expect(archived).toEqual([]);
  });

  it('raises the quantity to the minimum order quantity', async () => {
    const hit = await first('R20003');
    expect(hit.item).toMatchObject({ quantity: 10_000, minOrderQuantity: 10_000, priceOre: 4_500 });
  });

  it('takes a running campaign as the purchase price when it is lower than the net', async () => {
    const hit = await first('B10002');
    // Net 2 500 kr less 30 % = 1 750 kr; the campaign is 1 500 kr.
    expect(hit.item).toMatchObject({ priceOre: 250_000, purchasePriceOre: 150_000 });
  });

  it('shows stock in the firm’s warehouse, elsewhere or nowhere', async () => {
    expect((await first('B10001')).stockStatusIcon).toBe('OK');
    // Kopparrör 22: carried in Lund but none in stock and none elsewhere.
    expect((await first('R20002')).stockStatusIcon).toBe('ERROR');
  });

  it('refuses another firm’s client', async () => {
    const r = await admin.call(documentItemsApi.clientDocItemSearch, {
      codeOrArticle: 'B10001',
      docType: 'OFFER',
      clientUid: f.norrClientUid,
    });
    expect(r.status).toBe(404);
    expect(r.body.messages[0]).toMatchObject({ code: 'CLIENT_NOT_FOUND', field: 'clientUid' });
  });
});

describe('price sources', () => {
  const article = 'B10003';
  it('takes the client’s own price over the firm’s, the firm’s over the client override, that over the catalogue', async () => {
    expect((await first(article)).item).toMatchObject({
      priceOre: 250_000,
      priceSource: 'FROM_CATALOGUE_PRICE',
    });
    await ok(
      admin.call(clientsApi.changePrice, { client: clientUid, code: article, priceOverrideOre: 230_000 }),
    );
    expect((await first(article)).item).toMatchObject({
      priceOre: 230_000,
      sourcePriceOre: 230_000,
      priceSource: 'FROM_CLIENT_PRICE',
    });
    // The other client has no override: the catalogue price.
    expect((await first(article, { clientUid: otherClientUid })).item.priceSource).toBe(
      'FROM_CATALOGUE_PRICE',
    );
    // The firm's own price: 20 % on the net 1 750 kr = 2 100 kr.
    await ok(
      admin.call(ownPricesApi.save, {
        uid: null,
        newVersion: null,
        data: { code: article, mode: 'FIXED_MARKUP', markupBp: 2000 },
      }),
    );
    expect((await first(article)).item).toMatchObject({ priceOre: 210_000, priceSource: 'FROM_OWN_PRICE' });
    expect((await first(article, { clientUid: otherClientUid })).item.priceOre).toBe(210_000);
    // The client's own price: 1 999,99 kr, and no client material discount on it.
    await ok(
      admin.call(ownPricesApi.save, {
        uid: null,
        newVersion: null,
        data: { code: article, clientUid, mode: 'FIXED_PRICE', priceOre: 199_999, discountApplicable: false },
      }),
    );
    expect((await first(article)).item).toMatchObject({
      priceOre: 199_999,
      sourcePriceOre: 199_999,
      purchasePriceOre: 175_000,
      priceSource: 'FROM_OWN_PRICE',
      applyDiscount: false,
    });
    expect((await first(article, { clientUid: otherClientUid })).item.priceOre).toBe(210_000);
    expect((await first(article, { clientUid: null })).item.priceOre).toBe(210_000);
  });

  it('lets a client override by own article number win over the register’s price', async () => {
    await ok(
      admin.call(clientsApi.changePrice, { client: clientUid, code: 'DUSCHMONT', priceOverrideOre: 220_000 }),
    );
    expect((await first('DUSCHMONT')).item).toMatchObject({
      priceOre: 220_000,
      priceSource: 'FROM_OWN_ARTICLES',
    });
    expect((await first('DUSCHMONT', { clientUid: otherClientUid })).item.priceOre).toBe(240_000);
  });

  it('hides purchase prices from a session in client mode', async () => {
    const shown = f.t.client();
    await shown.login('demo-admin');
    await ok(shown.call(authApi.setClientMode, { clientMode: true }));
    const [hit] = await search('B10001', { strictSearch: true }, shown);
    expect(hit!.item).toMatchObject({
      priceOre: 250_000,
      purchasePriceOre: null,
      sourcePurchasePriceOre: null,
    });
  });
});
