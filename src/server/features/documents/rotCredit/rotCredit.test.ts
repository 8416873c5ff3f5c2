/**
 * A credit invoice of a ROT invoice (decision 0044): it takes back the deduction in proportion to the
 * labour credited, so a full credit refunds exactly what the client was asked to pay, the invoice's ROT
 * case claims what is left, and a buyer's yearly cap gets back what the credit took.
 */
import {
  type Document,
  type DocumentDataInput,
  documentKindEndpoints,
  documentRelationsApi,
  documentsApi,
} from '@shared/api/documents';
import { paymentsApi } from '@shared/api/payments.api';
import {
  type InvoiceTaxDeduction,
  type TaxDeductionCalculation,
  taxDeductionApi,
} from '@shared/api/taxDeduction.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotDocumentData, rotLines } from '../../../testing/rot-fixtures';
import { type CallResult, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

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

async function ok<T>(call: Promise<CallResult>): Promise<T> {
  const r = await call;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

const completed = async (data: DocumentDataInput) => {
  const doc = await ok<Document>(admin.call(documentKindEndpoints.INVOICE.save, { newVersion: 0, data }));
  return ok<Document>(
    admin.call(documentsApi.complete, { docType: doc.docType, docUid: doc.uid, newVersion: doc.version }),
  ).then(() => doc);
};

async function creditOf(invoice: Document): Promise<Document> {
  const created = await ok<{ docUid: string }>(
    admin.call(documentRelationsApi.createFromSource, {
      sourceDocType: 'INVOICE',
      targetDocType: 'CREDIT_INVOICE',
      docUids: [invoice.uid],
    }),
  );
  return ok<Document>(admin.call(documentKindEndpoints.CREDIT_INVOICE.load, { docUid: created.docUid }));
}

const completeCredit = (credit: Document) =>
  admin.call(documentsApi.complete, {
    docType: 'CREDIT_INVOICE',
    docUid: credit.uid,
    newVersion: credit.version,
  });
const rotCase = (invoice: Document, client = admin) =>
  client.call(taxDeductionApi.invoiceTaxDeduction, { invoiceUid: invoice.uid });
const amounts = (doc: { header: Document['header'] }) =>
  doc.header.taxDeduction?.taxPayers.map((p) => p.amountOre);

/** What the couple used this year, as the calculation of a new draft for them reports it. */
async function usedByCouple(): Promise<number[]> {
  const calc = await ok<TaxDeductionCalculation>(
    admin.call(taxDeductionApi.calcTaxDeduction, {
      docType: 'INVOICE',
      docUid: null,
      data: rotDocumentData(),
    }),
  );
  return calc.payers.map((p) => p.usedThisYearOre);
}

describe('crediting a ROT invoice', () => {
  it('credits the bathroom in full: 27 500 kr back less the 4 874 kr never paid = 22 626 kr', async () => {
    const invoice = await completed(rotDocumentData());
    expect(invoice.totals.totalPayableSumOre).toBe(2_262_600);
    const usedBefore = await usedByCouple();

    const credit = await creditOf(invoice);
    expect(amounts(credit)).toEqual([243_700, 243_700]);
    expect(credit.totals).toMatchObject({ totalSumOre: -2_750_000, taxDeductionOre: -487_400 });
    expect(credit.totals.totalPayableSumOre).toBe(-2_262_600);
    expect(credit.totals.summaryRows.find((r) => r.kind === 'ROT')).toEqual({
      kind: 'ROT',
      label: 'Återfört ROT-avdrag',
      amountOre: 487_400,
    });
    expect((await completeCredit(credit)).status).toBe(200);

    const after = await ok<InvoiceTaxDeduction>(rotCase(invoice));
    expect(after).toMatchObject({ state: 'NOT_APPLICABLE', requestedOre: 0 });
    expect(await usedByCouple()).toEqual(usedBefore.map((u) => u - 243_700));
  });

  it('takes back half the deduction with half the ROT labour, and the rest is claimed once paid', async () => {
    const invoice = await completed(rotDocumentData());
    const credit = await creditOf(invoice);
    // Only 10 of the 20 ROT hours: 8 125 kr incl. VAT back; 2 437 kr of ROT back (1 219 + 1 218 kr).
    const [rotLine] = rotLines();
    const saved = await ok<Document>(
      admin.call(documentKindEndpoints.CREDIT_INVOICE.save, {
        docUid: credit.uid,
        newVersion: credit.version,
        data: { ...credit.header, items: [{ ...rotLine!, quantity: 10_000 }] },
      }),
    );
    expect(amounts(saved)).toEqual([121_900, 121_800]);
    expect(saved.totals.totalPayableSumOre).toBe(-812_500 + 243_700);
    expect((await completeCredit(saved)).status).toBe(200);

    const left = await ok<InvoiceTaxDeduction>(rotCase(invoice));
    expect(left).toMatchObject({ state: 'NOT_PAID', requestedOre: 243_700 });
    // The client pays what is left: 22 626 − 5 688 kr.
    await ok(
      admin.call(paymentsApi.payment, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        paymentDate: '2026-11-25',
        paymentSum: 2_262_600 - 568_800,
      }),
    );
    expect(await ok<InvoiceTaxDeduction>(rotCase(invoice))).toMatchObject({
      state: 'PAID_BY_CLIENT',
      requestedOre: 243_700,
    });
  });

  it('takes back nothing for a credit of material only', async () => {
    const invoice = await completed(rotDocumentData());
    const credit = await creditOf(invoice);
    const material = rotLines()[2]!;
    const saved = await ok<Document>(
      admin.call(documentKindEndpoints.CREDIT_INVOICE.save, {
        docUid: credit.uid,
        newVersion: credit.version,
        data: { ...credit.header, items: [material] },
      }),
    );
    expect(saved.header.taxDeduction).toBeNull();
    expect(saved.totals.totalPayableSumOre).toBe(-1_000_000);
  });

  it('refuses a draft credit whose ROT part another credit changed since its save, until it is saved again', async () => {
    const invoice = await completed(rotDocumentData());
    const first = await creditOf(invoice);
    const second = await creditOf(invoice);
    expect(amounts(second)).toEqual([243_700, 243_700]);
    expect((await completeCredit(first)).status).toBe(200);

    const stale = await completeCredit(second);
    expect(stale.status).toBe(400);
    expect(JSON.stringify(stale.body)).toContain('Spara kreditfakturan igen');

    const resaved = await ok<Document>(
      admin.call(documentKindEndpoints.CREDIT_INVOICE.save, {
        docUid: second.uid,
        newVersion: second.version,
        data: { ...second.header, items: second.items },
      }),
    );
    expect(resaved.header.taxDeduction).toBeNull();
    expect(resaved.totals.totalPayableSumOre).toBe(-2_750_000);
  });

  it('never trusts the browser’s amounts, and another firm’s ROT case is not found', async () => {
    const invoice = await completed(rotDocumentData());
    const credit = await creditOf(invoice);
    const td = credit.header.taxDeduction!;
    const forged = await ok<Document>(
      admin.call(documentKindEndpoints.CREDIT_INVOICE.save, {
        docUid: credit.uid,
        newVersion: credit.version,
        data: {
          ...credit.header,
          taxDeduction: { ...td, taxPayers: td.taxPayers.map((p) => ({ ...p, amountOre: 5_000_000 })) },
          items: credit.items,
        },
      }),
    );
    expect(amounts(forged)).toEqual([243_700, 243_700]);
    expect((await rotCase(invoice, norr)).status).toBe(404);
  });

  it('tells the firm to report a credit of a ROT invoice already sent to Skatteverket', async () => {
    const invoice = await completed(rotDocumentData());
    await ok(
      admin.call(paymentsApi.payment, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        paymentDate: '2026-11-25',
        paymentSum: 2_262_600,
      }),
    );
    await ok(
      admin.call(taxDeductionApi.taxDeductionChangingState, {
        invoiceUid: invoice.uid,
        taxDeductionState: 'XML_SENT',
      }),
    );
    const answer = await completeCredit(await creditOf(invoice));
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toContainEqual(
      expect.objectContaining({ level: 'WARNING', code: 'ROT_ALREADY_FILED' }),
    );
    expect(await ok<InvoiceTaxDeduction>(rotCase(invoice))).toMatchObject({
      state: 'XML_SENT',
      requestedOre: 0,
    });
  });
});
