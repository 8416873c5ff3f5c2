import { authApi } from '@shared/api/auth.api';
import {
  type Document,
  type DocumentDataInput,
  documentHeaderSchema,
  documentKindEndpoints,
  documentsApi,
} from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData as data, freeLine, workLine } from '../../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { firms } from '../../firms';
import { documents } from './engine.table';

let t: TestApp;
let admin: TestClient;
let foreman: TestClient;
let norr: TestClient;
let firmId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  foreman = t.client();
  await foreman.login('demo-arbetsledare');
  norr = t.client();
  await norr.login('norr-admin');
  firmId = await findFirmIdByCode(t.database.db, '100245');
});
afterAll(() => t.close());

async function create(type: DocumentType = 'OFFER', over: Partial<DocumentDataInput> = {}, client = admin) {
  const r = await client.call(documentKindEndpoints[type].save, { newVersion: 0, data: data(over) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

const complete = (doc: Pick<Document, 'uid' | 'docType' | 'version'>, client = admin) =>
  client.call(documentsApi.complete, { docType: doc.docType, docUid: doc.uid, newVersion: doc.version });
const undo = (doc: Pick<Document, 'uid' | 'docType' | 'version'>, client = admin) =>
  client.call(documentsApi.undoComplete, { docType: doc.docType, docUid: doc.uid, newVersion: doc.version });

describe('completing', () => {
  it('numbers 50 simultaneous completions with 50 distinct consecutive numbers', async () => {
    const docs = await Promise.all(Array.from({ length: 50 }, () => create('COST_CALCULATION')));
    const results = await Promise.all(docs.map((d) => complete(d)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const numbers = results.map((r) => (r.body.result as Document).number!).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    numbers.forEach((n, i) => {
      expect(n).toBe(numbers[0]! + i);
    });
  });

  it('completes with a number from the series, keeps it on undo and reuses it on completing again', async () => {
    const draft = await create('OFFER');
    const done = (await complete(draft)).body.result as Document;
    expect(done).toMatchObject({ status: 'COMPLETED', completed: true, locked: false, editable: false });
    expect(done.number).toBeGreaterThanOrEqual(2001);
    expect(done.completedAt).toBe(t.clock.now().toISOString());
    const refused = await admin.call(documentKindEndpoints.OFFER.save, {
      docUid: done.uid,
      newVersion: done.version,
      data: data(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.messages[0]).toMatchObject({ code: 'DOCUMENT_NOT_EDITABLE' });
    expect(refused.body.userErrorMessage).toMatch(/slutfört/);
    const back = (await undo(done)).body.result as Document;
    expect(back).toMatchObject({ status: 'DRAFT', completed: false, number: done.number, editable: true });
    const another = (await complete(await create('OFFER'))).body.result as Document;
    const again = (await complete(back)).body.result as Document;
    expect(again.number).toBe(done.number);
    expect(another.number).not.toBe(done.number);
  });

  it('answers 409 to a completion or undo from a stale version', async () => {
    const draft = await create('OFFER');
    await admin.call(documentKindEndpoints.OFFER.save, { docUid: draft.uid, newVersion: 1, data: data() });
    const stale = await complete(draft);
    expect(stale.status).toBe(409);
    expect(stale.body.messages[0]!.code).toBe('DOCUMENT_VERSION_CONFLICT');
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, draft.uid));
    expect(row).toMatchObject({ completed: false, number: null, version: 2 });
  });

  it('locks an invoice: no save, no undo', async () => {
    const invoice = (await complete(await create('INVOICE'))).body.result as Document;
    expect(invoice).toMatchObject({ status: 'LOCKED', locked: true, completed: true });
    expect(invoice.number).toBeGreaterThanOrEqual(10001);
    const r = await undo(invoice);
    expect(r.status).toBe(409);
    expect(r.body.messages[0]!.code).toBe('UNDO_NOT_ALLOWED');
    expect(r.body.userErrorMessage).toMatch(/kreditfaktura/);
    const save = await admin.call(documentKindEndpoints.INVOICE.save, {
      docUid: invoice.uid,
      newVersion: invoice.version,
      data: data(),
    });
    expect(save.status).toBe(409);
    expect(save.body.userErrorMessage).toMatch(/låst/);
  });

  it('refuses undo of a credit invoice and completion of a provider invoice', async () => {
    const invoice = (await complete(await create('INVOICE'))).body.result as Document;
    const credit = (await complete(await create('CREDIT_INVOICE', { creditedInvoiceUid: invoice.uid }))).body
      .result as Document;
    expect((await undo(credit)).status).toBe(409);
    const { items: _none, ...header } = data();
    const [row] = await t.database.db
      .insert(documents)
      .values({
        firmId,
        docType: 'UNIX_INVOICE',
        number: 77_001,
        docDate: '2026-11-20',
        header: documentHeaderSchema.parse(header),
      })
      .returning();
    const r = await complete({ uid: row!.id, docType: 'UNIX_INVOICE', version: 1 });
    expect(r.status).toBe(409);
    expect(r.body.messages[0]!.code).toBe('COMPLETION_NOT_ALLOWED');
  });

  it('answers each broken rule at its field and gives no number', async () => {
    await t.database.db
      .update(firms)
      .set({ mandatoryMark: true, mandatoryObject: true })
      .where(eq(firms.id, firmId));
    try {
      const draft = await create('OFFER', {
        mark: '',
        object: '',
        validTill: '2026-11-21',
        items: [freeLine({ discountBp: 12_000 }), workLine({ priceOre: -5 })],
      });
      const r = await complete(draft);
      expect(r.status).toBe(400);
      expect(r.body.messages.map((m) => [m.code, m.field])).toEqual([
        ['VALIDATION_FAILED', 'data.mark'],
        ['VALIDATION_FAILED', 'data.object'],
        ['VALIDATION_FAILED', 'data.validTill'],
        ['VALIDATION_FAILED', 'data.items.0.discountBp'],
        ['VALIDATION_FAILED', 'data.items.1.priceOre'],
      ]);
      expect(r.body.messages[2]!.text).toBe('Giltig till måste vara senare än dokumentets datum');
      const [row] = await t.database.db.select().from(documents).where(eq(documents.id, draft.uid));
      expect(row).toMatchObject({ completed: false, number: null, version: 1 });
    } finally {
      await t.database.db
        .update(firms)
        .set({ mandatoryMark: false, mandatoryObject: false })
        .where(eq(firms.id, firmId));
    }
  });

  it('needs an article row', async () => {
    const onlyComment = data().items!.filter((i) => i.type === 'COMMENT');
    const r = await complete(await create('ADDITIONAL_ESTIMATE', { items: onlyComment }));
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({
      field: 'data.items',
      text: 'Dokumentet måste ha minst en artikelrad',
    });
  });

  it('checks the kind’s module: a firm without cost calculations gets 403', async () => {
    const r = await norr.call(documentsApi.complete, {
      docType: 'COST_CALCULATION',
      docUid: crypto.randomUUID(),
      newVersion: 1,
    });
    expect(r.status).toBe(403);
    expect((await norr.call(documentKindEndpoints.COST_CALCULATION.list, {})).status).toBe(403);
  });
});

describe('hidden net prices', () => {
  it('hides purchase prices, markups and profits and keeps the stored ones when that employee saves', async () => {
    const doc = await create('OFFER', {
      markupBp: 1_500,
      items: [freeLine({ purchasePriceOre: 8_000, markupBp: 2_500 }), workLine()],
    });
    expect(doc.header.markupBp).toBe(1_500);
    expect(doc.items[0]!.materialProfitOre).toBe(2 * (12_950 - 8_000));
    expect(doc.totals.materialProfitOre).toBe(9_900);
    const seen = (await foreman.call(documentKindEndpoints.OFFER.load, { docUid: doc.uid })).body
      .result as Document;
    expect(seen.items[0]).toMatchObject({
      purchasePriceOre: null,
      markupBp: 0,
      materialProfitOre: null,
      sumOre: 25_900,
    });
    expect(seen.totals).toMatchObject({ materialProfitOre: null, workProfitOre: null, purchaseSumOre: null });
    expect(seen.header.markupBp).toBe(0);
    expect(seen.totals.totalSumOre).toBe(doc.totals.totalSumOre);
    const edited = seen.items.map((i) => ({ ...i, purchasePriceOre: 1, markupBp: 9_000 }));
    const saved = await foreman.call(documentKindEndpoints.OFFER.save, {
      docUid: doc.uid,
      newVersion: seen.version,
      data: { ...seen.header, mark: 'Ändrad av arbetsledaren', items: edited },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await admin.call(documentKindEndpoints.OFFER.load, { docUid: doc.uid })).body
      .result as Document;
    expect(after.header.mark).toBe('Ändrad av arbetsledaren');
    expect(after.items[0]).toMatchObject({ purchasePriceOre: 8_000, markupBp: 2_500 });
    expect(after.header.markupBp).toBe(1_500);
    expect(after.totals.materialProfitOre).toBe(9_900);
  });

  it('gives a new catalogue line from that employee the purchase price of its source', async () => {
    const list = await admin.call(documentKindEndpoints.OFFER.list, { searchPattern: 'Bergström VVB' });
    const demo = (
      await admin.call(documentKindEndpoints.OFFER.load, {
        docUid: (list.body.result as { items: { docUid: string }[] }).items[0]!.docUid,
      })
    ).body.result as Document;
    const source = demo.items.find((i) => i.nomenclatureItemType === 'REGULAR')!;
    expect(source.purchasePriceOre).not.toBeNull();
    const { uid: _uid, ...rest } = source;
    const added = { ...rest, uid: crypto.randomUUID(), purchasePriceOre: null, sourcePurchasePriceOre: null };
    const doc = await create('OFFER', { items: [added] }, foreman);
    expect(doc.items[0]!.purchasePriceOre).toBeNull();
    const seen = (await admin.call(documentKindEndpoints.OFFER.load, { docUid: doc.uid })).body
      .result as Document;
    expect(seen.items[0]!.purchasePriceOre).toBe(source.purchasePriceOre);
  });

  it('hides them in client mode too', async () => {
    const doc = await create('OFFER');
    const screen = t.client();
    await screen.login('demo-admin');
    expect((await screen.call(authApi.setClientMode, { clientMode: true })).status).toBe(200);
    const seen = (await screen.call(documentKindEndpoints.OFFER.load, { docUid: doc.uid })).body
      .result as Document;
    expect(seen.items[0]).toMatchObject({ purchasePriceOre: null, materialProfitOre: null });
    const config = (await screen.call(documentsApi.formConfig, { docType: 'OFFER' })).body.result as {
      netPricesVisible: boolean;
    };
    expect(config.netPricesVisible).toBe(false);
  });
});
