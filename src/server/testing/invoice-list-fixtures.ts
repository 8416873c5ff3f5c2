import { clientsApi } from '@shared/api/clients.api';
import {
  type Document,
  type DocumentDataInput,
  documentKindEndpoints,
  documentsApi,
} from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { documentData, freeLine } from './document-fixtures';
import type { TestClient } from './test-app';

/**
 * Invoices for the balance and invoice list tests (decision 0032): a client with the address an invoice
 * must name, and completed invoices and credit invoices of one line of `priceOre` excl. VAT (25 %).
 */
async function ok<T>(promise: Promise<{ status: number; body: { result: unknown } }>): Promise<T> {
  const r = await promise;
  if (r.status !== 200) throw new Error(`HTTP ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.result as T;
}

export async function invoiceClient(client: TestClient, code: string, name: string): Promise<string> {
  const data = {
    code,
    name,
    paymentDelay: 30,
    address: { street: 'Fakturagatan 1', postalCode: '22100', city: 'Lund' },
  };
  return (await ok<{ uid: string }>(client.call(clientsApi.save, { data }))).uid;
}

/** The client's address as the editor copies it into the header (an invoice must name the buyer's). */
export const invoiceAddress = {
  clientAddress: {
    streetAddress: 'Fakturagatan 1',
    streetAddressExt: '',
    zipCode: '22100',
    city: 'Lund',
    contactName: '',
  },
};

export const oneLine = (priceOre = 100_000) => [freeLine({ quantity: 1000, priceOre })];

export async function savedDocument(
  client: TestClient,
  docType: DocumentType,
  over: Partial<DocumentDataInput> & Record<string, unknown> = {},
): Promise<Document> {
  const data = documentData({ items: oneLine(), ...invoiceAddress, ...over } as Partial<DocumentDataInput>);
  return ok<Document>(client.call(documentKindEndpoints[docType].save, { newVersion: 0, data }));
}

export async function completedDocument(
  client: TestClient,
  docType: DocumentType,
  over: Partial<DocumentDataInput> & Record<string, unknown> = {},
): Promise<Document> {
  const doc = await savedDocument(client, docType, over);
  return ok<Document>(
    client.call(documentsApi.complete, { docType, docUid: doc.uid, newVersion: doc.version }),
  );
}
