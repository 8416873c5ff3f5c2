import { clientsApi } from '@shared/api/clients.api';
import {
  type Document,
  type DocumentDataInput,
  documentHeaderSchema,
  documentKindEndpoints,
  documentRelationsApi,
  documentsApi,
  foldersApi,
} from '@shared/api/documents';
import { type InvoicePayments, paymentsApi } from '@shared/api/payments.api';
import { printingApi } from '@shared/api/printing.api';
import { luhnCheckDigit } from '@shared/domain/check-digits';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { invoiceContentMessages as m } from '@shared/domain/documents/invoice-contents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData, freeLine, workLine } from '../../../testing/document-fixtures';
import { exportedFile } from '../../../testing/file-fixtures';
import { pdfText } from '../../../testing/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { documents } from '../engine/engine.table';

/*
 * An invoice's legal contents at completion, the VAT choice, cash invoices and credit invoices
 * (issue #16, decision 0036). The demo firm has its name, address, VAT number and joint invoice
 * numbering (registers-company.ts); Norrlands has saved no company settings.
 */

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let businessUid: string;
let privateUid: string;

const address = { street: 'Industrivägen 7', postalCode: '222 29', city: 'Lund' };

async function ok<T>(call: Promise<{ status: number; body: { result: unknown } }>): Promise<T> {
  const r = await call;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

async function newClient(data: Record<string, unknown>): Promise<string> {
  return (
    await ok<{ uid: string }>(admin.call(clientsApi.save, { data: { paymentDelay: 30, address, ...data } }))
  ).uid;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  businessUid = await newClient({
    code: '9101',
    name: 'Bygg & Rör i Lund AB',
    organizationCode: '5566778899',
  });
  const pnr = `19800101123${luhnCheckDigit('800101123')}`;
  privateUid = await newClient({ code: '9102', name: 'Olle Privat', organizationCode: pnr });
});
afterAll(() => t.close());

const save = (docType: DocumentType, over: Partial<DocumentDataInput> = {}, client = admin) =>
  ok<Document>(client.call(documentKindEndpoints[docType].save, { newVersion: 0, data: documentData(over) }));
const complete = (doc: Document, client = admin) =>
  client.call(documentsApi.complete, { docType: doc.docType, docUid: doc.uid, newVersion: doc.version });
const completed = async (doc: Document) => ok<Document>(complete(doc));
const withClient = (uid: string) => ({
  clientUid: uid,
  clientAddress: {
    streetAddress: address.street,
    streetAddressExt: '',
    zipCode: address.postalCode,
    city: address.city,
    contactName: '',
  },
});
const fields = (r: { body: { messages: { field?: string; text: string }[] } }) =>
  r.body.messages.map((x) => [x.field, x.text]);

describe('the legal contents of an invoice', () => {
  it('refuses an invoice while the firm lacks its address and VAT number, naming each in Swedish', async () => {
    const invoice = await save('INVOICE', {}, norr);
    const r = await complete(invoice, norr);
    expect(r.status).toBe(400);
    expect(fields(r)).toEqual([
      ['data.company.address', m.sellerAddress],
      [
        'data.company.vatRegistrationId',
        'Företagets momsregistreringsnummer saknas — ange det under Inställningar',
      ],
    ]);
    const check = await norr.call(foldersApi.checkDocuments, {
      docType: 'INVOICE',
      docUids: [invoice.uid],
    });
    expect(
      (check.body.result as { results: { validateMessages: string[] }[] }).results[0]!.validateMessages,
    ).toEqual([m.sellerAddress, m.sellerVatMissing]);
    // An offer is no invoice: the same firm completes it.
    expect((await complete(await save('OFFER', {}, norr), norr)).status).toBe(200);
  });

  it('refuses an invoice without a buyer at the client field, and completes one to a registered client', async () => {
    const empty = { streetAddress: '', streetAddressExt: '', zipCode: '', city: '', contactName: '' };
    const r = await complete(await save('INVOICE', { clientAddress: empty }));
    expect(r.status).toBe(400);
    expect(fields(r)).toEqual([['data.clientUid', m.noBuyer]]);
    const noStreet = await complete(
      await save('INVOICE', { ...withClient(businessUid), clientAddress: { ...empty, city: 'Lund' } }),
    );
    expect(fields(noStreet)).toEqual([['data.clientUid', m.buyerAddress]]);
    const done = await completed(await save('INVOICE', withClient(businessUid)));
    expect(done).toMatchObject({ completed: true, locked: true });
  });
});

