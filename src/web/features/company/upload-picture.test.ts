import { imageMessages } from '@shared/domain/image-type';
import { describe, expect, it } from 'vitest';
import { checkPictureFile } from './upload-picture';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

function file(bytes: number[], name: string, type = '') {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('checkPictureFile', () => {
  it('accepts PNG and JPEG by their first bytes', async () => {
    expect(await checkPictureFile(file(PNG, 'logo.png'), 1000)).toBeNull();
    expect(await checkPictureFile(file(JPEG, 'logo.bin'), 1000)).toBeNull();
  });

  it('refuses another file whatever its name and claimed type', async () => {
    const pdf = file([0x25, 0x50, 0x44, 0x46, 0x2d], 'logo.png', 'image/png');
    expect(await checkPictureFile(pdf, 1000)).toBe(imageMessages.wrongType);
  });

  it('refuses a file over the limit and an empty one', async () => {
    expect(await checkPictureFile(file([...PNG, ...new Array(100).fill(0)], 'big.png'), 50)).toBe(
      imageMessages.tooLarge,
    );
    expect(await checkPictureFile(file([], 'empty.png'), 50)).toBe(imageMessages.empty);
  });
});
