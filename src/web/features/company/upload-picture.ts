/** Picture uploads send the file itself as the request body (company.api.ts), as every upload does. */
import type { Endpoint, ResultOf } from '@shared/api/endpoint';
import { detectImageType, imageMessages } from '@shared/domain/image-type';
import { uploadFile } from '../../api/upload';

/**
 * What the browser can tell before sending 25 MB: the size, and the type from the first bytes (the
 * server checks the same bytes again; a file's name or the browser's claimed type proves nothing).
 */
export async function checkPictureFile(file: File, maxBytes: number): Promise<string | null> {
  if (file.size === 0) return imageMessages.empty;
  if (file.size > maxBytes) return imageMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectImageType(head) ? null : imageMessages.wrongType;
}

export function uploadPicture<E extends Endpoint>(endpoint: E, file: File): Promise<ResultOf<E>> {
  return uploadFile(endpoint, file);
}
