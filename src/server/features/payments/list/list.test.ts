import type { Document } from '@shared/api/documents';
import type { FileLink } from '@shared/api/files.api';
import {
  type InvoicePayments,
  type MultiPaymentOutcome,
  type PaymentListRow,
  paymentsApi,
} from '@shared/api/payments.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedFile, xlsxRows } from '../../../testing/file-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { completedDocument, draftDocument } from '../payments.fixtures';

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

const draft = () => draftDocument(admin);
const completed = () => completedDocument(admin);

const ref = (doc: Document) => ({ docType: 'INVOICE' as const, docUid: doc.uid });
const stateOf = async (doc: Document) =>
  (await admin.call(paymentsApi.payments, ref(doc))).body.result as InvoicePayments;

describe('multiPaymentsAdd', () => {
  it('pays each invoice its remaining sum on one date and reports the refused ones', async () => {
    const [a, b, paidAlready, unfinished] = [
      await completed(),
      await completed(),
      await completed(),
      await draft(),
    ];
    await admin.call(paymentsApi.payment, { ...ref(a), paymentDate: '2026-11-25', paymentSum: 1000 });
    const whole = await stateOf(paidAlready);
    await admin.call(paymentsApi.payment, {
      ...ref(paidAlready),
      paymentDate: '2026-11-25',
      paymentSum: whole.invoiceSum,
    });
    const remainingA = (await stateOf(a)).remainingOre;
    const remainingB = (await stateOf(b)).remainingOre;

    const r = await admin.call(paymentsApi.multiPaymentsAdd, {
      paymentDate: '2026-11-28',
      selectedDocs: [ref(a), ref(b), ref(paidAlready), ref(unfinished)],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const result = r.body.result as {
      outcomes: MultiPaymentOutcome[];
      registeredCount: number;
      registeredSum: number;
    };
    expect(result).toMatchObject({ registeredCount: 2, registeredSum: remainingA + remainingB });
    const byUid = new Map(result.outcomes.map((o) => [o.docUid, o]));
    expect(byUid.get(a.uid)).toMatchObject({ paymentSum: remainingA, refusal: null });
    expect(byUid.get(paidAlready.uid)!.refusal).toBe('Redan betald');
    expect(byUid.get(unfinished.uid)!.refusal).toMatch(/Utkast/);
    expect(r.body.messages[0]).toMatchObject({ level: 'INFO', code: 'PAYMENTS_REGISTERED' });
    expect(r.body.messages.filter((m) => m.level === 'WARNING')).toHaveLength(2);
    const paidA = await stateOf(a);
    expect(paidA).toMatchObject({ status: 'PAID', remainingOre: 0 });
    expect(paidA.payments.at(-1)).toMatchObject({ paymentDate: '2026-11-28', paymentSum: remainingA });
  });

  it('writes nothing when none can be paid, and refuses a bad date at its field', async () => {
    const unfinished = await draft();
    const r = await admin.call(paymentsApi.multiPaymentsAdd, {
      paymentDate: '2026-11-28',
      selectedDocs: [ref(unfinished)],
    });
    expect(r.status).toBe(409);
    expect(r.body.messages[1]!.text).toMatch(/Utkast/);
    const doc = await completed();
    const early = await admin.call(paymentsApi.multiPaymentsAdd, {
      paymentDate: '2020-01-01',
      selectedDocs: [ref(doc)],
    });
    expect(early.status).toBe(409);
    expect(early.body.messages[1]!.text).toMatch(/före fakturadatumet/);
    const bad = await admin.call(paymentsApi.multiPaymentsAdd, {
      paymentDate: '2026-13-40',
      selectedDocs: [ref(doc)],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.messages[0]).toMatchObject({ field: 'paymentDate' });
    expect((await stateOf(doc)).paidOre).toBe(0);
  });

  it("refuses the whole call for another firm's invoice, paying none", async () => {
    const mine = await completed();
    const r = await norr.call(paymentsApi.multiPaymentsAdd, {
      paymentDate: '2026-11-28',
      selectedDocs: [ref(mine)],
    });
    expect(r.status).toBe(404);
    expect((await stateOf(mine)).paidOre).toBe(0);
  });
});

describe('the payments list', () => {
  it('filters by status, date and search, with page and selection sums', async () => {
    const [x, y] = [await completed(), await completed()];
    await admin.call(paymentsApi.payment, { ...ref(x), paymentDate: '2027-03-01', paymentSum: 1111 });
    await admin.call(paymentsApi.payment, { ...ref(x), paymentDate: '2027-03-05', paymentSum: 2222 });
    await admin.call(paymentsApi.payment, {
      ...ref(y),
      paymentDate: '2027-03-03',
      paymentSum: (await stateOf(y)).invoiceSum,
    });
    const list = async (params: Record<string, unknown>) => {
      const r = await admin.call(paymentsApi.paymentsList, {
        dateFrom: '2027-03-01',
        dateTo: '2027-03-31',
        ...params,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result as {
        totalCount: number;
        items: PaymentListRow[];
        sums: { page: number; selection: number };
      };
    };
    const all = await list({});
    expect(all.totalCount).toBe(3);
    expect(all.items.map((i) => i.paymentDate)).toEqual(['2027-03-05', '2027-03-03', '2027-03-01']);
    expect(all.sums.selection).toBe(1111 + 2222 + (await stateOf(y)).invoiceSum);
    const xNumber = (await stateOf(x)).invoiceNumber!;
    expect(all.items[0]).toMatchObject({
      documentUid: x.uid,
      documentNumber: xNumber,
      paymentStatus: 'PARTIALLY_PAID',
      source: 'MANUAL',
    });

    const partly = await list({ paymentStatus: 'PARTIALLY_PAID' });
    expect(partly.items.map((i) => i.paymentSum).sort()).toEqual([1111, 2222]);
    const paged = await list({ limit: 1, offset: 1, sortBy: 'paymentSum', sortDesc: false });
    expect(paged.items[0]!.paymentSum).toBe(2222);
    expect(paged.sums).toEqual({ page: 2222, selection: all.sums.selection });
    const narrow = await list({ dateFrom: '2027-03-02', dateTo: '2027-03-04' });
    expect(narrow.totalCount).toBe(1);
    const searched = await list({ searchPattern: String(xNumber) });
    expect(searched.items.every((i) => i.documentUid === x.uid)).toBe(true);
    expect(searched.totalCount).toBe(2);

    const other = await norr.call(paymentsApi.paymentsList, { dateFrom: '2027-03-01', dateTo: '2027-03-31' });
    // Norrland's firm has invoicing but not the export lists module.
    expect(other.status).toBe(403);
  });

  it('exports the selection as a CSV file for Excel', async () => {
    const doc = await completed();
    await admin.call(paymentsApi.payment, { ...ref(doc), paymentDate: '2027-05-02', paymentSum: 123456 });
    const r = await admin.call(paymentsApi.exportPayments, {
      dateFrom: '2027-05-01',
      dateTo: '2027-05-31',
      format: 'CSV',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const link = r.body.result as FileLink;
    expect(link).toMatchObject({ fileName: 'Betalningar.csv', fileType: 'text/csv' });
    const file = await t.app.inject({
      method: 'GET',
      url: link.link,
      headers: { cookie: admin.cookieHeader },
    });
    expect(file.statusCode).toBe(200);
    const text = file.body;
    expect(text).toMatch(/^\uFEFFBetaldatum;Dokument;Nummer;Kund;Belopp \(kr\);Status;Källa\r\n/);
    expect(text).toContain('2027-05-02;Faktura;');
    expect(text).toContain(';1234,56;Delvis betald;Manuell');
    expect(text).toMatch(/;Summa;1234,56;;\r\n$/);
  });
});

describe('the payments list as an Excel workbook', () => {
  it('has the same rows as numbers and dates, and the total under the amounts', async () => {
    const doc = await completed();
    await admin.call(paymentsApi.payment, { ...ref(doc), paymentDate: '2027-06-03', paymentSum: 98765 });
    await admin.call(paymentsApi.payment, { ...ref(doc), paymentDate: '2027-06-04', paymentSum: 1 });
    const { link, bytes } = await exportedFile(t, admin, [
      paymentsApi.exportPayments,
      { dateFrom: '2027-06-01', dateTo: '2027-06-30' },
    ]);
    expect(link.fileName).toBe('Betalningar.xlsx');
    const { sheet, rows } = await xlsxRows(bytes);
    expect(sheet.name).toBe('Betalningar');
    const row = (n: number) => rows[n - 1]!;
    expect(row(1)).toEqual(['Betaldatum', 'Dokument', 'Nummer', 'Kund', 'Belopp (kr)', 'Status', 'Källa']);
    expect(rows).toHaveLength(4);
    // Oldest first, as the CSV.
    const first = row(2);
    expect(first[0]).toEqual(new Date('2027-06-03T00:00:00Z'));
    expect(first.slice(1, 3)).toEqual(['Faktura', doc.number]);
    expect(first[4]).toBe(987.65);
    expect(row(3)[4]).toBe(0.01);
    expect(row(4)[3]).toBe('Summa');
    expect(row(4)[4]).toBe(987.66);
  });

  it('is refused to a firm without the export lists', async () => {
    const r = await norr.call(paymentsApi.exportPayments, {});
    expect(r.status).toBe(403);
  });
});
