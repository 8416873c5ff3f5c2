import {
  type Document,
  documentKindEndpoints,
  documentsApi,
  type InterestCandidates,
  type InterestRows,
  interestInvoicesApi,
} from '@shared/api/documents';
import { paymentsApi } from '@shared/api/payments.api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { documents } from '../engine/engine.table';
import {
  actualize,
  addRows,
  candidates,
  interestInvoice,
  newClient,
  ok,
  PAYABLE_ORE,
  paidInvoice,
  rows,
} from './interest.fixtures';
import { referenceRates } from './interest.table';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(() => t.close());

/**
 * Hand-computed (days / 365, rate = reference + 8 pp, rounded once, decision 0030):
 * 1 250 kr due 2026-03-02, paid 2026-04-01: 30 days at 1,75 + 8 = 9,75 %:
 * 125 000 × 975 × 30 / (10 000 × 365) = 1 001,71 → 1 002 öre.
 */
const LATE_2026 = { docDate: '2026-02-01', dueDate: '2026-03-02', payments: [['2026-04-01', PAYABLE_ORE]] };
const LATE_2026_INTEREST = 1_002;

describe('candidates', () => {
  it('lists only the client’s fully paid invoices paid after their due date, with their interest', async () => {
    const clientUid = await newClient(admin);
    const other = await newClient(admin);
    const late = await paidInvoice(admin, { clientUid, ...LATE_2026 } as never);
    await paidInvoice(admin, {
      clientUid,
      docDate: '2026-02-01',
      dueDate: '2026-03-02',
      payments: [['2026-03-01', PAYABLE_ORE]],
    });
    await paidInvoice(admin, {
      clientUid,
      docDate: '2026-02-01',
      dueDate: '2026-03-02',
      payments: [['2026-04-01', 100_000]],
    });
    await paidInvoice(admin, { clientUid: other, ...LATE_2026 } as never);
    const doc = await interestInvoice(admin, clientUid);
    const found = await ok<InterestCandidates>(candidates(admin, doc.uid));
    expect(found.items.map((i) => i.invoice.uid)).toEqual([late.uid]);
    expect(found.items[0]).toMatchObject({
      invoiceNumber: late.number,
      dueDate: '2026-03-02',
      paidDate: '2026-04-01',
      documentPayableSum: PAYABLE_ORE,
      days: 30,
      ratesBp: [975],
      interest: LATE_2026_INTEREST,
      paymentStatus: 'PAID',
    });
  });

  it('computes partial payments over a half-year rate change exactly', async () => {
    // Due 2025-06-20; 500 kr paid 2025-06-30, the rest 2025-07-10.
    // 06-21..06-30: 10 days on 1 250 kr at 2,50 + 8 = 10,50 %: 125 000 × 1 050 × 10 = 1 312 500 000
    // 07-01..07-10: 10 days on 750 kr at 2,00 + 8 = 10,00 %: 75 000 × 1 000 × 10 = 750 000 000
    // (1 312 500 000 + 750 000 000) / 3 650 000 = 565,07 → 565 öre.
    const clientUid = await newClient(admin);
    await paidInvoice(admin, {
      clientUid,
      docDate: '2025-05-21',
      dueDate: '2025-06-20',
      payments: [
        ['2025-06-30', 50_000],
        ['2025-07-10', 75_000],
      ],
    });
    const doc = await interestInvoice(admin, clientUid);
    const [row] = (await ok<InterestCandidates>(candidates(admin, doc.uid))).items;
    expect(row).toMatchObject({ days: 20, ratesBp: [1_050, 1_000], interest: 565 });
  });

  it('answers no candidates before the interest invoice has a client', async () => {
    const doc = await interestInvoice(admin, null as never);
    expect(await ok<InterestCandidates>(candidates(admin, doc.uid))).toMatchObject({
      clientUid: null,
      items: [],
    });
    const add = await addRows(admin, doc.uid, [crypto.randomUUID()]);
    expect(add.status).toBe(409);
    expect(add.body.messages[0]).toMatchObject({ code: 'INTEREST_CLIENT_MISSING', field: 'data.clientUid' });
  });
});

