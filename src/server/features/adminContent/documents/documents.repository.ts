import type { DocumentSection } from '@shared/api/adminContent.api';
import type { PublicationState } from '@shared/api/news.api';
import type { ProviderDocType } from '@shared/api/providerDocuments.api';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { cabinetItems, providerDocuments, providerFiles } from '../../providerDocuments';

const d = providerDocuments;
const documentColumns = {
  id: d.id,
  section: d.section,
  docType: d.docType,
  category: d.category,
  title: d.title,
  description: d.description,
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

export async function insertFile(
  db: Db,
  file: { providerId: string; fileName: string; contentType: string; content: Buffer },
): Promise<string> {
  const [row] = await db.insert(providerFiles).values(file).returning({ id: providerFiles.id });
  return row!.id;
}

export async function fileExists(db: Db, providerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerFiles.id })
    .from(providerFiles)
    .where(and(eq(providerFiles.id, id), eq(providerFiles.providerId, providerId)));
  return row !== undefined;
}

/** The file gets the document's title as its name: the name a firm's employee saves it under. */
export async function nameFile(db: Db, id: string, fileName: string): Promise<void> {
  await db.update(providerFiles).set({ fileName }).where(eq(providerFiles.id, id));
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

const c = cabinetItems;
const cabinetColumns = {
  id: c.id,
  kind: c.kind,
  title: c.title,
  text: c.text,
  publicationState: c.publicationState,
};
export type CabinetRow = {
  id: string;
  kind: 'BANNER' | 'FLIPBOOK';
  title: string;
  text: string;
  publicationState: PublicationState;
};

export async function listCabinet(db: Db, providerId: string): Promise<CabinetRow[]> {
  return db
    .select(cabinetColumns)
    .from(c)
    .where(eq(c.providerId, providerId))
    .orderBy(asc(c.kind), asc(c.position));
}

export async function findCabinetItem(db: Db, providerId: string, id: string): Promise<CabinetRow | null> {
  const [row] = await db
    .select(cabinetColumns)
    .from(c)
    .where(and(eq(c.id, id), eq(c.providerId, providerId)));
  return row ?? null;
}

export async function setCabinetState(db: Db, id: string, state: PublicationState): Promise<void> {
  await db.update(c).set({ publicationState: state }).where(eq(c.id, id));
}
