/**
 * What the print tests share: documents saved through the API, provider invoices as the provider's
 * intake stores them, and files fetched by their link and read the way a reader does (exceljs,
 * pdftotext).
 */
import {
  type Document,
  type DocumentDataInput,
  type DocumentItemDataInput,
  documentHeaderSchema,
  documentItemDataSchema,
  documentKindEndpoints,
} from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { expect } from 'vitest';
import { documentData } from '../../../testing/document-fixtures';
import type { TestApp, TestClient } from '../../../testing/test-app';
import { insertDocument, toDocumentValues, totalsOf } from '../../documents';

/**
 * The three browsers the print tests use: the demo firm's administrator, Norrland's (another firm, no
 * cost calculations nor provider invoices) and the demo firm's foreman, whose net prices are hidden.
 */
export async function printingClients(t: TestApp) {
  const as = async (login: string) => {
    const client = t.client();
    await client.login(login);
    return client;
  };
  return {
    admin: await as('demo-admin'),
    norr: await as('norr-admin'),
    hidden: await as('demo-arbetsledare'),
  };
}

export async function savedDocument(
  client: TestClient,
  docType: DocumentType,
  over: Partial<DocumentDataInput> = {},
): Promise<Document> {
  const r = await client.call(documentKindEndpoints[docType].save, {
    newVersion: 0,
    data: documentData(over),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

export { exportedFile, fetchFile, xlsxRows } from '../../../testing/file-fixtures';
export { pdfText } from '../../../testing/pdf-text';

/** Kronor as Excel holds them, back to öre. */
export const ore = (kronor: unknown) => Math.round(Number(kronor) * 100);

/** A provider invoice as the provider's intake stores it: numbered, completed and locked. */
export async function insertProviderInvoice(
  t: TestApp,
  firmId: string,
  input: { number: number; docDate: string; dueDate: string; items: DocumentItemDataInput[] },
): Promise<string> {
  const header = documentHeaderSchema.parse({
    docDate: input.docDate,
    dueDate: input.dueDate,
    title: `Faktura ${input.number}`,
  });
  const items = input.items.map((i) => documentItemDataSchema.parse(i));
  const totals = totalsOf(header, items);
  const now = t.clock.now();
  const row = await insertDocument(t.database.db, {
    ...toDocumentValues({
      header: { ...header, purchaseSumOre: totals.purchaseSumOre },
      items,
      totals,
      modifiedAt: now,
    }),
    firmId,
    docType: 'UNIX_INVOICE',
    number: input.number,
    completed: true,
    completedAt: now,
    locked: true,
    createdAt: now,
    readState: 'NEW',
  });
  return row.id;
}
