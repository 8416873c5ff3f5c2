import { randomUUID } from 'node:crypto';
import type { DocumentHeader, DocumentItemData, documentRelationsApi } from '@shared/api/documents';
import type { ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import { canAccess } from '@shared/domain/access';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import { permissions } from '@shared/domain/permissions';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps, EmployeeCallContext } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { assertKindAccess } from '../engine/engine.errors';
import { DEFAULT_OFFER_VALIDITY_DAYS } from '../engine/engine.mapper';
import { findDocumentState } from '../engine/engine.repository';
import { readDocument, saveDocument, updateDocumentItems } from '../engine/engine.usecases';
import { ownArticleLine } from '../items/items.mapper';
import { kindModules } from '../kinds';
import { loadPricingFacts } from '../pricing/pricing.repository';
import { documentRelationsErrors } from './relations.errors';
import {
  collapseLines,
  createdMessage,
  similarItems,
  sourceLines,
  targetHeader,
  toRelationRecord,
} from './relations.mapper';
import {
  countFirmDocuments,
  deleteLinks,
  findRelated,
  findSources,
  firmPaymentDelayDays,
  insertRelations,
  invoicedFromSource,
  lockSource,
  markUsed,
  type SourceRow,
} from './relations.repository';
import { fullPayableOre, partialInvoiceLines } from './relations.rules';

type Api = typeof documentRelationsApi;
type Session = EmployeeCallContext<unknown>['session'];

interface CallArgs<K extends keyof Api> {
  deps: AppDeps;
  session: Session;
  firmId: string;
  input: ParsedParametersOf<Api[K]>;
}

