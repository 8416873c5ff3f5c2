import {
  type Document,
  type DocumentDataInput,
  type DocumentListParameters,
  type DocumentListRow,
  documentHeaderSchema,
  documentKindEndpoints,
  documentsApi,
  type FolderList,
  type FolderRow,
  foldersApi,
} from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { documentRelations, documents } from '../features/documents';
import { employees } from '../features/employees';
import { documentData } from './document-fixtures';
import type { TestApp, TestClient } from './test-app';

/** Helpers for the folder, list and bulk tests (issue #6): documents, folders and lists through the API. */
export function folderFixtures(t: TestApp) {
  const db = t.database.db;

  async function ok<T>(result: Promise<{ status: number; body: { result: unknown } }>): Promise<T> {
    const r = await result;
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result as T;
  }

  return {
    ok,
    async create(client: TestClient, docType: DocumentType, over: Partial<DocumentDataInput> = {}) {
      t.clock.advance(1000);
      const api = documentKindEndpoints[docType];
      return ok<Document>(client.call(api.save, { newVersion: 0, data: documentData(over) }));
    },
    async complete(client: TestClient, doc: Document) {
      return ok<Document>(
        client.call(documentsApi.complete, {
          docType: doc.docType,
          docUid: doc.uid,
          newVersion: doc.version,
        }),
      );
    },
    async folder(client: TestClient, docType: DocumentType, name: string, parentUid: string | null = null) {
      return ok<FolderRow>(client.call(foldersApi.add, { docType, name, parentUid }));
    },
    async folders(client: TestClient, docType: DocumentType, specialFolder?: 'archived' | 'deleted') {
      return ok<FolderList>(
        client.call(foldersApi.list, { docType, ...(specialFolder ? { specialFolder } : {}) }),
      );
    },
    async move(client: TestClient, docType: DocumentType, docUids: string[], targetFolderUid: string | null) {
      return ok(client.call(foldersApi.docsMove, { docType, docUids, targetFolderUid }));
    },
    async list(client: TestClient, docType: DocumentType, parameters: DocumentListParameters = {}) {
      return ok<{ totalCount: number; items: DocumentListRow[] }>(
        client.call(documentKindEndpoints[docType].list, { limit: 200, ...parameters }),
      );
    },
    async uids(client: TestClient, docType: DocumentType, parameters: DocumentListParameters = {}) {
      const page = await this.list(client, docType, parameters);
      return page.items.map((i) => i.docUid).sort();
    },
    /** A provider document as the provider's intake stores it (they cannot be made in the editor). */
    async providerDocument(
      firmId: string,
      docType: 'UNIX_ORDER' | 'UNIX_INVOICE',
      over: Partial<typeof documents.$inferInsert> = {},
    ) {
      const header = documentHeaderSchema.parse({ docDate: '2026-11-20', mark: 'Leverantör' });
      const [row] = await db
        .insert(documents)
        .values({ firmId, docType, docDate: header.docDate, mark: header.mark, header, ...over })
        .returning();
      return row!;
    },
    async relate(firmId: string, sourceId: string, targetId: string) {
      await db.insert(documentRelations).values({ firmId, sourceId, targetId });
    },
    async row(docUid: string) {
      const [row] = await db.select().from(documents).where(eq(documents.id, docUid));
      return row;
    },
    async employeeId(firmId: string, login: string) {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.firmId, firmId), eq(employees.login, login)));
      return row!.id;
    },
  };
}
