import {
  type Document,
  documentKindEndpoints,
  documentRelationsApi,
  documentsApi,
} from '@shared/api/documents';
import {
  type FortnoxConnection,
  type FortnoxExportResult,
  type FortnoxFinancialYear,
  fortnoxApi,
} from '@shared/api/fortnox.api';
import { paymentsApi } from '@shared/api/payments.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveConsent, type RunningStub, startFortnoxStub } from '../../../testing/fortnox-stub';
import { completedDocument, invoiceClient, savedDocument } from '../../../testing/invoice-list-fixtures';
import { coupleTaxDeduction, rotLines } from '../../../testing/rot-fixtures';
import { type CallResult, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

/** Vouchers to Fortnox (exportFortnoxDoc) and Fortnox's financial years (customerFiscalPeriods). */

let stub: RunningStub;
let t: TestApp;
let admin: TestClient;

function result<T>(answer: CallResult): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as T;
}

async function connect(client: TestClient): Promise<void> {
  const { link } = result<{ link: string }>(await client.call(fortnoxApi.getActivationLink, {}));
  const { code, state } = await giveConsent(link);
  const answer = await client.call(fortnoxApi.checkAndActivate, { authorizationCode: code, state });
  expect(result<FortnoxConnection>(answer).active).toBe(true);
}

const april = { fromDate: '2026-04-01', toDate: '2026-04-30', ledgerKind: 'JOURNAL' } as const;

