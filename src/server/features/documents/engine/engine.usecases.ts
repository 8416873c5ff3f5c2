import type { Document, DocumentData, DocumentHeader, DocumentItemData } from '@shared/api/documents';
import { type DocumentKind, type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { validateDocumentStructure } from '@shared/domain/documents/document-rules';
import { formatDate } from '@shared/domain/format';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { StoreDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { assertValid } from '../../../platform/http/validation';
import { clientMarkupOf, clientOfFirm } from '../../clients';
import { kindModules, withKindFigures } from '../kinds';
import { loadFactsForDocument } from '../pricing/pricing.repository';
import { fillPurchasePrices } from '../pricing/pricing.usecases';
import { contentWithTaxDeduction } from '../taxDeduction/taxDeduction.usecases';
import { documentViewer, type EmployeeSession } from '../view/view.mapper';
import { assembleDocument, loadViewParts, presentDocument } from '../view/view.usecases';
import { assertCreatable, assertEditable, assertVersion, documentErrors } from './engine.errors';
import {
  keepStoredMargins,
  newDraftHeader,
  type StoredDocument,
  toDocumentValues,
  toStored,
  totalsOf,
} from './engine.mapper';
import {
  type DocumentRow,
  type DocumentValues,
  findDocument,
  findDocumentRules,
  findDocumentState,
  firmEmployeeIds,
  insertDocument,
  updateDocument,
  updateDocumentAt,
} from './engine.repository';

async function findOrNotFound(db: Db, firmId: string, docType: DocumentType, docUid: string) {
  const row = await findDocument(db, firmId, docType, docUid);
  if (!row) throw httpErrors.NOT_FOUND();
  return row;
}

/** The firm's document as stored; 404 when it is another firm's, another kind or deleted. */
export async function readDocument({
  deps,
  firmId,
  docType,
  docUid,
}: {
  deps: StoreDeps;
  firmId: string;
  docType: DocumentType;
  docUid: string;
}): Promise<StoredDocument> {
  return toStored(await findOrNotFound(deps.db, firmId, docType, docUid));
}

export async function loadDocument({
  deps,
  firmId,
  session,
  docType,
  docUid,
}: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
}): Promise<Document> {
  const { db, clock } = deps;
  const today = formatDate(clock.now());
  // The lines' facts are read from the stored row while the row itself is read (decision 0011).
  const facts = loadFactsForDocument({ db, firmId, docType, docUid, today });
  facts.catch(() => {});
  const row = await findOrNotFound(db, firmId, docType, docUid);
  const document = await presentDocument({
    deps,
    session,
    row,
    viewer: documentViewer(session),
    today,
    facts,
  });
  const { afterLoad } = kindModules[docType];
  const presented = await withKindFigures({ db, session, document });
  return afterLoad ? afterLoad({ db, session, document: presented }) : presented;
}

const noteMaxLength = async (db: Db, firmId: string): Promise<number> =>
  (await findDocumentRules(db, firmId)).documentNoteMaxLength;

interface Content {
  header: DocumentHeader;
  items: DocumentItemData[];
}

/** The structural limits even a draft must keep, then the columns with server-computed totals. */
function prepareWrite(kind: DocumentKind, { header, items }: Content, maxNote: number, now: Date) {
  assertValid(validateDocumentStructure({ header, itemCount: items.length, noteMaxLength: maxNote }), 'data');
  return kindTotalsKept(
    kind,
    toDocumentValues({ header, items, totals: totalsOf(header, items, kind), modifiedAt: now }),
  );
}

/**
 * A kind whose totals its own calls keep (`storedTotals`: an interest invoice's rows, decision 0035) has
 * its total columns left as stored, so a save of its header never writes the 0 of its empty lines.
 */
function kindTotalsKept(kind: DocumentKind, values: DocumentValues): DocumentValues {
  if (!kindModules[kind.type].storedTotals) return values;
  const { totalSumOre: _sum, totalPayableOre: _payable, ...kept } = values;
  return kept;
}

/**
 * Rewrites a draft under its version: locks the row, answers 409 when someone saved since `newVersion`
 * was read, refuses a completed or locked document, and stores `content`, made from the stored document
 * (read in the transaction, which it gets as `tx`: PGlite has one connection).
 */
/** What both draft writers take; `maxNote` is the firm's note length limit (company settings). */
interface DraftWrite<C> {
  db: Db;
  firmId: string;
  kind: DocumentKind;
  docUid: string;
  newVersion: number;
  now: Date;
  maxNote: number;
  content: C;
}

async function writeDraft({
  db,
  firmId,
  kind,
  docUid,
  newVersion,
  now,
  maxNote,
  content,
}: DraftWrite<(before: DocumentRow, tx: Db) => Promise<Content>>): Promise<DocumentRow> {
  assertCreatable(kind);
  return withTransaction(db, async (tx) => {
    const before = await findDocument(tx, firmId, kind.type, docUid, { forUpdate: true });
    if (!before) throw httpErrors.NOT_FOUND();
    assertVersion(before, newVersion);
    assertEditable(before);
    const written = await content(before, tx);
    const state = await updateDocument(
      tx,
      firmId,
      kind.type,
      docUid,
      prepareWrite(kind, written, maxNote, now),
    );
    return { ...state, ...written };
  });
}

/**
 * Replaces a draft's header and lines without reading them, in one statement: the update's own row lock
 * and its condition (the version read, neither completed nor locked) do what `SELECT … FOR UPDATE` and
 * the checks do in writeDraft, and a save that loses a race re-checks the condition after the winner's
 * commit (0 rows). Only when nothing was written is the row read, to answer as writeDraft would: not
 * found, then a stale version, then not editable, then the content's structural limits.
 */
async function replaceDraft({
  db,
  firmId,
  kind,
  docUid,
  newVersion,
  now,
  maxNote,
  content,
}: DraftWrite<Content>): Promise<DocumentRow> {
  assertCreatable(kind);
  const { header, items } = content;
  const problems = validateDocumentStructure({ header, itemCount: items.length, noteMaxLength: maxNote });
  const values = kindTotalsKept(
    kind,
    toDocumentValues({ header, items, totals: totalsOf(header, items, kind), modifiedAt: now }),
  );
  const state =
    problems.length === 0 ? await updateDocumentAt(db, firmId, kind.type, docUid, newVersion, values) : null;
  if (state) return { ...state, ...content };
  const before = await findDocumentState(db, firmId, kind.type, docUid);
  if (!before) throw httpErrors.NOT_FOUND();
  assertVersion(before, newVersion);
  assertEditable(before);
  assertValid(problems, 'data');
  // Saved by someone else between the update and this read.
  throw documentErrors.DOCUMENT_VERSION_CONFLICT();
}

/**
 * Save of the editor (api-spec §7.4): without `docUid` it creates a draft (no number yet; the session's
 * employee and, for an offer, the firm's usual validity unless given), with it it replaces the draft's
 * header and lines under the version the editor read. Amounts are recomputed here, never trusted.
 */
export async function saveDocument({
  deps,
  firmId,
  session,
  docType,
  input,
}: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  input: { docUid?: string; newVersion: number; data: DocumentData };
}): Promise<Document> {
  const kind = documentKinds[docType];
  assertCreatable(kind);
  const { db, clock } = deps;
  const now = clock.now();
  const today = formatDate(now);
  const { items: sentItems, ...sentHeader } = input.data;
  const viewer = documentViewer(session);
  const docUid = input.docUid;
  const header = docUid ? sentHeader : newDraftHeader(kind, session, sentHeader);
  if (!viewer.netVisible) {
    // Margins and markup to keep from the stored row: the content depends on it, so one step at a time.
    const maxNote = await checkedNoteLimit(db, firmId, header);
    const hiddenContent = async (tx: Db, stored: DocumentRow | null): Promise<Content> =>
      contentWithTaxDeduction(
        { db: tx, firmId, kind, docUid },
        {
          header: await hiddenMarkupKept(tx, firmId, header, stored?.header ?? null),
          items: await hiddenMarginsFilled({
            deps: { db: tx, clock },
            firmId,
            header,
            items: sentItems,
            stored: stored?.items ?? [],
            today,
          }),
        },
      );
    const { newVersion } = input;
    const row = docUid
      ? await writeDraft({
          db,
          firmId,
          kind,
          docUid,
          newVersion,
          now,
          maxNote,
          content: (before, tx) => hiddenContent(tx, before),
        })
      : await createDraft(db, firmId, kind, await hiddenContent(db, null), maxNote, now);
    const document = await presentDocument({ deps, session, row, viewer, today });
    return withKindFigures({ db, session, document });
  }
  // The answer's line facts do not depend on the write: read them while the write runs.
  const parts = loadViewParts({
    deps,
    firmId,
    viewer,
    today,
    docId: docUid ?? null,
    clientId: header.clientUid,
    employeeId: header.employeeUid,
    items: sentItems,
  });
  parts.catch(() => {});
  const maxNote = await checkedNoteLimit(db, firmId, header);
  const content = await contentWithTaxDeduction({ db, firmId, kind, docUid }, { header, items: sentItems });
  const row = docUid
    ? await replaceDraft({ db, firmId, kind, docUid, newVersion: input.newVersion, now, maxNote, content })
    : await createDraft(db, firmId, kind, content, maxNote, now);
  const document = assembleDocument({ session, row, viewer, parts: await parts });
  return withKindFigures({ db, session, document });
}

