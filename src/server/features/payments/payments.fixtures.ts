import { type Document, documentKindEndpoints, documentsApi } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { expect } from 'vitest';
import { documentData } from '../../testing/document-fixtures';
import type { TestClient } from '../../testing/test-app';

/** A draft of the kind with the fixtures' client and lines, saved by `client`. */
export async function draftDocument(
  client: TestClient,
  docType: DocumentType = 'INVOICE',
): Promise<Document> {
  const r = await client.call(documentKindEndpoints[docType].save, { newVersion: 0, data: documentData() });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

/** The same, completed (numbered, owed when the kind takes payments). */
export async function completedDocument(
  client: TestClient,
  docType: DocumentType = 'INVOICE',
): Promise<Document> {
  const doc = await draftDocument(client, docType);
  const r = await client.call(documentsApi.complete, { docType, docUid: doc.uid, newVersion: doc.version });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}
