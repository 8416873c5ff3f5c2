import {
  type Attachment,
  type AttachmentList,
  type AttachmentSpace,
  attachmentsApi,
} from '@shared/api/attachments.api';
import { documentKindEndpoints } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../platform/storage/storage.table';
import { documentData } from '../../testing/document-fixtures';
import { sampleDocx, sampleExe, sampleHtml, samplePdf, samplePng } from '../../testing/sample-files';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { documents } from '../documents';
import { deleteOrphanedAttachmentFiles } from './attachments.repository';
import { ATTACHMENT_KEY_PREFIX, attachmentsForMail } from './attachments.usecases';

const KIB = 1024;
/** Small limits so the tests reach them: 64 kB per file, 200 kB per firm. */
const FILE_LIMIT = 64 * KIB;
const SPACE = 200 * KIB;

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let demoFirm: string;

beforeAll(async () => {
  t = await createTestApp({ attachmentFileBytes: FILE_LIMIT, attachmentSpaceBytes: SPACE });
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  demoFirm = await findFirmIdByCode(t.database.db, '100245');
});
afterAll(() => t.close());

async function newDocument(client: TestClient, docType: DocumentType = 'OFFER'): Promise<string> {
  const r = await client.call(documentKindEndpoints[docType].save, { newVersion: 0, data: documentData() });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.result as { uid: string }).uid;
}

/** As the browser sends it: the file as the body, the rest in the query string. */
async function upload(
  client: TestClient,
  docUid: string,
  fileName: string,
  bytes: Buffer,
  options: { docType?: DocumentType; contentType?: string } = {},
) {
  const query = new URLSearchParams({ docType: options.docType ?? 'OFFER', docUid, fileName });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${attachmentsApi.upload.path}?${query}`,
    headers: {
      cookie: client.cookieHeader,
      'content-type': options.contentType ?? 'application/octet-stream',
      'x-instance-token': client.instanceToken ?? '',
    },
    payload: bytes,
  });
  const body = response.json() as {
    result: { attachment: Attachment; space: AttachmentSpace } | null;
    messages: { code: string; text: string; field?: string }[];
  };
  return { status: response.statusCode, body };
}

async function uploaded(
  client: TestClient,
  docUid: string,
  fileName: string,
  bytes: Buffer,
  docType: DocumentType = 'OFFER',
) {
  const r = await upload(client, docUid, fileName, bytes, { docType });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as { attachment: Attachment; space: AttachmentSpace };
}

async function list(client: TestClient, docUid: string, docType: DocumentType = 'OFFER') {
  const r = await client.call(attachmentsApi.list, { docType, docUid });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as AttachmentList;
}

const open = (client: TestClient, attachmentUid: string, extra = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api${attachmentsApi.open.path}?attachmentUid=${attachmentUid}${extra}`,
    headers: { cookie: client.cookieHeader },
  });

const remove = (client: TestClient, attachmentUid: string) =>
  client.call(attachmentsApi.delete, { attachmentUid });

/** Empties the demo firm's space between tests that measure it. */
async function clearFirm(client: TestClient, docUid: string) {
  for (const a of (await list(client, docUid)).attachments)
    expect((await remove(client, a.attachmentUid)).status).toBe(200);
}

