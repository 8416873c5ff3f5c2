import type { AdminNews, BodyFormat } from '@shared/api/adminContent.api';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import { safeHtml } from '../../../platform/html/safe-html';
import type { AppDeps } from '../../../platform/http/context';
import { recordAdminAction } from '../../auditLog';
import { adminContentErrors } from '../adminContent.errors';
import { type AdminActor, checkedBody, providerId } from '../adminContent.rules';
import { deleteUnusedFile, findFileInfo, nameFile } from '../files/files.repository';
import { adminFileRef, fileNameOf, requireUpload } from '../files/files.usecases';
import {
  findProviderNews,
  insertNews,
  listProviderNews,
  type NewsRow,
  setNewsState,
  updateNews,
} from './news.repository';

function newsRecord(row: NewsRow): AdminNews {
  return {
    uid: row.id,
    title: row.title,
    publishDate: row.publishDate,
    body: safeHtml(row.body),
    picture:
      row.imageFileId && row.imageFileName
        ? { ...adminFileRef(row.imageFileId, row.imageFileName), alt: row.imageAlt }
        : null,
    imageLinks: row.imageLinks,
    state: row.publicationState,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a news item: enough to see what changed (the picture by its name, no bytes). */
const audited = (n: {
  title: string;
  publishDate: string;
  state: string;
  body?: string;
  picture?: string | null;
  imageAlt?: string;
}) => ({
  title: n.title,
  publishDate: n.publishDate,
  state: n.state,
  ...(n.body !== undefined ? { body: n.body.slice(0, 500) } : {}),
  ...(n.picture !== undefined ? { picture: n.picture, imageAlt: n.imageAlt } : {}),
});

const auditedRow = (row: NewsRow) =>
  audited({ ...row, state: row.publicationState, picture: row.imageFileName, imageAlt: row.imageAlt });

export async function adminNews({ deps }: { deps: AppDeps }): Promise<{ items: AdminNews[] }> {
  const rows = await listProviderNews(deps.db, await providerId(deps.db));
  return { items: rows.map(newsRecord) };
}

async function existing(db: Db, provider: string, uid: string): Promise<NewsRow> {
  const row = await findProviderNews(db, provider, uid);
  if (!row) throw adminContentErrors.NEWS_NOT_FOUND();
  return row;
}

export async function saveNews({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: {
    uid?: string | undefined;
    title: string;
    publishDate: string;
    body: string;
    bodyFormat: BodyFormat;
    pictureUid?: string | null | undefined;
    imageAlt: string;
  };
}): Promise<{ uid: string }> {
  const provider = await providerId(deps.db);
  if (input.pictureUid) {
    await requireUpload(deps.db, {
      providerId: provider,
      uid: input.pictureUid,
      kind: 'PICTURE',
      field: 'pictureUid',
    });
  }
  const write = {
    title: input.title,
    publishDate: input.publishDate,
    body: checkedBody(input.body, input.bodyFormat),
    imageFileId: input.pictureUid,
    imageAlt: input.pictureUid === null ? '' : input.imageAlt,
  };
  const before = input.uid ? await existing(deps.db, provider, input.uid) : null;
  return withTransaction(deps.db, async (tx) => {
    let uid = before?.id;
    if (uid) await updateNews(tx, uid, write);
    else uid = await insertNews(tx, provider, write);
    const saved = await existing(tx, provider, uid);
    if (saved.imageFileId) {
      const picture = await findFileInfo(tx, provider, saved.imageFileId);
      await nameFile(tx, saved.imageFileId, fileNameOf(input.title, picture!.contentType));
    }
    if (before?.imageFileId && before.imageFileId !== saved.imageFileId) {
      await deleteUnusedFile(tx, before.imageFileId);
    }
    await recordAdminAction(tx, {
      ...actor,
      action: before ? 'NEWS_EDITED' : 'NEWS_CREATED',
      targetType: 'NEWS',
      targetId: uid,
      targetLabel: input.title,
      before: before ? auditedRow(before) : null,
      after: auditedRow(await existing(tx, provider, uid)),
    });
    return { uid };
  });
}

async function changeState(
  { deps, actor, input }: { deps: AppDeps; actor: AdminActor; input: { uid: string } },
  state: 'PUBLISHED' | 'UNPUBLISHED',
): Promise<AdminNews> {
  const provider = await providerId(deps.db);
  const before = await existing(deps.db, provider, input.uid);
  return withTransaction(deps.db, async (tx) => {
    await setNewsState(tx, before.id, state);
    await recordAdminAction(tx, {
      ...actor,
      action: state === 'PUBLISHED' ? 'NEWS_PUBLISHED' : 'NEWS_UNPUBLISHED',
      targetType: 'NEWS',
      targetId: before.id,
      targetLabel: before.title,
      before: audited({ ...before, state: before.publicationState }),
      after: audited({ ...before, state }),
    });
    return newsRecord(await existing(tx, provider, before.id));
  });
}

type StateChange = { deps: AppDeps; actor: AdminActor; input: { uid: string } };
export const publishNews = (call: StateChange) => changeState(call, 'PUBLISHED');
export const unpublishNews = (call: StateChange) => changeState(call, 'UNPUBLISHED');
