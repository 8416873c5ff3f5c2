import {
  type Document,
  type DocumentComment,
  type DocumentDataInput,
  type DocumentFormConfig,
  type DocumentListParameters,
  type DocumentListRow,
  documentKindEndpoints,
  documentsApi,
} from '@shared/api/documents';
import { periodRange } from '@shared/domain/documents/document-period';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData as data } from '../../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { clients } from '../../clients';
import { documents } from '../engine/engine.table';

let t: TestApp;
let admin: TestClient;
let foreman: TestClient;
let norr: TestClient;
let client: { id: string; name: string; code: string };

const workOrders = documentKindEndpoints.WORK_ORDER;
const TAG = 'Listtest';

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  foreman = t.client();
  await foreman.login('demo-arbetsledare');
  norr = t.client();
  await norr.login('norr-admin');
  const firmId = await findFirmIdByCode(t.database.db, '100245');
  const [row] = await t.database.db
    .select({ id: clients.id, name: clients.name, code: clients.code })
    .from(clients)
    .where(eq(clients.firmId, firmId))
    .orderBy(clients.codeSort)
    .limit(1);
  client = row!;
});
afterAll(() => t.close());

async function create(over: Partial<DocumentDataInput>) {
  // Lists sort by the last change; the test clock stands still unless moved.
  t.clock.advance(1000);
  const r = await admin.call(workOrders.save, {
    newVersion: 0,
    data: data({ ...over, mark: `${TAG} ${over.mark ?? ''}` }),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

async function list(parameters: DocumentListParameters, who = admin) {
  const r = await who.call(workOrders.list, { searchPattern: TAG, ...parameters });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as { totalCount: number; items: DocumentListRow[] };
}

describe('lists', () => {
  let october: Document;
  let novemberDone: Document;
  let december: Document;

  beforeAll(async () => {
    october = await create({ mark: 'A oktober', docDate: '2026-10-15', title: 'Värmepump' });
    const done = await create({ mark: 'B november', docDate: '2026-11-02', clientUid: client.id });
    novemberDone = (
      await admin.call(documentsApi.complete, { docType: 'WORK_ORDER', docUid: done.uid, newVersion: 1 })
    ).body.result as Document;
    december = await create({ mark: 'C december', docDate: '2026-12-01', object: 'Tvättstuga Åvägen 7' });
    const gone = await create({ mark: 'D borttagen' });
    await t.database.db.update(documents).set({ deleted: true }).where(eq(documents.id, gone.uid));
  });

  it('lists the firm’s documents of the kind, newest change first, without deleted ones', async () => {
    const page = await list({});
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i) => i.docUid)).toEqual([december.uid, novemberDone.uid, october.uid]);
    expect(page.items[1]).toMatchObject({
      docNumber: novemberDone.number,
      status: 'COMPLETED',
      client: { uid: client.id, caption: client.name },
      employee: { caption: 'Anna Lindqvist' },
      totalSumOre: novemberDone.totals.totalSumOre,
      totalPayableSumOre: novemberDone.totals.totalPayableSumOre,
    });
    expect((await list({}, norr)).totalCount).toBe(0);
  });

  it('searches number, mark, title, object and the client’s name and code', async () => {
    const ids = async (p: DocumentListParameters) =>
      (await admin.call(workOrders.list, p)).body.result as { items: DocumentListRow[] };
    expect((await ids({ searchPattern: 'värmepump' })).items.map((i) => i.docUid)).toEqual([october.uid]);
    expect((await ids({ searchPattern: 'åvägen' })).items.map((i) => i.docUid)).toEqual([december.uid]);
    expect((await ids({ searchPattern: client.name })).items.map((i) => i.docUid)).toContain(
      novemberDone.uid,
    );
    expect(
      (await ids({ searchPattern: client.code, searchByClientCode: true })).items.map((i) => i.docUid),
    ).toEqual([novemberDone.uid]);
    expect((await ids({ searchPattern: String(novemberDone.number) })).items.map((i) => i.docUid)).toContain(
      novemberDone.uid,
    );
    expect((await ids({ searchPattern: '100%_' })).items).toEqual([]);
  });

  it('filters completed and drafts, and by period from the clock or chosen dates', async () => {
    expect((await list({ completed: true })).items.map((i) => i.docUid)).toEqual([novemberDone.uid]);
    expect((await list({ completed: false })).totalCount).toBe(2);
    expect((await list({ periodType: 'THIS_MONTH' })).items.map((i) => i.docUid)).toEqual([novemberDone.uid]);
    expect((await list({ periodType: 'LAST_MONTH' })).items.map((i) => i.docUid)).toEqual([october.uid]);
    expect((await list({ periodType: 'THIS_YEAR' })).totalCount).toBe(3);
    expect((await list({ periodType: 'LAST_YEAR' })).totalCount).toBe(0);
    const chosen = await list({ periodType: 'OPTIONAL', dateFrom: '2026-11-01', dateTo: '2026-12-01' });
    expect(chosen.items.map((i) => i.docUid)).toEqual([december.uid, novemberDone.uid]);
  });

  it('sorts and pages with the total count', async () => {
    const byDate = await list({ sortBy: 'docDate', sortDesc: false, limit: 2 });
    expect(byDate.totalCount).toBe(3);
    expect(byDate.items.map((i) => i.docUid)).toEqual([october.uid, novemberDone.uid]);
    const second = await list({ sortBy: 'docDate', sortDesc: false, limit: 2, offset: 2 });
    expect(second.items.map((i) => i.docUid)).toEqual([december.uid]);
    const byMark = await list({ sortBy: 'mark', sortDesc: true });
    expect(byMark.items.map((i) => i.mark)).toEqual([
      `${TAG} C december`,
      `${TAG} B november`,
      `${TAG} A oktober`,
    ]);
    const byNumber = await list({ sortBy: 'number', sortDesc: false });
    expect(byNumber.items[0]!.docUid).toBe(novemberDone.uid);
  });

  it('computes periods over month and year ends', () => {
    const p = (periodType: 'THIS_MONTH' | 'LAST_MONTH' | 'LAST_YEAR', today: string) =>
      periodRange({ periodType, dateFrom: null, dateTo: null }, today);
    expect(p('THIS_MONTH', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(p('LAST_MONTH', '2027-01-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(p('THIS_MONTH', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(p('LAST_YEAR', '2026-01-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
});

describe('comments', () => {
  it('adds a comment with the employee and time, and the document shows it', async () => {
    const doc = await create({ mark: 'kommentar' });
    const at = t.clock.now().getTime();
    const first = await admin.call(documentsApi.addComment, {
      docType: 'WORK_ORDER',
      docUid: doc.uid,
      text: '  Kunden vill ha arbetet klart före jul. ',
    });
    expect(first.status).toBe(200);
    t.clock.advance(60_000);
    await foreman.call(documentsApi.addComment, {
      docType: 'WORK_ORDER',
      docUid: doc.uid,
      text: 'Material beställt',
    });
    const loaded = (await admin.call(workOrders.load, { docUid: doc.uid })).body.result as Document;
    expect(loaded.comments.map((c: DocumentComment) => [c.employee.caption, c.text, c.time])).toEqual([
      ['Anna Lindqvist', 'Kunden vill ha arbetet klart före jul.', new Date(at).toISOString()],
      ['Maria Svensson', 'Material beställt', new Date(at + 60_000).toISOString()],
    ]);
    expect(loaded.version).toBe(doc.version);
    const empty = await admin.call(documentsApi.addComment, {
      docType: 'WORK_ORDER',
      docUid: doc.uid,
      text: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.messages[0]).toMatchObject({ field: 'text', text: 'Skriv en kommentar' });
  });
});

describe('form config', () => {
  it('gives VAT rates, units, the firm’s active employees and the employee’s choices', async () => {
    const r = await admin.call(documentsApi.formConfig, { docType: 'OFFER' });
    expect(r.status).toBe(200);
    const config = r.body.result as DocumentFormConfig;
    expect(config.vatRates).toEqual([
      { value: 2500, label: '25 %' },
      { value: 1200, label: '12 %' },
      { value: 600, label: '6 %' },
      { value: 0, label: '0 %' },
    ]);
    expect(config.units).toEqual(expect.arrayContaining(['st', 'm', 'tim', 'kg', 'l', 'frp']));
    expect(config.employees.map((e) => e.caption)).toEqual([
      'Anna Lindqvist',
      'Erik Johansson',
      'Maria Svensson',
    ]);
    expect(config).toMatchObject({
      noteMaxLength: 2000,
      markMaxLength: 256,
      mandatoryMark: false,
      mandatoryObject: false,
      addingDuplicateArticleType: 'ASK',
      netPricesVisible: true,
      defaultOfferValidityDays: 30,
    });
    expect(config.ownArticleTypeLabels.ROT_SERVICE).toBeTruthy();
    const hidden = (await foreman.call(documentsApi.formConfig, { docType: 'OFFER' })).body
      .result as DocumentFormConfig;
    expect(hidden.netPricesVisible).toBe(false);
    expect((await norr.call(documentsApi.formConfig, { docType: 'ADDITIONAL_ESTIMATE' })).status).toBe(403);
  });

  it('a deleted document is not found', async () => {
    const doc = await create({ mark: 'raderas' });
    await t.database.db
      .update(documents)
      .set({ deleted: true })
      .where(and(eq(documents.id, doc.uid)));
    expect((await admin.call(workOrders.load, { docUid: doc.uid })).status).toBe(404);
  });
});
