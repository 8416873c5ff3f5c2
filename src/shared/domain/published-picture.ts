import { detectImageType, MAX_IMAGE_SIDE_PX } from './image-type';

/**
 * The pictures the provider publishes to its firms (banners, catalogue covers, news; decision 0065): PNG,
 * JPEG or WebP — what a browser shows and a web page is made of — at most 5 MB, so a start page of a few
 * banners stays quick on a phone. The type is read from the first bytes, never from the name or the
 * browser's claim; SVG is refused (a browser runs its scripts when it is opened on its own).
 */

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export { MAX_IMAGE_SIDE_PX as MAX_PICTURE_SIDE_PX };

export const pictureTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PictureType = (typeof pictureTypes)[number];

export const pictureExtensions: Record<PictureType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const pictureMessages = {
  empty: 'Välj en bildfil',
  tooLarge: 'Bilden är för stor. Den får vara högst 5 MB.',
  wrongType: 'Fel filtyp. Bilden måste vara en PNG-, JPEG- eller WebP-fil.',
  unreadable: 'Bilden kunde inte läsas. Filen är skadad eller ingen riktig PNG-, JPEG- eller WebP-bild.',
  tooWide: 'Bilden är för stor. Den får vara högst 20 000 × 20 000 bildpunkter.',
} as const;

const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** `RIFF`, the container's length, then `WEBP`: every WebP file starts this way. */
function isWebp(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 12 && RIFF.every((b, i) => bytes[i] === b) && WEBP.every((b, i) => bytes[8 + i] === b)
  );
}

export function detectPictureType(bytes: Uint8Array): PictureType | null {
  return detectImageType(bytes) ?? (isWebp(bytes) ? 'image/webp' : null);
}

/** The type of an acceptable picture, or the Swedish message that refuses it. */
export function checkPicture(
  bytes: Uint8Array,
): { ok: true; type: PictureType } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: pictureMessages.empty };
  if (bytes.length > MAX_PICTURE_BYTES) return { ok: false, message: pictureMessages.tooLarge };
  const type = detectPictureType(bytes);
  return type ? { ok: true, type } : { ok: false, message: pictureMessages.wrongType };
}
