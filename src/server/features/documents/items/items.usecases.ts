import { randomUUID } from 'node:crypto';
import type {
  ActualizeLine,
  DocumentItemData,
  documentItemsApi,
  ItemSearchResult,
} from '@shared/api/documents';
import type { ParsedParametersOf, ResultOf } from '@shared/api/endpoint';
import { canAccess } from '@shared/domain/access';
import { compactCode } from '@shared/domain/catalogue-codes';
import { isSearchable, parseSearchQuery } from '@shared/domain/catalogue-search';
import { documentAccess } from '@shared/domain/documents/document-access';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import type { PriceChangeResult, PriceSource } from '@shared/domain/documents/document-lines';
import { computeDocumentTotals, computeLine } from '@shared/domain/documents/document-totals';
import { formatDate } from '@shared/domain/format';
import type { AppDeps, EmployeeCallContext } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { loadSessionData } from '../../auth';
import { catalogueIndex, suggestHits } from '../../catalogue';
import { hitQuery, planSearch, suggestRows } from '../../catalogueSearch';
import { clientOfFirm } from '../../clients';
import { readDocument, updateDocumentItems } from '../engine/engine.usecases';
import { loadFactsForItems, loadPricingFacts } from '../pricing/pricing.repository';
import { documentItemsViewer, stockOf } from '../pricing/pricing.usecases';
import { documentItemsErrors } from './items.errors';
import {
  actualizedLine,
  catalogueLine,
  commentLine,
  lineToday,
  ownArticleLine,
  type PricingFacts,
  priceChange,
} from './items.mapper';
import { type LineProduct, searchOwnArticles, searchOwnComments } from './items.repository';

type Session = EmployeeCallContext<unknown>['session'];
type Params<K extends keyof typeof documentItemsApi> = ParsedParametersOf<(typeof documentItemsApi)[K]>;
type Result<K extends keyof typeof documentItemsApi> = ResultOf<(typeof documentItemsApi)[K]>;

interface CallArgs<K extends keyof typeof documentItemsApi> {
  deps: AppDeps;
  session: Session;
  firmId: string;
  input: Params<K>;
}

const todayOf = (deps: AppDeps) => formatDate(deps.clock.now());

/** The kind's own permission: the call names the kind in its parameters (anyDocumentAccess). */
function assertKindAccess(session: Session, docType: DocumentType): void {
  if (!canAccess(session.employee, documentAccess(docType))) throw httpErrors.FORBIDDEN();
}

/** The client whose prices apply: the saved document's, else the chosen one (which must be the firm's). */
async function clientOfSearch(deps: AppDeps, firmId: string, input: Params<'clientDocItemSearch'>) {
  if (input.docUid) {
    const doc = await readDocument({ deps, firmId, docType: input.docType, docUid: input.docUid });
    return doc.clientId;
  }
  if (input.clientUid === null) return null;
  if (!(await clientOfFirm(deps.db, firmId, input.clientUid))) {
    throw documentItemsErrors.CLIENT_NOT_FOUND({ field: 'clientUid' });
  }
  return input.clientUid;
}

