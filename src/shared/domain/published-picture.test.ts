import { describe, expect, it } from 'vitest';
import { checkPicture, detectPictureType, MAX_PICTURE_BYTES, pictureMessages } from './published-picture';

const bytes = (values: number[]) => new Uint8Array(values);
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const webp = [...new TextEncoder().encode('RIFF'), 0x24, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')];

describe('detectPictureType: PNG, JPEG or WebP by the first bytes', () => {
  it.each<[string, number[], string | null]>([
    ['PNG', png, 'image/png'],
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 16], 'image/jpeg'],
    ['WebP', webp, 'image/webp'],
    [
      'a RIFF that is a WAV sound',
      [...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WAVE')],
      null,
    ],
    ['GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], null],
    ['SVG', [...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')], null],
    ['PDF', [0x25, 0x50, 0x44, 0x46, 0x2d], null],
    ['WebP cut short', webp.slice(0, 10), null],
  ])('%s', (_case, values, expected) => {
    expect(detectPictureType(bytes(values))).toBe(expected);
  });
});

describe('checkPicture', () => {
  it('accepts a WebP of exactly 5 MB and refuses one byte more', () => {
    const file = new Uint8Array(MAX_PICTURE_BYTES);
    file.set(webp);
    expect(checkPicture(file)).toEqual({ ok: true, type: 'image/webp' });
    const over = new Uint8Array(MAX_PICTURE_BYTES + 1);
    over.set(webp);
    expect(checkPicture(over)).toEqual({ ok: false, message: pictureMessages.tooLarge });
  });

  it('refuses an empty file and another type with their messages', () => {
    expect(checkPicture(new Uint8Array(0))).toEqual({ ok: false, message: pictureMessages.empty });
    expect(checkPicture(bytes([0x25, 0x50, 0x44, 0x46]))).toEqual({
      ok: false,
      message: pictureMessages.wrongType,
    });
  });
});