/** Every source must be the firm's not-deleted document of the kind; any other fails the whole call. */
async function loadSources(
  db: Db,
  firmId: string,
  docType: DocumentType,
  docUids: readonly string[],
): Promise<SourceRow[]> {
  const uids = [...new Set(docUids)];
  const rows = await findSources(db, firmId, docType, uids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = uids.map((uid) => byId.get(uid));
  if (ordered.some((r) => r === undefined))
    throw documentRelationsErrors.SOURCE_NOT_FOUND({ field: 'docUids' });
  return ordered as SourceRow[];
}

/** POST /doc/checkOnSimilarItemsInSources: the codes a merge could make one line of. */
export async function checkSimilarItemsInSources({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'checkSimilarItemsInSources'>): Promise<ResultOf<Api['checkSimilarItemsInSources']>> {
  assertKindAccess(session, input.sourceDocType);
  const sources = await loadSources(deps.db, firmId, input.sourceDocType, input.docUids);
  return { similarItems: similarItems(sources.flatMap((s) => s.items)) };
}

function assertConvertible(source: DocumentType, target: DocumentType): void {
  const from = documentKinds[source];
  if (!from.turnsInto.includes(target)) {
    throw documentRelationsErrors.NOT_CONVERTIBLE(from.pluralLabel, documentKinds[target].pluralLabel, {
      field: 'targetDocType',
    });
  }
}

/** The checks a partial invoice needs before anything is read (decision 0022). */
function assertPartialRequest(input: CallArgs<'createFromSource'>['input']): void {
  if (input.endingPartialInvoice)
    throw documentRelationsErrors.ENDING_PARTIAL_NOT_YET({ field: 'endingPartialInvoice' });
  const partial = input.partialInvoiceSum;
  if (partial === null) return;
  const field = { field: 'partialInvoiceSum' };
  if (!documentKinds[input.targetDocType].takesPartialInvoice)
    throw documentRelationsErrors.PARTIAL_NOT_FOR_KIND(documentKinds[input.targetDocType].label, field);
  if (new Set(input.docUids).size > 1) throw documentRelationsErrors.PARTIAL_ONE_SOURCE({ field: 'docUids' });
  if (partial <= 0) throw documentRelationsErrors.PARTIAL_NOT_POSITIVE(field);
  if (partial % 100 !== 0) throw documentRelationsErrors.PARTIAL_WHOLE_KRONOR(field);
}

/**
 * A partial invoice's lines, with the source locked so what is left is read and taken in one step: the
 * sum must fit in what a full invoice would ask less what was invoiced from the source before.
 */
async function partialLines(
  tx: Db,
  args: {
    firmId: string;
    targetDocType: DocumentType;
    main: SourceRow;
    header: DocumentHeader;
    fullLines: DocumentItemData[];
    partialOre: number;
  },
): Promise<DocumentItemData[]> {
  const { firmId, main, header, fullLines, partialOre } = args;
  await lockSource(tx, firmId, main.id);
  const invoicedOre = await invoicedFromSource(tx, firmId, main.id, args.targetDocType);
  const leftOre = fullPayableOre(header, fullLines) - invoicedOre;
  const field = { field: 'partialInvoiceSum' };
  if (leftOre <= 0) throw documentRelationsErrors.PARTIAL_NOTHING_LEFT(field);
  if (partialOre > leftOre) throw documentRelationsErrors.PARTIAL_EXCEEDS_LEFT(leftOre, field);
  const source = {
    docType: main.docType,
    number: main.number,
    reference: main.header.mark || main.header.title || main.header.object,
  };
  return partialInvoiceLines({ source, header, fullLines, partialOre, invoicedOre });
}

/**
 * POST /doc/createFromSource: a new draft of the target kind with the main source's header and every
 * source's lines, saved by the document engine (totals recomputed, no number until completed), a link
 * from each source, and provider follow-ups marked USED — all in one transaction.
 */
export async function createFromSource({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'createFromSource'>): Promise<ResultOf<Api['createFromSource']>> {
  const { sourceDocType, targetDocType } = input;
  assertKindAccess(session, sourceDocType);
  assertKindAccess(session, targetDocType);
  assertConvertible(sourceDocType, targetDocType);
  assertPartialRequest(input);
  const mainUid = input.mainSourceDoc ?? input.docUids[0]!;
  if (!input.docUids.includes(mainUid))
    throw documentRelationsErrors.MAIN_SOURCE_NOT_AMONG_SOURCES({ field: 'mainSourceDoc' });
  const { db, clock } = deps;
  const [sources, firmPaymentDelay] = await Promise.all([
    loadSources(db, firmId, sourceDocType, input.docUids),
    firmPaymentDelayDays(db, firmId),
  ]);
  const main = sources.find((s) => s.id === mainUid)!;
  // A credit invoice corrects an issued invoice (bokföringslagen); a draft has not been issued.
  if (documentKinds[targetDocType].credits && sources.some((s) => !s.completed))
    throw documentRelationsErrors.CREDIT_OF_DRAFT({ field: 'docUids' });
  const unix = documentKinds[sourceDocType].repricedAsSource;
  const unixPricing = unix
    ? { mode: input.unixPriceMode, markupBp: input.markupBp ?? main.header.markupBp }
    : null;
  const extras = kindModules[sourceDocType].asSource;
  const sourceIds = sources.map((s) => s.id);
  const header = targetHeader({
    target: documentKinds[targetDocType],
    main: { uid: main.id, header: main.header },
    today: formatDate(clock.now()),
    employeeUid: session.employee.id,
    firmPaymentDelay,
    offerValidityDays: DEFAULT_OFFER_VALIDITY_DAYS,
    postfixATA: input.ATA && documentKinds[targetDocType].takesAtaPostfix ? input.postfixATA.trim() : null,
  });
  const created = await withTransaction(db, async (tx) => {
    const extraLines = extras
      ? await extras.lines({ tx, firmId, sourceIds, collapse: input.collapseTimeLog })
      : [];
    const fullLines = collapseLines(
      [...sourceLines(sources, unixPricing), ...extraLines],
      input.articlesToCollapse,
    );
    const items =
      input.partialInvoiceSum === null
        ? fullLines
        : await partialLines(tx, {
            firmId,
            targetDocType,
            main,
            header,
            fullLines,
            partialOre: input.partialInvoiceSum,
          });
    const doc = await saveDocument({
      deps: { ...deps, db: tx },
      firmId,
      session,
      docType: targetDocType,
      input: { newVersion: 0, data: { ...header, items } },
    });
    const employeeId = session.employee.id;
    await insertRelations(
      tx,
      sources.map((s) => ({ firmId, sourceId: s.id, targetId: doc.uid, employeeId })),
    );
    const bills = documentKinds[targetDocType].keptByLaw !== 'NO';
    await extras?.onCreated({
      tx,
      firmId,
      sourceIds,
      targetId: doc.uid,
      bills,
      attachReport: input.attachTimeLogAsPdf,
      employeeId,
    });
    if (unix)
      await markUsed(
        tx,
        firmId,
        sources.map((s) => s.id),
      );
    return doc;
  });
  return { docUid: created.uid, docType: targetDocType, message: createdMessage(targetDocType, sources) };
}

async function assertOwnDocument(db: Db, firmId: string, docType: DocumentType, docUid: string) {
  const state = await findDocumentState(db, firmId, docType, docUid);
  if (!state) throw httpErrors.NOT_FOUND();
  return state;
}

/** GET /doc/getDocumentRelations: what this was made from and what was made from it. */
export async function getDocumentRelations({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'getDocumentRelations'>): Promise<ResultOf<Api['getDocumentRelations']>> {
  assertKindAccess(session, input.docType);
  const doc = await assertOwnDocument(deps.db, firmId, input.docType, input.docUid);
  const [sources, targets] = await Promise.all([
    findRelated(deps.db, firmId, doc.id, 'SOURCES'),
    findRelated(deps.db, firmId, doc.id, 'TARGETS'),
  ]);
  return {
    sourceRelations: sources.map(toRelationRecord),
    destinationRelations: targets.map(toRelationRecord),
  };
}

/** POST /doc/deleteDocumentRelations: the links go, both documents stay. */
export async function deleteDocumentRelations({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'deleteDocumentRelations'>): Promise<ResultOf<Api['deleteDocumentRelations']>> {
  assertKindAccess(session, input.docType);
  const doc = await assertOwnDocument(deps.db, firmId, input.docType, input.docUid);
  const others = [...new Set(input.relationsToDelete.map((r) => r.docUid))];
  if ((await countFirmDocuments(deps.db, firmId, input.relationsToDelete)) !== others.length)
    throw httpErrors.NOT_FOUND({ field: 'relationsToDelete' });
  return { removed: await deleteLinks(deps.db, firmId, doc.id, others) };
}

/**
 * Own articles already on the document whose code is in `codes` take the new line's quantity; the rest
 * are appended as new lines.
 */
function addOwnArticleLines(
  items: DocumentItemData[],
  lines: readonly DocumentItemData[],
  codes: ReadonlySet<string>,
): DocumentItemData[] {
  const result = [...items];
  for (const line of lines) {
    const at = codes.has(line.code)
      ? result.findIndex((l) => l.type === 'OWN_ARTICLE' && l.ownArticleUid === line.ownArticleUid)
      : -1;
    if (at >= 0) result[at] = { ...result[at]!, quantity: result[at]!.quantity + line.quantity };
    else result.push(line);
  }
  return result;
}

/** POST /doc/itemsCopyFromOwnArticlesListTo: own articles from their list into a draft, with its client's prices. */
export async function itemsCopyFromOwnArticlesListTo({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'itemsCopyFromOwnArticlesListTo'>): Promise<ResultOf<Api['itemsCopyFromOwnArticlesListTo']>> {
  assertKindAccess(session, input.targetDocType);
  if (!canAccess(session.employee, permissions.viewOwnArticles)) throw httpErrors.FORBIDDEN();
  if (!documentKinds[input.targetDocType].hasItems)
    throw documentRelationsErrors.NO_ITEMS_IN_KIND({ field: 'targetDocType' });
  const { db, clock } = deps;
  const target = await readDocument({
    deps,
    firmId,
    docType: input.targetDocType,
    docUid: input.targetDocUid,
  });
  const uids = [...new Set(input.ownArticlesUids)];
  const { facts } = await loadPricingFacts({
    db,
    firmId,
    clientId: target.clientId,
    today: formatDate(clock.now()),
    articles: [],
    ownArticleUids: uids,
  });
  const lines = uids.map((uid) => {
    const article = facts.ownArticles.get(uid);
    if (!article) throw documentRelationsErrors.OWN_ARTICLE_NOT_FOUND({ field: 'ownArticlesUids' });
    return ownArticleLine(randomUUID(), article, facts);
  });
  const codes = new Set(input.articlesToCollapse);
  const document = await updateDocumentItems({
    deps,
    firmId,
    session,
    docType: input.targetDocType,
    docUid: input.targetDocUid,
    newVersion: target.version,
    update: (items) => addOwnArticleLines(items, lines, codes),
  });
  return { countCopied: lines.length, targetVersion: document.version };
}
