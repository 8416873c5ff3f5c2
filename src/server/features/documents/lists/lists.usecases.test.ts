import {
  type Document,
  type DocumentListParameters,
  type DocumentListRow,
  documentKindEndpoints,
  type InvoiceSums,
  listsApi,
} from '@shared/api/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedDocument,
  invoiceClient,
  oneLine,
  savedDocument,
} from '../../../testing/invoice-list-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { documents } from '../engine/engine.table';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let clientUid: string;
let otherClientUid: string;
/** The fixture's invoices by name; the test app's today is 2026-11-21. */
const inv: Record<string, Document> = {};

interface ListAnswer {
  totalCount: number;
  items: DocumentListRow[];
  sums: { page: InvoiceSums; all: InvoiceSums } | null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  clientUid = await invoiceClient(admin, '9401', 'Listkunden AB');
  otherClientUid = await invoiceClient(admin, '9402', 'Andra listkunden AB');
  const invoice = (over: Record<string, unknown>) =>
    completedDocument(admin, 'INVOICE', { clientUid, ...over });
  // 1 250,00 kr each; due dates decide what is overdue.
  inv.overdue = await invoice({ docDate: '2026-09-01', dueDate: '2026-10-01' });
  inv.partial = await invoice({ docDate: '2026-09-15', dueDate: '2026-10-15' });
  inv.paid = await invoice({ docDate: '2026-10-01', dueDate: '2026-10-31' });
  inv.notDue = await invoice({ docDate: '2026-11-20', dueDate: '2026-12-20', items: oneLine(200_000) });
  inv.other = await completedDocument(admin, 'INVOICE', { clientUid: otherClientUid, docDate: '2026-11-01' });
  inv.draft = await savedDocument(admin, 'INVOICE', { clientUid, docDate: '2026-11-02' });
  const credit = (of: Document, priceOre: number) =>
    completedDocument(admin, 'CREDIT_INVOICE', {
      clientUid,
      docDate: '2026-11-10',
      items: oneLine(priceOre),
      creditedInvoiceUid: of.uid,
    });
  inv.creditPartial = await credit(inv.partial!, 20_000);
  inv.creditPaid = await credit(inv.paid!, 100_000);
  const db = t.database.db;
  await db
    .update(documents)
    .set({ eInvoiceSentAt: new Date('2026-11-20T10:00:00Z'), taxDeductionState: 'SENT' })
    .where(eq(documents.id, inv.notDue.uid));
  // A payment's date as the payments feature stores it (decision 0032).
  await db.update(documents).set({ lastPaymentDate: '2026-11-05' }).where(eq(documents.id, inv.partial.uid));
});
afterAll(() => t.close());

async function list(
  params: DocumentListParameters,
  who = admin,
  endpoint = documentKindEndpoints.INVOICE.list,
) {
  const r = await who.call(endpoint, { clientUid, sortBy: 'docDate', sortDesc: false, ...params });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as ListAnswer;
}
const uids = (answer: ListAnswer) => answer.items.map((i) => i.docUid);