/** Catalogue hits by words or number, best first, as the catalogue's suggestions rank them. */
async function catalogueHits(deps: AppDeps, pattern: string, limit: number): Promise<string[]> {
  if (!isSearchable(pattern)) return [];
  const index = await catalogueIndex(deps.db);
  const plan = await planSearch(deps.db, index, parseSearchQuery(pattern));
  const { ids } = suggestHits(index, index.products, hitQuery(plan, 'products'), limit);
  const rows = await suggestRows(deps.db, index, { products: ids, freeItems: [] });
  const byId = new Map(rows.map((r) => [r.id, r.article]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An active product whose article or RSK number is the code; null when none. */
function exactProduct(products: Iterable<LineProduct>, code: string): LineProduct | null {
  let found: LineProduct | null = null;
  for (const p of products) {
    if (p.active && (p.article === code || p.rsk === code) && (!found || p.article === code)) found = p;
  }
  return found;
}

/**
 * POST /doc/clientDocItemSearch: ready lines for the document's client. An exact article, RSK, own
 * article or comment code first (the only answers of a strict search), then catalogue, own article and
 * comment hits.
 */
export async function clientDocItemSearch({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'clientDocItemSearch'>): Promise<Result<'clientDocItemSearch'>> {
  assertKindAccess(session, input.docType);
  const { db } = deps;
  const pattern = input.codeOrArticle.trim();
  const clientId = await clientOfSearch(deps, firmId, input);
  if (pattern === '') return [];
  const code = compactCode(pattern);
  const strict = input.strictSearch;
  const viewer = documentItemsViewer(session);
  const [ownArticleRows, commentRows, hits] = await Promise.all([
    searchOwnArticles(db, firmId, clientId, pattern, { strict, limit: input.limit }),
    searchOwnComments(db, firmId, pattern, { strict, limit: input.limit }),
    strict ? Promise.resolve([]) : catalogueHits(deps, pattern, input.limit),
  ]);
  const loaded = await loadPricingFacts({
    db,
    firmId,
    clientId,
    today: todayOf(deps),
    articles: code ? [code, ...hits] : hits,
    ownArticleUids: ownArticleRows.map((a) => a.id),
  });
  const products = loaded.facts.products;
  const exact = code ? exactProduct(products.values(), code) : null;
  const lower = pattern.toLowerCase();
  const results: ItemSearchResult[] = [];
  const catalogueResult = (p: LineProduct): ItemSearchResult => {
    const item = catalogueLine(randomUUID(), p, loaded.facts);
    return {
      item: viewer.netPricesVisible
        ? item
        : { ...item, purchasePriceOre: null, sourcePurchasePriceOre: null },
      caption: `${p.article} ${p.name}`,
      kind: 'CATALOGUE',
      stockStatusIcon: stockOf(loaded, p, item).stockStatusIcon,
      exactMatch: p === exact,
    };
  };
  if (exact) results.push(catalogueResult(exact));
  for (const a of ownArticleRows) {
    const item = ownArticleLine(randomUUID(), a, loaded.facts);
    results.push({
      item: viewer.netPricesVisible
        ? item
        : { ...item, purchasePriceOre: null, sourcePurchasePriceOre: null },
      caption: `${a.code} ${a.description}`,
      kind: 'OWN_ARTICLE',
      stockStatusIcon: null,
      exactMatch: a.code.toLowerCase() === lower,
    });
  }
  for (const c of commentRows) {
    results.push({
      item: commentLine(randomUUID(), c),
      caption: `${c.code} ${c.text.split('\n')[0]!.slice(0, 80)}`,
      kind: 'OWN_COMMENT',
      stockStatusIcon: null,
      exactMatch: c.code.toLowerCase() === lower,
    });
  }
  for (const article of hits) {
    const p = products.get(article);
    if (p?.active && p !== exact) results.push(catalogueResult(p));
  }
  // Exact matches first, each source's own order kept after them.
  const ordered = [...results.filter((r) => r.exactMatch), ...results.filter((r) => !r.exactMatch)];
  return (strict ? ordered.filter((r) => r.exactMatch) : ordered).slice(0, input.limit);
}

/** The codes a line is known by, compacted: what it shows, its article and its RSK number. */
function lineCodes(line: DocumentItemData): string[] {
  return [line.code, line.article, line.rskNumber].flatMap((c) => (c ? [compactCode(c)] : []));
}

/** POST /doc/checkOnSimilarItems: lines already in the document with one of the codes. */
export async function checkOnSimilarItems({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'checkOnSimilarItems'>): Promise<Result<'checkOnSimilarItems'>> {
  assertKindAccess(session, input.docType);
  const [doc, sessionData] = await Promise.all([
    readDocument({ deps, firmId, docType: input.docType, docUid: input.docUid }),
    loadSessionData(deps.db, session.id),
  ]);
  const similar = [...new Set(input.codes)].flatMap((code) => {
    const key = compactCode(code);
    if (key === '') return [];
    const itemUids = doc.items
      .filter((l) => l.type !== 'COMMENT' && lineCodes(l).includes(key))
      .map((l) => l.uid);
    return itemUids.length > 0 ? [{ code, itemUids }] : [];
  });
  return { addingDuplicateArticleType: sessionData?.addingDuplicateArticleType ?? 'ASK', similar };
}

const lineInput = (line: DocumentItemData) => ({ ...line, kind: line.type });

interface Candidate {
  line: DocumentItemData;
  change: PriceChangeResult;
  updated: DocumentItemData;
  source: PriceSource | null;
}

/** The line's figures with today's price from its source, unless nothing changed. */
function candidateOf(line: DocumentItemData, facts: PricingFacts): Candidate | null {
  const today = lineToday(line, facts);
  const change = priceChange(line, today);
  if (change === 'PRICE_NOT_CHANGED') return null;
  const updated =
    change === 'NOT_FOUND_IN_CATALOGUE' || !today.today ? line : actualizedLine(line, today.today);
  return { line, change, updated, source: today.today?.source ?? line.priceSource };
}

/**
 * The document and today's facts for its lines, read before any write: updateDocumentItems holds the
 * document's row lock while it runs its update, so the update itself must not query.
 */
async function documentWithFacts(deps: AppDeps, firmId: string, docType: DocumentType, docUid: string) {
  const doc = await readDocument({ deps, firmId, docType, docUid });
  const loaded = await loadFactsForItems({
    db: deps.db,
    firmId,
    clientId: doc.clientId,
    today: todayOf(deps),
    items: doc.items,
  });
  return { doc, facts: loaded.facts };
}

/** POST /doc/getActualizeDocumentSummary. */
export async function getActualizeDocumentSummary({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'getActualizeDocumentSummary'>): Promise<Result<'getActualizeDocumentSummary'>> {
  assertKindAccess(session, input.docType);
  const { doc, facts } = await documentWithFacts(deps, firmId, input.docType, input.docUid);
  const candidates = doc.items.flatMap((line) => candidateOf(line, facts) ?? []);
  // The header carries the pricing fields and a line the totals' fields under the same names.
  const pricing = doc.header;
  const sumOf = (line: DocumentItemData) => computeLine(lineInput(line), pricing).sumOre;
  const lines: ActualizeLine[] = candidates.map(({ line, change, updated, source }) => ({
    itemUid: line.uid,
    code: line.code,
    description: line.description,
    change,
    source,
    oldPriceOre: line.priceOre,
    newPriceOre: change === 'NOT_FOUND_IN_CATALOGUE' ? null : updated.priceOre,
    oldSumOre: sumOf(line),
    newSumOre: sumOf(updated),
  }));
  const byUid = new Map(candidates.map((c) => [c.line.uid, c.updated]));
  const total = (items: DocumentItemData[]) => computeDocumentTotals(items.map(lineInput), pricing).netSumOre;
  return {
    lines,
    oldTotalOre: total(doc.items),
    newTotalOre: total(doc.items.map((l) => byUid.get(l.uid) ?? l)),
  };
}

/** POST /doc/actualizeDocument: today's prices on the chosen lines, saved under the version check. */
export async function actualizeDocument({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'actualizeDocument'>): Promise<Result<'actualizeDocument'>> {
  assertKindAccess(session, input.docType);
  const chosen = new Set(input.itemUids);
  const { facts } = await documentWithFacts(deps, firmId, input.docType, input.docUid);
  let actualized = 0;
  const document = await updateDocumentItems({
    deps,
    firmId,
    session,
    docType: input.docType,
    docUid: input.docUid,
    newVersion: input.newVersion,
    update: (items) => {
      actualized = 0;
      return items.map((line) => {
        const candidate = chosen.has(line.uid) ? candidateOf(line, facts) : null;
        if (!candidate || candidate.change === 'NOT_FOUND_IN_CATALOGUE') return line;
        actualized += 1;
        return candidate.updated;
      });
    },
  });
  return { actualized, document };
}

/** POST /doc/itemsCopyTo: the chosen lines, as new lines, at the end of another of the firm's documents. */
export async function itemsCopyTo({
  deps,
  session,
  firmId,
  input,
}: CallArgs<'itemsCopyTo'>): Promise<Result<'itemsCopyTo'>> {
  assertKindAccess(session, input.docType);
  assertKindAccess(session, input.targetDocType);
  if (!documentKinds[input.targetDocType].hasItems) {
    throw documentItemsErrors.NO_ITEMS_IN_KIND({ field: 'targetDocType' });
  }
  if (input.targetDocUid === input.docUid) throw documentItemsErrors.SAME_DOCUMENT({ field: 'targetDocUid' });
  const [source, target] = await Promise.all([
    readDocument({ deps, firmId, docType: input.docType, docUid: input.docUid }),
    readDocument({ deps, firmId, docType: input.targetDocType, docUid: input.targetDocUid }),
  ]);
  const chosen = new Set(input.itemUids);
  const copies = source.items.filter((l) => chosen.has(l.uid)).map((l) => ({ ...l, uid: randomUUID() }));
  if (copies.length === 0) throw documentItemsErrors.NOTHING_TO_COPY({ field: 'itemUids' });
  const document = await updateDocumentItems({
    deps,
    firmId,
    session,
    docType: input.targetDocType,
    docUid: input.targetDocUid,
    newVersion: target.version,
    update: (items) => [...items, ...copies],
  });
  return { countCopied: copies.length, targetVersion: document.version };
}
