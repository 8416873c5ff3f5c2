import { type Document, interestInvoicesApi } from '@shared/api/documents';
import { paymentsApi } from '@shared/api/payments.api';
import { expect } from 'vitest';
import { completedDocument, invoiceClient, savedDocument } from '../../../testing/invoice-list-fixtures';
import type { TestClient } from '../../../testing/test-app';

/**
 * Late-paid invoices for the interest invoice tests (decision 0035): one line of 1 000 kr excl. VAT,
 * 1 250 kr to pay, completed, then paid through `/doc/payment` so the balance code sets `payment_status`
 * and `paid_date` as in production.
 */
export const PAYABLE_ORE = 125_000;

export async function ok<T>(promise: Promise<{ status: number; body: unknown }>): Promise<T> {
  const r = await promise;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { result: T }).result;
}

let clients = 0;
export async function newClient(client: TestClient): Promise<string> {
  clients += 1;
  return invoiceClient(client, `R${Date.now() % 100_000}${clients}`, `Räntekund ${clients}`);
}

export async function paidInvoice(
  client: TestClient,
  input: { clientUid: string; docDate: string; dueDate: string; payments: [date: string, ore: number][] },
): Promise<Document> {
  const invoice = await completedDocument(client, 'INVOICE', {
    clientUid: input.clientUid,
    docDate: input.docDate,
    dueDate: input.dueDate,
  });
  expect(invoice.totals.totalPayableSumOre).toBe(PAYABLE_ORE);
  for (const [paymentDate, paymentSum] of input.payments) {
    await ok(
      client.call(paymentsApi.payment, { docType: 'INVOICE', docUid: invoice.uid, paymentDate, paymentSum }),
    );
  }
  return invoice;
}

export function interestInvoice(client: TestClient, clientUid: string, docDate = '2026-11-21') {
  return savedDocument(client, 'INTEREST_INVOICE', { clientUid, docDate, items: [] });
}

export const rows = (client: TestClient, docUid: string) =>
  client.call(interestInvoicesApi.interestInvoiceRows, { docUid });
export const candidates = (client: TestClient, docUid: string) =>
  client.call(interestInvoicesApi.interestInvoiceCandidates, { docUid });
export const addRows = (client: TestClient, docUid: string, invoiceUids: string[]) =>
  client.call(interestInvoicesApi.interestInvoiceRowsAdd, { docUid, invoiceUids });
export const actualize = (client: TestClient, docUid: string) =>
  client.call(interestInvoicesApi.actualizeInterestInvoice, { docUid });
