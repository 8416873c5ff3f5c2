import {
  type DocumentItemData,
  type DocumentItemDataInput,
  documentKindEndpoints,
  documentRelationsApi,
  documentsApi,
} from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { count, eq } from 'drizzle-orm';
import { documents } from '../features/documents';
import { type DocumentItemsFixture, line, ok } from './document-items-fixtures';
import type { TestClient } from './test-app';

/*
 * What the relation tests share, on the line operations' fixture (documentItems.seed.ts: the demo firm's
 * admin and Norrlands' admin, two clients, the own article DUSCHMONT; the clock says 2026-11-21).
 */

export interface Doc {
  uid: string;
  completed: boolean;
  docType: DocumentType;
  number: number | null;
  header: { title: string; mark: string; clientUid: string | null; docDate: string } & Record<
    string,
    unknown
  >;
  items: DocumentItemData[];
  totals: { totalSumOre: number };
}

export const article = (code: string, priceOre: number, quantity = 1000) =>
  line({ code, description: `Artikel ${code}`, priceOre, quantity, nomenclatureItemType: 'FREE' });

/** A new draft dated 2026-11-01, one 4 200 kr line unless told. */
export async function save(
  client: TestClient,
  docType: DocumentType,
  data: Record<string, unknown>,
  items: DocumentItemDataInput[] = [article('W30001', 420_000)],
): Promise<Doc> {
  return ok<Doc>(
    client.call(documentKindEndpoints[docType].save, {
      newVersion: 0,
      data: { docDate: '2026-11-01', ...data, items },
    }),
  );
}

/** Completes a saved draft (a credit invoice is made only from a completed invoice). */
export async function complete(client: TestClient, doc: Doc & { version?: number }): Promise<Doc> {
  const current = await load(client, doc.docType, doc.uid);
  return ok<Doc>(
    client.call(documentsApi.complete, {
      docType: doc.docType,
      docUid: doc.uid,
      newVersion: (current as Doc & { version: number }).version,
    }),
  );
}

export const load = (client: TestClient, docType: DocumentType, uid: string) =>
  ok<Doc>(client.call(documentKindEndpoints[docType].load, { docUid: uid }));

/** createFromSource, and the document it made as loaded. */
export async function create(client: TestClient, parameters: Record<string, unknown>) {
  const r = await ok<{ docUid: string; docType: DocumentType; message: string }>(
    client.call(documentRelationsApi.createFromSource, parameters),
  );
  return { ...r, doc: await load(client, r.docType, r.docUid) };
}

export const relationsOf = (client: TestClient, docType: DocumentType, docUid: string) =>
  client.call(documentRelationsApi.getDocumentRelations, { docType, docUid });

/** The demo firm's documents, to prove a refused call made none. */
export async function documentCount(f: DocumentItemsFixture): Promise<number> {
  const [row] = await f.t.database.db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.firmId, f.demoFirm));
  return row!.n;
}
