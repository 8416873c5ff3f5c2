import {
  type Document,
  documentKindEndpoints,
  documentsApi,
  taxDeductionSumOre,
} from '@shared/api/documents';
import { type InvoicePayments, paymentsApi } from '@shared/api/payments.api';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { documentData, freeLine } from '../../testing/document-fixtures';
import { coupleTaxDeduction, rotDocumentData, rotLines } from '../../testing/rot-fixtures';
import type { CallResult, TestApp, TestClient } from '../../testing/test-app';
import { accountingSettings } from '../accounting';

/**
 * A month of bookings for the export tests (March 2026): an invoice paid in full, an invoice and its
 * partial credit, and a ROT invoice paid by the client whose claim Skatteverket approves less 100 kr —
 * its payout on the tax account and the denied part back on the client.
 */

/** The call's result, after making sure it succeeded. */
export const ok = <T>(pending: Promise<CallResult>): Promise<T> =>
  pending.then(({ status, body }) => {
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result as T;
  });

export async function firmIdOf(t: TestApp, login: string): Promise<string> {
  const rows = await queryRows<{ firmId: string }>(
    t.database.db,
    sql`select firm_id as "firmId" from employees where login = ${login}`,
  );
  return rows[0]!.firmId;
}

/** Turns the firm's accounting export on or off, as its settings page would. */
export async function setAccounting(t: TestApp, firmId: string, enabled: boolean): Promise<void> {
  await t.database.db
    .insert(accountingSettings)
    .values({ firmId, enabled })
    .onConflictDoUpdate({ target: accountingSettings.firmId, set: { enabled } });
}

/** The other firm gets the export lists too, so its refusal is "not found", not "module off". */
export async function grantExportLists(t: TestApp, firmName: string): Promise<void> {
  await queryRows(
    t.database.db,
    sql`update firms set site_options = array_append(site_options, 'EXPORT_LISTS') where name = ${firmName}`,
  );
}

async function completed(client: TestClient, docType: DocumentType, data: object): Promise<Document> {
  const doc = await ok<Document>(client.call(documentKindEndpoints[docType].save, { newVersion: 0, data }));
  return ok<Document>(
    client.call(documentsApi.complete, { docType, docUid: doc.uid, newVersion: doc.version }),
  );
}

async function payRest(client: TestClient, invoice: Document, paymentDate: string) {
  const ref = { docType: 'INVOICE' as const, docUid: invoice.uid };
  const state = await ok<InvoicePayments>(client.call(paymentsApi.payments, ref));
  await ok(client.call(paymentsApi.payment, { ...ref, paymentDate, paymentSum: state.remainingOre }));
}

export interface BookedMonth {
  paid: Document;
  credited: Document;
  credit: Document;
  rot: Document;
  deniedOre: number;
}

export async function bookMonth(client: TestClient): Promise<BookedMonth> {
  const paid = await completed(client, 'INVOICE', documentData({ docDate: '2026-03-05' }));
  await payRest(client, paid, '2026-03-10');
  const credited = await completed(client, 'INVOICE', documentData({ docDate: '2026-03-06' }));
  const credit = await completed(client, 'CREDIT_INVOICE', {
    ...documentData({ docDate: '2026-03-07' }),
    items: [freeLine({ quantity: 1000, priceOre: 10_000 })],
    creditedInvoiceUid: credited.uid,
  });
  const td = coupleTaxDeduction();
  const rot = await completed(
    client,
    'INVOICE',
    rotDocumentData({
      docDate: '2026-03-08',
      items: rotLines(),
      taxDeduction: { ...td, taxPayers: td.taxPayers!.map((p) => ({ ...p, amountOre: 243_700 })) },
    }),
  );
  await payRest(client, rot, '2026-03-12');
  await ok(client.call(taxDeductionApi.taxDeductionInfoXML, { invoiceUids: [rot.uid], name: '' }));
  const deniedOre = 10_000;
  await ok(
    client.call(taxDeductionApi.taxDeductionDecision, {
      invoiceUid: rot.uid,
      decidedOn: '2026-03-20',
      approvedOre: taxDeductionSumOre(rot.header.taxDeduction) - deniedOre,
      createRemainderInvoice: false,
    }),
  );
  return { paid, credited, credit, rot, deniedOre };
}

/** The firm's accounting method, kept on the firm where the session reads it (decision 0045). */
export async function setMethod(t: TestApp, firmId: string, method: 'INVOICE' | 'CASH'): Promise<void> {
  await queryRows(t.database.db, sql`update firms set accounting_type = ${method} where id = ${firmId}`);
}

/** A completed invoice of the fixtures' lines on `docDate`; `cash` makes it a cash invoice, paid at once. */
export const invoiceOn = (client: TestClient, docDate: string, cash = false) =>
  completed(client, 'INVOICE', { ...documentData({ docDate }), cash });

export async function pay(client: TestClient, invoice: Document, paymentDate: string, paymentSum: number) {
  const ref = { docType: 'INVOICE' as const, docUid: invoice.uid };
  await ok(client.call(paymentsApi.payment, { ...ref, paymentDate, paymentSum }));
}
