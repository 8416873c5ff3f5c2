import type { ProviderDocType } from '@shared/api/providerDocuments.api';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from '../firms';
import {
  cabinetItems,
  contentSections,
  type ProviderDocumentSection,
  providerDocuments,
  providerFiles,
} from './providerDocuments.table';

/** Stores a file of the provider (an upload, a seeded PDF or picture); answers its id. */
export async function storeProviderFile(
  db: Db,
  file: { providerId: string; fileName: string; contentType: string; content: Buffer },
): Promise<string> {
  const [row] = await db.insert(providerFiles).values(file).returning({ id: providerFiles.id });
  return row!.id;
}

/** The provider whose content the firm's employees see; null for an unknown firm. */
export async function findProviderOfFirm(db: Db, firmId: string): Promise<string | null> {
  const [row] = await db.select({ providerId: firms.providerId }).from(firms).where(eq(firms.id, firmId));
  return row?.providerId ?? null;
}

export type DocumentRow = Awaited<ReturnType<typeof findPublishedDocuments>>[number];

/** The provider's published documents of one list, in the provider's order, without their bytes. */
export async function findPublishedDocuments(
  db: Db,
  input: { providerId: string; section: ProviderDocumentSection; docTypes?: readonly ProviderDocType[] },
) {
  const d = providerDocuments;
  const conditions = [
    eq(d.providerId, input.providerId),
    eq(d.section, input.section),
    eq(d.publicationState, 'PUBLISHED'),
  ];
  if (input.docTypes && input.docTypes.length > 0) conditions.push(inArray(d.docType, [...input.docTypes]));
  return db
    .select({
      id: d.id,
      title: d.title,
      description: d.description,
      category: d.category,
      docType: d.docType,
      updatedOn: d.updatedOn,
      fileId: d.fileId,
      fileName: providerFiles.fileName,
      contentType: providerFiles.contentType,
    })
    .from(d)
    .innerJoin(providerFiles, eq(providerFiles.id, d.fileId))
    .where(and(...conditions))
    .orderBy(asc(d.position), asc(d.title));
}

export type CabinetRow = Awaited<ReturnType<typeof findPublishedCabinetItems>>[number];

/** The provider's published banners and flipbooks, in the provider's order. */
export async function findPublishedCabinetItems(db: Db, providerId: string) {
  const c = cabinetItems;
  return db
    .select({
      id: c.id,
      kind: c.kind,
      title: c.title,
      text: c.text,
      imageFileId: c.imageFileId,
      imageAlt: c.imageAlt,
      fileId: c.fileId,
      linkType: c.linkType,
      link: c.link,
      linkText: c.linkText,
      colorTheme: c.colorTheme,
      fileName: providerFiles.fileName,
      contentType: providerFiles.contentType,
    })
    .from(c)
    .leftJoin(providerFiles, eq(providerFiles.id, c.fileId))
    .where(and(eq(c.providerId, providerId), eq(c.publicationState, 'PUBLISHED')))
    .orderBy(asc(c.kind), asc(c.position));
}

export async function findPublishedSection(db: Db, input: { providerId: string; uid: string }) {
  const [row] = await db
    .select({
      id: contentSections.id,
      title: contentSections.title,
      body: contentSections.body,
      updatedOn: contentSections.updatedOn,
    })
    .from(contentSections)
    .where(
      and(
        eq(contentSections.id, input.uid),
        eq(contentSections.providerId, input.providerId),
        eq(contentSections.publicationState, 'PUBLISHED'),
      ),
    );
  return row ?? null;
}

/**
 * A file of the provider that a published document or cabinet item uses: an unpublished item's file, or
 * another provider's, is not served.
 */
export async function findPublishedFile(db: Db, input: { providerId: string; uid: string }) {
  const d = providerDocuments;
  const c = cabinetItems;
  const [row] = await db
    .select({
      fileName: providerFiles.fileName,
      contentType: providerFiles.contentType,
      content: providerFiles.content,
    })
    .from(providerFiles)
    .where(
      and(
        eq(providerFiles.id, input.uid),
        eq(providerFiles.providerId, input.providerId),
        or(
          sql`exists (select 1 from ${d} where ${d.fileId} = ${providerFiles.id} and ${d.publicationState} = 'PUBLISHED')`,
          sql`exists (select 1 from ${c} where (${c.fileId} = ${providerFiles.id} or ${c.imageFileId} = ${providerFiles.id}) and ${c.publicationState} = 'PUBLISHED')`,
        ),
      ),
    );
  return row ?? null;
}
