import { documentTypes } from '@shared/domain/documents/document-kinds';
import { formatNumber } from '@shared/domain/format';
import { z } from 'zod';
import { anyDocumentAccess } from './documents/engine.api';
import { defineEndpoint, fileResult, queryBoolean } from './endpoint';
import { text } from './limits';

/**
 * Files attached to a document (issue #15, api-spec §3.14, §7.4 `docAttachment`; decision 0028): photos
 * of the site, a signed offer, a drawing. The server decides a file's type from its bytes against an
 * allow list and holds each firm to its space; both limits are the server's (configuration), never the
 * browser's.
 */

/**
 * The largest body the upload route reads at all; the firm's per-file limit (`attachmentSizeLimit`,
 * configuration) is at most this and is answered with a Swedish message at the field.
 */
export const ATTACHMENT_UPLOAD_CEILING_BYTES = 100 * 1024 * 1024;

/** A file name as the user's file had it; the server cleans it and keeps at most 200 characters. */
export const ATTACHMENT_FILE_NAME_MAX = 200;

const uid = z.uuid();

export const attachmentSchema = z.object({
  attachmentUid: z.string(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  /** The content type read from the bytes (`application/pdf`, `image/jpeg`, …). */
  fileType: z.string(),
  /** Who attached it; null once that employee is deleted. */
  employee: z.object({ uid: z.string(), caption: z.string() }).nullable(),
  /** ISO timestamp. */
  createdDate: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The firm's attachment space (api-spec §3.14), all in bytes; percentages 0–100 with one decimal. */
export const attachmentSpaceSchema = z.object({
  totalSizeSpace: z.number().int(),
  consumptionBytes: z.number().int(),
  consumptionPercent: z.number(),
  availabilityBytes: z.number().int(),
  availabilityPercent: z.number(),
  /** The largest single file the server takes. */
  attachmentSizeLimit: z.number().int(),
});
export type AttachmentSpace = z.infer<typeof attachmentSpaceSchema>;

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A size as the section and the messages show it, in Swedish format: "850 kB", "12,3 MB", "1 024 MB"
 * (binary units, as the limits are configured). Whole megabytes show without decimals.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < MIB) return `${formatNumber(Math.ceil(bytes / KIB), 0)}\u00a0kB`;
  const mb = bytes / MIB;
  return `${formatNumber(mb, Number.isInteger(mb) ? 0 : 1)}\u00a0MB`;
}

/**
 * The refusals of an upload (product-spec §8), one text for the server's answer and the browser's own
 * check before it sends a file the server would refuse anyway.
 */
export const attachmentMessages = {
  typeRefused: 'Filtypen kan inte bifogas. Tillåtna är PDF, bilder, Office-dokument och text.',
  empty: 'Filen är tom.',
  tooLarge: (limitBytes: number) =>
    `Filen är för stor: högst ${formatFileSize(limitBytes)} per fil. Välj ett mindre format (t.ex. en komprimerad PDF eller en mindre bild) eller frigör utrymme.`,
  spaceFull: (availableBytes: number, totalBytes: number) =>
    `Det finns inte tillräckligt med personligt utrymme för filen: ${formatFileSize(availableBytes)} ledigt av ${formatFileSize(totalBytes)}. Ta bort bilagor som inte behövs eller välj en mindre fil.`,
};

export const attachmentListSchema = z.object({
  attachments: z.array(attachmentSchema),
  space: attachmentSpaceSchema,
  /** False on a kind the employee may only read (a provider's follow-up is still attachable). */
  mayUpload: z.boolean(),
  /** False where an attachment is part of a completed accounting record (a completed invoice kind). */
  mayDelete: z.boolean(),
});
export type AttachmentList = z.infer<typeof attachmentListSchema>;

export const attachmentsApi = {
  list: defineEndpoint({
    path: '/doc/docAttachments',
    method: 'GET',
    summary: 'Dokumentets bilagor och företagets utrymme för bilagor',
    access: anyDocumentAccess,
    parameters: z.object({ docType: z.enum(documentTypes), docUid: uid }),
    result: attachmentListSchema,
  }),
  /** Opened by the browser at its address (a tab, a download link), never through the JSON call layer. */
  open: defineEndpoint({
    path: '/doc/docAttachment',
    method: 'GET',
    summary: 'En bilaga som fil: inline=true visar den i webbläsaren, annars sparas den',
    access: anyDocumentAccess,
    refusedAsNotFound: true,
    parameters: z.object({
      attachmentUid: uid,
      /** api-spec §7.4 names it; when given it must be the attachment's document. */
      docUid: uid.optional(),
      inline: queryBoolean.default(true),
    }),
    result: fileResult(),
  }),
  /**
   * The upload is the file itself as the request body (any Content-Type the server reads as bytes, the
   * web sends application/octet-stream) with the X-Instance-Token header; docType, docUid and fileName
   * travel in the query string (platform/http/binary-body.ts joins them to `{ content }`).
   */
  upload: defineEndpoint({
    path: '/doc/docAttachment',
    method: 'POST',
    summary: 'Bifoga en fil (kroppen är filen; docType, docUid och fileName i adressen)',
    access: anyDocumentAccess,
    bodyLimit: ATTACHMENT_UPLOAD_CEILING_BYTES + 1024,
    parameters: z.object({
      docType: z.enum(documentTypes),
      docUid: uid,
      /** Longer names are shortened by the server (keeping the extension), not refused. */
      fileName: text(1000).min(1, 'Filen saknar namn'),
      content: z.instanceof(Uint8Array, { error: 'Välj en fil' }),
    }),
    result: z.object({ attachment: attachmentSchema, space: attachmentSpaceSchema }),
  }),
  delete: defineEndpoint({
    path: '/doc/docAttachment',
    method: 'DELETE',
    summary: 'Ta bort en bilaga och dess fil',
    access: anyDocumentAccess,
    parameters: z.object({ attachmentUid: uid }),
    result: z.object({ space: attachmentSpaceSchema }),
  }),
};
