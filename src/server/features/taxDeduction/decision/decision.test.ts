import { type Document, documentKindEndpoints, taxDeductionSumOre } from '@shared/api/documents';
import { type InvoicePayments, paymentsApi } from '@shared/api/payments.api';
import { type InvoiceTaxDeduction, taxDeductionApi } from '@shared/api/taxDeduction.api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { documentRelations } from '../../documents';
import { payments } from '../../payments';
import { makeXml, paidRotInvoice, signedIn } from '../taxDeduction.fixtures';
import { taxDeductionDecisions } from '../taxDeduction.table';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  // The demo firm's administrator, and another firm's: its ids must answer "not found".
  admin = await signedIn(t, 'demo-admin');
  norr = await signedIn(t, 'norr-admin');
});
afterAll(() => t.close());

/** The claim of the couple's bathroom invoice: what the server computed for the buyers (about 4 875 kr). */
const claimOf = (invoice: Document) => taxDeductionSumOre(invoice.header.taxDeduction);

/** The couple's bathroom, paid in full by the client and sent to Skatteverket in a ROT file. */
async function rotInvoice(): Promise<Document> {
  const invoice = await paidRotInvoice(admin);
  expect(claimOf(invoice)).toBeGreaterThan(400_000);
  const file = await makeXml(admin, [invoice]);
  expect(file.status, JSON.stringify(file.body)).toBe(200);
  return invoice;
}

const decide = (invoice: Document, over: Record<string, unknown> = {}, client = admin) =>
  client.call(taxDeductionApi.taxDeductionDecision, {
    invoiceUid: invoice.uid,
    decidedOn: '2026-11-21',
    approvedOre: claimOf(invoice),
    createRemainderInvoice: false,
    ...over,
  });

async function decided(invoice: Document, over: Record<string, unknown> = {}): Promise<InvoiceTaxDeduction> {
  const r = await decide(invoice, over);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as InvoiceTaxDeduction;
}

const authorityPayments = (documentId: string) =>
  t.database.db
    .select({ amountOre: payments.amountOre, paymentDate: payments.paymentDate })
    .from(payments)
    .where(and(eq(payments.documentId, documentId), eq(payments.source, 'SKATTEVERKET')));

const decisionRow = async (documentId: string) =>
  (
    await t.database.db
      .select()
      .from(taxDeductionDecisions)
      .where(eq(taxDeductionDecisions.documentId, documentId))
  )[0];