/** The header's references checked and the firm's note limit read, side by side. */
async function checkedNoteLimit(db: Db, firmId: string, header: DocumentHeader): Promise<number> {
  const [maxNote] = await Promise.all([noteMaxLength(db, firmId), assertReferences(db, firmId, header)]);
  return maxNote;
}

async function createDraft(
  db: Db,
  firmId: string,
  kind: DocumentKind,
  content: Content,
  maxNote: number,
  now: Date,
) {
  const values = prepareWrite(kind, content, maxNote, now);
  const state = await insertDocument(db, { ...values, firmId, docType: kind.type, createdAt: now });
  return { ...state, ...content };
}

/**
 * Changes a document's lines under the same rules as a save (version check, not-editable refusal,
 * recomputed totals) and answers the saved document as the session's employee sees it. The line
 * operations (actualise, copy to) call it with their change of the stored lines.
 */
export async function updateDocumentItems({
  deps,
  firmId,
  session,
  docType,
  docUid,
  newVersion,
  update,
}: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
  newVersion: number;
  update: (
    items: DocumentItemData[],
    header: DocumentHeader,
  ) => DocumentItemData[] | Promise<DocumentItemData[]>;
}): Promise<Document> {
  const { db, clock } = deps;
  const now = clock.now();
  const kind = documentKinds[docType];
  const row = await writeDraft({
    db,
    firmId,
    kind,
    docUid,
    newVersion,
    now,
    maxNote: await noteMaxLength(db, firmId),
    content: async (before, tx) =>
      contentWithTaxDeduction(
        { db: tx, firmId, kind, docUid },
        { header: before.header, items: await update(before.items, before.header) },
      ),
  });
  return presentDocument({ deps, session, row, viewer: documentViewer(session), today: formatDate(now) });
}

/** Everything the header points at must be the firm's own; anything else is "not found" at its field. */
async function assertReferences(db: Db, firmId: string, header: DocumentHeader): Promise<void> {
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
/**
 * A hidden-price employee is answered the header's markup as 0: their save keeps the stored markup, and a
 * client they pick brings the client's own agreed markup, read here rather than taken from the browser.
 */
async function hiddenMarkupKept(
  db: Db,
  firmId: string,
  header: DocumentHeader,
  stored: DocumentHeader | null,
): Promise<DocumentHeader> {
  if (stored && stored.clientUid === header.clientUid) return { ...header, markupBp: stored.markupBp };
  const markupBp = header.clientUid ? await clientMarkupOf(db, firmId, header.clientUid) : 0;
  return { ...header, markupBp };
}

async function hiddenMarginsFilled(args: {
  deps: StoreDeps;
  firmId: string;
  header: DocumentHeader;
  items: DocumentItemData[];
  stored: DocumentItemData[];
  today: string;
}): Promise<DocumentItemData[]> {
  return fillPurchasePrices({
    deps: args.deps,
    firmId: args.firmId,
    clientId: args.header.clientUid,
    items: keepStoredMargins(args.items, args.stored),
    today: args.today,
  });
}