beforeAll(async () => {
  stub = await startFortnoxStub();
  t = await createTestApp({ fortnox: stub.config });
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('vouchers to Fortnox (exportFortnoxDoc)', () => {
  it('refuses without a connection', async () => {
    const answer = await admin.call(fortnoxApi.exportFortnoxDoc, april);
    expect(answer.status).toBe(409);
    expect(answer.body.messages?.[0]?.code).toBe('NOT_ACTIVATED');
  });

  it("sends the period's invoice and payment into the firm's series, balanced, and skips them next time", async () => {
    await connect(admin);
    const company = stub.state.companies.at(-1)!;
    const clientUid = await invoiceClient(admin, 'FV1', 'Lind VVS AB');
    const invoice = await completedDocument(admin, 'INVOICE', { clientUid, docDate: '2026-04-03' });
    await admin.call(paymentsApi.payment, {
      docType: 'INVOICE',
      docUid: invoice.uid,
      paymentDate: '2026-04-20',
      paymentSum: 50_000,
    });
    const report = result<FortnoxExportResult>(await admin.call(fortnoxApi.exportFortnoxDoc, april));
    expect(report.failedDocuments).toEqual([]);
    // Only the session firm's entries: the other firm's vouchers of the period never join.
    expect(report.successfullyExportedDocuments[0]!.uid).toBe(invoice.uid);
    expect(report.successfullyExportedDocuments.map((r) => [r.kind, r.fortnoxNumber])).toEqual([
      ['VOUCHER', 'B 1'],
      ['VOUCHER', 'C 1'],
    ]);
    const invoiceVoucher = company.vouchers.get('B 1')!;
    expect(invoiceVoucher).toMatchObject({ TransactionDate: '2026-04-03', Year: 3, VoucherSeries: 'B' });
    const rows = invoiceVoucher.VoucherRows as Array<{ Account: number; Debit: number; Credit: number }>;
    const sum = (key: 'Debit' | 'Credit') => rows.reduce((s, r) => s + Math.round(r[key] * 100), 0);
    expect(sum('Debit')).toBe(sum('Credit'));
    // The fixtures' one line: 1 000 kr and 25 % VAT on the receivable, in kronor as Fortnox takes them.
    expect(rows.find((r) => r.Account === 1510)).toMatchObject({ Debit: 1250, Credit: 0 });
    expect(company.vouchers.get('C 1')!.VoucherRows).toEqual([
      { Account: 1930, Debit: 500, Credit: 0 },
      { Account: 1510, Debit: 0, Credit: 500 },
    ]);
    expect(stub.state.counts.invalid).toBe(0);

    const again = result<FortnoxExportResult>(await admin.call(fortnoxApi.exportFortnoxDoc, april));
    expect(again.skippedDocuments.map((r) => r.fortnoxNumber)).toEqual(['B 1', 'C 1']);
    expect(company.vouchers.size).toBe(2);
    const payments = result<FortnoxExportResult>(
      await admin.call(fortnoxApi.exportFortnoxDoc, {
        ...april,
        ledgerKind: 'PAYMENT',
        alreadyExported: 'EXPORT_AGAIN',
      }),
    );
    expect(payments.successfullyExportedDocuments.map((r) => r.fortnoxNumber)).toEqual(['C 2']);
  });

  it('refuses a period that ends before it begins, at the field', async () => {
    const answer = await admin.call(fortnoxApi.exportFortnoxDoc, { ...april, toDate: '2026-03-01' });
    expect(answer.status).toBe(400);
    expect(answer.body.messages?.[0]?.field).toBe('toDate');
  });
});

describe("Fortnox's financial years (customerFiscalPeriods)", () => {
  it('lists the Fortnox company’s years, the latest first', async () => {
    const { years } = result<{ years: FortnoxFinancialYear[] }>(
      await admin.call(fortnoxApi.fortnoxFinancialYears, {}),
    );
    expect(years.map((y) => [y.id, y.fromDate, y.toDate])).toEqual([
      [4, '2027-01-01', '2027-12-31'],
      [3, '2026-01-01', '2026-12-31'],
      [2, '2025-01-01', '2025-12-31'],
      [1, '2024-01-01', '2024-12-31'],
    ]);
  });

  it('has none without a connection, and never calls Fortnox for it', async () => {
    await admin.call(fortnoxApi.resetCode, {});
    const before = stub.state.counts.requests;
    expect(result(await admin.call(fortnoxApi.fortnoxFinancialYears, {}))).toEqual({ years: [] });
    expect(stub.state.counts.requests).toBe(before);
  });
});

describe('credit invoices to Fortnox (exportFortnoxInvoice)', () => {
  const exportInvoices = async (uids: string[], alreadyExported: 'SKIP' | 'EXPORT_AGAIN' = 'SKIP') =>
    result<FortnoxExportResult>(await admin.call(fortnoxApi.exportFortnoxInvoice, { uids, alreadyExported }));

  async function rotInvoice(code: string): Promise<Document> {
    const clientUid = await invoiceClient(admin, code, 'Ek, Anna och Per');
    const td = coupleTaxDeduction();
    return completedDocument(admin, 'INVOICE', {
      clientUid,
      items: rotLines(),
      taxDeduction: { ...td, taxPayers: td.taxPayers!.map((p) => ({ ...p, amountOre: 243_700 })) },
    });
  }

  /** A completed credit of `invoice`, in full or with only `items`. */
  async function creditOf(invoice: Document, items?: Document['items']): Promise<Document> {
    const { docUid } = result<{ docUid: string }>(
      await admin.call(documentRelationsApi.createFromSource, {
        sourceDocType: 'INVOICE',
        targetDocType: 'CREDIT_INVOICE',
        docUids: [invoice.uid],
      }),
    );
    let credit = result<Document>(await admin.call(documentKindEndpoints.CREDIT_INVOICE.load, { docUid }));
    if (items) {
      credit = result<Document>(
        await admin.call(documentKindEndpoints.CREDIT_INVOICE.save, {
          docUid,
          newVersion: credit.version,
          data: { ...credit.header, items },
        }),
      );
    }
    return result<Document>(
      await admin.call(documentsApi.complete, {
        docType: 'CREDIT_INVOICE',
        docUid,
        newVersion: credit.version,
      }),
    );
  }

  it('credits an exported invoice in full through Fortnox’s credit, on the credit’s date, ROT and all', async () => {
    await connect(admin);
    const company = stub.state.companies.at(-1)!;
    const invoice = await rotInvoice('FK1');
    const invoiceNumber = (await exportInvoices([invoice.uid])).successfullyExportedDocuments[0]!
      .fortnoxNumber!;
    const credit = await creditOf(invoice);
    const report = await exportInvoices([credit.uid]);
    expect(report.failedDocuments).toEqual([]);
    const [row] = report.successfullyExportedDocuments;
    expect(row).toMatchObject({
      label: `Kreditfaktura ${credit.number}`,
      message: `Krediterar hela faktura ${invoiceNumber} i Fortnox`,
    });
    expect(
      stub.state.log.some((e) => e.method === 'PUT' && e.path === `/3/invoices/${invoiceNumber}/credit`),
    ).toBe(true);
    const sent = company.invoices.get(row!.fortnoxNumber!)!;
    expect(company.invoices.get(invoiceNumber)!.CreditInvoiceReference).toBe(row!.fortnoxNumber);
    expect(sent).toMatchObject({
      Credit: 'true',
      CreditInvoiceReference: invoiceNumber,
      InvoiceDate: credit.header.docDate,
      ExternalInvoiceReference1: `Montör kreditfaktura ${credit.number}`,
      Total: -company.invoices.get(invoiceNumber)!.Total!,
    });
    expect((sent.InvoiceRows as Array<Record<string, unknown>>).find((r) => r.HouseWork)).toMatchObject({
      DeliveredQuantity: '-20',
      Price: 650,
    });
    // The buyers' deductions are taken back with the credit.
    const reductions = [...company.taxReductions.values()].filter(
      (r) => r.ReferenceNumber === row!.fortnoxNumber,
    );
    expect(reductions.map((r) => r.AskedAmount)).toEqual([2437, 2437]);

    const list = result<{ items: Array<{ uid: string; label: string; exportedToFortnox: boolean }> }>(
      await admin.call(fortnoxApi.fortnoxExportables, { kind: 'INVOICE', limit: '50' }),
    );
    expect(list.items.find((i) => i.uid === credit.uid)).toMatchObject({
      label: expect.stringMatching(/^Kreditfaktura /),
      exportedToFortnox: true,
    });
    const skipped = await exportInvoices([credit.uid]);
    expect(skipped.skippedDocuments).toMatchObject([{ uid: credit.uid, fortnoxNumber: row!.fortnoxNumber }]);
    // Fortnox keeps the invoice credited: it cannot be credited twice.
    const again = await exportInvoices([credit.uid], 'EXPORT_AGAIN');
    expect(again.failedDocuments[0]!.message).toBe(`Fortnox: Faktura ${invoiceNumber} är redan krediterad`);
    expect(stub.state.counts.invalid).toBe(0);
  });

  it('sends a partial credit as a new invoice with negative rows referencing the invoice, ROT taken back', async () => {
    const company = stub.state.companies.at(-1)!;
    const invoice = await rotInvoice('FK2');
    const invoiceNumber = (await exportInvoices([invoice.uid])).successfullyExportedDocuments[0]!
      .fortnoxNumber!;
    // Only 10 of the 20 ROT hours: 2 437 kr of ROT back (1 219 + 1 218 kr).
    const [rotLine] = invoice.items;
    const credit = await creditOf(invoice, [{ ...rotLine!, quantity: 10_000 }]);
    const report = await exportInvoices([credit.uid]);
    expect(report.failedDocuments).toEqual([]);
    const [row] = report.successfullyExportedDocuments;
    expect(row!.message).toBe(`Krediterar del av faktura ${invoiceNumber} i Fortnox`);
    const sent = company.invoices.get(row!.fortnoxNumber!)!;
    expect(sent).toMatchObject({
      Credit: 'true',
      CreditInvoiceReference: invoiceNumber,
      TaxReductionType: 'rot',
      Total: -8125,
      InvoiceRows: [{ HouseWork: true, HouseWorkType: 'HVAC', DeliveredQuantity: '-10', Price: 650 }],
    });
    const reductions = [...company.taxReductions.values()].filter(
      (r) => r.ReferenceNumber === row!.fortnoxNumber,
    );
    expect(reductions.map((r) => r.AskedAmount)).toEqual([1219, 1218]);
    expect(stub.state.counts.invalid).toBe(0);
  });

  it('exports the credited invoice first when it has not gone, and only once when both are chosen', async () => {
    const company = stub.state.companies.at(-1)!;
    const invoice = await rotInvoice('FK3');
    const credit = await creditOf(invoice, [invoice.items[2]!]);
    const before = company.invoices.size;
    const report = await exportInvoices([credit.uid, invoice.uid]);
    expect(report.failedDocuments).toEqual([]);
    // Chosen together, the invoice goes first and once; its credit then finds it in Fortnox.
    expect(report.successfullyExportedDocuments.map((r) => r.uid)).toEqual([invoice.uid, credit.uid]);
    expect(company.invoices.size).toBe(before + 2);
    // A credit chosen alone takes its invoice with it.
    const alone = await rotInvoice('FK4');
    const aloneCredit = await creditOf(alone, [alone.items[2]!]);
    const second = await exportInvoices([aloneCredit.uid]);
    expect(second.successfullyExportedDocuments[0]!.message).toMatch(/som exporterades först$/);
    expect(company.invoices.size).toBe(before + 4);
    const list = result<{ items: Array<{ uid: string; exportedToFortnox: boolean }> }>(
      await admin.call(fortnoxApi.fortnoxExportables, { kind: 'INVOICE', limit: '50' }),
    );
    expect(list.items.find((i) => i.uid === alone.uid)?.exportedToFortnox).toBe(true);
    expect(stub.state.counts.invalid).toBe(0);
  });

  it("answers not found for another firm's document among the chosen credit", async () => {
    const norr = t.client();
    await norr.login('norr-admin');
    const norrClient = await invoiceClient(norr, 'NK1', 'Norrkund');
    // Norrland has no credit invoices (its site options): its invoice stands for its documents.
    const norrInvoice = await savedDocument(norr, 'INVOICE', { clientUid: norrClient });
    const ours = await creditOf(await rotInvoice('FK5'), [rotLines()[2]! as Document['items'][number]]);
    const answer = await admin.call(fortnoxApi.exportFortnoxInvoice, { uids: [ours.uid, norrInvoice.uid] });
    expect(answer.status).toBe(404);
  });
});
