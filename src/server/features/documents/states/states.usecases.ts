/**
 * Bulk actions on selected documents (issue #6, api-spec §7.6): archive, trash, restore, move, empty the
 * trash, archive the old, copy and the validity check. A selection is checked whole inside the call's one
 * transaction: a uid that is not the firm's document of the kind fails the call with 404 and changes
 * nothing (docs/decisions/0012).
 */
import type { Document, DocumentHeader, relationsToDeleteSchema } from '@shared/api/documents';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import {
  type DocumentKind,
  type DocumentType,
  documentKinds,
  documentTypes,
} from '@shared/domain/documents/document-kinds';
import { addMonths } from '@shared/domain/documents/document-period';
import { addDays, defaultValidTill } from '@shared/domain/documents/document-rules';
import { formatDate } from '@shared/domain/format';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { StoreDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { assertValid } from '../../../platform/http/validation';
import { allocateDocumentNumber } from '../../company';
import { completionProblems } from '../completion/completion.usecases';
import { assertCreatable, assertKindAccess, assertVersion, documentErrors } from '../engine/engine.errors';
import { toDocumentValues, totalsOf } from '../engine/engine.mapper';
import {
  type DocumentRow,
  findDocument,
  findDocumentRules,
  insertDocument,
  updateDocument,
} from '../engine/engine.repository';
import { folderErrors, keptByLawMessage } from '../folders/folders.errors';
import { findFolder } from '../folders/folders.repository';
import { kindModules } from '../kinds';
import { documentViewer, type EmployeeSession } from '../view/view.mapper';
import { presentDocument } from '../view/view.usecases';
import {
  archiveDocuments,
  archiveUnchangedSince,
  countOwned,
  destroyTrashed,
  findDocumentKinds,
  findDocumentsByIds,
  moveDocuments,
  restoreDocuments,
  trashDocuments,
  unarchiveDocuments,
} from './states.repository';

/** Documents not changed for this many months are "old" (archived by hand or automatically). */
export const ARCHIVE_AFTER_MONTHS = 18;

export interface Selection {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUids: string[];
}

/** Every uid must be the firm's document of the kind; duplicates count once. */
async function ownedSelection(tx: Db, firmId: string, docType: DocumentType, docUids: readonly string[]) {
  const unique = [...new Set(docUids)];
  if ((await countOwned(tx, firmId, docType, unique)) !== unique.length)
    throw folderErrors.DOCUMENT_NOT_FOUND();
  return unique;
}

/** The common shape: access, the checked selection, one write in one transaction. */
async function onSelection(
  { deps: { db, clock }, session, docType, docUids }: Selection,
  write: (tx: Db, firmId: string, ids: string[], now: Date) => Promise<number>,
): Promise<{ count: number }> {
  assertKindAccess(session, docType);
  const firmId = session.employee.firmId;
  const now = clock.now();
  return withTransaction(db, async (tx) => {
    const ids = await ownedSelection(tx, firmId, docType, docUids);
    return { count: await write(tx, firmId, ids, now) };
  });
}

export const archiveSelection = (s: Selection) =>
  onSelection(s, (tx, firmId, ids, now) => archiveDocuments(tx, firmId, ids, now));

export const unarchiveSelection = (s: Selection) =>
  onSelection(s, (tx, firmId, ids) => unarchiveDocuments(tx, firmId, ids));

export const restoreSelection = (s: Selection) =>
  onSelection(s, (tx, firmId, ids) => restoreDocuments(tx, firmId, ids));

/** A target folder must be the firm's folder of the same kind; null is the kind's root. */
async function targetFolder(tx: Db, firmId: string, docType: DocumentType, folderUid: string | null) {
  if (folderUid === null) return null;
  const folder = await findFolder(tx, firmId, docType, folderUid);
  if (!folder) throw folderErrors.FOLDER_NOT_FOUND({ field: 'targetFolderUid' });
  return folder;
}

export const moveSelection = (s: Selection & { targetFolderUid: string | null }) =>
  onSelection(s, async (tx, firmId, ids) => {
    const folder = await targetFolder(tx, firmId, s.docType, s.targetFolderUid);
    return moveDocuments(tx, firmId, ids, folder?.id ?? null);
  });

/**
 * To the trash, with the related documents the user ticked (of any kind the employee may use, each the
 * firm's and of the kind it is said to be).
 */
export async function trashSelection(
  s: Selection & { relationsToDelete: z.output<typeof relationsToDeleteSchema> },
): Promise<{ countDeletedDocuments: number }> {
  const related = s.relationsToDelete.flatMap((r) => r.selectedItems);
  for (const type of new Set(related.map((r) => r.docType))) assertKindAccess(s.session, type);
  const { count } = await onSelection(s, async (tx, firmId, ids, now) => {
    const selected = new Set(ids);
    if (s.relationsToDelete.some((r) => !selected.has(r.docUid))) throw folderErrors.DOCUMENT_NOT_FOUND();
    const kinds = new Map(
      (
        await findDocumentKinds(
          tx,
          firmId,
          related.map((r) => r.docUid),
        )
      ).map((d) => [d.id, d.docType]),
    );
    if (related.some((r) => kinds.get(r.docUid) !== r.docType)) throw folderErrors.DOCUMENT_NOT_FOUND();
    return trashDocuments(tx, firmId, [...ids, ...related.map((r) => r.docUid)], now);
  });
  return { countDeletedDocuments: count };
}

/** Destroys the trash (or the chosen trashed documents) except the accounting records the law keeps. */
export async function emptyTrash({
  deps: { db },
  session,
  docType,
  docUids,
}: Omit<Selection, 'docUids'> & { docUids: string[] | null }) {
  assertKindAccess(session, docType);
  const firmId = session.employee.firmId;
  const result = await withTransaction(db, async (tx) => {
    const ids = docUids ? await ownedSelection(tx, firmId, docType, docUids) : null;
    return destroyTrashed(tx, firmId, docType, ids);
  });
  return { ...result, keptMessage: keptByLawMessage(result.kept) };
}

/** The instant `months` calendar months before `now` (the same clock time). */
export function monthsBefore(now: Date, months: number): Date {
  const iso = now.toISOString();
  return new Date(`${addMonths(iso.slice(0, 10), -months)}T${iso.slice(11)}`);
}

/** Archives the documents (of one kind, or of every kind the employee uses) not changed for 18 months. */
export async function archiveOldDocuments({
  deps: { db, clock },
  session,
  docType,
}: Omit<Selection, 'docUids' | 'docType'> & { docType: DocumentType | null }) {
  if (docType) assertKindAccess(session, docType);
  const types = docType
    ? [docType]
    : documentTypes.filter((t) => canAccess(session.employee, documentAccess(t)));
  const now = clock.now();
  const count = await archiveUnchangedSince(db, {
    firmId: session.employee.firmId,
    docTypes: types,
    cutoff: monthsBefore(now, ARCHIVE_AFTER_MONTHS),
    now,
  });
  return { count };
}

/** A copy's header: dated today, with an offer's validity and an invoice's due date counted from today. */
function copiedHeader(kind: DocumentKind, header: DocumentHeader, today: string): DocumentHeader {
  return {
    ...header,
    docDate: today,
    validTill:
      kind.extraFields.includes('validTill') && header.validTill ? defaultValidTill(today) : header.validTill,
    dueDate:
      header.dueDate && header.paymentDelay !== null ? addDays(today, header.paymentDelay) : header.dueDate,
  };
}

/**
 * New drafts with the sources' header and lines (no number, not completed), totals and search text
 * written by the engine's insert, filed in the target folder or each source's own.
 */
export async function copySelection(s: Selection & { targetFolderUid: string | null }) {
  const kind = documentKinds[s.docType];
  assertCreatable(kind);
  assertKindAccess(s.session, s.docType);
  const firmId = s.session.employee.firmId;
  const now = s.deps.clock.now();
  const today = formatDate(now);
  const unique = [...new Set(s.docUids)];
  const docUids = await withTransaction(s.deps.db, async (tx) => {
    const sources = await findDocumentsByIds(tx, firmId, s.docType, unique);
    if (sources.length !== unique.length) throw folderErrors.DOCUMENT_NOT_FOUND();
    const target = await targetFolder(tx, firmId, s.docType, s.targetFolderUid);
    const byId = new Map(sources.map((d) => [d.id, d]));
    const copies: string[] = [];
    for (const uid of unique) {
      const source = byId.get(uid)!;
      const header = copiedHeader(kind, source.header, today);
      const values = toDocumentValues({
        header,
        items: source.items,
        totals: totalsOf(header, source.items, kind),
        modifiedAt: now,
      });
      const folderId = target ? target.id : source.archived ? null : source.folderId;
      const copy = await insertDocument(tx, {
        ...values,
        firmId,
        docType: s.docType,
        createdAt: now,
        folderId,
      });
      copies.push(copy.id);
    }
    return copies;
  });
  return { docUids };
}

/** Swedish names of the fields the completion rules speak of, so a list of texts says where. */
const fieldLabels: Record<string, string> = {
  mark: 'Märkning',
  object: 'Objekt',
  notes: 'Anteckningar',
  validTill: 'Giltig till',
  vatRegistrationId: 'Momsregistreringsnummer',
  items: 'Rader',
  clientUid: 'Kund',
  reverseTaxLiability: 'Omvänd betalningsskyldighet',
  creditedInvoiceUid: 'Krediterad faktura',
};

function locatedMessage(problem: { field: string; message: string }): string {
  const line = /^items\.(\d+)\./.exec(problem.field);
  // The firm's settings (`company.…`) are named by the message itself.
  if (problem.field.startsWith('company.')) return problem.message;
  const where = line ? `Rad ${Number(line[1]) + 1}` : (fieldLabels[problem.field] ?? problem.field);
  return `${where}: ${problem.message}`;
}

/** Per document the rules completing it would break (api-spec §3.14 validity check); empty when it could. */
export async function checkSelection({ deps: { db }, session, docType, docUids }: Selection) {
  assertKindAccess(session, docType);
  const kind = documentKinds[docType];
  const firmId = session.employee.firmId;
  const unique = [...new Set(docUids)];
  const [rows, rules] = await Promise.all([
    findDocumentsByIds(db, firmId, docType, unique),
    findDocumentRules(db, firmId),
  ]);
  if (rows.length !== unique.length) throw folderErrors.DOCUMENT_NOT_FOUND();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results = unique.map(async (uid) => {
    const row = byId.get(uid)!;
    const problems = await completionProblems({ db, firmId, kind, row, rules });
    return { docUid: row.id, docNumber: row.number, validateMessages: problems.map(locatedMessage) };
  });
  return { results: await Promise.all(results) };
}

// Completing a document and undoing it: the engine's own status change, beside archive and trash.

interface StatusChange {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
  newVersion: number;
}

/**
 * A completion or its undoing: the row locked, its version checked, `change` deciding the new state
 * from the stored document (inside the transaction, which it gets as `tx`). Answers the row: a caller
 * inside a larger transaction (sending an order) presents the document once, at its end.
 */
async function changeStatus(
  { deps: { db, clock }, session, docType, docUid, newVersion }: StatusChange,
  change: (before: DocumentRow, tx: Db, now: Date) => Promise<Parameters<typeof updateDocument>[4]>,
  after?: (row: DocumentRow, tx: Db, now: Date) => Promise<void>,
): Promise<DocumentRow> {
  const firmId = session.employee.firmId;
  return withTransaction(db, async (tx) => {
    const now = clock.now();
    const before = await findDocument(tx, firmId, docType, docUid, { forUpdate: true });
    if (!before) throw httpErrors.NOT_FOUND();
    assertVersion(before, newVersion);
    const state = await updateDocument(tx, firmId, docType, docUid, await change(before, tx, now));
    const row = { ...before, ...state };
    await after?.(row, tx, now);
    return row;
  });
}

/**
 * What other features do when a document is completed, inside the completion's transaction (issue #16:
 * a cash invoice's payment). The app registers them at start; the documents feature does not import
 * the features that listen, so no import cycle forms. Static wiring, not state: every server has the same.
 */
export type CompletionListener = (call: {
  tx: Db;
  session: EmployeeSession;
  row: DocumentRow;
  now: Date;
}) => Promise<void>;
const completionListeners: CompletionListener[] = [];
export function onDocumentCompleted(listener: CompletionListener): void {
  if (!completionListeners.includes(listener)) completionListeners.push(listener);
}

/** The changed document as the session's employee sees it. */
function presentChanged(args: StatusChange, row: DocumentRow): Promise<Document> {
  const { deps, session } = args;
  return presentDocument({
    deps,
    session,
    row,
    viewer: documentViewer(session),
    today: formatDate(deps.clock.now()),
  });
}

/** The kind must be one that completes at all; the caller may refuse more. */
function completableKind(session: EmployeeSession, docType: DocumentType): DocumentKind {
  assertKindAccess(session, docType);
  const kind = documentKinds[docType];
  if (kind.completion === 'NONE') throw documentErrors.COMPLETION_NOT_ALLOWED(kind.pluralLabel);
  return kind;
}

/**
 * Completes a document: every rule of `validateDocumentForCompletion` must hold (each problem answered at
 * its field), and a document without a number draws one from the firm's series inside this transaction,
 * so a failed completion gives it back. Invoices lock: they are never edited again.
 */
export async function completeDocument(args: StatusChange): Promise<Document> {
  return presentChanged(args, await completeDocumentRow(args));
}

/** `completeDocument` without presenting the result: the completed row. */
export async function completeDocumentRow(args: StatusChange): Promise<DocumentRow> {
  const kind = completableKind(args.session, args.docType);
  const firmId = args.session.employee.firmId;
  const rules = await findDocumentRules(args.deps.db, firmId);
  return changeStatus(
    args,
    async (before, tx, now) => {
      if (before.completed || before.locked) throw documentErrors.DOCUMENT_ALREADY_COMPLETED();
      assertValid(await completionProblems({ db: tx, firmId, kind, row: before, rules }), 'data');
      const number =
        before.number ??
        (kind.series
          ? (await allocateDocumentNumber({ db: tx, firmId, docType: kind.series })).number
          : null);
      return {
        number,
        completed: true,
        completedAt: now,
        locked: kind.completion === 'LOCKS',
        modifiedAt: now,
      };
    },
    async (row, tx, now) => {
      await kindModules[args.docType].onCompleted?.({ tx, firmId, row, now });
      for (const listener of completionListeners) await listener({ tx, session: args.session, row, now });
    },
  );
}

/** Back to a draft, keeping the number (completing again reuses it). Refused where completion locks. */
export async function undoCompleteDocument(args: StatusChange): Promise<Document> {
  const kind = completableKind(args.session, args.docType);
  if (kind.completion === 'LOCKS') throw documentErrors.UNDO_NOT_ALLOWED(kind.label);
  const row = await changeStatus(args, async (before, _tx, now) => {
    if (before.locked) throw documentErrors.UNDO_NOT_ALLOWED(kind.label);
    if (!before.completed) throw documentErrors.DOCUMENT_NOT_COMPLETED();
    return { completed: false, completedAt: null, modifiedAt: now };
  });
  return presentChanged(args, row);
}