describe('uploading by content', () => {
  it('takes a PDF, a PNG and a Word file, typed by their bytes, and lists them with who and when', async () => {
    const docUid = await newDocument(admin);
    const pdf = await uploaded(admin, docUid, 'Signerad offert.pdf', samplePdf());
    const png = await uploaded(admin, docUid, 'C:\\Users\\Åsa\\Bilder\\badrum före.png', samplePng());
    const docx = await uploaded(admin, docUid, 'ritning.docx', sampleDocx());
    expect(pdf.attachment).toMatchObject({ fileName: 'Signerad offert.pdf', fileType: 'application/pdf' });
    expect(png.attachment).toMatchObject({ fileName: 'badrum före.png', fileType: 'image/png' });
    expect(docx.attachment.fileType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const listed = await list(admin, docUid);
    expect(listed.attachments.map((a) => a.fileName)).toEqual([
      'Signerad offert.pdf',
      'badrum före.png',
      'ritning.docx',
    ]);
    expect(listed.attachments[0]?.employee?.caption).toBeTruthy();
    expect(listed.attachments[0]?.fileSize).toBe(samplePdf().length);
    expect(listed).toMatchObject({ mayUpload: true, mayDelete: true });
    expect(listed.space).toMatchObject({ totalSizeSpace: SPACE, attachmentSizeLimit: FILE_LIMIT });
    expect(listed.space.consumptionBytes).toBe(samplePdf().length + samplePng().length + sampleDocx().length);
    await clearFirm(admin, docUid);
  });

  it('gives a picture named like a PDF its own extension, and accepts the file type a browser claims', async () => {
    const docUid = await newDocument(admin);
    const r = await upload(admin, docUid, 'foto.pdf', samplePng(), { contentType: 'image/png' });
    expect(r.status).toBe(200);
    expect(r.body.result?.attachment).toMatchObject({ fileName: 'foto.pdf.png', fileType: 'image/png' });
    const csv = await upload(admin, docUid, 'mätning.csv', Buffer.from('Rum;Yta\nBadrum;6,5\n'), {
      contentType: 'text/csv',
    });
    expect(csv.body.result?.attachment.fileType).toBe('text/csv; charset=utf-8');
    const ansi = await uploaded(admin, docUid, 'export.csv', Buffer.from('Kök;Våtrum\r\n', 'latin1'));
    expect(ansi.attachment.fileType).toBe('text/csv; charset=windows-1252');
    await clearFirm(admin, docUid);
  });

  it.each([
    ['a program renamed .pdf', 'faktura.pdf', sampleExe()],
    ['an HTML page', 'sida.html', sampleHtml()],
    ['an HTML page named .txt', 'sida.txt', Buffer.concat([sampleHtml(), Buffer.from([0])])],
    ['an SVG picture', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['text without a .txt or .csv name', 'anteckning', Buffer.from('Hej')],
  ])('refuses %s with a Swedish message at the file', async (_what, fileName, bytes) => {
    const docUid = await newDocument(admin);
    const r = await upload(admin, docUid, fileName, bytes);
    expect(r.status).toBe(415);
    expect(r.body.messages[0]).toMatchObject({
      code: 'ATTACHMENT_TYPE_REFUSED',
      field: 'content',
      text: 'Filtypen kan inte bifogas. Tillåtna är PDF, bilder, Office-dokument och text.',
    });
    expect((await list(admin, docUid)).attachments).toEqual([]);
  });

  it('cleans the name: no folders, no control or direction characters, at most 200 characters', async () => {
    const docUid = await newDocument(admin);
    const long = `${'å'.repeat(300)}.pdf`;
    const a = await uploaded(admin, docUid, long, samplePdf());
    expect([...a.attachment.fileName]).toHaveLength(200);
    expect(a.attachment.fileName.endsWith('å.pdf')).toBe(true);
    const b = await uploaded(admin, docUid, '../../etc/kvitto\u202Efdp.exe\u0007', samplePdf());
    expect(b.attachment.fileName).toBe('kvittofdp.exe.pdf');
    await clearFirm(admin, docUid);
  });
});

describe('limits', () => {
  it('refuses a file over the per-file limit with the §8 message, and an empty one', async () => {
    const docUid = await newDocument(admin);
    const r = await upload(admin, docUid, 'stor.png', samplePng(8, FILE_LIMIT));
    expect(r.status).toBe(413);
    expect(r.body.messages[0]).toMatchObject({ code: 'ATTACHMENT_TOO_LARGE', field: 'content' });
    expect(r.body.messages[0]?.text).toMatch(
      /^Filen är för stor: högst 64\u00a0kB per fil\. Välj ett mindre format/,
    );
    expect((await upload(admin, docUid, 'tom.pdf', Buffer.alloc(0))).body.messages[0]?.code).toBe(
      'ATTACHMENT_EMPTY',
    );
  });

  it('refuses a file the firm has no space left for with the §8 message', async () => {
    const docUid = await newDocument(admin);
    for (let i = 0; i < 3; i += 1) await uploaded(admin, docUid, `foto${i}.png`, samplePng(8, 60 * KIB));
    const r = await upload(admin, docUid, 'en till.png', samplePng(8, 60 * KIB));
    expect(r.status).toBe(409);
    expect(r.body.messages[0]).toMatchObject({ code: 'ATTACHMENT_SPACE_FULL', field: 'content' });
    expect(r.body.messages[0]?.text).toMatch(
      /^Det finns inte tillräckligt med personligt utrymme för filen: \d+\u00a0kB ledigt av 200\u00a0kB\./,
    );
    // Another firm's space is its own.
    expect(
      (await uploaded(norr, await newDocument(norr), 'foto.png', samplePng(8, 60 * KIB))).space
        .consumptionBytes,
    ).toBeLessThan(61 * KIB + 200);
    await clearFirm(admin, docUid);
  });

  it('lets only one of several simultaneous uploads take the last space', async () => {
    const docUid = await newDocument(admin);
    await uploaded(admin, docUid, 'ett.png', samplePng(8, 60 * KIB));
    await uploaded(admin, docUid, 'två.png', samplePng(8, 60 * KIB));
    const all = await Promise.all(
      ['tre', 'fyra', 'fem', 'sex', 'sju', 'åtta'].map((name) =>
        upload(admin, docUid, `${name}.png`, samplePng(8, 60 * KIB)),
      ),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const { space, attachments } = await list(admin, docUid);
    expect(attachments).toHaveLength(3);
    expect(space.consumptionBytes).toBeLessThanOrEqual(SPACE);
    await clearFirm(admin, docUid);
  });
});

describe('opening and deleting', () => {
  it('opens the bytes as stored, inline or as a download, and deletes them with the row', async () => {
    const docUid = await newDocument(admin);
    const pdf = samplePdf('Ritning');
    const { attachment } = await uploaded(admin, docUid, 'Ritning våtrum.pdf', pdf);
    const inline = await open(admin, attachment.attachmentUid, `&docUid=${docUid}`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="Ritning vatrum.pdf"/);
    expect(inline.rawPayload.equals(pdf)).toBe(true);
    const saved = await open(admin, attachment.attachmentUid, '&inline=false');
    expect(saved.headers['content-disposition']).toMatch(/^attachment;/);
    const key = await t.database.db.select().from(storedFiles).where(eq(storedFiles.firmId, demoFirm));
    expect(key).toHaveLength(1);

    const deleted = await remove(admin, attachment.attachmentUid);
    expect(deleted.status).toBe(200);
    expect((deleted.body.result as { space: AttachmentSpace }).space.consumptionBytes).toBe(0);
    expect((await open(admin, attachment.attachmentUid)).statusCode).toBe(404);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.firmId, demoFirm))).toEqual(
      [],
    );
  });

  it("keeps a completed invoice's attachments: added to, never removed", async () => {
    const docUid = await newDocument(admin, 'INVOICE');
    const { attachment } = await uploaded(admin, docUid, 'följesedel.pdf', samplePdf(), 'INVOICE');
    await t.database.db.update(documents).set({ completed: true }).where(eq(documents.id, docUid));
    expect(await list(admin, docUid, 'INVOICE')).toMatchObject({ mayUpload: true, mayDelete: false });
    const r = await remove(admin, attachment.attachmentUid);
    expect([r.status, r.body.messages[0]?.code]).toEqual([409, 'ATTACHMENT_KEPT_BY_LAW']);
    expect((await open(admin, attachment.attachmentUid)).statusCode).toBe(200);
  });
});

