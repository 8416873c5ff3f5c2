import { authApi } from '@shared/api/auth.api';
import { clientsApi } from '@shared/api/clients.api';
import { documentItemsApi, type ItemSearchResult } from '@shared/api/documentItems.api';
import { type DocumentItemData, documentKindEndpoints } from '@shared/api/documents.api';
import { ownArticlesApi } from '@shared/api/ownArticles.api';
import { ownCommentsApi } from '@shared/api/ownComments.api';
import { ownPricesApi } from '@shared/api/ownPrices.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { installCatalogueFixture, testCatalogue } from '../catalogue/catalogue.seed';
import { catalogueProducts } from '../catalogue/catalogue.table';
import { enrichDocumentItems } from './documentItems.service';

/*
 * The test catalogue (catalogue.seed.ts): mixers at 2 500 kr gross with 30 % off for the demo firm (net
 * 1 750 kr), B10002 on campaign at 1 500 kr until 2026-12-01, pipes with 40 % off, stock in Lund (the
 * demo firm's warehouse) and Malmö, and the archived B10009 replaced by B10001. The clock says 2026-11-21.
 */

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let demoFirm: string;
let clientUid: string;
let otherClientUid: string;
let norrClientUid: string;

async function createClient(client: TestClient, code: string, name: string): Promise<string> {
  const r = await client.call(clientsApi.save, {
    data: {
      code,
      name,
      paymentDelay: 30,
      address: { street: 'Provgatan 1', postalCode: '22100', city: 'Lund' },
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.result as { uid: string }).uid;
}

async function ok<T>(promise: Promise<{ status: number; body: { result: unknown } }>): Promise<T> {
  const r = await promise;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  demoFirm = await findFirmIdByCode(db, '100245');
  await installCatalogueFixture(
    db,
    testCatalogue({ demo: demoFirm, norr: await findFirmIdByCode(db, '100318') }),
  );
  // Klämringskoppling 15 mm is sold in bags of ten.
  await db
    .update(catalogueProducts)
    .set({ wholesaleQuantity: 10_000 })
    .where(eq(catalogueProducts.article, 'R20003'));
  await db
    .update(catalogueProducts)
    .set({ images: ['/media/catalogue/mixer-1.svg'] })
    .where(eq(catalogueProducts.article, 'B10001'));
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  clientUid = await createClient(admin, '9101', 'Radhusföreningen Provet');
  otherClientUid = await createClient(admin, '9102', 'Brf Andra');
  norrClientUid = await createClient(norr, '9101', 'Norrlands kund');
  await ok(
    admin.call(ownArticlesApi.save, {
      uid: null,
      newVersion: null,
      data: {
        code: 'DUSCHMONT',
        description: 'Montering av duschväggar',
        unit: 'st',
        priceOre: 240_000,
        purchasePriceOre: 90_000,
        ownArticleType: 'SERVICE',
      },
    }),
  );
  await ok(
    admin.call(ownCommentsApi.save, {
      uid: null,
      newVersion: null,
      data: { code: 'text77', text: 'Garanti 5 år' },
    }),
  );
});
afterAll(() => t.close());

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

const first = async (code: string, extra: Record<string, unknown> = {}) => {
  const [hit] = await search(code, { strictSearch: true, ...extra });
  expect(hit, code).toBeDefined();
  return hit!;
};

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
      clientUid: norrClientUid,
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
    const shown = t.client();
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

function line(over: Partial<DocumentItemData>): DocumentItemData {
  return {
    uid: crypto.randomUUID(),
    type: 'NOMENCLATURE',
    nomenclatureItemType: 'REGULAR',
    ownArticleType: null,
    code: '',
    article: null,
    rskNumber: null,
    productId: null,
    ownArticleUid: null,
    description: '',
    quantity: 1000,
    unit: 'st',
    priceOre: null,
    purchasePriceOre: null,
    discountBp: 0,
    discountOre: 0,
    markupBp: 0,
    vatRateBp: null,
    applyDiscount: true,
    excludeFromTotalMaterialProfit: false,
    comment: '',
    priceSource: null,
    sourcePriceOre: null,
    sourcePurchasePriceOre: null,
    minOrderQuantity: null,
    ...over,
  };
}

const catalogue = (article: string, sourcePriceOre: number, quantity = 1000) =>
  line({
    code: article,
    article,
    quantity,
    priceOre: sourcePriceOre,
    priceSource: 'FROM_CATALOGUE_PRICE',
    sourcePriceOre,
  });

describe('enrichDocumentItems', () => {
  const enrich = (items: DocumentItemData[], netPricesVisible = true, mayEditOwnPrices = true) =>
    enrichDocumentItems({
      db: t.deps.db,
      firmId: demoFirm,
      viewer: { netPricesVisible, mayEditOwnPrices },
      clientId: null,
      items,
      today: '2026-11-21',
    });

  it('compares each line’s source price with today’s', async () => {
    const { items, mayBeActualized } = await enrich([
      catalogue('B10001', 250_000),
      catalogue('B10004', 240_000),
      catalogue('B10005', 260_000),
      catalogue('X99999', 10_000),
      line({ type: 'COMMENT', nomenclatureItemType: null, description: 'Obs' }),
    ]);
    expect(items.map((i) => i.priceDetails?.iconType ?? null)).toEqual([
      'PRICE_NOT_CHANGED',
      'PRICE_CHANGED',
      'PRICE_CHANGED_LOWER',
      'NOT_FOUND_IN_CATALOGUE',
      null,
    ]);
    expect(mayBeActualized).toBe(true);
    expect(items[0]!.priceDetails).toEqual({
      source: 'FROM_CATALOGUE_PRICE',
      iconType: 'PRICE_NOT_CHANGED',
      catalogueNetPriceOre: 175_000,
      catalogueRetailPriceOre: 250_000,
      ownPriceOre: null,
      clientPriceOre: null,
      ownArticlePriceOre: null,
      canSaveToOwnPrice: true,
    });
    expect(items[0]!.image).toBe('/media/catalogue/mixer-1.svg');
    expect((await enrich([catalogue('B10001', 250_000)])).mayBeActualized).toBe(false);
  });

  it('hides net prices and the own-price shortcut from who may not see or change them', async () => {
    const { items } = await enrich([catalogue('B10001', 250_000)], false, false);
    expect(items[0]!.priceDetails).toMatchObject({
      catalogueNetPriceOre: null,
      catalogueRetailPriceOre: 250_000,
      canSaveToOwnPrice: false,
    });
  });

  it('tells stock in Lund, elsewhere and nowhere in Swedish', async () => {
    const { items } = await enrich([
      catalogue('B10001', 250_000, 2000),
      catalogue('B10001', 250_000, 12_000),
      catalogue('R20002', 95_000),
      catalogue('B10003', 250_000, 1000),
    ]);
    expect(items.map((i) => [i.stockStatusIcon, i.stockStatusMessage])).toEqual([
      ['OK', 'I lager: 10 st i Lund'],
      ['WARNING', 'Endast 10 st i lager i Lund, finns i Malmö'],
      ['ERROR', 'Slut i lager i Lund (Restnoterad hos leverantören)'],
      ['OK', 'I lager: 10 st i Lund'],
    ]);
  });

  it('offers the replacements of an archived article', async () => {
    const { items } = await enrich([catalogue('B10009', 250_000)]);
    expect(items[0]).toMatchObject({
      replacements: [{ article: 'B10001', name: 'Tvättställsblandare Mora Vega krom', productId: 1 }],
      stockStatusIcon: null,
      priceDetails: { iconType: 'NOT_FOUND_IN_CATALOGUE' },
    });
  });
});

describe('line operations on a saved document', () => {
  interface Doc {
    uid: string;
    version: number;
    items: Array<DocumentItemData & { priceDetails: { iconType: string } | null }>;
    mayBeActualized: boolean;
  }
  let offer: Doc;
  const uidOf = (doc: Doc, code: string) => doc.items.find((i) => i.code === code)!.uid;

  async function saveOffer(client: TestClient, items: DocumentItemData[], forClient: string | null) {
    return ok<Doc>(
      client.call(documentKindEndpoints.OFFER.save, {
        newVersion: 0,
        data: { docDate: '2026-11-21', clientUid: forClient, items },
      }),
    );
  }

  beforeAll(async () => {
    const lines: DocumentItemData[] = [];
    for (const code of ['W30001', 'W30002', 'R20001', 'DUSCHMONT', 'text77']) {
      lines.push((await first(code, { clientUid: otherClientUid })).item);
    }
    offer = await saveOffer(admin, lines, otherClientUid);
  });

  it('finds the lines a code already has, by article, RSK or own number', async () => {
    const result = await ok(
      admin.call(documentItemsApi.checkOnSimilarItems, {
        docType: 'OFFER',
        docUid: offer.uid,
        codes: ['W30001', '700 12 34', 'duschmont', 'B10001'],
      }),
    );
    expect(result).toEqual({
      addingDuplicateArticleType: expect.any(String),
      similar: [
        { code: 'W30001', itemUids: [uidOf(offer, 'W30001')] },
        { code: '700 12 34', itemUids: [uidOf(offer, 'W30001')] },
        { code: 'duschmont', itemUids: [uidOf(offer, 'DUSCHMONT')] },
      ],
    });
  });

  it('lists the lines whose price changed, and applies a chosen subset', async () => {
    const db = t.database.db;
    await db
      .update(catalogueProducts)
      .set({ grossPriceOre: 400_000 })
      .where(eq(catalogueProducts.article, 'W30001'));
    await db
      .update(catalogueProducts)
      .set({ grossPriceOre: 530_000 })
      .where(eq(catalogueProducts.article, 'W30002'));
    // A new own price for the pipe (net 600 kr less 40 % = 360 kr) outranks the catalogue price it had.
    await ok(
      admin.call(ownPricesApi.save, {
        uid: null,
        newVersion: null,
        data: { code: 'R20001', mode: 'FIXED_PRICE', priceOre: 70_000 },
      }),
    );
    const summary = await ok<{ lines: unknown[]; oldTotalOre: number; newTotalOre: number }>(
      admin.call(documentItemsApi.getActualizeDocumentSummary, { docType: 'OFFER', docUid: offer.uid }),
    );
    expect(summary).toEqual({
      lines: [
        {
          itemUid: uidOf(offer, 'W30001'),
          code: 'W30001',
          description: 'WC-stol Gustavsberg Nautic golvstående',
          change: 'PRICE_CHANGED_LOWER',
          source: 'FROM_CATALOGUE_PRICE',
          oldPriceOre: 420_000,
          newPriceOre: 400_000,
          oldSumOre: 420_000,
          newSumOre: 400_000,
        },
        expect.objectContaining({
          code: 'W30002',
          change: 'PRICE_CHANGED',
          oldPriceOre: 510_000,
          newPriceOre: 530_000,
        }),
        expect.objectContaining({
          code: 'R20001',
          change: 'PRICE_CHANGED',
          source: 'FROM_OWN_PRICE',
          oldPriceOre: 60_000,
          newPriceOre: 70_000,
        }),
      ],
      oldTotalOre: 420_000 + 510_000 + 60_000 + 240_000,
      newTotalOre: 400_000 + 530_000 + 70_000 + 240_000,
    });

    const loaded = await ok<Doc>(admin.call(documentKindEndpoints.OFFER.load, { docUid: offer.uid }));
    expect(loaded.mayBeActualized).toBe(true);

    const applied = await ok<{ actualized: number; document: Doc }>(
      admin.call(documentItemsApi.actualizeDocument, {
        docType: 'OFFER',
        docUid: offer.uid,
        newVersion: loaded.version,
        itemUids: [uidOf(offer, 'W30001'), uidOf(offer, 'R20001')],
      }),
    );
    expect(applied.actualized).toBe(2);
    const byCode = new Map(applied.document.items.map((i) => [i.code, i]));
    expect(byCode.get('W30001')).toMatchObject({ priceOre: 400_000, sourcePriceOre: 400_000 });
    expect(byCode.get('R20001')).toMatchObject({
      priceOre: 70_000,
      sourcePriceOre: 70_000,
      priceSource: 'FROM_OWN_PRICE',
      purchasePriceOre: 36_000,
    });
    expect(byCode.get('W30002')).toMatchObject({ priceOre: 510_000 });
    expect(byCode.get('W30002')!.priceDetails?.iconType).toBe('PRICE_CHANGED');

    const after = await ok<{ lines: Array<{ code: string }> }>(
      admin.call(documentItemsApi.getActualizeDocumentSummary, { docType: 'OFFER', docUid: offer.uid }),
    );
    expect(after.lines.map((l) => l.code)).toEqual(['W30002']);
    const stale = await admin.call(documentItemsApi.actualizeDocument, {
      docType: 'OFFER',
      docUid: offer.uid,
      newVersion: loaded.version,
      itemUids: [uidOf(offer, 'W30002')],
    });
    expect(stale.status).toBe(409);
    offer = applied.document;
  });

  it('copies chosen lines to the end of another document as new lines', async () => {
    const target = await saveOffer(admin, [(await first('B10001')).item], clientUid);
    const chosen = [uidOf(offer, 'W30002'), uidOf(offer, 'text77')];
    const result = await ok<{ countCopied: number; targetVersion: number }>(
      admin.call(documentItemsApi.itemsCopyTo, {
        docType: 'OFFER',
        docUid: offer.uid,
        itemUids: chosen,
        targetDocType: 'OFFER',
        targetDocUid: target.uid,
      }),
    );
    expect(result.countCopied).toBe(2);
    expect(result.targetVersion).toBeGreaterThan(target.version);
    const copied = await ok<Doc>(admin.call(documentKindEndpoints.OFFER.load, { docUid: target.uid }));
    expect(copied.items.map((i) => i.code)).toEqual(['B10001', 'W30002', 'text77']);
    expect(copied.items.some((i) => chosen.includes(i.uid))).toBe(false);
    expect(copied.items[1]).toMatchObject({ priceOre: 510_000, sourcePriceOre: 510_000 });
  });

  it('answers not found for another firm’s documents', async () => {
    const norrOffer = await saveOffer(norr, [], norrClientUid);
    const calls = [
      norr.call(documentItemsApi.getActualizeDocumentSummary, { docType: 'OFFER', docUid: offer.uid }),
      norr.call(documentItemsApi.checkOnSimilarItems, {
        docType: 'OFFER',
        docUid: offer.uid,
        codes: ['W30001'],
      }),
      norr.call(documentItemsApi.actualizeDocument, {
        docType: 'OFFER',
        docUid: offer.uid,
        newVersion: offer.version,
        itemUids: [uidOf(offer, 'W30002')],
      }),
      norr.call(documentItemsApi.clientDocItemSearch, {
        codeOrArticle: 'B10001',
        docType: 'OFFER',
        docUid: offer.uid,
      }),
      admin.call(documentItemsApi.itemsCopyTo, {
        docType: 'OFFER',
        docUid: offer.uid,
        itemUids: [uidOf(offer, 'W30002')],
        targetDocType: 'OFFER',
        targetDocUid: norrOffer.uid,
      }),
      norr.call(documentItemsApi.itemsCopyTo, {
        docType: 'OFFER',
        docUid: offer.uid,
        itemUids: [uidOf(offer, 'W30002')],
        targetDocType: 'OFFER',
        targetDocUid: norrOffer.uid,
      }),
    ];
    for (const r of await Promise.all(calls)) expect(r.status, JSON.stringify(r.body)).toBe(404);
    const norrCopy = await ok<Doc>(norr.call(documentKindEndpoints.OFFER.load, { docUid: norrOffer.uid }));
    expect(norrCopy.items).toEqual([]);
  });
});
