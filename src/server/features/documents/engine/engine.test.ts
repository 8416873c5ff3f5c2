import {
  type Document,
  type DocumentDataInput,
  type DocumentItemDataInput,
  documentHeaderSchema,
  documentItemDataSchema,
  documentKindEndpoints,
  documentsApi,
} from '@shared/api/documents';
import { documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData as data, freeLine as line, workLine } from '../../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { totalsOf } from './engine.mapper';
import { documents } from './engine.table';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
});
afterAll(() => t.close());

const offer = documentKindEndpoints.OFFER;

async function create(client = admin, over: Partial<DocumentDataInput> = {}, type: 'OFFER' = 'OFFER') {
  const r = await client.call(documentKindEndpoints[type].save, { newVersion: 0, data: data(over) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

describe('save and load', () => {
  it('creates a draft without number, with the session employee and the offer validity', async () => {
    const doc = await create();
    expect(doc).toMatchObject({
      docType: 'OFFER',
      version: 1,
      number: null,
      status: 'DRAFT',
      completed: false,
      editable: true,
      employee: { caption: 'Anna Lindqvist' },
    });
    expect(doc.header.validTill).toBe('2026-12-21');
    expect(doc.items).toHaveLength(3);
    const loaded = await admin.call(offer.load, { docUid: doc.uid });
    expect(loaded.status).toBe(200);
    expect(loaded.body.result).toEqual(doc);
  });

  it('recomputes line sums and totals on the server and stores the totals columns', async () => {
    // The browser's figures are not trusted: a made-up sumOre is ignored.
    const items = [
      line({ quantity: 1500, priceOre: 9_999, discountBp: 1_000 }),
      workLine(),
      line({ vatRateBp: 1200 }),
    ];
    const doc = await create(admin, {
      items: items.map((i) => ({ ...i, sumOre: 1 }) as DocumentItemDataInput),
      discountBp: 500,
    });
    const parsed = items.map((i) => documentItemDataSchema.parse(i));
    const expected = totalsOf(doc.header, parsed);
    expect(doc.totals).toEqual(expected);
    expect(doc.items[0]!.sumOre).toBe(13_499); // 1,5 × (9 999 − 1 000) = 13 498,5 → 13 499
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.uid));
    expect(row).toMatchObject({
      totalSumOre: expected.totalSumOre,
      totalPayableOre: expected.totalPayableSumOre,
    });
    expect(expected.totalPayableSumOre % 100).toBe(0);
  });

  it('updates under the version read and answers 409 with Swedish text to a stale save', async () => {
    const doc = await create();
    const saved = await admin.call(offer.save, {
      docUid: doc.uid,
      newVersion: 1,
      data: data({ mark: 'Ny märkning' }),
    });
    expect(saved.status).toBe(200);
    expect((saved.body.result as Document).version).toBe(2);
    const stale = await admin.call(offer.save, {
      docUid: doc.uid,
      newVersion: 1,
      data: data({ mark: 'Gammal' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.messages[0]).toMatchObject({ code: 'DOCUMENT_VERSION_CONFLICT' });
    expect(stale.body.userErrorMessage).toMatch(/Någon annan har sparat dokumentet/);
    const loaded = (await admin.call(offer.load, { docUid: doc.uid })).body.result as Document;
    expect(loaded.header.mark).toBe('Ny märkning');
  });

  it('saves a draft that breaks completion rules but refuses structural limits at the field', async () => {
    const draft = await create(admin, { mark: '', items: [line({ discountBp: 12_000 })] });
    expect(draft.version).toBe(1);
    const r = await admin.call(offer.save, {
      newVersion: 0,
      data: data({ mark: 'x'.repeat(257), notes: 'n'.repeat(2001) }),
    });
    expect(r.status).toBe(400);
    const fields = r.body.messages.map((m) => [m.code, m.field]);
    expect(fields).toEqual([
      ['VALIDATION_FAILED', 'data.mark'],
      ['VALIDATION_FAILED', 'data.notes'],
    ]);
  });

  it('refuses a client, employee or assignee of another firm as not found at the field', async () => {
    const foreign = (await create(norr)).employee!.uid;
    const r = await admin.call(offer.save, { newVersion: 0, data: data({ employeeUid: foreign }) });
    expect(r.status).toBe(404);
    expect(r.body.messages[0]).toMatchObject({ code: 'NOT_FOUND', field: 'data.employeeUid' });
    const c = await admin.call(offer.save, { newVersion: 0, data: data({ clientUid: crypto.randomUUID() }) });
    expect(c.body.messages[0]).toMatchObject({ code: 'NOT_FOUND', field: 'data.clientUid' });
  });

  it('answers not found for another firm’s document, on every call', async () => {
    const mine = await create();
    const calls = [
      norr.call(offer.load, { docUid: mine.uid }),
      norr.call(offer.save, { docUid: mine.uid, newVersion: 1, data: data() }),
      norr.call(documentsApi.complete, { docType: 'OFFER', docUid: mine.uid, newVersion: 1 }),
      norr.call(documentsApi.undoComplete, { docType: 'OFFER', docUid: mine.uid, newVersion: 1 }),
      norr.call(documentsApi.addComment, { docType: 'OFFER', docUid: mine.uid, text: 'Hej' }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(404);
      expect(r.body.messages[0]!.code).toBe('NOT_FOUND');
    }
    const list = await norr.call(offer.list, { searchPattern: mine.header.mark });
    expect((list.body.result as { items: { docUid: string }[] }).items.map((i) => i.docUid)).not.toContain(
      mine.uid,
    );
    const loaded = (await admin.call(offer.load, { docUid: mine.uid })).body.result as Document;
    expect(loaded.version).toBe(1);
  });

  it('gives not found for a document of another kind under its uid', async () => {
    const mine = await create();
    const r = await admin.call(documentKindEndpoints.COST_CALCULATION.load, { docUid: mine.uid });
    expect(r.status).toBe(404);
  });
});

describe('every kind', () => {
  for (const type of documentTypes) {
    const kind = documentKinds[type];
    const api = documentKindEndpoints[type];
    it(`${kind.label}: create, load, save and list${kind.creatable ? '' : ' — refused from the editor'}`, async () => {
      const first = await admin.call(api.save, { newVersion: 0, data: data({ mark: `Soort ${type}` }) });
      if (!kind.creatable) {
        expect(first.status).toBe(403);
        expect(first.body.messages[0]!.code).toBe('DOCUMENT_NOT_CREATABLE');
        expect(first.body.userErrorMessage).toMatch(/kommer från grossisten/);
        const list = await admin.call(api.list, {});
        expect(list.status).toBe(200);
        return;
      }
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const doc = first.body.result as Document;
      expect(doc.docType).toBe(type);
      const loaded = await admin.call(api.load, { docUid: doc.uid });
      expect(loaded.body.result).toEqual(doc);
      const second = await admin.call(api.save, {
        docUid: doc.uid,
        newVersion: doc.version,
        data: { ...data({ mark: `Soort ${type}`, title: 'Ändrad' }) },
      });
      expect(second.status).toBe(200);
      expect((second.body.result as Document).header.title).toBe('Ändrad');
      const list = await admin.call(api.list, { searchPattern: `Soort ${type}` });
      const rows = list.body.result as {
        totalCount: number;
        items: { docUid: string; docType: string; title: string }[];
      };
      expect(rows.totalCount).toBe(1);
      expect(rows.items[0]).toMatchObject({ docUid: doc.uid, docType: type, title: 'Ändrad' });
    });
  }

  it('a provider document stored by the provider can be loaded and listed, not saved', async () => {
    const firmId = await findFirmIdByCode(t.database.db, '100245');
    const { items: _none, ...header } = data();
    const [row] = await t.database.db
      .insert(documents)
      .values({
        firmId,
        docType: 'UNIX_ORDER',
        number: 880_123,
        docDate: '2026-11-20',
        mark: 'Följesedel 880123',
        header: documentHeaderSchema.parse(header),
        items: [],
      })
      .returning();
    const api = documentKindEndpoints.UNIX_ORDER;
    const loaded = await admin.call(api.load, { docUid: row!.id });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    expect(loaded.body.result).toMatchObject({ number: 880_123, editable: false });
    const list = await admin.call(api.list, { searchPattern: '880123' });
    expect((list.body.result as { totalCount: number }).totalCount).toBe(1);
    const save = await admin.call(api.save, { docUid: row!.id, newVersion: 1, data: data() });
    expect(save.status).toBe(403);
    await t.database.db.delete(documents).where(eq(documents.id, row!.id));
  });
});

describe('demo documents', () => {
  it('seeds offers (one completed), a cost calculation and an ÄTA with catalogue, own article and comment rows', async () => {
    const offers = (await admin.call(offer.list, { searchPattern: 'Bergström VVB' })).body.result as {
      items: { docUid: string; status: string; docNumber: number | null }[];
    };
    expect(offers.items).toHaveLength(1);
    expect(offers.items[0]).toMatchObject({ status: 'COMPLETED', docNumber: 2001 });
    const doc = (await admin.call(offer.load, { docUid: offers.items[0]!.docUid })).body.result as Document;
    expect(doc.client?.caption).toBe('Karin Bergström och Per Bergström');
    expect(doc.comments).toHaveLength(2);
    const kinds = new Set(
      doc.items.map((i) => `${i.type}:${i.nomenclatureItemType ?? i.ownArticleType ?? ''}`),
    );
    expect(kinds).toEqual(
      new Set([
        'NOMENCLATURE:REGULAR',
        'OWN_ARTICLE:ROT_SERVICE',
        'OWN_ARTICLE:TRANSPORT',
        'OWN_ARTICLE:OTHER',
        'COMMENT:',
      ]),
    );
    expect(doc.items.every((i) => i.type === 'COMMENT' || i.priceOre !== null)).toBe(true);
    expect(doc.mayBeActualized).toBe(false);
    expect(doc.totals.rotWorkSumOre).toBeGreaterThan(0);
    for (const [type, mark] of [
      ['OFFER', 'Al-Hassan badrum'],
      ['COST_CALCULATION', 'Öhrn golvvärme'],
      ['ADDITIONAL_ESTIMATE', 'Vildanden stambyte ÄTA 3'],
    ] as const) {
      const list = (await admin.call(documentKindEndpoints[type].list, { searchPattern: mark })).body
        .result as {
        items: { status: string; totalSumOre: number; client: unknown }[];
      };
      expect(list.items, type).toHaveLength(1);
      expect(list.items[0]).toMatchObject({ status: 'DRAFT' });
      expect(list.items[0]!.totalSumOre).toBeGreaterThan(0);
      expect(list.items[0]!.client).not.toBeNull();
    }
  });
});
