/**
 * Company pictures (logo and document footer image): PNG or JPEG, at most 25 MB (product-spec §5, §9).
 * The type is read from the file's first bytes, never from its name or the browser's claim, so a renamed
 * file of another kind is refused on the server as well as in the browser.
 */

export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

export const imageTypes = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof imageTypes)[number];

export const imageMessages = {
  empty: 'Välj en bildfil',
  tooLarge: 'Bilden är för stor. Den får vara högst 25 MB.',
  wrongType: 'Fel filtyp. Bilden måste vara en PNG- eller JPEG-fil.',
  unreadable: 'Bilden kunde inte läsas. Filen är skadad eller ingen riktig PNG- eller JPEG-bild.',
  tooWide: 'Bilden är för stor. Den får vara högst 20 000 × 20 000 bildpunkter.',
} as const;

/** Wider or taller than this is no logo; a header claiming more is a damaged or hostile file. */
export const MAX_IMAGE_SIDE_PX = 20_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** SOI marker followed by the first marker's 0xFF: every JPEG (JFIF, Exif, raw) starts this way. */
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** The type of an acceptable picture, or the Swedish message that refuses it. */
export function checkImage(
  bytes: Uint8Array,
): { ok: true; type: ImageType } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: imageMessages.empty };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, message: imageMessages.tooLarge };
  const type = detectImageType(bytes);
  return type ? { ok: true, type } : { ok: false, message: imageMessages.wrongType };
}