describe("one firm never reaches another firm's files", () => {
  it("answers 404 for another firm's attachment id and document", async () => {
    const docUid = await newDocument(admin);
    const { attachment } = await uploaded(admin, docUid, 'hemlig.pdf', samplePdf('Hemlig'));
    expect((await open(norr, attachment.attachmentUid)).statusCode).toBe(404);
    expect((await remove(norr, attachment.attachmentUid)).status).toBe(404);
    expect((await norr.call(attachmentsApi.list, { docType: 'OFFER', docUid })).status).toBe(404);
    expect((await upload(norr, docUid, 'in.pdf', samplePdf())).status).toBe(404);
    // Another document's id beside the attachment's is "not found" too.
    const elsewhere = await newDocument(admin);
    expect((await open(admin, attachment.attachmentUid, `&docUid=${elsewhere}`)).statusCode).toBe(404);
    const norrFirm = await findFirmIdByCode(t.database.db, '100318');
    await expect(
      attachmentsForMail({
        db: t.database.db,
        firmId: norrFirm,
        documentId: docUid,
        attachmentUids: [attachment.attachmentUid],
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      attachmentsForMail({
        db: t.database.db,
        firmId: demoFirm,
        documentId: elsewhere,
        attachmentUids: [attachment.attachmentUid],
      }),
    ).rejects.toMatchObject({ status: 404 });
    const mail = await attachmentsForMail({
      db: t.database.db,
      firmId: demoFirm,
      documentId: docUid,
      attachmentUids: [attachment.attachmentUid],
    });
    expect(mail).toEqual([
      { fileName: 'hemlig.pdf', contentType: 'application/pdf', content: samplePdf('Hemlig') },
    ]);
    expect((await remove(admin, attachment.attachmentUid)).status).toBe(200);
  });
});

describe("the provider's documents and destroyed documents", () => {
  it("takes no files on the provider's follow-up, but lists and refuses with a reason", async () => {
    const [followUp] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.firmId, demoFirm), eq(documents.docType, 'UNIX_ORDER')))
      .limit(1);
    if (!followUp) throw new Error('the demo firm has no follow-up');
    expect(await list(admin, followUp.id, 'UNIX_ORDER')).toMatchObject({
      mayUpload: false,
      mayDelete: false,
    });
    const r = await upload(admin, followUp.id, 'foto.png', samplePng(), { docType: 'UNIX_ORDER' });
    expect([r.status, r.body.messages[0]?.code]).toEqual([403, 'ATTACHMENT_NOT_ATTACHABLE']);
  });

  it('sweeps the bytes of a destroyed document and keeps those still attached', async () => {
    const bytes = async () =>
      (await t.database.db.select().from(storedFiles).where(eq(storedFiles.firmId, demoFirm))).length;
    const before = await bytes();
    const kept = await newDocument(admin);
    const destroyed = await newDocument(admin);
    await uploaded(admin, kept, 'kvar.pdf', samplePdf());
    await uploaded(admin, destroyed, 'borta.pdf', samplePdf());
    await t.database.db.delete(documents).where(eq(documents.id, destroyed));
    expect(await bytes()).toBe(before + 2);
    expect(await deleteOrphanedAttachmentFiles(t.database.db, ATTACHMENT_KEY_PREFIX)).toBe(1);
    expect(await bytes()).toBe(before + 1);
    expect((await list(admin, kept)).attachments).toHaveLength(1);
    await clearFirm(admin, kept);
  });
});
