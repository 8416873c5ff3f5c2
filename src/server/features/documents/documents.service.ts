/**
 * The document engine's building blocks shared by its use cases — who is looking (net prices visible or
 * not), the document as they see it — and its answers besides the versioned document: a kind's list,
 * the editor's choices and comments.
 */
import type {
  Document,
  DocumentComment,
  DocumentFormConfig,
  DocumentHeader,
  DocumentItemData,
  Reference,
} from '@shared/api/documents';
import { canAccess } from '@shared/domain/access';
import { vatRatesBp } from '@shared/domain/company-settings';
import { documentAccess } from '@shared/domain/documents/document-access';
import { type DocumentKind, type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { defaultValidTill, documentLimits } from '@shared/domain/documents/document-rules';
import { formatRateBp } from '@shared/domain/documents/document-totals';
import { formatDate } from '@shared/domain/format';
import { ownArticleTypeLabels } from '@shared/domain/own-article';
import { permissions } from '@shared/domain/permissions';
import { priceVisibility } from '@shared/domain/pricing';
import type { Db } from '../../platform/db/database';
import type { Clock, EmployeeCallContext } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
// Prices, stock and replacements of lines are the line operations' knowledge (decision 0010).
import {
  type DocumentFacts,
  enrichDocumentItems,
  fillPurchasePrices,
} from '../documentItems/documentItems.service';
import { documentErrors } from './documents.errors';
import { keepStoredMargins, toComment, toDocument, toItemViews } from './documents.mapper';
import {
  activeEmployees,
  clientOfFirm,
  type DocumentRow,
  findDocument,
  findDocumentRules,
  findEmployeeChoices,
  findFolderAndRelations,
  findRefs,
  firmEmployeeIds,
  insertComment,
  listComments,
} from './documents.repository';

export type EmployeeSession = EmployeeCallContext<unknown>['session'];

/** Calls that name the kind in their parameters check the kind's site option here. */
export function assertKindAccess(session: EmployeeSession, docType: DocumentType): void {
  if (!canAccess(session.employee, documentAccess(docType))) {
    throw httpErrors.FORBIDDEN();
  }
}

export interface DocumentViewer {
  netVisible: boolean;
  mayEditOwnPrices: boolean;
}

/** Net prices and margins show unless the employee hides them or the session is in client mode. */
export function documentViewer(session: EmployeeSession): DocumentViewer {
  return {
    netVisible: priceVisibility({
      kind: 'employee',
      netPriceAndMarginHidden: session.employee.netPriceAndMarginHidden,
      clientMode: session.clientMode,
    }).net,
    mayEditOwnPrices: canAccess(session.employee, permissions.editOwnPrices),
  };
}

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
  db: Db;
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
  const { db, firmId, viewer, clientId, employeeId } = args;
  const enrich = async () => {
    const read = args.read ? await args.read.facts : null;
    return enrichDocumentItems({
      db,
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
    items: toItemViews(row.header, row.items, parts.enriched.items, viewer.netVisible),
    mayBeActualized: parts.enriched.mayBeActualized,
    netVisible: viewer.netVisible,
    mayEdit: canAccess(session.employee, documentAccess(row.docType)),
    client: parts.client,
    employee: parts.employee,
    comments: parts.comments,
    folder: parts.folder,
    hasRelations: parts.hasRelations,
  });
}

export async function presentDocument(args: {
  db: Db;
  session: EmployeeSession;
  row: DocumentRow;
  viewer: DocumentViewer;
  today: string;
  /** The lines' facts read side by side with `row` (`loadFactsForDocument`). */
  facts?: Promise<DocumentFacts>;
}): Promise<Document> {
  const { db, session, row, viewer, today } = args;
  const parts = await loadViewParts({
    read: args.facts ? { facts: args.facts, version: row.version } : undefined,
    db,
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

/** Everything the header points at must be the firm's own; anything else is "not found" at its field. */
export async function assertReferences(db: Db, firmId: string, header: DocumentHeader): Promise<void> {
  const employeeIds = [
    ...new Set([header.employeeUid, ...header.assigneeUids].filter((id): id is string => id !== null)),
  ];
  const [clientOk, ownEmployees, credited] = await Promise.all([
    header.clientUid ? clientOfFirm(db, firmId, header.clientUid) : true,
    firmEmployeeIds(db, firmId, employeeIds),
    header.creditedInvoiceUid ? findDocument(db, firmId, 'INVOICE', header.creditedInvoiceUid) : true,
  ]);
  if (!clientOk) throw httpErrors.NOT_FOUND({ field: 'data.clientUid' });
  if (header.employeeUid && !ownEmployees.has(header.employeeUid))
    throw httpErrors.NOT_FOUND({ field: 'data.employeeUid' });
  const assignee = header.assigneeUids.findIndex((id) => !ownEmployees.has(id));
  if (assignee >= 0) throw httpErrors.NOT_FOUND({ field: `data.assigneeUids.${assignee}` });
  if (!credited) throw httpErrors.NOT_FOUND({ field: 'data.creditedInvoiceUid' });
}

/**
 * An employee who may not see net prices saves lines without them: stored lines keep their purchase
 * prices and markups, and new lines get the purchase price from their price source today (the line
 * search left it out for them), so the firm's margin figures stay whole.
 */
export async function hiddenMarginsFilled(args: {
  db: Db;
  firmId: string;
  header: DocumentHeader;
  items: DocumentItemData[];
  stored: DocumentItemData[];
  now: Date;
}): Promise<DocumentItemData[]> {
  return fillPurchasePrices({
    db: args.db,
    firmId: args.firmId,
    clientId: args.header.clientUid,
    items: keepStoredMargins(args.items, args.stored),
    today: formatDate(args.now),
  });
}

/** The header a new draft starts with: the session's employee, and an offer's usual validity. */
export function newDraftHeader(
  kind: DocumentKind,
  session: EmployeeSession,
  sent: DocumentHeader,
): DocumentHeader {
  const validTill = kind.extraFields.includes('validTill') ? defaultValidTill(sent.docDate) : null;
  return {
    ...sent,
    employeeUid: sent.employeeUid ?? session.employee.id,
    validTill: sent.validTill ?? validTill,
  };
}

/** Units a VVS firm writes on lines; the cell still accepts any unit. */
export const DOCUMENT_UNITS = [
  'st',
  'm',
  'tim',
  'kg',
  'l',
  'frp',
  'pkt',
  'rle',
  'sats',
  'par',
  'm²',
  'm³',
  'km',
  'dag',
];

export const DEFAULT_OFFER_VALIDITY_DAYS = 30;

/** The editor's choices for the session's employee and firm (api-spec §7.4 formConfig). */
export async function documentFormConfig({
  db,
  session,
  docType,
}: {
  db: Db;
  session: EmployeeSession;
  docType: DocumentType;
}): Promise<DocumentFormConfig> {
  assertKindAccess(session, docType);
  const firmId = session.employee.firmId;
  const viewer = documentViewer(session);
  const [me, rules, employees] = await Promise.all([
    findEmployeeChoices(db, firmId, session.employee.id),
    findDocumentRules(db, firmId),
    activeEmployees(db, firmId),
  ]);
  return {
    vatRates: vatRatesBp.map((value) => ({ value, label: formatRateBp(value) })),
    units: DOCUMENT_UNITS,
    employees: employees.map((e) => ({ uid: e.id, caption: e.caption })),
    noteMaxLength: rules.documentNoteMaxLength,
    markMaxLength: documentLimits.mark,
    mandatoryMark: rules.mandatoryMark,
    mandatoryObject: rules.mandatoryObject,
    addingDuplicateArticleType: me?.addingDuplicateArticleType ?? 'ASK',
    netPricesVisible: viewer.netVisible,
    ownArticleTypeLabels: { ...ownArticleTypeLabels },
    defaultOfferValidityDays: DEFAULT_OFFER_VALIDITY_DAYS,
  };
}

export const COMMENT_MAX_LENGTH = 2000;

/** A comment by the session's employee, now; comments are not part of the versioned form. */
export async function addDocumentComment({
  db,
  clock,
  session,
  docType,
  docUid,
  text,
}: {
  db: Db;
  clock: Clock;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
  text: string;
}): Promise<DocumentComment[]> {
  assertKindAccess(session, docType);
  const firmId = session.employee.firmId;
  const trimmed = text.trim();
  if (!trimmed) throw documentErrors.COMMENT_EMPTY({ field: 'text' });
  if (trimmed.length > COMMENT_MAX_LENGTH)
    throw documentErrors.COMMENT_TOO_LONG(COMMENT_MAX_LENGTH, { field: 'text' });
  const [row, me] = await Promise.all([
    findDocument(db, firmId, docType, docUid),
    findEmployeeChoices(db, firmId, session.employee.id),
  ]);
  if (!row) throw httpErrors.NOT_FOUND();
  await insertComment(db, {
    firmId,
    documentId: row.id,
    employeeId: session.employee.id,
    employeeName: me?.displayName ?? '',
    text: trimmed,
    createdAt: clock.now(),
  });
  return (await listComments(db, firmId, row.id)).map(toComment);
}
