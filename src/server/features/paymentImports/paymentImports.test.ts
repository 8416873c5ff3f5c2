import { authApi } from '@shared/api/auth.api';
import { type Document, documentKindEndpoints, documentsApi } from '@shared/api/documents';
import type { BankPayment, ImportSummary, OpenInvoice } from '@shared/api/paymentImports.api';
import { paymentImportsApi } from '@shared/api/paymentImports.api';
import { type InvoicePayments, paymentsApi } from '@shared/api/payments.api';
import { invoiceOcr } from '@shared/domain/payments/payment-qr';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { bgmaxFile, latin1 } from '../../testing/bgmax-fixtures';
import { documentData } from '../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
const FIRM_BANKGIRO = '5050-1055';

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
});
afterAll(() => t.close());

interface Invoice {
  doc: Document;
  number: number;
  ocr: string;
  total: number;
}

async function invoice(): Promise<Invoice> {
  const saved = await admin.call(documentKindEndpoints.INVOICE.save, { newVersion: 0, data: documentData() });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const draft = saved.body.result as Document;
  const done = await admin.call(documentsApi.complete, {
    docType: 'INVOICE',
    docUid: draft.uid,
    newVersion: draft.version,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const doc = done.body.result as Document;
  const state = await stateOf(doc);
  const number = state.invoiceNumber!;
  return { doc, number, ocr: invoiceOcr(number), total: state.invoiceSum };
}

async function stateOf(doc: Document): Promise<InvoicePayments> {
  const r = await admin.call(paymentsApi.payments, { docType: 'INVOICE', docUid: doc.uid });
  return r.body.result as InvoicePayments;
}

interface Answer<T> {
  status: number;
  body: { result: T; messages: { level: string; code: string; text: string; field?: string }[] };
}

/** As the browser sends it: the file's bytes as the body, its name in the query string. */
async function upload(file: string, fileName = 'bgmax.txt', client = admin): Promise<Answer<ImportSummary>> {
  if (!client.instanceToken) await client.call(authApi.current);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${paymentImportsApi.importBgmax.path}?${new URLSearchParams({ fileName })}`,
    headers: {
      cookie: client.cookieHeader,
      'content-type': 'application/octet-stream',
      'x-instance-token': client.instanceToken ?? '',
    },
    payload: Buffer.from(latin1(file)),
  });
  return { status: response.statusCode, body: response.json() };
}

async function imported(file: string, fileName?: string): Promise<Answer<ImportSummary>> {
  const r = await upload(file, fileName);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

let stamp = 0;
/** A file of one deposit; each file gets its own creation stamp, so two files never share a sha256. */
function file(
  payments: Parameters<typeof bgmaxFile>[0]['deposits'][0]['payments'],
  paymentDate = '2026-11-26',
) {
  stamp += 1;
  return bgmaxFile({
    bankgiro: FIRM_BANKGIRO,
    stamp: `2026112508${String(stamp).padStart(4, '0')}000000`,
    deposits: [{ paymentDate, payments }],
  });
}

async function paymentCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from payments`);
  return row!.n;
}

async function toHandle(client = admin): Promise<BankPayment[]> {
  const r = await client.call(paymentImportsApi.bankPayments, { show: 'TO_HANDLE', limit: 200 });
  expect(r.status).toBe(200);
  return (r.body.result as { items: BankPayment[] }).items;
}

describe('importing a BgMax file', () => {
  it('registers matched payments with the deposit date and lists the rest to handle', async () => {
    const [exact, over, under] = [await invoice(), await invoice(), await invoice()];
    const r = await imported(
      file([
        { reference: exact.ocr, amountOre: exact.total, payerName: 'Åsa Öberg' },
        { reference: over.ocr, amountOre: over.total + 5000 },
        { reference: under.ocr, amountOre: 1000 },
        { reference: '99999999999', amountOre: 777 },
      ]),
    );
    expect(r.body.result).toMatchObject({
      alreadyImported: false,
      paymentCount: 4,
      matchedCount: 1,
      overpaidCount: 1,
      underpaidCount: 1,
      unmatchedCount: 1,
      toHandleCount: 3,
      registeredSum: exact.total + over.total + 5000 + 1000,
      totalSum: exact.total + over.total + 5000 + 1000 + 777,
    });
    expect(r.body.messages.map((m) => m.level)).toEqual(['INFO', 'INFO']);
    expect(r.body.messages[0]!.text).toMatch(/4 betalningar/);

    const paid = await stateOf(exact.doc);
    expect(paid).toMatchObject({ status: 'PAID', remainingOre: 0 });
    expect(paid.payments[0]).toMatchObject({ paymentDate: '2026-11-26', source: 'BGMAX' });
    expect(await stateOf(over.doc)).toMatchObject({ status: 'PAID', overpaidOre: 5000 });
    expect(await stateOf(under.doc)).toMatchObject({ status: 'PARTIALLY_PAID', paidOre: 1000 });

    const open = await toHandle();
    const states = open.filter((p) => p.importUid === r.body.result.importUid).map((p) => p.state);
    expect(states.sort()).toEqual(['OVERPAID', 'UNDERPAID', 'UNMATCHED']);
  });

  it('pays several invoices from one payment by its extra references (22/23)', async () => {
    const [a, b] = [await invoice(), await invoice()];
    await imported(
      file([
        {
          reference: '',
          amountOre: a.total + b.total,
          extraReferences: [{ reference: a.ocr }, { reference: b.ocr }],
        },
      ]),
    );
    expect(await stateOf(a.doc)).toMatchObject({ status: 'PAID', remainingOre: 0 });
    expect(await stateOf(b.doc)).toMatchObject({ status: 'PAID', remainingOre: 0 });
  });

  it('registers nothing twice: the same file again, or the same payment in another file', async () => {
    const inv = await invoice();
    const content = file([{ reference: inv.ocr, amountOre: 2000, serial: 424242 }]);
    const first = await imported(content, 'första.txt');
    const before = await paymentCount();
    const again = await imported(content, 'igen.txt');
    expect(again.body.result).toMatchObject({
      alreadyImported: true,
      importUid: first.body.result.importUid,
      fileName: 'första.txt',
      paymentCount: 1,
    });
    expect(again.body.messages[0]).toMatchObject({ level: 'INFO', code: 'BGMAX_ALREADY_IMPORTED' });
    expect(again.body.messages[0]!.text).toMatch(/Filen är redan inläst/);
    // Another file (another stamp, so another sha256) carrying the same bank payment and a new one.
    const other = await imported(
      file([
        { reference: inv.ocr, amountOre: 2000, serial: 424242 },
        { reference: inv.ocr, amountOre: 3000, serial: 424243 },
      ]),
    );
    expect(other.body.result).toMatchObject({ paymentCount: 2, duplicateCount: 1 });
    expect(await paymentCount()).toBe(before + 1);
    expect((await stateOf(inv.doc)).paidOre).toBe(5000);
  });

  it('refuses a file for another bankgiro, and a broken record with its line, writing nothing', async () => {
    const inv = await invoice();
    const before = await paymentCount();
    const foreign = bgmaxFile({
      bankgiro: '5555-5556',
      deposits: [{ paymentDate: '2026-11-26', payments: [{ reference: inv.ocr, amountOre: 100 }] }],
    });
    const refused = await upload(foreign);
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]).toMatchObject({ code: 'BGMAX_OTHER_BANKGIRO', field: 'content' });
    expect(refused.body.messages[0]!.text).toMatch(/5555-5556.*5050-1055.*Inget har lästs in/);

    const lines = file([
      { reference: inv.ocr, amountOre: 100 },
      { reference: inv.ocr, amountOre: 200 },
    ]).split('\r\n');
    // Line 4 (the second payment): letters in its amount.
    lines[3] = `${lines[3]!.slice(0, 40)}12X4${lines[3]!.slice(44)}`;
    const broken = await upload(lines.join('\r\n'));
    expect(broken.status).toBe(400);
    expect(broken.body.messages[0]).toMatchObject({ code: 'BGMAX_INVALID', field: 'content' });
    expect(broken.body.messages[0]!.text).toMatch(/^Rad 4: .*Inget har lästs in\.$/);
    expect(await paymentCount()).toBe(before);
    const [imports] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payment_imports where bankgiro = '55555556'`,
    );
    expect(imports!.n).toBe(0);
  });

  it('lets a person match an unmatched payment to an invoice, or mark it handled', async () => {
    const inv = await invoice();
    const r = await imported(
      file([
        { reference: 'FAKTURA 12', amountOre: 4321 },
        { reference: 'OKÄND', amountOre: 99 },
      ]),
    );
    const mine = (await toHandle()).filter((p) => p.importUid === r.body.result.importUid);
    const [first, second] = [
      mine.find((p) => p.paymentSum === 4321)!,
      mine.find((p) => p.paymentSum === 99)!,
    ];

    const search = await admin.call(paymentImportsApi.openInvoices, { searchPattern: String(inv.number) });
    const found = (search.body.result as { items: OpenInvoice[] }).items;
    expect(found.map((i) => i.docUid)).toContain(inv.doc.uid);

    const matched = await admin.call(paymentImportsApi.matchBankPayment, {
      bankPaymentUid: first.bankPaymentUid,
      docType: 'INVOICE',
      docUid: inv.doc.uid,
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(matched.body.result).toMatchObject({
      state: 'HANDLED',
      document: { docUid: inv.doc.uid, documentNumber: inv.number },
    });
    expect(await stateOf(inv.doc)).toMatchObject({ paidOre: 4321, status: 'PARTIALLY_PAID' });
    const twice = await admin.call(paymentImportsApi.matchBankPayment, {
      bankPaymentUid: first.bankPaymentUid,
      docType: 'INVOICE',
      docUid: inv.doc.uid,
    });
    expect(twice.status).toBe(409);

    const handled = await admin.call(paymentImportsApi.handleBankPayment, {
      bankPaymentUid: second.bankPaymentUid,
    });
    expect(handled.body.result).toMatchObject({ state: 'HANDLED', document: null });
    const left = (await toHandle()).filter((p) => p.importUid === r.body.result.importUid);
    expect(left).toEqual([]);
  });

  it("answers 404 for another firm's bank payments and invoices", async () => {
    const inv = await invoice();
    const r = await imported(file([{ reference: 'INGEN', amountOre: 500 }]));
    const [payment] = (await toHandle()).filter((p) => p.importUid === r.body.result.importUid);
    expect(await toHandle(norr)).toEqual([]);
    const other = await norr.call(paymentImportsApi.handleBankPayment, {
      bankPaymentUid: payment!.bankPaymentUid,
    });
    expect(other.status).toBe(404);
    const otherMatch = await norr.call(paymentImportsApi.matchBankPayment, {
      bankPaymentUid: payment!.bankPaymentUid,
      docType: 'INVOICE',
      docUid: inv.doc.uid,
    });
    expect(otherMatch.status).toBe(404);
    // The firm's own payment on another firm's invoice is refused too.
    const norrInvoice = await norr.call(paymentImportsApi.openInvoices, {});
    const foreignDoc = (norrInvoice.body.result as { items: OpenInvoice[] }).items[0];
    if (foreignDoc) {
      const cross = await admin.call(paymentImportsApi.matchBankPayment, {
        bankPaymentUid: payment!.bankPaymentUid,
        docType: foreignDoc.docType,
        docUid: foreignDoc.docUid,
      });
      expect(cross.status).toBe(404);
    }
    const crossOwn = await admin.call(paymentImportsApi.matchBankPayment, {
      bankPaymentUid: payment!.bankPaymentUid,
      docType: 'INVOICE',
      docUid: '00000000-0000-4000-8000-000000000000',
    });
    expect(crossOwn.status).toBe(404);
  });
});
