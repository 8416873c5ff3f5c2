import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { PDF_CONTENT_TYPE } from '../../platform/pdf/pdf';
import { providers } from '../provider';
import {
  type DemoDocument,
  demoBanners,
  demoContentSections,
  demoDownloadables,
  demoFlipbooks,
  demoInstructions,
  demoTypeDocuments,
} from './providerDocuments.data';
import { bannerSvg, coverSvg, documentPdf } from './providerDocuments.files';
import { storeProviderFile } from './providerDocuments.repository';
import {
  cabinetItems,
  contentSections,
  type ProviderDocumentSection,
  providerDocuments,
} from './providerDocuments.table';

const SVG = 'image/svg+xml';

async function seedDocuments(
  db: Db,
  input: {
    providerId: string;
    provider: string;
    section: ProviderDocumentSection;
    documents: DemoDocument[];
  },
): Promise<void> {
  for (const [position, doc] of input.documents.entries()) {
    const content = await documentPdf({ ...doc, provider: input.provider });
    const fileId = await storeProviderFile(db, {
      providerId: input.providerId,
      fileName: doc.fileName,
      contentType: PDF_CONTENT_TYPE,
      content,
    });
    await db.insert(providerDocuments).values({
      providerId: input.providerId,
      section: input.section,
      docType: doc.docType ?? null,
      category: doc.category ?? null,
      title: doc.title,
      description: doc.description,
      fileId,
      position,
      updatedOn: doc.updatedOn,
      publicationState: doc.state ?? 'PUBLISHED',
    });
  }
}

async function seedCabinet(db: Db, providerId: string, provider: string): Promise<void> {
  const sectionIds = new Map<string, string>();
  for (const section of demoContentSections) {
    const [row] = await db
      .insert(contentSections)
      .values({
        providerId,
        title: section.title,
        body: section.body,
        updatedOn: section.updatedOn,
        publicationState: section.state ?? 'PUBLISHED',
      })
      .returning({ id: contentSections.id });
    sectionIds.set(section.key, row!.id);
  }
  for (const [position, banner] of demoBanners.entries()) {
    const imageFileId = await storeProviderFile(db, {
      providerId,
      fileName: `banner-${position + 1}.svg`,
      contentType: SVG,
      content: Buffer.from(bannerSvg(banner.colorTheme)),
    });
    const link =
      banner.linkType === 'EXTENDED_CONTENT_SECTION_UID' ? sectionIds.get(banner.link)! : banner.link;
    await db.insert(cabinetItems).values({
      providerId,
      kind: 'BANNER',
      title: banner.title,
      text: banner.text,
      imageFileId,
      linkType: banner.linkType,
      link,
      linkText: banner.linkText,
      colorTheme: banner.colorTheme,
      position: position + 1,
      publicationState: banner.state ?? 'PUBLISHED',
    });
  }
  for (const [position, book] of demoFlipbooks.entries()) {
    const imageFileId = await storeProviderFile(db, {
      providerId,
      fileName: book.fileName.replace(/\.pdf$/, '-omslag.svg'),
      contentType: SVG,
      content: Buffer.from(coverSvg({ title: book.title, provider, theme: book.colorTheme })),
    });
    const content = await documentPdf({
      title: book.title,
      provider,
      updatedOn: '2026-11-16',
      sections: book.sections,
    });
    const fileId = await storeProviderFile(db, {
      providerId,
      fileName: book.fileName,
      contentType: PDF_CONTENT_TYPE,
      content,
    });
    await db.insert(cabinetItems).values({
      providerId,
      kind: 'FLIPBOOK',
      title: book.title,
      text: book.description,
      imageFileId,
      fileId,
      colorTheme: book.colorTheme,
      position: position + 1,
      publicationState: book.state ?? 'PUBLISHED',
    });
  }
}

/** The demo provider's instructions, forms, documents per type and start-page cabinet (decision 0056). */
export async function seedDemoProviderDocuments(db: Db, providerId: string): Promise<void> {
  const [row] = await db.select({ name: providers.name }).from(providers).where(eq(providers.id, providerId));
  const provider = row?.name ?? '';
  const lists: Array<[ProviderDocumentSection, DemoDocument[]]> = [
    ['INSTRUCTION', demoInstructions],
    ['DOWNLOADABLE', demoDownloadables],
    ['TYPE_DOCUMENT', demoTypeDocuments],
  ];
  for (const [section, documents] of lists)
    await seedDocuments(db, { providerId, provider, section, documents });
  await seedCabinet(db, providerId, provider);
}
