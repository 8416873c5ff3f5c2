import type { Document, DocumentHeader, DocumentItemData } from '@shared/api/documents.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { Db } from '../../platform/db/database';
import type { EmployeeCallContext } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';

export type EmployeeSession = EmployeeCallContext<unknown>['session'];

/** The stored document as other features (line operations) read it. */
export interface StoredDocument {
  uid: string;
  docType: DocumentType;
  version: number;
  completed: boolean;
  locked: boolean;
  clientId: string | null;
  header: DocumentHeader;
  items: DocumentItemData[];
}

/** The firm's document as stored; 404 when it is another firm's, another kind or deleted. */
export async function readDocument(_args: {
  db: Db;
  firmId: string;
  docType: DocumentType;
  docUid: string;
}): Promise<StoredDocument> {
  throw httpErrors.NOT_FOUND();
}

/**
 * Changes a document's lines under the same rules as a save (version check, not-editable refusal,
 * recomputed totals) and answers the saved document as the session's employee sees it.
 */
export async function updateDocumentItems(_args: {
  db: Db;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
  newVersion: number;
  update: (
    items: DocumentItemData[],
    header: DocumentHeader,
  ) => DocumentItemData[] | Promise<DocumentItemData[]>;
}): Promise<Document> {
  throw httpErrors.NOT_FOUND();
}
