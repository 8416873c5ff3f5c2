import { clientsApi } from '@shared/api/clients.api';
import { type DocumentDataInput, documentKindEndpoints } from '@shared/api/documents';
import { type EInvoicePreview, eInvoiceApi } from '@shared/api/eInvoice.api';
import { luhnCheckDigit } from '@shared/domain/check-digits';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData, freeLine } from '../../testing/document-fixtures';
import {
  hasValidators,
  peppolRuleFailures,
  svefakturaRuleFailures,
  svefakturaSchemaErrors,
  ublSchemaErrors,
  validatorsSkipNote,
} from '../../testing/e-invoice-validators';
import { exportedFile } from '../../testing/file-fixtures';
import {
  completedDocument,
  invoiceAddress,
  invoiceClient,
  savedDocument,
} from '../../testing/invoice-list-fixtures';
import { type CallResult, createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { firms } from '../firms';
import { AccessPointStubState, accessPointStubRoutes } from './stub/stub.routes';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
const stub = new AccessPointStubState('test-ap-token');
const stubApp = Fastify();

const orgNo = `556677889${luhnCheckDigit('556677889')}`;

function ok<T>(answer: CallResult): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as T;
}
const codeOf = (answer: CallResult) => ({ status: answer.status, code: answer.body.messages?.[0]?.code });

const clientData = (code: string, sveFakturaEnabled: boolean) => ({
  code,
  name: `Byggbolaget ${code} AB`,
  organizationCode: orgNo,
  eInvoiceEnabled: true,
  sveFakturaEnabled,
  paymentDelay: 30,
  address: { street: 'Fakturagatan 1', postalCode: '22100', city: 'Lund' },
});

async function eClient(code: string, sveFakturaEnabled = false): Promise<string> {
  const data = clientData(code, sveFakturaEnabled);
  return ok<{ uid: string }>(await admin.call(clientsApi.save, { data })).uid;
}

const ref = (uid: string, docType: 'INVOICE' | 'CREDIT_INVOICE' = 'INVOICE') => ({
  invoiceUid: uid,
  docType,
});

beforeAll(async () => {
  await stubApp.register((instance) => accessPointStubRoutes(instance, stub));
  const url = await stubApp.listen({ host: '127.0.0.1', port: 0 });
  t = await createTestApp({
    eInvoice: { accessPointUrl: url, accessPointToken: 'test-ap-token', builtInStub: false },
  });
  admin = t.client();
  await admin.login('demo-admin');
  const norrId = await findFirmIdByCode(t.deps.db, '100318');
  await t.deps.db
    .update(firms)
    .set({ siteOptions: sql`array_cat(${firms.siteOptions}, array['E_INVOICE', 'CREDIT_INVOICES'])` })
    .where(eq(firms.id, norrId));
  norr = t.client();
  await norr.login('norr-admin');
});
afterAll(async () => {
  await t.close();
  await stubApp.close();
});

describe('preview, approval and its reset', () => {
  it('previews a draft, approves it, and a changed line makes it need approval again', async () => {
    const clientUid = await eClient('E1');
    const draft = await savedDocument(admin, 'INVOICE', { clientUid, dueDate: '2026-12-21' });
    const first = ok<EInvoicePreview>(await admin.call(eInvoiceApi.previewEInvoice, ref(draft.uid)));
    expect(first.problems).toEqual([]);
    expect(first).toMatchObject({
      format: 'PEPPOL',
      approval: 'NOT_APPROVED',
      canApprove: true,
      canSend: false,
    });
    expect(first.content?.buyer.endpoint).toBe(`Org.nr ${orgNo}`);

    const approved = ok<EInvoicePreview>(await admin.call(eInvoiceApi.approveEInvoice, ref(draft.uid)));
    expect(approved).toMatchObject({ approval: 'APPROVED', canApprove: false });

    const data = documentData({
      ...invoiceAddress,
      clientUid,
      dueDate: '2026-12-21',
      items: [freeLine({ quantity: 2000, priceOre: 100_000 })],
    } as Partial<DocumentDataInput>);
    ok(
      await admin.call(documentKindEndpoints.INVOICE.save, {
        docUid: draft.uid,
        newVersion: draft.version,
        data,
      }),
    );
    const changed = ok<EInvoicePreview>(await admin.call(eInvoiceApi.previewEInvoice, ref(draft.uid)));
    expect(changed).toMatchObject({ approval: 'CHANGED', canApprove: true });
  });

  it('names what is missing at its field: a client not marked for e-invoice', async () => {
    const plain = await completedDocument(admin, 'INVOICE', {
      clientUid: await invoiceClient(admin, 'P1', 'Privat'),
    });
    const preview = ok<EInvoicePreview>(await admin.call(eInvoiceApi.previewEInvoice, ref(plain.uid)));
    expect(preview.content).toBeNull();
    expect(preview.problems.map((p) => p.field)).toContain('clientUid');
    expect(codeOf(await admin.call(eInvoiceApi.approveEInvoice, ref(plain.uid)))).toEqual({
      status: 409,
      code: 'CANNOT_BE_MADE',
    });
  });
});

