import {
  type Document,
  type DocumentDataInput,
  documentKindEndpoints,
  documentsApi,
} from '@shared/api/documents';
import type { FileLink } from '@shared/api/files.api';
import { type InvoicePayments, paymentsApi } from '@shared/api/payments.api';
import { type InvoiceTaxDeduction, taxDeductionApi } from '@shared/api/taxDeduction.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { expect } from 'vitest';
import { documentData } from '../../testing/document-fixtures';
import { coupleTaxDeduction, rotDocumentData, rotLines } from '../../testing/rot-fixtures';
import type { CallResult, TestApp, TestClient } from '../../testing/test-app';

/**
 * ROT invoices for the tests of the case, the states and Skatteverket's file: the bathroom of
 * rot-fixtures for the couple, completed, and paid in full by the client on a given day.
 */
async function ok<T>(call: Promise<CallResult>): Promise<T> {
  const answer = await call;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as T;
}

/**
 * The couple's amounts as the save computes them (decision 0038): each owner's half of the labour,
 * 16 250 kr / 2 = 8 125 kr, × the rate, floored to whole kronor — 30 %: 2 437,50 → 2 437 kr each;
 * 50 % (2025-05-12 … 2025-12-31): 4 062,50 → 4 062 kr each. Sent along so the fixture holds before the
 * save computes them too; the save overwrites them with the same figures.
 */
export const coupleAmountOre = { rate30: 243_700, rate50: 406_200 } as const;

export function rotInvoiceData(docDate = '2026-11-21', amountOre: number = coupleAmountOre.rate30) {
  const td = coupleTaxDeduction();
  return {
    docDate,
    items: rotLines(),
    taxDeduction: { ...td, taxPayers: td.taxPayers!.map((p) => ({ ...p, amountOre })) },
  } satisfies Partial<DocumentDataInput>;
}

/** A completed document of the kind: numbered, and owed when it is an invoice. */
export async function completed(client: TestClient, docType: DocumentType, data: DocumentDataInput) {
  const save = documentKindEndpoints[docType].save;
  const doc = await ok<Document>(client.call(save, { newVersion: 0, data }));
  return ok<Document>(
    client.call(documentsApi.complete, { docType, docUid: doc.uid, newVersion: doc.version }),
  );
}

/** A saved, not completed, ROT invoice. */
export function rotDraft(client: TestClient): Promise<Document> {
  const data = rotDocumentData(rotInvoiceData());
  return ok<Document>(client.call(documentKindEndpoints.INVOICE.save, { newVersion: 0, data }));
}

export function rotInvoice(client: TestClient, docDate?: string, amountOre?: number): Promise<Document> {
  return completed(client, 'INVOICE', rotDocumentData(rotInvoiceData(docDate, amountOre)));
}

/** The fixtures' ordinary lines without a ROT part. */
export const plainDocument = (client: TestClient, docType: DocumentType = 'INVOICE') =>
  completed(client, docType, documentData());

/** The client pays what is left of the invoice (the payable sum, ROT already taken off) on `date`. */
export async function payInFull(
  client: TestClient,
  invoice: Document,
  date: string,
): Promise<InvoicePayments> {
  const docType = 'INVOICE' as const;
  const state = await ok<InvoicePayments>(
    client.call(paymentsApi.payments, { docType, docUid: invoice.uid }),
  );
  return ok<InvoicePayments>(
    client.call(paymentsApi.payment, {
      docType,
      docUid: invoice.uid,
      paymentDate: date,
      paymentSum: state.remainingOre,
    }),
  );
}

export async function paidRotInvoice(client: TestClient, docDate = '2026-11-21', paidOn = docDate) {
  const amount = docDate < '2026-01-01' ? coupleAmountOre.rate50 : coupleAmountOre.rate30;
  const invoice = await rotInvoice(client, docDate, amount);
  await payInFull(client, invoice, paidOn);
  return invoice;
}

export function rotCase(client: TestClient, invoice: Pick<Document, 'uid'>): Promise<InvoiceTaxDeduction> {
  return ok<InvoiceTaxDeduction>(
    client.call(taxDeductionApi.invoiceTaxDeduction, { invoiceUid: invoice.uid }),
  );
}

export const makeXml = (client: TestClient, invoices: readonly Pick<Document, 'uid'>[], name = '') =>
  client.call(taxDeductionApi.taxDeductionInfoXML, { invoiceUids: invoices.map((i) => i.uid), name });

/** The file behind a link, as the browser downloads it. */
export async function downloaded(t: TestApp, client: TestClient, link: FileLink) {
  const r = await t.app.inject({ method: 'GET', url: link.link, headers: { cookie: client.cookieHeader } });
  return { status: r.statusCode, type: String(r.headers['content-type']), body: r.body };
}

export async function signedIn(t: TestApp, login: string): Promise<TestClient> {
  const client = t.client();
  await client.login(login);
  return client;
}
