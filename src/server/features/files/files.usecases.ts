import { randomBytes } from 'node:crypto';
import { type FileBody, fillPath } from '@shared/api/endpoint';
import { type FileLink, filesApi } from '@shared/api/files.api';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { deleteExpiredFileLinks, findLiveFileLink, insertFileLink } from './files.repository';

/**
 * How long a link serves its file. Long enough to open it in a tab, reload it or save it again from
 * there; short enough that a link left in a browser's history soon leads nowhere.
 */
export const FILE_LINK_TTL_MS = 15 * 60_000;

/** The file a link serves: a generated export's content, type, name and whether it opens or saves. */
export type LinkedFile = Omit<FileBody, 'cacheControl'>;

function linkOf(id: string): string {
  return fillPath(filesApi.download, { id }).url;
}

/**
 * Stores a generated file behind a new short-lived link for the firm and answers what an export call
 * returns. Expired links are removed on the way, so the table holds only the last minutes' files.
 */
export async function createFileLink({
  deps,
  firmId,
  file,
}: {
  deps: AppDeps;
  firmId: string;
  file: LinkedFile;
}): Promise<FileLink> {
  const now = deps.clock.now();
  await deleteExpiredFileLinks(deps.db, now);
  const id = randomBytes(32).toString('base64url');
  const content =
    typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : Buffer.from(file.content);
  await insertFileLink(deps.db, {
    id,
    firmId,
    fileName: file.fileName,
    contentType: file.contentType,
    disposition: file.disposition,
    content,
    createdAt: now,
    expiresAt: new Date(now.getTime() + FILE_LINK_TTL_MS),
  });
  return { link: linkOf(id), fileName: file.fileName, fileType: file.contentType.split(';')[0]!.trim() };
}

/** The file behind a link, for an employee of the firm that made it, until it expires. */
export async function openFileLink({
  deps,
  firmId,
  id,
}: {
  deps: AppDeps;
  firmId: string;
  id: string;
}): Promise<FileBody> {
  const row = await findLiveFileLink(deps.db, { firmId, id, now: deps.clock.now() });
  if (!row) throw httpErrors.NOT_FOUND();
  return {
    content: row.content,
    contentType: row.contentType,
    fileName: row.fileName,
    disposition: row.disposition,
  };
}
