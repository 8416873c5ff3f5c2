import { describe, expect, it } from 'vitest';
import { checkImage, detectImageType, MAX_IMAGE_BYTES } from './image-type';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];
const bytes = (values: number[]) => new Uint8Array(values);

describe('detectImageType: the first bytes decide, never the name', () => {
  it.each<[string, number[], string | null]>([
    ['PNG', png, 'image/png'],
    ['JPEG (JFIF)', jpeg, 'image/jpeg'],
    ['JPEG (Exif)', [0xff, 0xd8, 0xff, 0xe1, 0, 0], 'image/jpeg'],
    ['GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], null],
    ['PDF', [0x25, 0x50, 0x44, 0x46, 0x2d], null],
    ['SVG text', [...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')], null],
    ['a PNG cut short', png.slice(0, 5), null],
    ['JPEG start marker alone', [0xff, 0xd8], null],
    ['nothing', [], null],
  ])('%s', (_case, values, expected) => {
    expect(detectImageType(bytes(values))).toBe(expected);
  });
});

describe('checkImage', () => {
  it('accepts a PNG of exactly 25 MB', () => {
    const file = new Uint8Array(MAX_IMAGE_BYTES);
    file.set(png);
    expect(checkImage(file)).toEqual({ ok: true, type: 'image/png' });
  });

  it.each<[string, Uint8Array, string]>([
    [
      'one byte over 25 MB',
      new Uint8Array(MAX_IMAGE_BYTES + 1),
      'Bilden är för stor. Den får vara högst 25 MB.',
    ],
    ['an empty file', new Uint8Array(0), 'Välj en bildfil'],
    ['a GIF', bytes([0x47, 0x49, 0x46, 0x38]), 'Fel filtyp. Bilden måste vara en PNG- eller JPEG-fil.'],
  ])('refuses %s', (_case, file, message) => {
    expect(checkImage(file)).toEqual({ ok: false, message });
  });
});
