import { type AdminCabinet, adminCabinetApi } from '@shared/api/adminCabinet.api';
import { adminContentApi } from '@shared/api/adminContent.api';
import { type CabinetPageContent, providerDocumentsApi } from '@shared/api/providerDocuments.api';
import { MAX_PICTURE_BYTES, pictureMessages } from '@shared/domain/published-picture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, uploadAs } from '../../../testing/admin-fixtures';
import { fieldError, publishingSetup, resultOf, type Uploads } from '../../../testing/cabinet-fixtures';
import { fetchFile } from '../../../testing/file-fixtures';
import { sampleJpeg, samplePdf, samplePng, sampleWebp } from '../../../testing/sample-files';
import type { TestApp, TestClient } from '../../../testing/test-app';

/** The start page's catalogues and the uploads every banner, cover and news picture goes through. */

let app: TestApp, admin: TestClient, lunda: TestClient, uploads: Uploads;

beforeAll(async () => {
  ({ app, admin, lunda, uploads } = await publishingSetup());
});
afterAll(() => app.close());

const cabinet = async () => resultOf<AdminCabinet>(await admin.call(adminCabinetApi.cabinet));
const firmCabinet = async () =>
  resultOf<CabinetPageContent>(await lunda.call(providerDocumentsApi.cabinetPageContent));

describe('uploads', () => {
  it('takes PNG, JPEG and WebP by their bytes and refuses anything else with a Swedish message', async () => {
    await uploads.picture(samplePng());
    await uploads.picture(sampleJpeg());
    await uploads.picture(sampleWebp());
    const refused = async (bytes: Buffer) => {
      const r = await uploadAs(app, admin, adminContentApi.uploadPicture, bytes);
      return { status: r.status, field: r.body.messages[0]?.field, text: r.body.messages[0]?.text };
    };
    expect(await refused(samplePdf())).toEqual({
      status: 400,
      field: 'content',
      text: pictureMessages.wrongType,
    });
    expect(await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({
      text: pictureMessages.wrongType,
    });
    // A PNG's signature alone is no picture.
    expect(await refused(samplePng().subarray(0, 20))).toMatchObject({ text: pictureMessages.unreadable });
    const big = Buffer.concat([samplePng(), Buffer.alloc(MAX_PICTURE_BYTES)]);
    expect(await refused(big)).toMatchObject({ status: 400, text: pictureMessages.tooLarge });
    const notPdf = await uploadAs(app, admin, adminContentApi.uploadDocumentFile, samplePng());
    expect(notPdf.status).toBe(400);
  });
});

describe('flipbooks', () => {
  it('saves a catalogue with its PDF and cover, publishes it to the firms and deletes it with its files', async () => {
    const missing = await admin.call(adminCabinetApi.saveFlipbook, {
      title: 'Utan filer',
      imageUid: await uploads.picture(),
    });
    expect(fieldError(missing)).toMatchObject({ status: 400, field: 'fileUid' });
    const wrong = await admin.call(adminCabinetApi.saveFlipbook, {
      title: 'Fel fil',
      imageUid: await uploads.picture(),
      fileUid: await uploads.picture(),
    });
    expect(fieldError(wrong)).toMatchObject({ status: 400, field: 'fileUid' });

    const { uid } = resultOf<{ uid: string }>(
      await admin.call(adminCabinetApi.saveFlipbook, {
        title: 'Golvvärmekatalog 2027',
        description: 'Rör, fördelare och styrning.',
        imageUid: await uploads.picture(),
        fileUid: await uploads.pdf(),
      }),
    );
    const book = (await cabinet()).flipbooks.find((b) => b.uid === uid)!;
    expect(book).toMatchObject({ state: 'DRAFT', file: { fileName: 'Golvvärmekatalog 2027.pdf' } });
    expect(book.cover.fileName).toBe('Golvvärmekatalog 2027 – omslag.png');
    expect((await firmCabinet()).flipbooks.map((b) => b.uid)).not.toContain(uid);

    resultOf(await admin.call(adminCabinetApi.publishItem, { uid }));
    const shown = (await firmCabinet()).flipbooks.find((b) => b.uid === uid)!;
    expect(shown).toMatchObject({ title: 'Golvvärmekatalog 2027', fileName: 'Golvvärmekatalog 2027.pdf' });
    const served = await fetchFile(app, lunda, shown.link);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    resultOf(await admin.call(adminCabinetApi.deleteItem, { uid }));
    expect((await firmCabinet()).flipbooks.map((b) => b.uid)).not.toContain(uid);
    expect(await uploads.fileExists(book.file.uid)).toBe(false);
    expect(await uploads.fileExists(book.cover.uid)).toBe(false);
    const log = await auditEntries(admin, 'Golvvärmekatalog 2027');
    expect(log.map((e) => e.action)).toEqual([
      'FLIPBOOK_DELETED',
      'CABINET_ITEM_PUBLISHED',
      'FLIPBOOK_CREATED',
    ]);
    expect(log[2]!.after).toMatchObject({
      file: 'Golvvärmekatalog 2027.pdf',
      cover: 'Golvvärmekatalog 2027 – omslag.png',
    });
  });
});
