import type { AdminFileRef } from '@shared/api/adminContent.api';
import { adminContentApi } from '@shared/api/adminContent.api';
import { type FileBody, fillPath } from '@shared/api/endpoint';
import {
  checkPicture,
  MAX_PICTURE_SIDE_PX,
  type PictureType,
  pictureExtensions,
  pictureMessages,
  pictureTypes,
} from '@shared/domain/published-picture';
import { imageSize } from 'image-size';
import type { Db } from '../../../platform/db/database';
import type { AppDeps } from '../../../platform/http/context';
import { providerFileBody, storeProviderFile } from '../../providerDocuments';
import { adminContentErrors } from '../adminContent.errors';
import { providerId } from '../adminContent.rules';
import { findFile, findFileInfo } from './files.repository';

/**
 * The provider's uploads (decision 0060, 0065): the file is the request body, checked by its bytes and
 * stored in `provider_files`; the content that uses it (a document, a banner, a flipbook, a news item)
 * names it when it is saved. It reaches the firms only once that content is published (decision 0056).
 */

const PDF_MAGIC = Buffer.from('%PDF-');

/** Stores an uploaded PDF (a document, a flipbook's catalogue). */
export async function uploadDocumentFile({
  deps,
  input,
}: {
  deps: AppDeps;
  input: { content: Uint8Array };
}): Promise<{ fileUid: string }> {
  const content = Buffer.from(input.content);
  if (!content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw adminContentErrors.NOT_A_PDF({ field: 'content' });
  }
  const fileUid = await storeProviderFile(deps.db, {
    providerId: await providerId(deps.db),
    fileName: 'dokument.pdf',
    contentType: 'application/pdf',
    content,
  });
  return { fileUid };
}

const DECODED: Record<PictureType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * The first bytes only name a type: the header must decode as that type with a size a picture can have
 * (decision 0023), so a file that merely starts like a PNG is refused before it is stored.
 */
function unreadablePicture(content: Uint8Array, type: PictureType): string | null {
  try {
    // A copy of exactly these bytes: image-size reads a view's whole underlying buffer.
    const { type: decoded, width, height } = imageSize(new Uint8Array(content));
    if (decoded !== DECODED[type] || !(width >= 1 && height >= 1)) return pictureMessages.unreadable;
    return width > MAX_PICTURE_SIDE_PX || height > MAX_PICTURE_SIDE_PX ? pictureMessages.tooWide : null;
  } catch {
    return pictureMessages.unreadable;
  }
}

/** Stores an uploaded picture (a banner's, a flipbook's cover, a news item's): PNG, JPEG or WebP. */
export async function uploadPicture({
  deps,
  input,
}: {
  deps: AppDeps;
  input: { content: Uint8Array };
}): Promise<{ fileUid: string }> {
  const checked = checkPicture(input.content);
  const problem = checked.ok ? unreadablePicture(input.content, checked.type) : checked.message;
  if (problem || !checked.ok) throw adminContentErrors.PICTURE_INVALID(problem ?? '', { field: 'content' });
  const fileUid = await storeProviderFile(deps.db, {
    providerId: await providerId(deps.db),
    fileName: `bild.${pictureExtensions[checked.type]}`,
    contentType: checked.type,
    content: Buffer.from(input.content),
  });
  return { fileUid };
}

/** Where the administration shows one of the provider's files, published or not. */
export function adminFileLink(fileId: string): string {
  return fillPath(adminContentApi.file, { uid: fileId }).url;
}

export const adminFileRef = (id: string, fileName: string): AdminFileRef => ({
  uid: id,
  fileName,
  link: adminFileLink(id),
});

/** GET /admin/content/files/:uid: the file as the firms would get it, for the administrator to check. */
export async function adminFile({ deps, uid }: { deps: AppDeps; uid: string }): Promise<FileBody> {
  const row = await findFile(deps.db, await providerId(deps.db), uid);
  if (!row) throw adminContentErrors.FILE_NOT_FOUND();
  return providerFileBody(row, 'admin');
}

export type UploadKind = 'PICTURE' | 'PDF';

/**
 * An uploaded file a save names: the provider's, and of the kind the field wants (a PDF is no banner
 * picture). Answers its content type.
 */
export async function requireUpload(
  db: Db,
  input: { providerId: string; uid: string; kind: UploadKind; field: string },
): Promise<{ contentType: string }> {
  const file = await findFileInfo(db, input.providerId, input.uid);
  if (!file) throw adminContentErrors.FILE_NOT_FOUND({ field: input.field });
  const fits =
    input.kind === 'PDF'
      ? file.contentType === 'application/pdf'
      : (pictureTypes as readonly string[]).includes(file.contentType);
  if (!fits) {
    throw input.kind === 'PDF'
      ? adminContentErrors.NOT_A_PDF({ field: input.field })
      : adminContentErrors.PICTURE_INVALID(pictureMessages.wrongType, { field: input.field });
  }
  return { contentType: file.contentType };
}

/** A file's name from the content's title: what a firm's employee saves it as. */
export function fileNameOf(title: string, contentType: string): string {
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'fil';
  const extension =
    contentType === 'application/pdf' ? 'pdf' : (pictureExtensions[contentType as PictureType] ?? 'bin');
  return `${base}.${extension}`;
}
