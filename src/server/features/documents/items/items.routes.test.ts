import { clientsApi } from '@shared/api/clients.api';
import {
  type DocumentItemData,
  documentItemsApi,
  documentKindEndpoints,
  documentsApi,
} from '@shared/api/documents';
import { ownPricesApi } from '@shared/api/ownPrices.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DocumentItemsFixture,
  ok,
  setUpDocumentItemsFixture,
} from '../../../testing/document-items-fixtures';
import type { TestClient } from '../../../testing/test-app';
import { catalogueProducts } from '../../catalogue';

let f: DocumentItemsFixture;
let admin: TestClient;
let norr: TestClient;
beforeAll(async () => {
  f = await setUpDocumentItemsFixture();
  ({ admin, norr } = f);
});
afterAll(() => f.t.close());

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
      lines.push((await f.first(code, { clientUid: f.otherClientUid })).item);
    }
    offer = await saveOffer(admin, lines, f.otherClientUid);
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

  it('prices a search with the saved document’s client, not the one in the call', async () => {
    await ok(
      admin.call(clientsApi.changePrice, {
        client: f.otherClientUid,
        code: 'DUSCHMONT',
        priceOverrideOre: 199_000,
      }),
    );
    const byDocument = await f.first('DUSCHMONT', { docUid: offer.uid, clientUid: f.clientUid });
    expect(byDocument.item).toMatchObject({ priceOre: 199_000, priceSource: 'FROM_OWN_ARTICLES' });
    expect((await f.first('DUSCHMONT')).item.priceOre).toBe(240_000);
  });

  it('lists the lines whose price changed, and applies a chosen subset', async () => {
    const db = f.t.database.db;
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
        expect.objectContaining({
          code: 'DUSCHMONT',
          change: 'PRICE_CHANGED_LOWER',
          source: 'FROM_OWN_ARTICLES',
          oldPriceOre: 240_000,
          newPriceOre: 199_000,
        }),
      ],
      oldTotalOre: 420_000 + 510_000 + 60_000 + 240_000,
      newTotalOre: 400_000 + 530_000 + 70_000 + 199_000,
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
    expect(after.lines.map((l) => l.code)).toEqual(['W30002', 'DUSCHMONT']);
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
    const target = await saveOffer(admin, [(await f.first('B10001')).item], f.clientUid);
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

  it('refuses to copy into a completed document or a kind without lines', async () => {
    const target = await saveOffer(admin, [(await f.first('B10001')).item], f.clientUid);
    await ok(
      admin.call(documentsApi.complete, { docType: 'OFFER', docUid: target.uid, newVersion: target.version }),
    );
    const params = {
      docType: 'OFFER',
      docUid: offer.uid,
      itemUids: [uidOf(offer, 'W30002')],
      targetDocType: 'OFFER',
      targetDocUid: target.uid,
    };
    const completed = await admin.call(documentItemsApi.itemsCopyTo, params);
    expect(completed.status).toBe(409);
    expect(completed.body.messages[0]).toMatchObject({ code: 'DOCUMENT_NOT_EDITABLE' });
    const same = await admin.call(documentItemsApi.itemsCopyTo, { ...params, targetDocUid: offer.uid });
    expect(same.body.messages[0]).toMatchObject({ code: 'SAME_DOCUMENT', field: 'targetDocUid' });
    const interest = await admin.call(documentItemsApi.itemsCopyTo, {
      ...params,
      targetDocType: 'INTEREST_INVOICE',
    });
    expect(interest.body.messages[0]).toMatchObject({ code: 'NO_ITEMS_IN_KIND', field: 'targetDocType' });
  });

  it('answers not found for another firm’s documents', async () => {
    const norrOffer = await saveOffer(norr, [], f.norrClientUid);
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
