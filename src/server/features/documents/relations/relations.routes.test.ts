import { documentRelationsApi } from '@shared/api/documents';
import { ownArticlesApi } from '@shared/api/ownArticles.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DocumentItemsFixture,
  ok,
  setUpDocumentItemsFixture,
} from '../../../testing/document-items-fixtures';
import {
  create,
  type Doc,
  documentCount,
  load,
  relationsOf,
  save,
} from '../../../testing/document-relations-fixtures';
import type { TestClient } from '../../../testing/test-app';

let f: DocumentItemsFixture;
let admin: TestClient;
let norr: TestClient;
beforeAll(async () => {
  f = await setUpDocumentItemsFixture();
  ({ admin, norr } = f);
});
afterAll(() => f.t.close());

describe('relations', () => {
  let offer: Doc;
  let workOrder: string;
  let invoice: string;
  beforeAll(async () => {
    offer = await save(admin, 'OFFER', { mark: 'Villa Ek', title: 'Värmepump' });
    workOrder = (
      await create(admin, { sourceDocType: 'OFFER', targetDocType: 'WORK_ORDER', docUids: [offer.uid] })
    ).docUid;
    invoice = (
      await create(admin, { sourceDocType: 'WORK_ORDER', targetDocType: 'INVOICE', docUids: [workOrder] })
    ).docUid;
  });

  it('lists what a document was made from and what was made from it', async () => {
    expect(await ok(relationsOf(admin, 'WORK_ORDER', workOrder))).toEqual({
      sourceRelations: [
        {
          docUid: offer.uid,
          docType: 'OFFER',
          documentNumber: null,
          reference: 'Villa Ek',
          date: '2026-11-01',
          employee: 'Anna Lindqvist',
        },
      ],
      destinationRelations: [
        {
          docUid: invoice,
          docType: 'INVOICE',
          documentNumber: null,
          reference: 'Villa Ek',
          date: '2026-11-21',
          employee: 'Anna Lindqvist',
        },
      ],
    });
    const fromOffer = await ok<{ destinationRelations: Array<{ docUid: string }> }>(
      relationsOf(admin, 'OFFER', offer.uid),
    );
    expect(fromOffer.destinationRelations.map((r) => r.docUid)).toEqual([workOrder]);
  });

  it('removes links in either direction and keeps the documents', async () => {
    const removed = await ok(
      admin.call(documentRelationsApi.deleteDocumentRelations, {
        docType: 'WORK_ORDER',
        docUid: workOrder,
        relationsToDelete: [
          { docType: 'OFFER', docUid: offer.uid },
          { docType: 'INVOICE', docUid: invoice },
        ],
      }),
    );
    expect(removed).toEqual({ removed: 2 });
    expect(await ok(relationsOf(admin, 'WORK_ORDER', workOrder))).toEqual({
      sourceRelations: [],
      destinationRelations: [],
    });
    expect(await ok(relationsOf(admin, 'OFFER', offer.uid))).toEqual({
      sourceRelations: [],
      destinationRelations: [],
    });
    expect((await load(admin, 'INVOICE', invoice)).uid).toBe(invoice);
  });

  it('refuses another firm’s documents whole, changing nothing', async () => {
    const linked = (
      await create(admin, { sourceDocType: 'OFFER', targetDocType: 'INVOICE', docUids: [offer.uid] })
    ).docUid;
    const foreign = await save(norr, 'OFFER', { mark: 'Norr' });
    const before = await documentCount(f);
    const mixed = await admin.call(documentRelationsApi.createFromSource, {
      sourceDocType: 'OFFER',
      targetDocType: 'INVOICE',
      docUids: [offer.uid, foreign.uid],
    });
    expect(mixed.status).toBe(404);
    expect(mixed.body.messages[0]!.text).toBe('Dokumentet finns inte');
    expect(await documentCount(f)).toBe(before);
    const similar = await admin.call(documentRelationsApi.checkSimilarItemsInSources, {
      sourceDocType: 'OFFER',
      docUids: [foreign.uid],
    });
    expect(similar.status).toBe(404);
    expect((await relationsOf(norr, 'OFFER', offer.uid)).status).toBe(404);
    expect((await relationsOf(admin, 'OFFER', foreign.uid)).status).toBe(404);
    const del = await admin.call(documentRelationsApi.deleteDocumentRelations, {
      docType: 'OFFER',
      docUid: offer.uid,
      relationsToDelete: [
        { docType: 'INVOICE', docUid: linked },
        { docType: 'OFFER', docUid: foreign.uid },
      ],
    });
    expect(del.status).toBe(404);
    const still = await ok<{ destinationRelations: Array<{ docUid: string }> }>(
      relationsOf(admin, 'OFFER', offer.uid),
    );
    expect(still.destinationRelations.map((r) => r.docUid)).toEqual([linked]);
  });

  it('refuses a target kind the firm has not got', async () => {
    const order = await save(norr, 'WORK_ORDER', {});
    const r = await norr.call(documentRelationsApi.createFromSource, {
      sourceDocType: 'WORK_ORDER',
      targetDocType: 'ADDITIONAL_ESTIMATE',
      docUids: [order.uid],
    });
    expect(r.status).toBe(403);
  });
});

describe('own articles into a document', () => {
  it('adds own articles with the document client’s price and merges into a line already there', async () => {
    const articles = await ok<{ items: Array<{ uid: string; code: string }> }>(
      admin.call(ownArticlesApi.list, {}),
    );
    const dusch = articles.items.find((a) => a.code === 'DUSCHMONT')!;
    const offer = await save(admin, 'OFFER', { clientUid: f.clientUid }, []);
    const add = (articlesToCollapse: string[]) =>
      ok<{ countCopied: number }>(
        admin.call(documentRelationsApi.itemsCopyFromOwnArticlesListTo, {
          targetDocType: 'OFFER',
          targetDocUid: offer.uid,
          ownArticlesUids: [dusch.uid],
          articlesToCollapse,
        }),
      );
    expect(await add([])).toMatchObject({ countCopied: 1 });
    await add(['DUSCHMONT']);
    const doc = await load(admin, 'OFFER', offer.uid);
    expect(doc.items.map((i) => [i.type, i.code, i.quantity, i.priceOre])).toEqual([
      ['OWN_ARTICLE', 'DUSCHMONT', 2000, 240_000],
    ]);
    const foreign = await norr.call(documentRelationsApi.itemsCopyFromOwnArticlesListTo, {
      targetDocType: 'OFFER',
      targetDocUid: offer.uid,
      ownArticlesUids: [dusch.uid],
    });
    expect(foreign.status).toBe(404);
    const norrArticle = await ok<{ uid: string }>(
      norr.call(ownArticlesApi.save, {
        uid: null,
        newVersion: null,
        data: {
          code: 'NORRARB',
          description: 'Arbete Norrland',
          unit: 'tim',
          priceOre: 60_000,
          ownArticleType: 'SERVICE',
        },
      }),
    );
    const foreignArticle = await admin.call(documentRelationsApi.itemsCopyFromOwnArticlesListTo, {
      targetDocType: 'OFFER',
      targetDocUid: offer.uid,
      ownArticlesUids: [dusch.uid, norrArticle.uid],
    });
    expect(foreignArticle.status).toBe(404);
    expect((await load(admin, 'OFFER', offer.uid)).items).toHaveLength(1);
  });
});
