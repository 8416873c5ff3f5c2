import type { Document } from '@shared/api/documents';
import { type InvoicePayments, paymentsApi } from '@shared/api/payments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { documents } from '../documents';
import { completedDocument, draftDocument } from './payments.fixtures';

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

const create = (docType: DocumentType = 'INVOICE') => draftDocument(admin, docType);
const completed = (docType: DocumentType = 'INVOICE') => completedDocument(admin, docType);

const pay = (doc: Document, paymentSum: number, paymentDate = '2026-11-25', client = admin) =>
  client.call(paymentsApi.payment, {
    docType: doc.docType as 'INVOICE',
    docUid: doc.uid,
    paymentDate,
    paymentSum,
  });

async function paid(doc: Document, sum: number): Promise<InvoicePayments> {
  const r = await pay(doc, sum);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as InvoicePayments;
}

describe('registering payments', () => {
  it('goes UNPAID → PARTIALLY_PAID → PAID as the payments add up', async () => {
    const invoice = await completed();
    const first = await admin.call(paymentsApi.payments, { docType: 'INVOICE', docUid: invoice.uid });
    const state = first.body.result as InvoicePayments;
    expect(state).toMatchObject({ payable: true, status: 'UNPAID', paidOre: 0, payments: [] });
    const total = state.invoiceSum;
    expect(total).toBeGreaterThan(0);
    expect(state.remainingOre).toBe(total);

    const partial = await paid(invoice, 100_000);
    expect(partial).toMatchObject({
      status: 'PARTIALLY_PAID',
      paidOre: 100_000,
      remainingOre: total - 100_000,
    });
    expect(partial.payments[0]).toMatchObject({ paymentSum: 100_000, paymentDate: '2026-11-25' });
    expect(partial.payments[0]!.employee?.caption).toBeTruthy();

    const rest = await paid(invoice, total - 100_000);
    expect(rest).toMatchObject({ status: 'PAID', remainingOre: 0, overpaidOre: 0 });
    expect(rest.payments).toHaveLength(2);
  });

  it('refuses a date before the invoice date and a sum of 0 at their fields', async () => {
    const invoice = await completed();
    const early = await pay(invoice, 1000, '2026-11-20');
    expect(early.status).toBe(400);
    expect(early.body.messages[0]).toMatchObject({ field: 'paymentDate', code: 'PAYMENT_INVALID' });
    expect(early.body.messages[0]!.text).toMatch(/före fakturadatumet/);
    const zero = await pay(invoice, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.messages[0]).toMatchObject({ field: 'paymentSum' });
    expect(zero.body.messages[0]!.text).toMatch(/större än 0/);
  });

  it('accepts an overpayment with a warning', async () => {
    const invoice = await completed();
    const r = await pay(invoice, 99_999_999);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.messages[0]).toMatchObject({ level: 'WARNING', field: 'paymentSum' });
    expect(r.body.result).toMatchObject({ status: 'PAID', remainingOre: 0 });
    expect((r.body.result as InvoicePayments).overpaidOre).toBeGreaterThan(0);
  });

  it('reverts one payment and then all', async () => {
    const invoice = await completed();
    await paid(invoice, 1000);
    const two = await paid(invoice, 2000);
    const reverted = await admin.call(paymentsApi.deletePayment, {
      docType: 'INVOICE',
      docUid: invoice.uid,
      paymentUid: two.payments[0]!.paymentUid,
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body.result).toMatchObject({ paidOre: 2000, status: 'PARTIALLY_PAID' });
    await paid(invoice, 3000);
    const cleared = await admin.call(paymentsApi.paymentsClear, { docType: 'INVOICE', docUid: invoice.uid });
    expect(cleared.status).toBe(200);
    expect(cleared.body.result).toMatchObject({ paidOre: 0, status: 'UNPAID', payments: [] });
  });

  it('refuses a draft invoice and an offer', async () => {
    const draft = await create('INVOICE');
    const seen = await admin.call(paymentsApi.payments, { docType: 'INVOICE', docUid: draft.uid });
    expect(seen.body.result).toMatchObject({ payable: false, payments: [] });
    const r = await pay(draft, 1000);
    expect(r.status).toBe(409);
    expect(r.body.messages[0]!.code).toBe('DOCUMENT_NOT_PAYABLE');
    const offer = await completed('OFFER');
    const o = await admin.call(paymentsApi.payment, {
      docType: 'OFFER' as 'INVOICE',
      docUid: offer.uid,
      paymentDate: '2026-11-25',
      paymentSum: 1000,
    });
    expect(o.status).toBe(400);
  });

  it("answers 404 for another firm's invoice and payment", async () => {
    const invoice = await completed();
    const state = await paid(invoice, 1000);
    expect((await pay(invoice, 1000, '2026-11-25', norr)).status).toBe(404);
    expect((await norr.call(paymentsApi.payments, { docType: 'INVOICE', docUid: invoice.uid })).status).toBe(
      404,
    );
    const other = await norr.call(paymentsApi.deletePayment, {
      docType: 'INVOICE',
      docUid: invoice.uid,
      paymentUid: state.payments[0]!.paymentUid,
    });
    expect(other.status).toBe(404);
    expect(
      (await norr.call(paymentsApi.paymentsClear, { docType: 'INVOICE', docUid: invoice.uid })).status,
    ).toBe(404);
  });
});

async function stored(doc: Document) {
  const [row] = await t.database.db
    .select({
      status: documents.paymentStatus,
      paid: documents.paidOre,
      last: documents.lastPaymentDate,
      paidDate: documents.paidDate,
    })
    .from(documents)
    .where(eq(documents.id, doc.uid));
  return row;
}

describe('the stored balance (decision 0032)', () => {
  it('follows every registration, revert and clear in the same transaction', async () => {
    const invoice = await completed();
    const first = await paid(invoice, 1000);
    expect(await stored(invoice)).toMatchObject({
      status: 'PARTIALLY_PAID',
      paid: 1000,
      last: '2026-11-25',
      paidDate: null,
    });
    const rest = first.remainingOre;
    const r = await pay(invoice, rest, '2026-11-27');
    expect(r.status).toBe(200);
    expect(await stored(invoice)).toMatchObject({
      status: 'PAID',
      paid: 1000 + rest,
      last: '2026-11-27',
      paidDate: '2026-11-27',
    });
    const state = r.body.result as InvoicePayments;
    const last = state.payments.find((p) => p.paymentDate === '2026-11-27')!;
    await admin.call(paymentsApi.deletePayment, {
      docType: 'INVOICE',
      docUid: invoice.uid,
      paymentUid: last.paymentUid,
    });
    expect(await stored(invoice)).toMatchObject({ status: 'PARTIALLY_PAID', paid: 1000, paidDate: null });
    await admin.call(paymentsApi.paymentsClear, { docType: 'INVOICE', docUid: invoice.uid });
    expect(await stored(invoice)).toMatchObject({ status: 'UNPAID', paid: 0, last: null, paidDate: null });
  });
});
