import { attachmentMessages } from '@shared/api/attachments.api';
import { defineErrors } from '../../platform/http/errors';

/** Refusals of an upload are answered at the file field (`content`), where the section shows them. */
export const FILE_FIELD = 'content';

export const attachmentErrors = defineErrors({
  ATTACHMENT_TYPE_REFUSED: { status: 415, text: attachmentMessages.typeRefused },
  ATTACHMENT_EMPTY: { status: 400, text: attachmentMessages.empty },
  // product-spec §8 "file too large": suggest a smaller format or freeing space.
  ATTACHMENT_TOO_LARGE: {
    status: 413,
    text: (limitBytes: number) => attachmentMessages.tooLarge(limitBytes),
  },
  // product-spec §8 "not enough personal space".
  ATTACHMENT_SPACE_FULL: {
    status: 409,
    text: (availableBytes: number, totalBytes: number) =>
      attachmentMessages.spaceFull(availableBytes, totalBytes),
  },
  ATTACHMENT_NOT_ATTACHABLE: {
    status: 403,
    text: 'Följesedlar och leverantörsfakturor kommer från grossisten; bifoga filen till ett eget dokument i stället.',
  },
  ATTACHMENT_KEPT_BY_LAW: {
    status: 409,
    text: 'Bilagan hör till ett slutfört bokföringsunderlag och sparas med det enligt bokföringslagen. Den kan inte tas bort.',
  },
});
