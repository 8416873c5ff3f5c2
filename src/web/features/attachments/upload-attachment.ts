/**
 * An attachment is sent as the file itself (attachments.api.ts `upload`), the document and the file's
 * name in the address.
 */
import { type AttachmentSpace, attachmentMessages, attachmentsApi } from '@shared/api/attachments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { z } from 'zod';
import { uploadFile } from '../../api/upload';

type Uploaded = z.output<typeof attachmentsApi.upload.result>;

/** What the browser can tell before sending: an empty file, or one over the server's per-file limit. */
export function checkAttachmentFile(file: File, space: AttachmentSpace): string | null {
  if (file.size === 0) return attachmentMessages.empty;
  if (file.size > space.attachmentSizeLimit) return attachmentMessages.tooLarge(space.attachmentSizeLimit);
  if (file.size > space.availabilityBytes) {
    return attachmentMessages.spaceFull(space.availabilityBytes, space.totalSizeSpace);
  }
  return null;
}

export function uploadAttachment(
  target: { docType: DocumentType; docUid: string },
  file: File,
): Promise<Uploaded> {
  return uploadFile(attachmentsApi.upload, file, { ...target, fileName: file.name });
}
