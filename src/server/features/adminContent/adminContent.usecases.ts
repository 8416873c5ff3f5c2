import type { AdminMessage, BodyFormat } from '@shared/api/adminContent.api';
import type { PublicationState } from '@shared/api/news.api';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import { safeHtml } from '../../platform/html/safe-html';
import type { AppDeps } from '../../platform/http/context';
import { recordAdminAction } from '../auditLog';
import { adminContentErrors } from './adminContent.errors';
import {
  countProviderFirms,
  type FirmRefRow,
  findProviderMessage,
  insertMessage,
  listProviderMessages,
  type MessageRow,
  providerFirms,
  recipientsOf,
  setMessageState,
  updateMessage,
} from './adminContent.repository';
import { type AdminActor, checkedBody, providerId } from './adminContent.rules';

function messageRecord(row: MessageRow, recipients: FirmRefRow[], allFirms: number): AdminMessage {
  return {
    uid: row.id,
    title: row.title,
    body: safeHtml(row.body),
    state: row.publicationState,
    toAllFirms: row.toAllFirms,
    recipients: row.toAllFirms ? [] : recipients,
    recipientCount: row.toAllFirms ? allFirms : recipients.length,
    sentAt: row.publicationState === 'DRAFT' ? null : row.sentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function adminMessages({ deps }: { deps: AppDeps }): Promise<{ items: AdminMessage[] }> {
  const provider = await providerId(deps.db);
  const rows = await listProviderMessages(deps.db, provider);
  const [recipients, allFirms] = await Promise.all([
    recipientsOf(
      deps.db,
      rows.map((r) => r.id),
    ),
    countProviderFirms(deps.db, provider),
  ]);
  return { items: rows.map((r) => messageRecord(r, recipients.get(r.id) ?? [], allFirms)) };
}

async function adminMessage(db: Db, provider: string, id: string): Promise<AdminMessage> {
  const row = await findProviderMessage(db, provider, id);
  if (!row) throw adminContentErrors.MESSAGE_NOT_FOUND();
  const [recipients, allFirms] = await Promise.all([
    recipientsOf(db, [id]),
    countProviderFirms(db, provider),
  ]);
  return messageRecord(row, recipients.get(id) ?? [], allFirms);
}

/** What the audit log keeps of a message: enough to see what changed, not the whole body twice. */
const audited = (m: {
  title: string;
  state: PublicationState;
  toAllFirms: boolean;
  recipients: Array<{ code: string }>;
  body?: string;
}) => ({
  title: m.title,
  state: m.state,
  recipients: m.toAllFirms ? 'alla' : m.recipients.map((f) => f.code).join(', '),
  ...(m.body !== undefined ? { body: m.body.slice(0, 500) } : {}),
});

export async function saveMessage({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: {
    uid?: string | undefined;
    title: string;
    body: string;
    bodyFormat: BodyFormat;
    toAllFirms: boolean;
    firmUids: string[];
  };
}): Promise<{ uid: string }> {
  const provider = await providerId(deps.db);
  const body = checkedBody(input.body, input.bodyFormat);
  const firmUids = [...new Set(input.toAllFirms ? [] : input.firmUids)];
  const chosen = await providerFirms(deps.db, provider, firmUids);
  if (chosen.length !== firmUids.length) throw adminContentErrors.FIRM_NOT_FOUND({ field: 'firmUids' });
  const write = { title: input.title, body, toAllFirms: input.toAllFirms, firmIds: firmUids };
  const before = input.uid ? await adminMessage(deps.db, provider, input.uid) : null;
  return withTransaction(deps.db, async (tx) => {
    let uid = before?.uid;
    if (uid) await updateMessage(tx, uid, write);
    else uid = (await insertMessage(tx, { providerId: provider, now: deps.clock.now(), message: write })).id;
    const state = before?.state ?? 'DRAFT';
    await recordAdminAction(tx, {
      ...actor,
      action: before ? 'MESSAGE_EDITED' : 'MESSAGE_CREATED',
      targetType: 'MESSAGE',
      targetId: uid,
      targetLabel: input.title,
      before: before ? audited(before) : null,
      after: audited({ ...write, state, recipients: chosen }),
    });
    return { uid };
  });
}

async function changeState(
  { deps, actor, uid }: { deps: AppDeps; actor: AdminActor; uid: string },
  state: 'PUBLISHED' | 'UNPUBLISHED',
): Promise<AdminMessage> {
  const provider = await providerId(deps.db);
  const before = await adminMessage(deps.db, provider, uid);
  return withTransaction(deps.db, async (tx) => {
    // Publishing dates the message now: it reaches the firms as new, in the order it was sent.
    await setMessageState(tx, uid, state, state === 'PUBLISHED' ? deps.clock.now() : undefined);
    const after = await adminMessage(tx, provider, uid);
    await recordAdminAction(tx, {
      ...actor,
      action: state === 'PUBLISHED' ? 'MESSAGE_PUBLISHED' : 'MESSAGE_UNPUBLISHED',
      targetType: 'MESSAGE',
      targetId: uid,
      targetLabel: before.title,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export const publishMessage = ({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { uid: string };
}) => changeState({ deps, actor, uid: input.uid }, 'PUBLISHED');

export const unpublishMessage = ({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { uid: string };
}) => changeState({ deps, actor, uid: input.uid }, 'UNPUBLISHED');
