import { dashboardApi } from '@shared/api/dashboard.api';
import {
  type Document,
  type DocumentListRow,
  documentKindEndpoints,
  documentsApi,
  foldersApi,
} from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData, freeLine, workLine } from '../../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { documents } from './engine.table';

// Decision 0021: one figure everywhere, invalid lines left out and named, and one bad row never breaks
// the firm's lists. Each quoted request is the review's (issue #24).

let t: TestApp;
let admin: TestClient;
let colleague: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  colleague = t.client();
  await colleague.login('demo-anvandare');
});
afterAll(() => t.close());

const offer = documentKindEndpoints.OFFER;

async function save(docType: DocumentType, data: Record<string, unknown>, docUid?: string, newVersion = 0) {
  return admin.call(documentKindEndpoints[docType].save, { ...(docUid ? { docUid } : {}), newVersion, data });
}

async function saved(docType: DocumentType, data: Record<string, unknown>): Promise<Document> {
  const r = await save(docType, data);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

async function rowsOf(client: TestClient, docType: DocumentType, parameters: Record<string, unknown> = {}) {
  const r = await client.call(documentKindEndpoints[docType].list, {
    limit: 200,
    searchInSubfolders: true,
    ...parameters,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.result as { items: DocumentListRow[] }).items;
}

/** The firm-wide views every employee opens: none may fail because of one row. */
async function expectFirmViewsWork(client: TestClient) {
  for (const [endpoint, parameters] of [
    [offer.list, { limit: 200 }],
    [offer.list, { limit: 200, specialFolder: 'deleted' }],
    [dashboardApi.allTypeDocuments, { limit: 200 }],
    [dashboardApi.dashboard, {}],
  ] as const) {
    const r = await client.call(endpoint, parameters);
    expect(r.status, `${endpoint.path}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
  }
}

const countOffers = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)` }).from(documents)).map((r) => Number(r.n))[0];

describe("the review's requests: a save stores and answers 200, or stores nothing", () => {
  it.each([
    ['vatRateBp 2147483648', documentData({ vatRateBp: 2_147_483_648 })],
    ['quantity 10^15', documentData({ items: [freeLine({ quantity: 1_000_000_000_000_000 })] })],
    ['priceOre 2^53 − 1', documentData({ items: [freeLine({ priceOre: 9_007_199_254_740_991 })] })],
    ['discountOre 2^53 − 1', documentData({ items: [freeLine({ discountOre: 9_007_199_254_740_991 })] })],
  ])('%s', async (_name, data) => {
    const before = await countOffers();
    const r = await save('OFFER', data);
    // Refused at the door (the contract's ranges) or stored with its totals leaving the line out.
    expect([200, 400], JSON.stringify(r.body)).toContain(r.status);
    if (r.status === 200) {
      const doc = r.body.result as Document;
      expect(doc.totals.invalidLines.length).toBeGreaterThan(0);
      expect(r.body.messages[0]).toMatchObject({ level: 'WARNING', code: 'LINE_NOT_COUNTED' });
      expect(Number.isSafeInteger(doc.totals.totalPayableSumOre)).toBe(true);
    } else {
      expect(await countOffers()).toBe(before);
    }
    await expectFirmViewsWork(colleague);
  });
});

describe('rows stored before the bounds never break a list, the trash or the dashboard', () => {
  it('shows no sum for a row past exact integers and still opens it', async () => {
    const doc = await saved('OFFER', documentData({ mark: 'Trasig rad från förr' }));
    const [good, , comment] = doc.items;
    // As the review stored them: a 10^15 quantity, a header rate of 2^31 and totals past 2^53.
    await t.database.db
      .update(documents)
      .set({
        items: [{ ...good!, quantity: 1e15 }, { ...good!, priceOre: 9_007_199_254_740_991 }, comment!],
        header: { ...doc.header, vatRateBp: 2_147_483_648 },
        totalSumOre: 12_950_000_000_000_000,
        totalPayableOre: 12_950_000_000_000_000,
      })
      .where(eq(documents.id, doc.uid));
    await expectFirmViewsWork(colleague);
    const row = (await rowsOf(colleague, 'OFFER', { searchPattern: 'Trasig rad från förr' }))[0]!;
    expect(row).toMatchObject({ docUid: doc.uid, totalSumOre: null, totalPayableSumOre: null });

    const opened = await admin.call(offer.load, { docUid: doc.uid });
    expect(opened.status, JSON.stringify(opened.body).slice(0, 300)).toBe(200);
    const totals = (opened.body.result as Document).totals;
    expect(totals.totalPayableSumOre).toBe(0);
    expect(totals.invalidLines.map((l) => l.line)).toEqual([null, 1, 2]);

    await admin.call(foldersApi.docDelete, { docType: 'OFFER', docUids: [doc.uid] });
    await expectFirmViewsWork(colleague);
    const trashed = await rowsOf(colleague, 'OFFER', { specialFolder: 'deleted' });
    expect(trashed.find((r) => r.docUid === doc.uid)?.totalPayableSumOre).toBeNull();
  });
});

describe('an invalid line is kept, left out of the totals, warned of and blocks completion', () => {
  it('keeps the typing, names the line and refuses to complete', async () => {
    // 2 × 129,50 kr, then 1 st of 129,50 kr with 1 000 kr off, then 10 % … 150 %.
    const lines = [
      freeLine(),
      freeLine({ quantity: 1000, discountOre: 100_000 }),
      freeLine({ discountBp: 15_000 }),
    ];
    const r = await save('OFFER', documentData({ items: lines }));
    expect(r.status).toBe(200);
    const doc = r.body.result as Document;
    expect(doc.items.map((i) => [i.discountOre, i.discountBp])).toEqual([
      [0, 0],
      [100_000, 0],
      [0, 15_000],
    ]);
    // 259,00 kr + 64,75 kr VAT = 323,75 → 324,00 kr: only the first line counts.
    expect(doc.totals).toMatchObject({ netSumOre: 25_900, totalSumOre: 32_375, totalPayableSumOre: 32_400 });
    expect(r.body.messages).toEqual([
      {
        level: 'WARNING',
        code: 'LINE_NOT_COUNTED',
        text: 'Rad 2: rabatten är större än priset – raden räknas inte med',
        field: 'data.items.1.discountOre',
      },
      {
        level: 'WARNING',
        code: 'LINE_NOT_COUNTED',
        text: 'Rad 3: rabatten får inte vara större än 100 % – raden räknas inte med',
        field: 'data.items.2.discountBp',
      },
    ]);
    const row = (await rowsOf(admin, 'OFFER')).find((x) => x.docUid === doc.uid)!;
    expect(row.totalPayableSumOre).toBe(32_400);

    const done = await admin.call(documentsApi.complete, {
      docType: 'OFFER',
      docUid: doc.uid,
      newVersion: doc.version,
    });
    expect(done.status).toBe(400);
    expect(done.body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'data.items.1.discountOre', text: 'Rabatten är större än priset' }),
        expect.objectContaining({
          field: 'data.items.2.discountBp',
          text: 'Rabatten får inte vara större än 100 %',
        }),
      ]),
    );
  });
});

