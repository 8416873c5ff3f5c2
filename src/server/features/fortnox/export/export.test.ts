import {
  type FortnoxConnection,
  type FortnoxExportResult,
  type FortnoxFinancialYear,
  fortnoxApi,
} from '@shared/api/fortnox.api';
import { paymentsApi } from '@shared/api/payments.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveConsent, type RunningStub, startFortnoxStub } from '../../../testing/fortnox-stub';
import { completedDocument, invoiceClient } from '../../../testing/invoice-list-fixtures';
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