describe('rows of an interest invoice', () => {
  it('adds an invoice, totals the interest without VAT, and keeps the total through a header save', async () => {
    const clientUid = await newClient(admin);
    const late = await paidInvoice(admin, { clientUid, ...LATE_2026 } as never);
    const doc = await interestInvoice(admin, clientUid);
    const added = await ok<InterestRows>(addRows(admin, doc.uid, [late.uid]));
    expect(added).toMatchObject({ editable: true, totalInterest: LATE_2026_INTEREST });
    expect(added.items).toHaveLength(1);

    const endpoints = documentKindEndpoints.INTEREST_INVOICE;
    const loaded = await ok<Document>(admin.call(endpoints.load, { docUid: doc.uid }));
    expect(loaded.totals).toMatchObject({
      totalPayableSumOre: LATE_2026_INTEREST,
      vatSumOre: 0,
      summaryRows: [{ kind: 'INTEREST', amountOre: LATE_2026_INTEREST }],
    });
    const { uid, version, header } = loaded;
    const saved = await ok<Document>(
      admin.call(endpoints.save, {
        docUid: uid,
        newVersion: version,
        data: { ...header, mark: 'Ränta våren 2026', items: [] },
      }),
    );
    expect(saved.totals.totalPayableSumOre).toBe(LATE_2026_INTEREST);
    const [stored] = await t.database.db
      .select({ total: documents.totalPayableOre, sum: documents.totalSumOre })
      .from(documents)
      .where(eq(documents.id, doc.uid));
    expect(stored).toEqual({ total: LATE_2026_INTEREST, sum: LATE_2026_INTEREST });

    // Billed once: another interest invoice neither lists nor takes it.
    const second = await interestInvoice(admin, clientUid);
    expect((await ok<InterestCandidates>(candidates(admin, second.uid))).items).toEqual([]);
    const again = await addRows(admin, second.uid, [late.uid]);
    expect(again.status).toBe(409);
    expect(again.body.messages[0]).toMatchObject({ code: 'INVOICE_NOT_BILLABLE', field: 'invoiceUids' });

    // Removed from the draft, it is a candidate again and the total is 0.
    const removed = await ok<InterestRows>(
      admin.call(interestInvoicesApi.interestInvoiceRowDelete, {
        docUid: doc.uid,
        rowUid: added.items[0]!.uid,
      }),
    );
    expect(removed).toMatchObject({ items: [], totalInterest: 0 });
    expect((await ok<InterestCandidates>(candidates(admin, second.uid))).items).toHaveLength(1);
  });

  it('refuses an invoice paid on or after the interest invoice’s date', async () => {
    const clientUid = await newClient(admin);
    const late = await paidInvoice(admin, { clientUid, ...LATE_2026 } as never);
    const early = await interestInvoice(admin, clientUid, '2026-04-01');
    expect((await ok<InterestCandidates>(candidates(admin, early.uid))).items).toEqual([]);
    expect((await addRows(admin, early.uid, [late.uid])).status).toBe(409);
  });

  it('refuses completion without rows, and with a date not after the payment', async () => {
    const clientUid = await newClient(admin);
    const late = await paidInvoice(admin, { clientUid, ...LATE_2026 } as never);
    const doc = await interestInvoice(admin, clientUid);
    const empty = await admin.call(documentsApi.complete, {
      docType: 'INTEREST_INVOICE',
      docUid: doc.uid,
      newVersion: doc.version,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.messages.map((m) => m.field)).toContain('data.items');

    await ok(addRows(admin, doc.uid, [late.uid]));
    const endpoints = documentKindEndpoints.INTEREST_INVOICE;
    const loaded = await ok<Document>(admin.call(endpoints.load, { docUid: doc.uid }));
    const moved = await ok<Document>(
      admin.call(endpoints.save, {
        docUid: doc.uid,
        newVersion: loaded.version,
        data: { ...loaded.header, docDate: '2026-03-31', items: [] },
      }),
    );
    const refused = await admin.call(documentsApi.complete, {
      docType: 'INTEREST_INVOICE',
      docUid: doc.uid,
      newVersion: moved.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]).toMatchObject({ field: 'data.docDate' });

    const back = await ok<Document>(
      admin.call(endpoints.save, {
        docUid: doc.uid,
        newVersion: moved.version,
        data: { ...moved.header, docDate: '2026-11-21', items: [] },
      }),
    );
    const done = await ok<Document>(
      admin.call(documentsApi.complete, {
        docType: 'INTEREST_INVOICE',
        docUid: doc.uid,
        newVersion: back.version,
      }),
    );
    expect(done).toMatchObject({ status: 'LOCKED', totals: { totalPayableSumOre: LATE_2026_INTEREST } });
    expect(done.number).not.toBeNull();
    const locked = await ok<InterestRows>(rows(admin, doc.uid));
    expect(locked.editable).toBe(false);
    expect((await actualize(admin, doc.uid)).status).toBe(409);
    const state = await admin.call(paymentsApi.payments, { docType: 'INTEREST_INVOICE', docUid: doc.uid });
    expect(state.body.result).toMatchObject({ invoiceSum: LATE_2026_INTEREST, status: 'UNPAID' });
  });
});

describe('actualizeInterestInvoice', () => {
  it('recomputes after a rate change, and drops an invoice no longer fully paid', async () => {
    const clientUid = await newClient(admin);
    const late = await paidInvoice(admin, { clientUid, ...LATE_2026 } as never);
    const unpaidLater = await paidInvoice(admin, { clientUid, ...LATE_2026 } as never);
    const doc = await interestInvoice(admin, clientUid);
    await ok(addRows(admin, doc.uid, [late.uid, unpaidLater.uid]));
    const db = t.database.db;
    await db.update(referenceRates).set({ rateBp: 200 }).where(eq(referenceRates.validFrom, '2026-01-01'));
    try {
      await ok(admin.call(paymentsApi.paymentsClear, { docType: 'INVOICE', docUid: unpaidLater.uid }));
      const r = await actualize(admin, doc.uid);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      // 30 days at 2,00 + 8 = 10 %: 125 000 × 1 000 × 30 / 3 650 000 = 1 027,40 → 1 027 öre.
      expect(r.body.result).toMatchObject({
        totalInterest: 1_027,
        items: [{ interest: 1_027, ratesBp: [1_000] }],
      });
      expect(r.body.messages.map((m) => m.code)).toContain('INTEREST_ROW_REMOVED');
      const [stored] = await db
        .select({ total: documents.totalPayableOre })
        .from(documents)
        .where(and(eq(documents.id, doc.uid)));
      expect(stored!.total).toBe(1_027);
    } finally {
      await db.update(referenceRates).set({ rateBp: 175 }).where(eq(referenceRates.validFrom, '2026-01-01'));
    }
  });
});
