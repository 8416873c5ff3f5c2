/** The editor's choices (formConfig) and a document's comments, both beside the versioned form. */
import type { DocumentComment, DocumentFormConfig } from '@shared/api/documents';
import { vatRatesBp } from '@shared/domain/company-settings';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { documentLimits } from '@shared/domain/documents/document-rules';
import { formatRateBp } from '@shared/domain/documents/document-totals';
import { ownArticleTypeLabels } from '@shared/domain/own-article';
import type { StoreDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { assertKindAccess, documentErrors } from '../engine/engine.errors';
import { DEFAULT_OFFER_VALIDITY_DAYS, toComment } from '../engine/engine.mapper';
import {
  activeEmployees,
  findDocument,
  findDocumentRules,
  findEmployeeChoices,
  insertComment,
  listComments,
} from '../engine/engine.repository';
import { documentViewer, type EmployeeSession } from '../view/view.mapper';

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

/** The editor's choices for the session's employee and firm (api-spec §7.4 formConfig). */
export async function documentFormConfig({
  deps: { db },
  firmId,
  session,
  docType,
}: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
}): Promise<DocumentFormConfig> {
  assertKindAccess(session, docType);
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
    // A new work order is assigned to the firm's default employee (issue #19).
    defaultAssigneeUids: employees.filter((e) => e.isDefault).map((e) => e.id),
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
  deps: { db, clock },
  firmId,
  session,
  docType,
  docUid,
  text,
}: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
  text: string;
}): Promise<DocumentComment[]> {
  assertKindAccess(session, docType);
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
