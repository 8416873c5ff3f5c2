import { type Document, documentsApi, foldersApi } from '@shared/api/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLine } from '../../../testing/document-fixtures';
import { folderFixtures } from '../../../testing/folder-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

/** A kind's own completion rules (decision 0022): what an empty document of it may not be completed as. */

let t: TestApp;
let admin: TestClient;
let f: ReturnType<typeof folderFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  f = folderFixtures(t);
  admin = t.client();
  await admin.login('demo-admin');
});
afterAll(() => t.close());

const complete = (doc: Document) =>
  admin.call(documentsApi.complete, { docType: doc.docType, docUid: doc.uid, newVersion: doc.version });

/** One line that comes to 0 kr: a real row, nothing to ask for. */
const zeroLine = () => freeLine({ priceOre: 0, purchasePriceOre: null });

describe('completion needs content', () => {
  it('refuses an interest invoice with no interest, saying why at the field, and gives no number', async () => {
    const interest = await f.create(admin, 'INTEREST_INVOICE', { items: [] });
    const r = await complete(interest);
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({
      field: 'data.items',
      text: 'Räntefakturan har ingen ränta att fakturera och kan inte slutföras',
    });
    const { results } = await f.ok<{ results: { validateMessages: string[] }[] }>(
      admin.call(foldersApi.checkDocuments, { docType: 'INTEREST_INVOICE', docUids: [interest.uid] }),
    );
    expect(results[0]!.validateMessages).toEqual([
      'Rader: Räntefakturan har ingen ränta att fakturera och kan inte slutföras',
    ]);
  });

  it('refuses a credit invoice that credits 0 kr, but completes an invoice of 0 kr with a row', async () => {
    const credit = await f.create(admin, 'CREDIT_INVOICE', { items: [zeroLine()] });
    const refused = await complete(credit);
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]).toMatchObject({
      field: 'data.items',
      text: 'Kreditfakturan krediterar inget belopp och kan inte slutföras',
    });
    const invoice = await f.create(admin, 'INVOICE', { items: [zeroLine()] });
    const done = await complete(invoice);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });
});
