import type { DocumentSection } from '@shared/api/adminContent.api';
import type { PublicationState } from '@shared/api/news.api';
import type { ProviderDocType } from '@shared/api/providerDocuments.api';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { providerDocuments, providerFiles } from '../../providerDocuments';

const d = providerDocuments;
const documentColumns = {
  id: d.id,
  section: d.section,
  docType: d.docType,
  category: d.category,
  title: d.title,
  description: d.description,
  fileId: d.fileId,
  fileName: providerFiles.fileName,
  updatedOn: d.updatedOn,
  publicationState: d.publicationState,
};
export type DocumentRow = {
  id: string;
  section: DocumentSection;
  docType: ProviderDocType | null;
  category: string | null;
  title: string;
  description: string;
  fileId: string;
  fileName: string;
  updatedOn: string;
  publicationState: PublicationState;
};

/** Every document of the provider, by list, category and the provider's order, without the bytes. */
export async function listDocuments(db: Db, providerId: string): Promise<DocumentRow[]> {
  return db
    .select(documentColumns)
    .from(d)
    .innerJoin(providerFiles, eq(providerFiles.id, d.fileId))
    .where(eq(d.providerId, providerId))
    .orderBy(asc(d.section), asc(d.category), asc(d.position), asc(d.title));
}

export async function findDocument(db: Db, providerId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select(documentColumns)
    .from(d)
    .innerJoin(providerFiles, eq(providerFiles.id, d.fileId))
    .where(and(eq(d.id, id), eq(d.providerId, providerId)));
  return row ?? null;
}

export interface DocumentWrite {
  section: DocumentSection;
  docType: ProviderDocType | null;
  category: string | null;
  title: string;
  description: string;
  updatedOn: string;
}

/** A new draft, last in its list. */
export async function insertDocument(
  db: Db,
  providerId: string,
  document: DocumentWrite & { fileId: string },
): Promise<string> {
  const [last] = await db
    .select({ position: max(d.position) })
    .from(d)
    .where(and(eq(d.providerId, providerId), eq(d.section, document.section)));
  const [row] = await db
    .insert(d)
    .values({ providerId, ...document, position: (last?.position ?? 0) + 1, publicationState: 'DRAFT' })
    .returning({ id: d.id });
  return row!.id;
}

export async function updateDocument(
  db: Db,
  id: string,
  document: DocumentWrite & { fileId?: string | undefined },
): Promise<void> {
  await db.update(d).set(document).where(eq(d.id, id));
}

export async function setDocumentState(db: Db, id: string, state: PublicationState): Promise<void> {
  await db.update(d).set({ publicationState: state }).where(eq(d.id, id));
}