describe('export and sending', () => {
  it(`exports a valid PEPPOL invoice with the PDF attached${validatorsSkipNote}`, async () => {
    const clientUid = await eClient('E2');
    const invoice = await completedDocument(admin, 'INVOICE', { clientUid, dueDate: '2026-12-21' });
    const { link, bytes } = await exportedFile(t, admin, [eInvoiceApi.exportEInvoice, ref(invoice.uid)]);
    expect(link.fileType).toBe('application/xml');
    const xml = bytes.toString('utf8');
    expect(xml).toContain('<cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf"');
    if (hasValidators) {
      expect(await ublSchemaErrors(xml)).toEqual([]);
      expect(peppolRuleFailures(xml)).toEqual([]);
    }
  });

  it('sends only when approved and completed, records the message and marks the invoice sent', async () => {
    const clientUid = await eClient('E3');
    const invoice = await completedDocument(admin, 'INVOICE', { clientUid, dueDate: '2026-12-21' });
    expect(codeOf(await admin.call(eInvoiceApi.sendEInvoice, ref(invoice.uid)))).toEqual({
      status: 409,
      code: 'NOT_APPROVED',
    });
    ok(await admin.call(eInvoiceApi.approveEInvoice, ref(invoice.uid)));
    const before = stub.messages.length;
    const sent = ok<EInvoicePreview>(await admin.call(eInvoiceApi.sendEInvoice, ref(invoice.uid)));
    expect(sent).toMatchObject({
      sentAt: expect.any(String),
      messageId: expect.stringMatching(/^AP-/),
      canSend: false,
    });
    expect(stub.messages.length).toBe(before + 1);
    expect(stub.messages.at(-1)).toMatchObject({ receiver: `0007:${orgNo}`, documentType: 'INVOICE' });
    const loaded = ok<{ eInvoiceSent?: boolean; locked: boolean }>(
      await admin.call(documentKindEndpoints.INVOICE.load, { docUid: invoice.uid }),
    );
    expect(loaded.locked).toBe(true);
    expect(codeOf(await admin.call(eInvoiceApi.sendEInvoice, ref(invoice.uid)))).toEqual({
      status: 409,
      code: 'ALREADY_SENT',
    });
  });

  // The stub refuses by the buyer reference, which it reads from either format.
  it.each([
    ['PEPPOL', false],
    ['Svefaktura', true],
  ])('keeps the access point’s refusal of a %s file and leaves the invoice unsent', async (_, sve) => {
    const clientUid = await eClient(sve ? 'E4S' : 'E4', sve);
    const invoice = await completedDocument(admin, 'INVOICE', {
      clientUid,
      dueDate: '2026-12-21',
      mark: 'AVVISA mig',
    });
    ok(await admin.call(eInvoiceApi.approveEInvoice, ref(invoice.uid)));
    expect(codeOf(await admin.call(eInvoiceApi.sendEInvoice, ref(invoice.uid)))).toEqual({
      status: 502,
      code: 'REFUSED',
    });
    const preview = ok<EInvoicePreview>(await admin.call(eInvoiceApi.previewEInvoice, ref(invoice.uid)));
    expect(preview).toMatchObject({ sentAt: null, lastError: expect.stringContaining('PEPPOL-registret') });
  });

  it('answers another firm’s invoice as not found, for every call', async () => {
    const clientUid = await eClient('E5');
    const invoice = await completedDocument(admin, 'INVOICE', { clientUid, dueDate: '2026-12-21' });
    for (const endpoint of Object.values(eInvoiceApi))
      expect((await norr.call(endpoint, ref(invoice.uid))).status).toBe(404);
  });
});

describe('Svefaktura for the clients whose register asks for it', () => {
  it(`previews, exports and sends a valid Svefaktura${validatorsSkipNote}`, async () => {
    const clientUid = await eClient('S1', true);
    const invoice = await completedDocument(admin, 'INVOICE', { clientUid, dueDate: '2026-12-21' });
    const preview = ok<EInvoicePreview>(await admin.call(eInvoiceApi.previewEInvoice, ref(invoice.uid)));
    expect(preview).toMatchObject({ format: 'SVEFAKTURA', problems: [] });

    const { link, bytes } = await exportedFile(t, admin, [eInvoiceApi.exportEInvoice, ref(invoice.uid)]);
    expect(link.fileName).toBe(`Svefaktura_${preview.content?.number}.xml`);
    const xml = bytes.toString('utf8');
    expect(xml).toContain('<Invoice xmlns="urn:sfti:documents:BasicInvoice:1:0"');
    if (hasValidators) {
      expect(await svefakturaSchemaErrors(xml)).toEqual([]);
      expect(svefakturaRuleFailures(xml)).toEqual([]);
    }

    ok(await admin.call(eInvoiceApi.approveEInvoice, ref(invoice.uid)));
    ok(await admin.call(eInvoiceApi.sendEInvoice, ref(invoice.uid)));
    expect(stub.messages.at(-1)).toMatchObject({ receiver: `0007:${orgNo}`, format: 'SVEFAKTURA' });
    expect(stub.messages.at(-1)?.xml).toContain('<InvoiceTypeCode>380</InvoiceTypeCode>');
  }, 60_000);

  it('switching the client to Svefaktura makes an approved e-invoice need approval again', async () => {
    const saved = ok<{ uid: string; version: number }>(
      await admin.call(clientsApi.save, { data: clientData('S3', false) }),
    );
    const invoice = await completedDocument(admin, 'INVOICE', {
      clientUid: saved.uid,
      dueDate: '2026-12-21',
    });
    ok(await admin.call(eInvoiceApi.approveEInvoice, ref(invoice.uid)));
    ok(
      await admin.call(clientsApi.save, {
        uid: saved.uid,
        newVersion: saved.version,
        data: clientData('S3', true),
      }),
    );
    const preview = ok<EInvoicePreview>(await admin.call(eInvoiceApi.previewEInvoice, ref(invoice.uid)));
    expect(preview).toMatchObject({ format: 'SVEFAKTURA', approval: 'CHANGED', canSend: false });
  });
});
