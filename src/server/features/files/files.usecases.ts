import { randomBytes } from 'node:crypto';
import { type FileBody, fillPath } from '@shared/api/endpoint';
import { type FileLink, filesApi } from '@shared/api/files.api';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import {
  completeFileLink,
  deleteExpiredFileLinks,
  findFileLinkPart,
  findLiveFileLink,
  insertFileLink,
  insertFileLinkPart,
} from './files.repository';

/**
 * How long a link serves its file. Long enough to open it in a tab, reload it or save it again from
 * there; short enough that a link left in a browser's history soon leads nowhere.
 */
export const FILE_LINK_TTL_MS = 15 * 60_000;

/** The file a link serves: a generated export's content, type, name and whether it opens or saves. */
export type LinkedFile = Omit<FileBody, 'cacheControl' | 'content'> & { content: Uint8Array | string };

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

/** A streamed file is stored in parts of about this size: few rows, and little held at once. */
export const FILE_PART_BYTES = 1024 * 1024;

/** A file described up front whose bytes come as they are made (an SIE export, decision 0046). */
export type StreamedFile = Omit<FileBody, 'cacheControl' | 'content'> & { chunks: AsyncIterable<Uint8Array> };

/**
 * Stores a file as it is produced, part by part, behind a new short-lived link: neither the writer nor
 * this function ever holds more than one part. The link serves nothing until the last part is stored, so
 * a failure half-way leaves an unserved row that expires with its parts.
 */
export async function createStreamedFileLink({
  deps,
  firmId,
  file,
}: {
  deps: AppDeps;
  firmId: string;
  file: StreamedFile;
}): Promise<FileLink> {
  const now = deps.clock.now();
  await deleteExpiredFileLinks(deps.db, now);
  const id = randomBytes(32).toString('base64url');
  await insertFileLink(deps.db, {
    id,
    firmId,
    fileName: file.fileName,
    contentType: file.contentType,
    disposition: file.disposition,
    content: Buffer.alloc(0),
    parts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + FILE_LINK_TTL_MS),
  });
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    await insertFileLinkPart(deps.db, { linkId: id, seq, content: Buffer.concat(pending, pendingBytes) });
    seq += 1;
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of file.chunks) {
    pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    pendingBytes += chunk.byteLength;
    if (pendingBytes >= FILE_PART_BYTES) await flush();
  }
  if (pendingBytes > 0 || seq === 0) await flush();
  await completeFileLink(deps.db, id, seq);
  return { link: linkOf(id), fileName: file.fileName, fileType: file.contentType.split(';')[0]!.trim() };
}

async function* storedParts(deps: AppDeps, linkId: string, count: number): AsyncGenerator<Uint8Array> {
  for (let seq = 0; seq < count; seq += 1) {
    const part = await findFileLinkPart(deps.db, linkId, seq);
    // The link expired and was removed while it was being served: end the download short, visibly.
    if (!part) throw new Error(`file ${linkId}: part ${seq} is gone`);
    yield part;
  }
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
    content: row.parts === null ? row.content : storedParts(deps, row.id, row.parts),
    contentType: row.contentType,
    fileName: row.fileName,
    disposition: row.disposition,
  };
}
