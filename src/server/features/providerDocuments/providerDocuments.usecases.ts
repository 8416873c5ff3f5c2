import { type FileBody, fillPath } from '@shared/api/endpoint';
import {
  type Banner,
  type CabinetPageContent,
  type ContentSection,
  type DocumentLink,
  type Flipbook,
  type InstructionDocument,
  type ProviderDocType,
  providerDocumentsApi,
  type TypeDocument,
} from '@shared/api/providerDocuments.api';
import { safeHtml } from '../../platform/html/safe-html';
import type { AppDeps } from '../../platform/http/context';
import { providerDocumentsErrors } from './providerDocuments.errors';
import {
  type CabinetRow,
  type DocumentRow,
  findProviderOfFirm,
  findPublishedCabinetItems,
  findPublishedDocuments,
  findPublishedFile,
  findPublishedSection,
} from './providerDocuments.repository';

interface Call {
  deps: AppDeps;
  firmId: string;
}

/**
 * The address that serves a provider's file. Stable, not a short-lived copy: the file is the provider's,
 * the same for every firm, and a list answer would otherwise copy every document's bytes (decision 0056).
 */
export function providerFileLink(fileId: string): string {
  return fillPath(providerDocumentsApi.providerFile, { uid: fileId }).url;
}

async function providerOf(deps: AppDeps, firmId: string): Promise<string | null> {
  return findProviderOfFirm(deps.db, firmId);
}

function documentLink(row: DocumentRow): DocumentLink {
  return {
    uid: row.id,
    title: row.title,
    description: row.description,
    fileName: row.fileName,
    contentType: row.contentType,
    link: providerFileLink(row.fileId),
    updatedOn: row.updatedOn,
  };
}

/** GET /content/instructions: the provider's published instructions and manuals, by its groups. */
export async function listInstructions({ deps, firmId }: Call): Promise<{ items: InstructionDocument[] }> {
  const providerId = await providerOf(deps, firmId);
  if (!providerId) return { items: [] };
  const rows = await findPublishedDocuments(deps.db, { providerId, section: 'INSTRUCTION' });
  return { items: rows.map((row) => ({ ...documentLink(row), category: row.category ?? 'Övrigt' })) };
}

/** GET /content/downloadableFilesList: the provider's published forms and files. */
export async function listDownloadableFiles({ deps, firmId }: Call): Promise<{ items: DocumentLink[] }> {
  const providerId = await providerOf(deps, firmId);
  if (!providerId) return { items: [] };
  const rows = await findPublishedDocuments(deps.db, { providerId, section: 'DOWNLOADABLE' });
  return { items: rows.map(documentLink) };
}

/** GET /binaryDocuments?docTypes: the provider's published document of each type asked (all without a filter). */
export async function listTypeDocuments({
  deps,
  firmId,
  docTypes,
}: Call & { docTypes?: readonly ProviderDocType[] }): Promise<{ items: TypeDocument[] }> {
  const providerId = await providerOf(deps, firmId);
  if (!providerId) return { items: [] };
  const rows = await findPublishedDocuments(deps.db, { providerId, section: 'TYPE_DOCUMENT', docTypes });
  return {
    items: rows.flatMap((row) =>
      row.docType
        ? [
            {
              title: row.title,
              contentType: row.contentType,
              docType: row.docType,
              link: providerFileLink(row.fileId),
            },
          ]
        : [],
    ),
  };
}

function banner(row: CabinetRow): Banner | null {
  if (!row.linkType || !row.link) return null;
  return {
    uid: row.id,
    title: row.title,
    text: row.text,
    imageLink: providerFileLink(row.imageFileId),
    imageAlt: row.imageAlt,
    type: row.linkType,
    link: row.link,
    linkText: row.linkText,
    colorTheme: row.colorTheme,
  };
}

function flipbook(row: CabinetRow): Flipbook | null {
  if (!row.fileId || !row.fileName || !row.contentType) return null;
  return {
    uid: row.id,
    title: row.title,
    description: row.text,
    imageLink: providerFileLink(row.imageFileId),
    link: providerFileLink(row.fileId),
    fileName: row.fileName,
    contentType: row.contentType,
  };
}

/** GET /cabinetPageContent: the start page's published banners and flipbooks. */
export async function cabinetPageContent({ deps, firmId }: Call): Promise<CabinetPageContent> {
  const providerId = await providerOf(deps, firmId);
  if (!providerId) return { banners: [], flipbooks: [] };
  const rows = await findPublishedCabinetItems(deps.db, providerId);
  return {
    banners: rows.filter((r) => r.kind === 'BANNER').flatMap((r) => banner(r) ?? []),
    flipbooks: rows.filter((r) => r.kind === 'FLIPBOOK').flatMap((r) => flipbook(r) ?? []),
  };
}

/** GET /content/extendedContentSection?uid: a published section, its HTML sanitised. */
export async function contentSection({ deps, firmId, uid }: Call & { uid: string }): Promise<ContentSection> {
  const providerId = await providerOf(deps, firmId);
  const row = providerId ? await findPublishedSection(deps.db, { providerId, uid }) : null;
  if (!row) throw providerDocumentsErrors.SECTION_NOT_FOUND();
  return { uid: row.id, title: row.title, body: safeHtml(row.body), updatedOn: row.updatedOn };
}

/** GET /content/providerFile/:uid: a published file's bytes; PDFs and pictures open in the browser. */
export async function providerFile({ deps, firmId, uid }: Call & { uid: string }): Promise<FileBody> {
  const providerId = await providerOf(deps, firmId);
  const row = providerId ? await findPublishedFile(deps.db, { providerId, uid }) : null;
  if (!row) throw providerDocumentsErrors.FILE_NOT_FOUND();
  return providerFileBody(row);
}

/**
 * A stored provider file as the answer that serves it: PDFs and pictures open in the browser. Published
 * content may be withdrawn, so a browser keeps it a short while and only for this user; the
 * administration's own view is not kept at all.
 */
export function providerFileBody(
  row: { content: Buffer; contentType: string; fileName: string },
  cache: 'published' | 'admin' = 'published',
): FileBody {
  const opens = row.contentType === 'application/pdf' || row.contentType.startsWith('image/');
  return {
    content: row.content,
    contentType: row.contentType,
    fileName: row.fileName,
    disposition: opens ? 'inline' : 'attachment',
    cacheControl: cache === 'published' ? 'private, max-age=300' : 'private, no-store',
  };
}