describe('VAT decided for the user', () => {
  const reverse = { reverseTaxLiability: true, vatRegistrationId: 'SE556677889901' };

  it('completes reverse charge to a builder with its VAT number, without VAT', async () => {
    const done = await completed(await save('INVOICE', { ...withClient(businessUid), ...reverse }));
    expect(done.totals.vatSumOre).toBe(0);
    expect(done.legalTexts).toEqual([
      'Omvänd betalningsskyldighet',
      'Köparens momsregistreringsnummer: SE556677889901',
    ]);
  });

  it('refuses reverse charge with ROT work and reverse charge to a private person', async () => {
    const rot = workLine({ ownArticleType: 'ROT_SERVICE' });
    const withRot = await complete(
      await save('INVOICE', { ...withClient(businessUid), ...reverse, items: [rot] }),
    );
    expect(withRot.status).toBe(400);
    expect(fields(withRot)).toEqual([['data.reverseTaxLiability', m.rotWithReverseCharge]]);
    const toPrivate = await complete(await save('INVOICE', { ...withClient(privateUid), ...reverse }));
    expect(fields(toPrivate)).toEqual([['data.reverseTaxLiability', m.reverseChargePrivate]]);
    // The same private person with VAT and ROT work is an ordinary invoice.
    const vat = await completed(await save('INVOICE', { ...withClient(privateUid), items: [rot] }));
    expect(vat.totals.vatSumOre).toBeGreaterThan(0);
  });
});

describe('a cash invoice', () => {
  it('is paid in full on the invoice date when it is completed, and says so under its total', async () => {
    const draft = await save('INVOICE', { ...withClient(businessUid), cash: true, docDate: '2026-11-20' });
    expect(draft.totals.summaryRows.at(-1)).toEqual({
      kind: 'CASH_TOTAL_WITH_VAT',
      label: 'Kontant betalt',
      amountOre: draft.totals.totalPayableSumOre,
    });
    const before = await ok<InvoicePayments>(
      admin.call(paymentsApi.payments, { docType: 'INVOICE', docUid: draft.uid }),
    );
    expect(before.payments).toEqual([]);
    await completed(draft);
    const state = await ok<InvoicePayments>(
      admin.call(paymentsApi.payments, { docType: 'INVOICE', docUid: draft.uid }),
    );
    expect(state).toMatchObject({
      status: 'PAID',
      remainingOre: 0,
      paidOre: draft.totals.totalPayableSumOre,
    });
    expect(state.payments).toMatchObject([
      { paymentDate: '2026-11-20', paymentSum: draft.totals.totalPayableSumOre, source: 'CASH' },
    ]);
    const { bytes } = await exportedFile(t, admin, [
      printingApi.printDocuments,
      { docType: 'INVOICE', documentUids: [draft.uid] },
    ]);
    const text = pdfText(bytes);
    expect(text).toMatch(/Totalt\s+[\d\s]+,00 kr\s+Kontant betalt\s+[\d\s]+,00/);
    // Paid on the spot: no giro, OCR or due date to pay by, no late-payment terms.
    expect(text).not.toContain('OCR');
    expect(text).not.toContain('dröjsmålsränta');
  });

  it('leaves an invoice paid later unpaid', async () => {
    const done = await completed(await save('INVOICE', withClient(businessUid)));
    const state = await ok<InvoicePayments>(
      admin.call(paymentsApi.payments, { docType: 'INVOICE', docUid: done.uid }),
    );
    expect(state).toMatchObject({ status: 'UNPAID', payments: [] });
  });
});

async function creditOf(invoice: Document, client = admin) {
  const r = await ok<{ docUid: string }>(
    client.call(documentRelationsApi.createFromSource, {
      sourceDocType: 'INVOICE',
      targetDocType: 'CREDIT_INVOICE',
      docUids: [invoice.uid],
    }),
  );
  return ok<Document>(client.call(documentKindEndpoints.CREDIT_INVOICE.load, { docUid: r.docUid }));
}