describe('one figure everywhere: the list sum is the editor\'s "Att betala"', () => {
  it('matches to the öre, after öresavrundning, for every kind and a credit', async () => {
    const made: Document[] = [];
    // 27 756,86 kr + 25 % = 34 696,075 → VAT 6 939,22; 34 696,08 kr → 34 696,00 kr.
    made.push(
      await saved('OFFER', documentData({ items: [freeLine({ quantity: 1000, priceOre: 2_775_686 })] })),
    );
    // 5 117,00 kr + 1 279,25 kr = 6 396,25 kr → 6 396,00 kr.
    made.push(
      await saved('INVOICE', documentData({ items: [freeLine({ quantity: 1000, priceOre: 511_700 })] })),
    );
    made.push(
      await saved(
        'CREDIT_INVOICE',
        documentData({ items: [freeLine({ quantity: 1000, priceOre: 511_700 })] }),
      ),
    );
    made.push(
      await saved('WORK_ORDER', documentData({ items: [workLine(), freeLine({ discountBp: 333 })] })),
    );
    expect(made.map((d) => d.totals.totalPayableSumOre)).toEqual([
      3_469_600,
      639_600,
      -639_600,
      expect.any(Number),
    ]);
    expect(made.map((d) => d.totals.totalSumOre).slice(0, 3)).toEqual([3_469_608, 639_625, -639_625]);
    const latest = (await admin.call(dashboardApi.allTypeDocuments, { limit: 200 })).body.result as {
      items: DocumentListRow[];
    };
    for (const doc of made) {
      const editor = (await admin.call(documentKindEndpoints[doc.docType].load, { docUid: doc.uid })).body
        .result as Document;
      const listed = (await rowsOf(admin, doc.docType)).find((r) => r.docUid === doc.uid)!;
      const onDashboard = latest.items.find((r) => r.docUid === doc.uid)!;
      expect(listed.totalPayableSumOre).toBe(editor.totals.totalPayableSumOre);
      expect(onDashboard.totalPayableSumOre).toBe(editor.totals.totalPayableSumOre);
      expect(editor.totals.summaryRows.at(-1)!.amountOre).toBe(editor.totals.totalPayableSumOre);
    }
    const credit = made[2]!;
    expect(credit.totals.summaryRows.at(-1)!.label).toBe('Att återbetala');
    expect(credit.items[0]!.sumOre).toBe(-511_700);
  });

  it('sorts the sum column by the payable sum', async () => {
    const rows = await rowsOf(admin, 'OFFER', { sortBy: 'totalSum', sortDesc: false });
    const sums = rows.map((r) => r.totalPayableSumOre).filter((s): s is number => s !== null);
    expect(sums).toEqual([...sums].sort((a, b) => a - b));
  });
});
