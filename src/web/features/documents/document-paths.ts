/**
 * The document routes of decision 0006: `/montor/dokument/<slug>/list | new | edit/:docUid` for every kind
 * in the registry, and the list's folder family (`folder/:folderUid`, `specialFolder/:folderType` and
 * `specialFolder/:folderType/folder/:folderUid`, product-spec §2). Kinds the firm does not write itself (the provider's follow-ups) have no `new`; the
 * provider's invoices are only shown in their list.
 */
import { type SpecialFolder, specialFolders } from '@shared/api/documents';
import {
  type DocumentKind,
  type DocumentType,
  documentKinds,
  documentTypes,
} from '@shared/domain/documents/document-kinds';
import { kindModules } from './kinds';

export const DOCUMENT_PREFIX = '/montor/dokument';

export function documentListPath(type: DocumentType): string {
  return `${DOCUMENT_PREFIX}/${documentKinds[type].slug}/list`;
}

/** Where a list looks: the root (no folder, no special folder), a folder, the archive or the trash. */
export interface ListLocation {
  folderUid: string | null;
  specialFolder: SpecialFolder | null;
}

export const ROOT_LOCATION: ListLocation = { folderUid: null, specialFolder: null };

/** The address of a list location; the query (filters, page) is the caller's to add. */
export function documentFolderPath(type: DocumentType, location: ListLocation): string {
  const base = `${DOCUMENT_PREFIX}/${documentKinds[type].slug}`;
  const special = location.specialFolder ? `/specialFolder/${location.specialFolder}` : '';
  if (location.folderUid) return `${base}${special}/folder/${location.folderUid}`;
  return special ? `${base}${special}` : `${base}/list`;
}

/** The location from the route's parameters; null when the special folder is not one we know. */
export function listLocationOf(params: { folderUid?: string; folderType?: string }): ListLocation | null {
  const { folderUid, folderType } = params;
  if (folderType !== undefined && !(specialFolders as readonly string[]).includes(folderType)) return null;
  return { folderUid: folderUid ?? null, specialFolder: (folderType as SpecialFolder | undefined) ?? null };
}

export function documentNewPath(type: DocumentType): string {
  return `${DOCUMENT_PREFIX}/${documentKinds[type].slug}/new`;
}

/** Where a document opens; the provider's invoice has no edit route (product-spec §2) but a view. */
export function documentEditPath(type: DocumentType, docUid: string): string {
  return `${DOCUMENT_PREFIX}/${documentKinds[type].slug}/${kindModules[type].opensAt}/${docUid}`;
}

/** The provider's documents open read-only views (issue #7): the follow-up at edit/, the invoice at view/. */
export function opensAsView(type: DocumentType): boolean {
  return kindModules[type].page !== 'editor';
}

/** The monthly summaries of the provider's invoices (api-spec §7.4 unixInvoicesSummaries). */
export const UNIX_INVOICE_SUMMARIES_PATH = `${DOCUMENT_PREFIX}/unix-invoice/summaries`;

/** Every kind's documents open from its list (the provider's invoice in its view, never an editor). */
export function hasEditor(_kind: DocumentKind): boolean {
  return true;
}

export function canCreate(kind: DocumentKind): boolean {
  return kind.creatable && hasEditor(kind);
}

export interface DocumentRouteSpec {
  type: DocumentType;
  path: string;
  page: 'list' | 'editor' | 'view';
}

/** Every document page of every kind, for the router. */
export function documentRouteSpecs(): DocumentRouteSpec[] {
  return documentTypes.flatMap((type) => {
    const kind = documentKinds[type];
    const base = `${DOCUMENT_PREFIX}/${kind.slug}`;
    const routes: DocumentRouteSpec[] = [
      `${base}/list`,
      `${base}/folder/:folderUid`,
      `${base}/specialFolder/:folderType`,
      `${base}/specialFolder/:folderType/folder/:folderUid`,
    ].map((path) => ({ type, path, page: 'list' }));
    if (canCreate(kind)) routes.push({ type, path: documentNewPath(type), page: 'editor' });
    routes.push({
      type,
      path: `${base}/${kindModules[type].opensAt}/:docUid`,
      page: opensAsView(type) ? 'view' : 'editor',
    });
    return routes;
  });
}

/** The kind a document page serves, from the first segment after the prefix. */
export function documentTypeOfPath(pathname: string): DocumentType | null {
  const slug = pathname.slice(DOCUMENT_PREFIX.length + 1).split('/')[0] ?? '';
  return documentTypes.find((t) => documentKinds[t].slug === slug) ?? null;
}
