import {
  type Document,
  type DocumentDataInput,
  type DocumentListRow,
  documentKindEndpoints,
  documentRelationsApi,
  documentsApi,
  foldersApi,
} from '@shared/api/documents';
import { paymentsApi } from '@shared/api/payments.api';
import { type TaxDeductionCalculation, taxDeductionApi } from '@shared/api/taxDeduction.api';
import { luhnCheckDigit } from '@shared/domain/check-digits';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { rotMessages } from '@shared/domain/rot/rot-rules';
import { taxDeductionStateMessages } from '@shared/domain/rot/rot-states';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workLine } from '../../../testing/document-fixtures';
import { coupleTaxDeduction, rotDocumentData, rotPeople, rotProperty } from '../../../testing/rot-fixtures';
import { type CallResult, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { addPayment } from '../../payments';
import { documents } from '../engine/engine.table';
import { changeTaxDeductionState } from './taxDeduction.usecases';

let t: TestApp;
/** The demo firm, and Norr: another firm whose ids must answer not found. */
let admin: TestClient;
let norr: TestClient;

async function loggedIn(login: string): Promise<TestClient> {
  const client = t.client();
  await client.login(login);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedIn('demo-admin');
  norr = await loggedIn('norr-admin');
});
afterAll(() => t.close());

