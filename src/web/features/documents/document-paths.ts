/**
 * The document routes of decision 0006: `/montor/dokument/<slug>/list | new | edit/:docUid` for every kind
 * in the registry. Kinds the firm does not write itself (the provider's follow-ups) have no `new`; the
 * provider's invoices are only shown in their list.
 */
import {
  type DocumentKind,
  type DocumentType,
  documentKinds,
  documentTypes,
} from '@shared/domain/documents/document-kinds';

export const DOCUMENT_PREFIX = '/montor/dokument';

export function documentListPath(type: DocumentType): string {
  return `${DOCUMENT_PREFIX}/${documentKinds[type].slug}/list`;
}

export function documentNewPath(type: DocumentType): string {
  return `${DOCUMENT_PREFIX}/${documentKinds[type].slug}/new`;
}

export function documentEditPath(type: DocumentType, docUid: string): string {
  return `${DOCUMENT_PREFIX}/${documentKinds[type].slug}/edit/${docUid}`;
}

/** The provider's invoices are read in their list only (product-spec §2: no new or edit route). */
export function hasEditor(kind: DocumentKind): boolean {
  return kind.type !== 'UNIX_INVOICE';
}

export function canCreate(kind: DocumentKind): boolean {
  return kind.creatable && hasEditor(kind);
}

export interface DocumentRouteSpec {
  type: DocumentType;
  path: string;
  page: 'list' | 'editor';
}

/** Every document page of every kind, for the router. */
export function documentRouteSpecs(): DocumentRouteSpec[] {
  return documentTypes.flatMap((type) => {
    const kind = documentKinds[type];
    const routes: DocumentRouteSpec[] = [{ type, path: documentListPath(type), page: 'list' }];
    if (canCreate(kind)) routes.push({ type, path: documentNewPath(type), page: 'editor' });
    if (hasEditor(kind))
      routes.push({ type, path: `${DOCUMENT_PREFIX}/${kind.slug}/edit/:docUid`, page: 'editor' });
    return routes;
  });
}

/** The kind a document page serves, from the first segment after the prefix. */
export function documentTypeOfPath(pathname: string): DocumentType | null {
  const slug = pathname.slice(DOCUMENT_PREFIX.length + 1).split('/')[0] ?? '';
  return documentTypes.find((t) => documentKinds[t].slug === slug) ?? null;
}