describe('Skatteverket approves the claim in full', () => {
  it('registers a payment from Skatteverket on the decision date and closes the case', async () => {
    const invoice = await rotInvoice();
    const result = await decided(invoice);
    expect(result).toMatchObject({
      invoiceUid: invoice.uid,
      state: 'PAID_BY_AUTHORITY',
      decision: { decidedOn: '2026-11-21', approvedOre: claimOf(invoice), remainderInvoice: null },
    });
    expect(await authorityPayments(invoice.uid)).toEqual([
      { amountOre: claimOf(invoice), paymentDate: '2026-11-21' },
    ]);
    const row = await decisionRow(invoice.uid);
    expect(row).toMatchObject({
      requestedOre: claimOf(invoice),
      approvedOre: claimOf(invoice),
      remainderInvoiceId: null,
    });
    expect(row!.paymentId).not.toBeNull();

    // Skatteverket's payment is the decision's: neither "Ångra" nor "Ångra alla" removes it.
    const ref = { docType: 'INVOICE' as const, docUid: invoice.uid };
    const undo = await admin.call(paymentsApi.deletePayment, { ...ref, paymentUid: row!.paymentId! });
    expect(undo.status).toBe(404);
    const cleared = await admin.call(paymentsApi.paymentsClear, ref);
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const left = cleared.body.result as InvoicePayments;
    expect(left.payments.map((p) => p.source)).toEqual(['SKATTEVERKET']);
    expect(await authorityPayments(invoice.uid)).toHaveLength(1);
  });

  it('registers one decision per invoice', async () => {
    const invoice = await rotInvoice();
    await decided(invoice);
    // Moved back one step by a person: the decision on record still stands.
    const back = await admin.call(taxDeductionApi.taxDeductionChangingState, {
      invoiceUid: invoice.uid,
      taxDeductionState: 'XML_SENT',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const again = await decide(invoice);
    expect(again.status).toBe(409);
    expect(again.body.messages[0]!.text).toMatch(/redan registrerat/);
  });
});

describe('a reduced or denied claim', () => {
  it('invoices the client the difference in a linked draft without VAT, when confirmed', async () => {
    const invoice = await rotInvoice();
    // Approved 3 000 kr of the claim C: the remainder is C − 3 000 kr with VAT 0, so it is also the payable.
    const remainderOre = claimOf(invoice) - 300_000;
    const result = await decided(invoice, { approvedOre: 300_000, createRemainderInvoice: true });
    expect(result.state).toBe('PAID_BY_AUTHORITY');
    expect(result.decision?.approvedOre).toBe(300_000);
    const remainderUid = result.decision?.remainderInvoice?.uid;
    expect(remainderUid).toBeTruthy();
    expect(result.decision?.remainderInvoice?.number).toBeNull();
    expect(await authorityPayments(invoice.uid)).toEqual([{ amountOre: 300_000, paymentDate: '2026-11-21' }]);

    const load = await admin.call(documentKindEndpoints.INVOICE.load, { docUid: remainderUid! });
    expect(load.status, JSON.stringify(load.body)).toBe(200);
    const remainder = load.body.result as Document;
    expect(remainder.completed).toBe(false);
    expect(remainder.header.clientAddress).toEqual(invoice.header.clientAddress);
    expect(remainder.header.taxDeduction).toBeNull();
    const [line, comment] = remainder.items;
    expect(line).toMatchObject({
      description: `Ej beviljat ROT-avdrag, faktura ${invoice.number}`,
      priceOre: remainderOre,
      quantity: 1000,
      vatRateBp: 0,
    });
    expect(comment!.type).toBe('COMMENT');
    expect(remainder.totals.totalPayableSumOre).toBe(remainderOre);

    const links = await t.database.db
      .select({ targetId: documentRelations.targetId })
      .from(documentRelations)
      .where(eq(documentRelations.sourceId, invoice.uid));
    expect(links).toEqual([{ targetId: remainderUid }]);
  });

  it('keeps a denied claim on record without a payment or a remainder invoice', async () => {
    const invoice = await rotInvoice();
    const result = await decided(invoice, { approvedOre: 0 });
    expect(result).toMatchObject({
      state: 'PAID_BY_AUTHORITY',
      decision: { approvedOre: 0, remainderInvoice: null },
    });
    expect(await authorityPayments(invoice.uid)).toEqual([]);
    expect(await decisionRow(invoice.uid)).toMatchObject({
      requestedOre: claimOf(invoice),
      approvedOre: 0,
      paymentId: null,
      remainderInvoiceId: null,
    });
  });

  it("refuses more than the claim and öre at the amount, and a date outside the invoice's date … today", async () => {
    const invoice = await rotInvoice();
    const over = await decide(invoice, { approvedOre: claimOf(invoice) + 100 });
    expect(over.status).toBe(400);
    expect(over.body.messages[0]).toMatchObject({ field: 'approvedOre', code: 'APPROVED_OVER_REQUESTED' });
    const ore = await decide(invoice, { approvedOre: 300_050 });
    expect(ore.body.messages[0]).toMatchObject({ field: 'approvedOre', code: 'NOT_WHOLE_KRONOR' });
    const early = await decide(invoice, { decidedOn: '2026-11-01' });
    expect(early.body.messages[0]).toMatchObject({ field: 'decidedOn', code: 'DECIDED_BEFORE_INVOICE' });
    const later = await decide(invoice, { decidedOn: '2026-11-22' });
    expect(later.body.messages[0]).toMatchObject({ field: 'decidedOn', code: 'DECIDED_IN_FUTURE' });
  });
});

describe('refusals', () => {
  it('refuses an invoice whose claim was not sent, in Swedish', async () => {
    // Paid by the client, the state follows by itself (PAID_BY_CLIENT); no file yet.
    const invoice = await paidRotInvoice(admin);
    const r = await decide(invoice);
    expect(r.status).toBe(409);
    expect(r.body.messages[0]).toMatchObject({ code: 'NOT_XML_SENT' });
    expect(r.body.messages[0]!.text).toMatch(/ROT-fil/);
    expect(await decisionRow(invoice.uid)).toBeUndefined();
  });

  it("answers another firm's invoice as not found and changes nothing", async () => {
    const invoice = await rotInvoice();
    const r = await decide(invoice, {}, norr);
    expect(r.status).toBe(404);
    expect(await decisionRow(invoice.uid)).toBeUndefined();
    expect(await authorityPayments(invoice.uid)).toEqual([]);
  });
});
