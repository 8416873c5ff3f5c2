import type { PublicDocument } from '@shared/api/clientLinks.api';
import type { FileBody } from '@shared/api/endpoint';
import type { ClientDecision } from '@shared/domain/documents/client-link';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate, formatDateTime, formatKr } from '@shared/domain/format';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { StoreDeps } from '../../../platform/http/context';
import { PDF_CONTENT_TYPE } from '../../../platform/pdf/pdf';
import { insertNotification } from '../../notifications';
import { readClientCopy } from '../../printing';
import { clientLinkErrors } from '../clientLinks.errors';
import { documentCaption, isOpen } from '../clientLinks.mapper';
import {
  countHits,
  findCurrentDecision,
  findLinkByToken,
  insertDecision,
  type LinkWithDocument,
  markOpened,
} from '../clientLinks.repository';
import { tokenHash } from '../clientLinks.usecases';

/**
 * The sliding window of the public calls (decision 0043): per address and per token, counted in the
 * database so every app server sees the same. A client opens, downloads and answers in a handful of
 * calls; guessing a 256-bit token is hopeless anyway, the limit keeps a script from hammering.
 */
export const PUBLIC_LIMITS = { windowMinutes: 10, perToken: 30, perAddress: 60 } as const;

interface PublicCall {
  deps: StoreDeps;
  token: string;
  ip: string;
}

async function throttle({ deps, ip }: PublicCall, hash: string): Promise<void> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - PUBLIC_LIMITS.windowMinutes * 60_000);
  const addressKey = `ip:${ip}`;
  const tokenKey = `token:${hash}`;
  const counts = await countHits(deps.db, [addressKey, tokenKey], now, since);
  if ((counts.get(addressKey) ?? 0) > PUBLIC_LIMITS.perAddress) throw clientLinkErrors.RATE_LIMITED();
  if ((counts.get(tokenKey) ?? 0) > PUBLIC_LIMITS.perToken) throw clientLinkErrors.RATE_LIMITED();
}

/**
 * The token's link if the client may use it: known, not revoked, not past its day, its document not in
 * the trash. Every other case is the same neutral answer.
 */
async function usableLink(call: PublicCall, db: Db = call.deps.db, lock = false): Promise<LinkWithDocument> {
  const found = await findLinkByToken(db, tokenHash(call.token), lock);
  const today = formatDate(call.deps.clock.now());
  if (!found || found.deleted || !isOpen(found.link, today)) throw clientLinkErrors.CLIENT_LINK_UNAVAILABLE();
  return found;
}

async function publicDocument(db: Db, found: LinkWithDocument): Promise<PublicDocument> {
  const { link } = found;
  const [copy, decision] = await Promise.all([
    readClientCopy({ db, firmId: link.firmId, docType: found.docType, docUid: link.documentId }),
    findCurrentDecision(db, link.documentId, found.contentHash),
  ]);
  if (!copy) throw clientLinkErrors.CLIENT_LINK_UNAVAILABLE();
  const mode = documentKinds[found.docType].clientLink === 'DECIDE' ? 'DECIDE' : 'VIEW';
  return {
    firm: copy.firm,
    document: copy.document,
    mode,
    decision: decision
      ? { decision: decision.decision, name: decision.name, decidedAt: decision.decidedAt.toISOString() }
      : null,
    expiresAt: link.expiresOn,
  };
}

async function notifyFirm(
  db: Db,
  found: LinkWithDocument,
  now: Date,
  notice: { title: string; message: string },
): Promise<void> {
  await insertNotification(db, {
    firmId: found.link.firmId,
    type: 'CLIENT_LINK_NOTIFICATION',
    ...notice,
    data: { docType: found.docType, docUid: found.link.documentId, linkUid: found.link.id },
    createdAt: now,
  });
}

function captionOf(found: LinkWithDocument): string {
  return documentCaption(documentKinds[found.docType], found.number, found.title);
}

/** The client's page: the document as the CLIENT layout shows it. The first opening tells the firm. */
export async function openClientLink(call: PublicCall): Promise<PublicDocument> {
  const { deps } = call;
  await throttle(call, tokenHash(call.token));
  const found = await usableLink(call);
  const now = deps.clock.now();
  if (await markOpened(deps.db, found.link.id, now)) {
    await notifyFirm(deps.db, found, now, {
      title: `Kunden har öppnat ${captionOf(found)}`,
      message: `Länken till ${captionOf(found)} öppnades ${formatDateTime(now)}.`,
    });
  }
  return publicDocument(deps.db, found);
}

/** The CLIENT layout's PDF of the document as it is now. */
export async function clientLinkPdf(call: PublicCall): Promise<FileBody> {
  await throttle(call, tokenHash(call.token));
  const found = await usableLink(call);
  const copy = await readClientCopy({
    db: call.deps.db,
    firmId: found.link.firmId,
    docType: found.docType,
    docUid: found.link.documentId,
  });
  if (!copy) throw clientLinkErrors.CLIENT_LINK_UNAVAILABLE();
  const pdf = await copy.pdf();
  return {
    content: pdf.content,
    contentType: PDF_CONTENT_TYPE,
    fileName: pdf.fileName,
    disposition: 'inline',
    cacheControl: 'no-store',
  };
}

const decisionWords: Record<ClientDecision, { verb: string; title: string }> = {
  ACCEPTED: { verb: 'accepterade', title: 'Kunden har accepterat' },
  DECLINED: { verb: 'avböjde', title: 'Kunden har avböjt' },
};

/**
 * The client accepts or declines the document as it is now (decision 0043): name, comment, address,
 * time, version, payable sum and content hash are recorded, under a lock of the document row so a save
 * or a second answer cannot slip between the check and the record. One answer per version: after a
 * change the same link may answer again.
 */
export async function decideClientLink(
  call: PublicCall & { decision: ClientDecision; name: string; comment: string },
): Promise<PublicDocument> {
  const { deps } = call;
  await throttle(call, tokenHash(call.token));
  const now = deps.clock.now();
  const found = await withTransaction(deps.db, async (tx) => {
    const locked = await usableLink(call, tx, true);
    if (documentKinds[locked.docType].clientLink !== 'DECIDE')
      throw clientLinkErrors.CLIENT_LINK_NOT_DECIDABLE();
    if (await findCurrentDecision(tx, locked.link.documentId, locked.contentHash))
      throw clientLinkErrors.CLIENT_LINK_ALREADY_DECIDED();
    const name = call.name.trim();
    await insertDecision(tx, {
      firmId: locked.link.firmId,
      linkId: locked.link.id,
      documentId: locked.link.documentId,
      decision: call.decision,
      name,
      comment: call.comment.trim(),
      ip: call.ip,
      contentHash: locked.contentHash,
      documentVersion: locked.version,
      payableOre: locked.payableOre,
      decidedAt: now,
    });
    const words = decisionWords[call.decision];
    await notifyFirm(tx, locked, now, {
      title: `${words.title} ${captionOf(locked)}`,
      message: `${name} ${words.verb} ${captionOf(locked)} (${formatKr(locked.payableOre)}) ${formatDateTime(now)}.${
        call.comment.trim() ? ` Kommentar: ${call.comment.trim()}` : ''
      }`,
    });
    return locked;
  });
  return publicDocument(deps.db, found);
}
