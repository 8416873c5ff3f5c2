import { formatFileSize } from '@shared/api/attachments.api';
import { describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf, samplePng } from '../../testing/sample-files';
import { attachmentSpace, cleanFileName, detectAttachmentType } from './attachments.rules';

const MIB = 1024 * 1024;
const pdf = { contentType: 'application/pdf', extensions: ['pdf'] };

describe('file sizes as the section shows them', () => {
  it.each([
    [0, '0\u00a0kB'],
    [1, '1\u00a0kB'],
    [870_000, '850\u00a0kB'],
    [12.3 * MIB, '12,3\u00a0MB'],
    [1024 * MIB, '1\u00a0024\u00a0MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('the space', () => {
  it('counts percent with one decimal and never less than nothing available', () => {
    expect(attachmentSpace({ totalBytes: 1000, usedBytes: 123, fileLimitBytes: 10 })).toEqual({
      totalSizeSpace: 1000,
      consumptionBytes: 123,
      consumptionPercent: 12.3,
      availabilityBytes: 877,
      availabilityPercent: 87.7,
      attachmentSizeLimit: 10,
    });
    // A lowered limit leaves a firm over its space: full, not negative.
    expect(attachmentSpace({ totalBytes: 100, usedBytes: 150, fileLimitBytes: 10 })).toMatchObject({
      consumptionPercent: 100,
      availabilityBytes: 0,
      availabilityPercent: 0,
    });
    expect(attachmentSpace({ totalBytes: 0, usedBytes: 0, fileLimitBytes: 10 })).toMatchObject({
      consumptionPercent: 100,
      availabilityPercent: 0,
    });
  });
});

describe('names', () => {
  it.each([
    ['offert.pdf', 'offert.pdf'],
    ['  ', 'bilaga.pdf'],
    ['...', 'bilaga.pdf'],
    ['/tmp/a/b/Ritning.PDF', 'Ritning.PDF'],
    ['a<b>c:d"e|f?g*h.pdf', 'abcdefgh.pdf'],
    ['rad1\nrad2\t.pdf', 'rad1 rad2 .pdf'],
    ['arkiv.zip', 'arkiv.zip.pdf'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanFileName(raw, pdf)).toBe(clean);
  });

  it('keeps 200 characters and the extension, never cutting an emoji in half', () => {
    const name = cleanFileName(`${'🔧'.repeat(250)}.pdf`, pdf);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('🔧.pdf')).toBe(true);
  });
});

describe('types by content', () => {
  it('reads PDF, PNG and Word from the bytes, whatever the name', async () => {
    expect((await detectAttachmentType(samplePdf(), 'x.png'))?.contentType).toBe('application/pdf');
    expect((await detectAttachmentType(samplePng(), 'x'))?.contentType).toBe('image/png');
    expect((await detectAttachmentType(sampleDocx(), 'x.zip'))?.extensions).toEqual(['docx']);
  });

  it('takes text only by a .txt or .csv name and text-like bytes', async () => {
    const text = Buffer.from('Hej\r\n');
    expect((await detectAttachmentType(text, 'a.TXT'))?.contentType).toBe('text/plain; charset=utf-8');
    expect(await detectAttachmentType(text, 'a.html')).toBeNull();
    expect(await detectAttachmentType(Buffer.from([0x48, 0x01, 0x49]), 'a.txt')).toBeNull();
  });
});