describe('credit invoices', () => {
  it('credits a completed invoice in full: negative, linked, numbered with the invoices, settling it', async () => {
    const invoice = await completed(await save('INVOICE', withClient(businessUid)));
    const draft = await creditOf(invoice);
    expect(draft.header.creditedInvoiceUid).toBe(invoice.uid);
    expect(draft.totals.totalPayableSumOre).toBe(-invoice.totals.totalPayableSumOre);
    expect(draft.totals.vatSumOre).toBe(-invoice.totals.vatSumOre);
    const relations = await ok<{ sourceRelations: { docUid: string }[] }>(
      admin.call(documentRelationsApi.getDocumentRelations, { docType: 'CREDIT_INVOICE', docUid: draft.uid }),
    );
    expect(relations.sourceRelations.map((r) => r.docUid)).toEqual([invoice.uid]);
    const credit = await completed(draft);
    // Joint numbering (the demo firm's choice): the credit invoice takes the invoices' next number.
    expect(credit.number).toBe(invoice.number! + 1);
    const state = await ok<InvoicePayments>(
      admin.call(paymentsApi.payments, { docType: 'INVOICE', docUid: invoice.uid }),
    );
    expect(state).toMatchObject({
      status: 'PAID',
      remainingOre: 0,
      creditedSum: invoice.totals.totalPayableSumOre,
    });
  });

  it('credits part, then refuses a credit beyond what is left, naming the invoice and the rest', async () => {
    // 2 × 500 kr and 1 × 1 000 kr, 25 % VAT: 2 500 kr.
    const items = [
      freeLine({ priceOre: 50_000, quantity: 2000 }),
      freeLine({ priceOre: 100_000, quantity: 1000 }),
    ];
    const invoice = await completed(await save('INVOICE', { ...withClient(businessUid), items }));
    expect(invoice.totals.totalPayableSumOre).toBe(250_000);
    const draft = await creditOf(invoice);
    // The user keeps one of the two 500 kr units of the first line and removes the second line: 625 kr.
    const partial = await ok<Document>(
      admin.call(documentKindEndpoints.CREDIT_INVOICE.save, {
        docUid: draft.uid,
        newVersion: draft.version,
        data: { ...draft.header, items: [{ ...draft.items[0]!, quantity: 1000 }] },
      }),
    );
    expect(partial.totals.totalPayableSumOre).toBe(-62_500);
    await completed(partial);
    const state = await ok<InvoicePayments>(
      admin.call(paymentsApi.payments, { docType: 'INVOICE', docUid: invoice.uid }),
    );
    expect(state).toMatchObject({ status: 'PARTIALLY_PAID', remainingOre: 187_500, creditedSum: 62_500 });
    const whole = await creditOf(invoice);
    const r = await complete(whole);
    expect(r.status).toBe(400);
    expect(fields(r)).toEqual([
      [
        'data.items',
        `Kreditfakturan överstiger det som återstår att kredita på faktura ${invoice.number} (1\u00a0875,00\u00a0kr)`,
      ],
    ]);
  });

  it('credits only a completed invoice', async () => {
    const draftInvoice = await save('INVOICE', withClient(businessUid));
    const made = await admin.call(documentRelationsApi.createFromSource, {
      sourceDocType: 'INVOICE',
      targetDocType: 'CREDIT_INVOICE',
      docUids: [draftInvoice.uid],
    });
    expect(made.status).toBe(409);
    expect(made.body.messages[0]).toMatchObject({ code: 'CREDIT_OF_DRAFT' });
    // A credit invoice written by hand that names the draft is refused when it is completed.
    const credit = await save('CREDIT_INVOICE', { creditedInvoiceUid: draftInvoice.uid });
    const r = await complete(credit);
    expect(r.status).toBe(400);
    expect(fields(r)).toEqual([['data.creditedInvoiceUid', m.creditedNotCompleted('fakturan (utkast)')]]);
  });

  it('refuses a credit invoice that names no invoice', async () => {
    const r = await complete(await save('CREDIT_INVOICE', {}));
    expect(fields(r)).toEqual([['data.creditedInvoiceUid', m.noCreditedInvoice]]);
  });

  it('answers 404 for another firm’s invoice as the source or the credited invoice', async () => {
    const { items: _items, ...header } = documentData();
    const [theirs] = await t.database.db
      .insert(documents)
      .values({
        firmId: await findFirmIdByCode(t.database.db, '100318'),
        docType: 'INVOICE',
        number: 5001,
        completed: true,
        locked: true,
        docDate: '2026-11-20',
        header: documentHeaderSchema.parse(header),
      })
      .returning();
    const r = await admin.call(documentRelationsApi.createFromSource, {
      sourceDocType: 'INVOICE',
      targetDocType: 'CREDIT_INVOICE',
      docUids: [theirs!.id],
    });
    expect(r.status).toBe(404);
    const saved = await admin.call(documentKindEndpoints.CREDIT_INVOICE.save, {
      newVersion: 0,
      data: documentData({ creditedInvoiceUid: theirs!.id }),
    });
    expect(saved.status).toBe(404);
    expect(saved.body.messages[0]).toMatchObject({ field: 'data.creditedInvoiceUid' });
  });
});

describe('the due date', () => {
  it('follows the source’s payment terms when invoiced from an offer, else the firm’s', async () => {
    const withTerms = await completed(await save('OFFER', { ...withClient(businessUid), paymentDelay: 10 }));
    const withoutTerms = await completed(await save('OFFER', {}));
    const invoiceOf = async (offer: Document) => {
      const r = await ok<{ docUid: string }>(
        admin.call(documentRelationsApi.createFromSource, {
          sourceDocType: 'OFFER',
          targetDocType: 'INVOICE',
          docUids: [offer.uid],
        }),
      );
      return ok<Document>(admin.call(documentKindEndpoints.INVOICE.load, { docUid: r.docUid }));
    };
    // The test clock says 2026-11-21; the demo firm's terms are 30 days.
    expect((await invoiceOf(withTerms)).header).toMatchObject({ paymentDelay: 10, dueDate: '2026-12-01' });
    expect((await invoiceOf(withoutTerms)).header).toMatchObject({ paymentDelay: 30, dueDate: '2026-12-21' });
  });
});
