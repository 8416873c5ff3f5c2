/**
 * The document as an employee sees it: the stored row with today's facts per line (prices, stock,
 * replacements), the names it points at, its comments and folder; margins only where they may be seen.
 */
import type { Document, DocumentComment, DocumentItemData, Reference } from '@shared/api/documents';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { StoreDeps } from '../../../platform/http/context';
import { toComment, toDocument, toItemViews } from '../engine/engine.mapper';
import {
  type DocumentRow,
  findFolderAndRelations,
  findRefs,
  listComments,
} from '../engine/engine.repository';
import { kindModules } from '../kinds';
// Prices, stock and replacements of lines are the line operations' knowledge (decision 0010).
import type { DocumentFacts } from '../pricing/pricing.repository';
import { enrichDocumentItems } from '../pricing/pricing.usecases';
import type { DocumentViewer, EmployeeSession } from './view.mapper';

/** What the view adds to the stored document: today's facts per line, names and comments. */
export interface ViewParts {
  enriched: Awaited<ReturnType<typeof enrichDocumentItems>>;
  client: Reference | null;
  employee: Reference | null;
  comments: DocumentComment[];
  folder: Reference | null;
  hasRelations: boolean;
}

/**
 * Reads the view's parts for lines the caller knows. A save starts it alongside its own write, so the
 * answer does not wait for one after the other; `docId` null is a document that has no comments yet.
 */
export async function loadViewParts(args: {
  deps: StoreDeps;
  firmId: string;
  viewer: DocumentViewer;
  today: string;
  docId: string | null;
  clientId: string | null;
  employeeId: string | null;
  items: DocumentItemData[];
  /** The lines' facts read with the stored row of `version` (a load), used when that is still the row. */
  read?: { facts: Promise<DocumentFacts>; version: number };
}): Promise<ViewParts> {
  const { deps, firmId, viewer, clientId, employeeId } = args;
  const { db } = deps;
  const enrich = async () => {
    const read = args.read ? await args.read.facts : null;
    return enrichDocumentItems({
      deps,
      firmId,
      viewer: { netPricesVisible: viewer.netVisible, mayEditOwnPrices: viewer.mayEditOwnPrices },
      clientId,
      items: args.items,
      today: args.today,
      // A save between reading the row and its facts: read them again for the row's lines.
      read: read && read.version === args.read?.version ? read.loaded : undefined,
    });
  };
  const [enriched, refs, comments, filed] = await Promise.all([
    enrich(),
    findRefs(db, firmId, {
      clientIds: clientId ? [clientId] : [],
      employeeIds: employeeId ? [employeeId] : [],
    }),
    args.docId ? listComments(db, firmId, args.docId) : [],
    args.docId ? findFolderAndRelations(db, firmId, args.docId) : { folder: null, hasRelations: false },
  ]);
  const client = clientId ? refs.clients.get(clientId) : undefined;
  const employee = employeeId ? refs.employees.get(employeeId) : undefined;
  return {
    enriched,
    client: client ? { uid: client.id, caption: client.caption } : null,
    employee: employee ? { uid: employee.id, caption: employee.caption } : null,
    comments: comments.map(toComment),
    folder: filed.folder ? { uid: filed.folder.id, caption: filed.folder.caption } : null,
    hasRelations: filed.hasRelations,
  };
}

/** The document as the session's employee sees it: today's prices per line, margins only if allowed. */
export function assembleDocument({
  session,
  row,
  viewer,
  parts,
}: {
  session: EmployeeSession;
  row: DocumentRow;
  viewer: DocumentViewer;
  parts: ViewParts;
}): Document {
  return toDocument({
    row,
    kind: documentKinds[row.docType],
    items: toItemViews(
      row.header,
      row.items,
      parts.enriched.items,
      viewer.netVisible,
      documentKinds[row.docType],
    ),
    mayBeActualized: parts.enriched.mayBeActualized,
    netVisible: viewer.netVisible,
    mayEdit: canAccess(session.employee, documentAccess(row.docType)),
    client: parts.client,
    employee: parts.employee,
    comments: parts.comments,
    folder: parts.folder,
    hasRelations: parts.hasRelations,
    totals: kindModules[row.docType].storedTotals?.(row),
  });
}

export async function presentDocument(args: {
  deps: StoreDeps;
  session: EmployeeSession;
  row: DocumentRow;
  viewer: DocumentViewer;
  today: string;
  /** The lines' facts read side by side with `row` (`loadFactsForDocument`). */
  facts?: Promise<DocumentFacts>;
}): Promise<Document> {
  const { deps, session, row, viewer, today } = args;
  const parts = await loadViewParts({
    read: args.facts ? { facts: args.facts, version: row.version } : undefined,
    deps,
    firmId: session.employee.firmId,
    viewer,
    today,
    docId: row.id,
    clientId: row.clientId,
    employeeId: row.employeeId,
    items: row.items,
  });
  return assembleDocument({ session, row, viewer, parts });
}
