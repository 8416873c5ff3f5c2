import { ATTACHMENT_FILE_NAME_MAX, type AttachmentSpace } from '@shared/api/attachments.api';
import { fileTypeFromBuffer } from 'file-type';

/**
 * What may be attached (decision 0028): the type is read from the bytes against an allow list, never
 * taken from the name or the browser's claim. Left out on purpose: executables and scripts, HTML and SVG
 * (a browser runs their scripts), archives (they hide what they carry), macro-enabled Office files and
 * the legacy binary Office container (CFB: the same container holds .msi installers and macros).
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  // A phone's camera (iPhone) saves HEIC/HEIF.
  'image/heic': ['heic', 'heif'],
  'image/heif': ['heif', 'heic'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
};

/** Text has no signature: its name says it is text, and its bytes must read as text. */
const TEXT_TYPES: Readonly<Record<string, string>> = { txt: 'text/plain', csv: 'text/csv' };

export interface AttachmentType {
  contentType: string;
  /** The extensions a file of this type is expected to have; the first is added when the name lacks one. */
  extensions: readonly string[];
}

export async function detectAttachmentType(
  bytes: Uint8Array,
  fileName: string,
): Promise<AttachmentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    const extensions = ALLOWED[found.mime];
    return extensions ? { contentType: found.mime, extensions } : null;
  }
  const extension = extensionOf(fileName);
  const type = extension ? TEXT_TYPES[extension] : undefined;
  if (!type || !extension) return null;
  const charset = textCharset(bytes);
  return charset ? { contentType: `${type}; charset=${charset}`, extensions: [extension] } : null;
}

/**
 * UTF-8 when the bytes are valid UTF-8; Windows-1252 (what a Swedish Excel saves as "CSV") when they are
 * not but hold no control characters besides tab, line breaks and form feed; null for anything binary.
 */
function textCharset(bytes: Uint8Array): 'utf-8' | 'windows-1252' | null {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return null;
    if (byte === 0x7f) return null;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

function extensionOf(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Characters Windows refuses in a name, control and format characters (U+202E hides an extension). */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}<>:"/\\|?*]/gu;

/**
 * The name shown and given on download: no folders, no control or direction characters, at most 200
 * characters with the extension kept, and the type's extension when the name's does not fit the bytes
 * (a PNG called "ritning.pdf" downloads as "ritning.pdf.png", so it opens in the right program).
 */
export function cleanFileName(raw: string, type: AttachmentType): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // Line breaks and tabs part words, so they become spaces before the other controls are dropped.
  let name = base.replace(/\s+/g, ' ').replace(UNSAFE_CHARACTERS, '').trim().replace(/^\.+/, '');
  if (name === '') name = 'bilaga';
  const extension = extensionOf(name);
  if (!extension || !type.extensions.includes(extension)) name = `${name}.${type.extensions[0]}`;
  // Counted in characters, not UTF-16 units, so an emoji is never cut in half.
  const characters = [...name];
  if (characters.length <= ATTACHMENT_FILE_NAME_MAX) return name;
  const suffix = [...name.slice(name.lastIndexOf('.'))];
  const stem = characters
    .slice(0, ATTACHMENT_FILE_NAME_MAX - suffix.length)
    .join('')
    .trimEnd();
  return `${stem}${suffix.join('')}`;
}

/** Percent with one decimal. */
function percent(part: number, whole: number): number {
  return Math.round((part / whole) * 1000) / 10;
}

/** The firm's space as api-spec §3.14 names it; a firm over its space (a lowered limit) has 0 available. */
export function attachmentSpace(input: {
  totalBytes: number;
  usedBytes: number;
  fileLimitBytes: number;
}): AttachmentSpace {
  const { totalBytes, usedBytes } = input;
  const availabilityBytes = Math.max(0, totalBytes - usedBytes);
  // ATTACHMENT_SPACE_MB=0 turns attachments off: nothing is available, the space counts as full.
  const consumptionPercent = totalBytes > 0 ? Math.min(100, percent(usedBytes, totalBytes)) : 100;
  return {
    totalSizeSpace: totalBytes,
    consumptionBytes: usedBytes,
    consumptionPercent,
    availabilityBytes,
    availabilityPercent: totalBytes > 0 ? percent(availabilityBytes, totalBytes) : 0,
    attachmentSizeLimit: input.fileLimitBytes,
  };
}