describe('the invoice list filters (api-spec §7.5)', () => {
  it('lists by payment status, OVERDUE being unpaid or partly paid past the due date', async () => {
    expect(uids(await list({ paymentStatus: 'UNPAID' }))).toEqual([inv.overdue!.uid, inv.notDue!.uid]);
    expect(uids(await list({ paymentStatus: 'PARTIALLY_PAID' }))).toEqual([inv.partial!.uid]);
    expect(uids(await list({ paymentStatus: 'PAID' }))).toEqual([inv.paid!.uid]);
    expect(uids(await list({ paymentStatus: 'OVERDUE' }))).toEqual([inv.overdue!.uid, inv.partial!.uid]);
    const all = await list({});
    expect(uids(all)).toEqual([inv.overdue, inv.partial, inv.paid, inv.draft, inv.notDue].map((d) => d!.uid));
    expect(all.items.map((i) => [i.paymentStatus, i.remainingOre])).toEqual([
      ['UNPAID', 125_000],
      ['PARTIALLY_PAID', 100_000],
      ['PAID', 0],
      [null, null],
      ['UNPAID', 250_000],
    ]);
  });

  it('filters on e-invoice not sent, tax deduction state and client', async () => {
    const notSent = uids(await list({ eInvoiceNotSentOnly: true, completed: true }));
    expect(notSent).toEqual([inv.overdue, inv.partial, inv.paid].map((d) => d!.uid));
    expect(uids(await list({ taxDeductionState: 'SENT' }))).toEqual([inv.notDue!.uid]);
    expect(uids(await list({ clientUid: otherClientUid }))).toEqual([inv.other!.uid]);
  });

  it('reads the period from the invoice date, the due date or the payment date', async () => {
    const range = { periodType: 'OPTIONAL', dateFrom: '2026-09-10', dateTo: '2026-10-31' } as const;
    expect(uids(await list({ ...range }))).toEqual([inv.partial!.uid, inv.paid!.uid]);
    expect(uids(await list({ ...range, datesFilterType: 'DUE_DATE' }))).toEqual(
      [inv.overdue, inv.partial, inv.paid].map((d) => d!.uid),
    );
    const paidIn = { periodType: 'OPTIONAL', dateFrom: '2026-11-01', dateTo: '2026-11-30' } as const;
    expect(uids(await list({ ...paidIn, datesFilterType: 'PAYMENT_DATE' }))).toEqual([inv.partial!.uid]);
  });

  it('sums the page and every matching row: the payable sum and what is still owed', async () => {
    const page = await list({ limit: 2, completed: true, sumAllRows: true });
    expect(page.totalCount).toBe(4);
    expect(page.sums).toEqual({
      page: { totalPayableOre: 250_000, remainingOre: 225_000 },
      all: { totalPayableOre: 625_000, remainingOre: 475_000 },
    });
    const overdue = await list({ paymentStatus: 'OVERDUE', sumAllRows: true });
    expect(overdue.sums?.all).toEqual({ totalPayableOre: 250_000, remainingOre: 225_000 });
    // Without sumAllRows only the page is summed (a big list's every row is read only when asked).
    expect((await list({ limit: 2, completed: true })).sums?.all).toBeNull();
    // Lists of other kinds carry no sums.
    const offers = await admin.call(documentKindEndpoints.OFFER.list, {});
    expect((offers.body.result as ListAnswer).sums).toBeNull();
  });
});

describe('all invoices (allTypeInvoices)', () => {
  it('lists invoices and credit invoices together, with the same filters and sums', async () => {
    const all = await list({ completed: true, sumAllRows: true }, admin, listsApi.allTypeInvoices);
    expect(new Set(uids(all))).toEqual(
      new Set(
        [inv.overdue, inv.partial, inv.paid, inv.notDue, inv.creditPartial, inv.creditPaid].map(
          (d) => d!.uid,
        ),
      ),
    );
    expect(all.items.filter((i) => i.docType === 'CREDIT_INVOICE')).toHaveLength(2);
    // The credit invoices' negative sums count in the payable sum; they owe nothing.
    expect(all.sums?.all).toEqual({ totalPayableOre: 625_000 - 25_000 - 125_000, remainingOre: 475_000 });
    const overdue = await list({ paymentStatus: 'OVERDUE' }, admin, listsApi.allTypeInvoices);
    expect(uids(overdue)).toEqual([inv.overdue!.uid, inv.partial!.uid]);
  });

  it('pages through the kinds merged in one order, each row once', async () => {
    const byDate = { completed: true, sortBy: 'docDate', sortDesc: true } as const;
    const whole = uids(await list({ ...byDate, limit: 50 }, admin, listsApi.allTypeInvoices));
    expect(whole).toHaveLength(6);
    const pages = [];
    for (const offset of [0, 2, 4]) {
      pages.push(...uids(await list({ ...byDate, offset, limit: 2 }, admin, listsApi.allTypeInvoices)));
    }
    expect(pages).toEqual(whole);
    // The two credit invoices (2026-11-10) sit between the invoices of 2026-11-20 and 2026-10-01.
    expect(whole.slice(1, 4)).toEqual(expect.arrayContaining([inv.creditPartial!.uid, inv.creditPaid!.uid]));
  });

  it("lists nothing of another firm's, and another firm's client filter finds nothing", async () => {
    const theirs = await list({}, norr, listsApi.allTypeInvoices);
    expect(theirs.totalCount).toBe(0);
    const invoices = await list({ clientUid: null, searchPattern: 'Listkunden' }, norr);
    expect(invoices.items.some((i) => Object.values(inv).some((d) => d.uid === i.docUid))).toBe(false);
  });

  it('answers an unknown payment status at the field', async () => {
    const r = await admin.call(listsApi.allTypeInvoices, { paymentStatus: 'NOPE' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('paymentStatus');
  });
});