async function ok<T>(call: Promise<CallResult>): Promise<T> {
  const r = await call;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

/** A personnummer of its own per test, so the yearly caps of one test never reach another. */
let serial = 100;
function newPerson(name = 'Kim Berg') {
  const birth = '19700101';
  const payload = `${birth.slice(2)}${serial++}`;
  return { name, personalNumber: `${birth}${serial - 1}${luhnCheckDigit(payload)}` };
}

const save = (data: DocumentDataInput, docType: DocumentType = 'INVOICE', client = admin) =>
  ok<Document>(client.call(documentKindEndpoints[docType].save, { newVersion: 0, data }));
const complete = (doc: Document, client = admin) =>
  client.call(documentsApi.complete, { docType: doc.docType, docUid: doc.uid, newVersion: doc.version });
const stored = async (uid: string) =>
  (await t.database.db.select().from(documents).where(eq(documents.id, uid)))[0]!;
const amounts = (doc: Document) => doc.header.taxDeduction?.taxPayers.map((p) => p.amountOre);

/** One buyer's ROT job: `hours` of ROT work at 1 000 kr (1 250 kr incl. VAT), no material. */
function bigJob(person: { name: string; personalNumber: string }, hours: number): DocumentDataInput {
  return rotDocumentData({
    items: [workLine({ ownArticleType: 'ROT_SERVICE', quantity: hours * 1000, priceOre: 100_000 })],
    taxDeduction: { taxPayers: [{ ...person, ...rotProperty, works: [{ type: 'VVS', hours }] }] },
  });
}

describe('save computes the buyers’ amounts', () => {
  it('splits the bathroom 50/50 and 60/40 in whole kronor and stores the sum', async () => {
    // ROT labour 20 h × 650 kr = 13 000 kr, 16 250 kr incl. VAT; 30 % (2026) = 4 875 kr before rounding.
    // 50/50: 8 125 kr each × 30 % = 2 437,50 → 2 437 kr each (floored), 4 874 kr together.
    const half = await save(rotDocumentData({ taxDeduction: coupleTaxDeduction({}) }));
    expect(amounts(half)).toEqual([243_700, 243_700]);
    expect(half.totals.taxDeductionOre).toBe(487_400);
    // 27 500 kr incl. VAT (22 000 kr + 25 %) less 4 874 kr.
    expect(half.totals.totalPayableSumOre).toBe(2_750_000 - 487_400);
    expect((await stored(half.uid)).taxDeductionOre).toBe(487_400);
    // 60/40: 9 750 kr × 30 % = 2 925 kr and 6 500 kr × 30 % = 1 950 kr.
    const td = coupleTaxDeduction();
    const shares = [6000, 4000];
    const uneven = await save(
      rotDocumentData({
        taxDeduction: { ...td, taxPayers: td.taxPayers!.map((p, i) => ({ ...p, shareBp: shares[i]! })) },
      }),
    );
    expect(amounts(uneven)).toEqual([292_500, 195_000]);
  });

  it('never trusts an amount from the browser', async () => {
    const td = coupleTaxDeduction();
    const sent = { ...td, taxPayers: td.taxPayers!.map((p) => ({ ...p, amountOre: 9_999_900 })) };
    expect(amounts(await save(rotDocumentData({ taxDeduction: sent })))).toEqual([243_700, 243_700]);
  });

  it('caps a buyer across two invoices of the year, counting only this firm’s completed invoices', async () => {
    const buyer = newPerson();
    // Another firm's completed invoice for the same person never counts (decision 0039).
    const theirs = await save(bigJob(buyer, 100), 'INVOICE', norr);
    await t.database.db
      .update(documents)
      .set({ completed: true, number: 1, taxDeductionState: 'NOT_PAID' })
      .where(eq(documents.id, theirs.uid));
    // 100 h × 1 250 kr incl. VAT = 125 000 kr; 30 % = 37 500 kr, under the 50 000 kr cap.
    const first = await save(bigJob(buyer, 100));
    expect(amounts(first)).toEqual([3_750_000]);
    expect((await complete(first)).status).toBe(200);
    // The second invoice wants 37 500 kr again; 50 000 − 37 500 = 12 500 kr is left of the cap.
    const second = await save(bigJob(buyer, 100));
    expect(amounts(second)).toEqual([1_250_000]);
    const calc = await ok<TaxDeductionCalculation>(
      admin.call(taxDeductionApi.calcTaxDeduction, {
        docType: 'INVOICE',
        docUid: second.uid,
        data: bigJob(buyer, 100),
      }),
    );
    expect(calc).toMatchObject({
      period: { validFrom: '2026-01-01', rateBp: 3000, capOre: 5_000_000 },
      baseOre: 12_500_000,
      maxOre: 1_250_000,
      payers: [
        { personalNumber: buyer.personalNumber, usedThisYearOre: 3_750_000, remainingCapOre: 1_250_000 },
      ],
      problems: [],
    });
    expect(calc.payers[0]!.amountOre).toBe(1_250_000);
    // A draft of the first buyer's own invoice does not count against itself.
    const again = await ok<TaxDeductionCalculation>(
      admin.call(taxDeductionApi.calcTaxDeduction, {
        docType: 'INVOICE',
        docUid: first.uid,
        data: bigJob(buyer, 100),
      }),
    );
    expect(again.payers[0]!.usedThisYearOre).toBe(0);
  });

  it('answers the editor the ROT rules it breaks, at their fields', async () => {
    const calc = await ok<TaxDeductionCalculation>(
      admin.call(taxDeductionApi.calcTaxDeduction, {
        docType: 'OFFER',
        docUid: null,
        data: rotDocumentData({
          taxDeduction: {
            taxPayers: [
              {
                ...rotPeople.lisa,
                ...rotProperty,
                works: [{ type: 'VVS', hours: 20, materialCostOre: 1_000_000 }],
              },
            ],
          },
        }),
      }),
    );
    expect(calc.problems).toContainEqual({
      field: 'taxDeduction.taxPayers.0.personalNumber',
      message: rotMessages.underAge,
    });
    expect(calc.taxDeduction.taxPayers[0]!.amountOre).toBe(487_500);
    expect(calc.totals.taxDeductionOre).toBe(487_500);
  });

  it('keeps the buyers when an offer becomes an invoice and when a document is copied', async () => {
    const offer = await save(rotDocumentData(), 'OFFER');
    expect(amounts(offer)).toEqual([243_700, 243_700]);
    const created = await ok<{ docUid: string }>(
      admin.call(documentRelationsApi.createFromSource, {
        sourceDocType: 'OFFER',
        targetDocType: 'INVOICE',
        docUids: [offer.uid],
      }),
    );
    const invoice = await ok<Document>(
      admin.call(documentKindEndpoints.INVOICE.load, { docUid: created.docUid }),
    );
    expect(invoice.header.taxDeduction?.taxPayers.map((p) => p.personalNumber)).toEqual([
      rotPeople.anna.personalNumber,
      rotPeople.per.personalNumber,
    ]);
    expect(amounts(invoice)).toEqual([243_700, 243_700]);
    const copied = await ok<{ docUids: string[] }>(
      admin.call(foldersApi.documentsCopyTo, { docType: 'INVOICE', docUids: [invoice.uid] }),
    );
    const copy = await ok<Document>(
      admin.call(documentKindEndpoints.INVOICE.load, { docUid: copied.docUids[0]! }),
    );
    expect(amounts(copy)).toEqual([243_700, 243_700]);
    expect((await stored(copy.uid)).taxDeductionOre).toBe(487_400);
  });
});

describe('completion and the ROT state', () => {
  it('refuses ROT with reverse charge, and a buyer under 18, at the field in Swedish', async () => {
    const reverse = await save(
      rotDocumentData({ reverseTaxLiability: true, vatRegistrationId: 'SE556677889901' }),
    );
    const r = await complete(reverse);
    expect(r.status).toBe(400);
    expect(r.body.messages).toContainEqual(
      expect.objectContaining({ field: 'data.taxDeduction', text: rotMessages.reverseCharge }),
    );
    const young = await save(
      rotDocumentData({
        taxDeduction: {
          taxPayers: [
            {
              ...rotPeople.lisa,
              ...rotProperty,
              works: [{ type: 'VVS', hours: 20, materialCostOre: 1_000_000 }],
            },
          ],
        },
      }),
    );
    const y = await complete(young);
    expect(y.status).toBe(400);
    expect(y.body.messages).toContainEqual(
      expect.objectContaining({
        field: 'data.taxDeduction.taxPayers.0.personalNumber',
        text: rotMessages.underAge,
      }),
    );
    expect((await stored(young.uid)).completed).toBe(false);
  });

  it('starts NOT_PAID, follows the client’s full payment and its revert, and ignores Skatteverket’s money', async () => {
    const invoice = await save(rotDocumentData());
    expect((await complete(invoice)).status).toBe(200);
    const row = await stored(invoice.uid);
    expect(row.taxDeductionState).toBe('NOT_PAID');
    // The client owes the payable sum, ROT already taken off: 27 500 − 4 874 kr.
    const paid = await ok<{ payments: { paymentUid: string }[] }>(
      admin.call(paymentsApi.payment, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        paymentDate: '2026-11-25',
        paymentSum: row.totalPayableOre,
      }),
    );
    expect((await stored(invoice.uid)).taxDeductionState).toBe('PAID_BY_CLIENT');
    await ok(
      admin.call(paymentsApi.deletePayment, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        paymentUid: paid.payments[0]!.paymentUid,
      }),
    );
    expect((await stored(invoice.uid)).taxDeductionState).toBe('NOT_PAID');
    await t.database.db.transaction(async (tx) => {
      const authority = { documentId: invoice.uid, paymentDate: '2026-12-01', amountOre: 487_400 };
      await addPayment({ tx: tx as never, firmId: row.firmId, source: 'SKATTEVERKET', ...authority });
    });
    const after = await stored(invoice.uid);
    expect(after).toMatchObject({ paidOre: 0, taxDeductionState: 'NOT_PAID', paymentStatus: 'UNPAID' });
    const answer = await ok(admin.call(paymentsApi.payments, { docType: 'INVOICE', docUid: invoice.uid }));
    expect(answer).toMatchObject({ status: 'UNPAID', paidOre: 0 });
  });

  it('refuses an amount another invoice has taken from the cap since it was saved', async () => {
    const buyer = newPerson();
    const first = await save(bigJob(buyer, 100));
    const second = await save(bigJob(buyer, 100));
    expect(amounts(second)).toEqual([3_750_000]);
    expect((await complete(first)).status).toBe(200);
    // 50 000 − 37 500 = 12 500 kr is left; the second still asks 37 500 kr until it is saved again.
    const r = await complete(second);
    expect(r.status).toBe(400);
    expect(r.body.messages).toContainEqual(
      expect.objectContaining({
        field: 'data.taxDeduction.taxPayers.0.amountOre',
        text: rotMessages.overMaximum(1_250_000),
      }),
    );
  });

  it('gives an invoice without ROT the state NOT_APPLICABLE', async () => {
    const plain = await save(rotDocumentData({ taxDeduction: null }));
    expect((await complete(plain)).status).toBe(200);
    expect((await stored(plain.uid)).taxDeductionState).toBe('NOT_APPLICABLE');
  });

  it('changes the state only as the rules allow, and never another firm’s invoice', async () => {
    const invoice = await save(rotDocumentData());
    expect((await complete(invoice)).status).toBe(200);
    const row = await stored(invoice.uid);
    const change = (to: 'PAID_BY_CLIENT' | 'XML_SENT' | 'NOT_PAID', firmId = row.firmId) =>
      changeTaxDeductionState({ db: t.database.db, firmId, invoiceUid: invoice.uid, to });
    await expect(change('PAID_BY_CLIENT')).rejects.toMatchObject({
      status: 409,
      text: taxDeductionStateMessages.notPaid,
    });
    await expect(change('XML_SENT')).rejects.toMatchObject({ status: 400 });
    const norrDoc = await save(rotDocumentData(), 'INVOICE', norr);
    const norrFirm = (await stored(norrDoc.uid)).firmId;
    await expect(change('PAID_BY_CLIENT', norrFirm)).rejects.toMatchObject({ status: 404 });
    await ok(
      admin.call(paymentsApi.payment, {
        docType: 'INVOICE',
        docUid: invoice.uid,
        paymentDate: '2026-11-25',
        paymentSum: row.totalPayableOre,
      }),
    );
    await expect(change('XML_SENT')).resolves.toMatchObject({ state: 'XML_SENT', requestedOre: 487_400 });
    expect((await stored(invoice.uid)).taxDeductionState).toBe('XML_SENT');
  });

  it('lists the ROT invoices whose file is not made yet', async () => {
    const waiting = await save(rotDocumentData({ mark: 'ROT väntar' }));
    expect((await complete(waiting)).status).toBe(200);
    const sent = await save(rotDocumentData({ mark: 'ROT skickad' }));
    expect((await complete(sent)).status).toBe(200);
    await t.database.db
      .update(documents)
      .set({ taxDeductionState: 'XML_SENT' })
      .where(eq(documents.id, sent.uid));
    const plain = await save(rotDocumentData({ taxDeduction: null }));
    expect((await complete(plain)).status).toBe(200);
    const list = await ok<{ items: DocumentListRow[] }>(
      admin.call(documentKindEndpoints.INVOICE.list, { taxDeductionXmlNotSentOnly: true, limit: 200 }),
    );
    const uids = list.items.map((r) => r.docUid);
    expect(uids).toContain(waiting.uid);
    expect(uids).not.toContain(sent.uid);
    expect(uids).not.toContain(plain.uid);
    const states = await Promise.all(uids.map(async (uid) => (await stored(uid)).taxDeductionState));
    expect(new Set(states)).toEqual(
      new Set(states.filter((s) => s === 'NOT_PAID' || s === 'PAID_BY_CLIENT')),
    );
  });

  it('answers another firm’s document as not found', async () => {
    const invoice = await save(rotDocumentData());
    const r = await norr.call(taxDeductionApi.calcTaxDeduction, {
      docType: 'INVOICE',
      docUid: invoice.uid,
      data: rotDocumentData(),
    });
    expect(r.status).toBe(404);
  });
});

describe('decimal hours of a work', () => {
  it('saves and loads 0,5 h as typed, not refused by the answer’s integer check', async () => {
    const td = coupleTaxDeduction();
    td.taxPayers![0]!.works = [{ type: 'VVS', hours: 0.5, materialCostOre: 0 }];
    const saved = await save(rotDocumentData({ taxDeduction: td }), 'OFFER');
    expect(saved.header.taxDeduction?.taxPayers[0]?.works[0]?.hours).toBe(0.5);
    const loaded = await ok<Document>(admin.call(documentKindEndpoints.OFFER.load, { docUid: saved.uid }));
    expect(loaded.header.taxDeduction?.taxPayers[0]?.works[0]?.hours).toBe(0.5);
  });
});
