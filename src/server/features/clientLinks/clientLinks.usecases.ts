import { createHash, randomBytes } from 'node:crypto';
import type { ClientLink, ClientLinkOverview } from '@shared/api/clientLinks.api';
import { CLIENT_LINK_DAYS, clientLinkPath } from '@shared/domain/documents/client-link';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { addDays } from '@shared/domain/documents/document-rules';
import { formatDate } from '@shared/domain/format';
import type { Db } from '../../platform/db/database';
import type { AppDeps, StoreDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertKindAccess, type EmployeeSession } from '../documents';
import { clientLinkErrors } from './clientLinks.errors';
import { toClientLink, toDecision, toOverview } from './clientLinks.mapper';
import {
  findDocumentLinkState,
  findLinkedDocument,
  insertLink,
  listDecisions,
  listLinks,
  revokeLink,
} from './clientLinks.repository';

/** 32 random bytes (256 bits), base64url: what the client's address carries and nothing stores. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The only form of a token the database holds. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

interface DocumentCall {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
}

/** The firm's document of a kind that has links, as the session may work with it; else why not. */
async function linkableDocument(db: Db, call: Omit<DocumentCall, 'deps'>) {
  const kind = documentKinds[call.docType];
  assertKindAccess(call.session, call.docType);
  if (kind.clientLink === 'NONE')
    throw clientLinkErrors.CLIENT_LINK_NOT_OF_KIND(kind.label, { field: 'docType' });
  const doc = await findLinkedDocument(db, call.firmId, call.docType, call.docUid);
  if (!doc) throw httpErrors.NOT_FOUND();
  return { kind, doc };
}

async function overviewOf(db: Db, firmId: string, docType: DocumentType, docUid: string, today: string) {
  const [links, decisions, state] = await Promise.all([
    listLinks(db, firmId, docUid),
    listDecisions(db, firmId, docUid),
    findDocumentLinkState(db, firmId, docUid, today),
  ]);
  return toOverview({
    kind: documentKinds[docType],
    state,
    links: links.map((l) => toClientLink(l, today)),
    decisions: decisions.map(toDecision),
  });
}

/**
 * The editor's card: the document's links, the client's decisions and the state. A kind without links
 * answers its mode NONE and nothing else, so the editor may ask for any kind.
 */
export async function clientLinkOverview(call: DocumentCall): Promise<ClientLinkOverview> {
  const { deps, firmId, docType, docUid } = call;
  const kind = documentKinds[docType];
  if (kind.clientLink === 'NONE') {
    assertKindAccess(call.session, docType);
    if (!(await findLinkedDocument(deps.db, firmId, docType, docUid))) throw httpErrors.NOT_FOUND();
    return toOverview({ kind, state: null, links: [], decisions: [] });
  }
  await linkableDocument(deps.db, call);
  return overviewOf(deps.db, firmId, docType, docUid, formatDate(deps.clock.now()));
}

/**
 * A new personal link (decision 0043): open until the offer's "Giltig till", else for 90 days. An
 * invoice gets one only once completed (a draft has no number and no OCR); an offer past its validity
 * gets none. `url` is the client's address: the only time the token is seen.
 */
export async function createClientLink(
  call: DocumentCall & { config: Pick<AppDeps['config'], 'publicUrl'>; recipient?: string | null },
): Promise<{ url: string; link: ClientLink }> {
  const { deps, firmId, session } = call;
  const today = formatDate(deps.clock.now());
  const { kind, doc } = await linkableDocument(deps.db, call);
  if (kind.clientLink === 'VIEW' && kind.completion === 'LOCKS' && !doc.completed)
    throw clientLinkErrors.CLIENT_LINK_DRAFT_INVOICE({ field: 'docUid' });
  const validTill = kind.extraFields.includes('validTill') ? doc.validTill : null;
  if (validTill !== null && validTill < today)
    throw clientLinkErrors.CLIENT_LINK_DOCUMENT_EXPIRED({ field: 'validTill' });
  const token = newToken();
  const row = await insertLink(deps.db, {
    firmId,
    documentId: doc.id,
    tokenHash: tokenHash(token),
    createdBy: session.employee.id,
    recipient: call.recipient ?? null,
    expiresOn: validTill ?? addDays(today, CLIENT_LINK_DAYS),
    createdAt: deps.clock.now(),
  });
  return {
    url: `${call.config.publicUrl}${clientLinkPath(token)}`,
    link: toClientLink({ link: row, createdBy: null }, today),
  };
}

export async function createClientLinkWithOverview(call: DocumentCall & { config: AppDeps['config'] }) {
  const created = await createClientLink(call);
  const overview = await overviewOf(
    call.deps.db,
    call.firmId,
    call.docType,
    call.docUid,
    formatDate(call.deps.clock.now()),
  );
  return { ...created, overview };
}

/** The client can no longer open the link; what was decided through it stays recorded. */
export async function revokeClientLink(call: DocumentCall & { linkUid: string }) {
  const { deps, firmId, docType, docUid } = call;
  await linkableDocument(deps.db, call);
  const revoked = await revokeLink(deps.db, firmId, docUid, call.linkUid, deps.clock.now());
  if (!revoked) throw clientLinkErrors.CLIENT_LINK_NOT_FOUND({ field: 'linkUid' });
  return overviewOf(deps.db, firmId, docType, docUid, formatDate(deps.clock.now()));
}
