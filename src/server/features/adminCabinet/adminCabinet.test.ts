import { type AdminBanner, type AdminCabinet, adminCabinetApi } from '@shared/api/adminCabinet.api';
import {
  type CabinetPageContent,
  type ContentSection,
  providerDocumentsApi,
} from '@shared/api/providerDocuments.api';
import { cabinetLinkMessages } from '@shared/domain/cabinet-links';
import { pictureMessages } from '@shared/domain/published-picture';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, expectProviderAdminOnly } from '../../testing/admin-fixtures';
import { fieldError, publishingSetup, resultOf, type Uploads } from '../../testing/cabinet-fixtures';
import { fetchFile } from '../../testing/file-fixtures';
import { samplePng, sampleWebp } from '../../testing/sample-files';
import type { TestApp, TestClient } from '../../testing/test-app';
import { contentSections } from '../providerDocuments';

let app: TestApp, admin: TestClient, lunda: TestClient, uploads: Uploads;
const picture = (bytes?: Buffer) => uploads.picture(bytes);

beforeAll(async () => {
  ({ app, admin, lunda, uploads } = await publishingSetup());
});
afterAll(() => app.close());

const cabinet = async () => resultOf<AdminCabinet>(await admin.call(adminCabinetApi.cabinet));
const firmCabinet = async () =>
  resultOf<CabinetPageContent>(await lunda.call(providerDocumentsApi.cabinetPageContent));

async function section(title: string, body = '<p>Öppet som vanligt.</p>'): Promise<string> {
  return resultOf<{ uid: string }>(await admin.call(adminCabinetApi.saveSection, { title, body })).uid;
}

const bannerInput = async (extra: Record<string, unknown>) => ({
  title: 'Kampanj',
  text: 'Tio procent på golvbrunnar.',
  imageUid: await picture(),
  imageAlt: 'En golvbrunn i rostfritt stål',
  colorTheme: 'DARK_BLUE',
  linkType: 'INTERNAL_LINK',
  link: '/price_lists',
  linkText: 'Läs mer',
  ...extra,
});

async function banner(extra: Record<string, unknown> = {}): Promise<string> {
  const r = await admin.call(adminCabinetApi.saveBanner, await bannerInput(extra));
  return resultOf<{ uid: string }>(r).uid;
}

describe('who may write the start page', () => {
  it('refuses every adminCabinet call to a firm’s ADMIN (403) and to a visitor (401)', async () => {
    const calls = Object.values(adminCabinetApi);
    expect(calls.every((e) => e.access.kind === 'providerAdmin')).toBe(true);
    await expectProviderAdminOnly(app, calls);
  });
});

describe('content sections', () => {
  it('stores the HTML sanitised (a <script> and an on… handler are gone) and refuses a body with nothing left', async () => {
    const uid = await section(
      'Leveranser i påsk',
      '<h2>Påsk</h2><p>Vi har <strong>stängt</strong> långfredag.</p><script>alert(1)</script>' +
        '<p onclick="steal()">Klick</p><ul><li><p>Lund</p></li></ul>',
    );
    const [stored] = await app.database.db
      .select({ body: contentSections.body, state: contentSections.publicationState })
      .from(contentSections)
      .where(eq(contentSections.id, uid));
    expect(stored!.state).toBe('DRAFT');
    expect(stored!.body).toContain('<strong>stängt</strong>');
    expect(stored!.body).toContain('<li><p>Lund</p></li>');
    expect(stored!.body).not.toMatch(/script|onclick|steal/);

    const empty = await admin.call(adminCabinetApi.saveSection, {
      title: 'Tom',
      body: '<script>x()</script>',
    });
    expect(fieldError(empty)).toMatchObject({ status: 400, field: 'body' });

    resultOf(
      await admin.call(adminCabinetApi.saveSection, { uid, title: 'Leveranser i påsken', body: '<p>Ny</p>' }),
    );
    const listed = (await cabinet()).sections.find((s) => s.uid === uid)!;
    expect(listed).toMatchObject({
      title: 'Leveranser i påsken',
      body: '<p>Ny</p>',
      state: 'DRAFT',
      usedBy: [],
    });
    const log = await auditEntries(admin, 'Leveranser i påsk');
    expect(log.map((e) => e.action)).toEqual(['CONTENT_SECTION_EDITED', 'CONTENT_SECTION_CREATED']);
    expect(log[0]).toMatchObject({ before: { title: 'Leveranser i påsk' }, after: { body: '<p>Ny</p>' } });
  });

  it('cannot delete a section a banner opens (409 in Swedish); can once the banner is gone', async () => {
    const uid = await section('Service av värmepumpar');
    const bannerUid = await banner({
      title: 'Värmepumpsservice',
      linkType: 'EXTENDED_CONTENT_SECTION_UID',
      link: uid,
    });
    const listed = (await cabinet()).sections.find((s) => s.uid === uid)!;
    expect(listed.usedBy.map((b) => b.title)).toEqual(['Värmepumpsservice']);

    const refused = await admin.call(adminCabinetApi.deleteSection, { uid });
    expect(refused.status).toBe(409);
    expect(refused.body.messages[0]).toMatchObject({ code: 'SECTION_IN_USE' });
    expect(refused.body.messages[0]!.text).toContain('”Värmepumpsservice”');

    const bannerRow = (await cabinet()).banners.find((b) => b.uid === bannerUid)!;
    resultOf(await admin.call(adminCabinetApi.deleteItem, { uid: bannerUid }));
    expect(await uploads.fileExists(bannerRow.picture.uid)).toBe(false);
    resultOf(await admin.call(adminCabinetApi.deleteSection, { uid }));
    expect((await cabinet()).sections.map((s) => s.uid)).not.toContain(uid);
    expect((await auditEntries(admin, 'Service av värmepumpar'))[0]).toMatchObject({
      action: 'CONTENT_SECTION_DELETED',
      after: null,
    });
    expect((await auditEntries(admin, 'Värmepumpsservice'))[0]).toMatchObject({
      action: 'BANNER_DELETED',
      before: { title: 'Värmepumpsservice', linkType: 'EXTENDED_CONTENT_SECTION_UID' },
    });
  });
});

describe('banners', () => {
  it('saves a banner with each link type, the section by its uid', async () => {
    const sectionUid = await section('Jourtelefon');
    const internal = await banner({ title: 'Prislistor', link: '/price_lists' });
    const external = await banner({
      linkType: 'EXTERNAL_LINK',
      title: 'Säker Vatten',
      link: 'https://www.sakervatten.se/',
    });
    const opens = await banner({
      linkType: 'EXTENDED_CONTENT_SECTION_UID',
      title: 'Jouren',
      link: sectionUid,
    });
    const banners = (await cabinet()).banners;
    const byUid = (uid: string) => banners.find((b) => b.uid === uid)!;
    expect(byUid(internal)).toMatchObject({
      linkType: 'INTERNAL_LINK',
      link: '/price_lists',
      section: null,
      state: 'DRAFT',
    });
    expect(byUid(external)).toMatchObject({ linkType: 'EXTERNAL_LINK', link: 'https://www.sakervatten.se/' });
    expect(byUid(opens)).toMatchObject({
      linkType: 'EXTENDED_CONTENT_SECTION_UID',
      section: { uid: sectionUid, title: 'Jourtelefon', state: 'DRAFT' },
    });
    // A new banner goes after the others; the picture is named after the title.
    expect(byUid(opens).position).toBeGreaterThan(byUid(internal).position);
    expect(byUid(internal).picture).toMatchObject({
      fileName: 'Prislistor.png',
      alt: 'En golvbrunn i rostfritt stål',
    });
    expect((await fetchFile(app, admin, byUid(internal).picture.link)).statusCode).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an in-app link without its slash', { link: 'price_lists' }, 'link', cabinetLinkMessages.internal],
    ['an in-app link to another site', { link: '//evil.example/' }, 'link', cabinetLinkMessages.internal],
    [
      'an outside address over http',
      { linkType: 'EXTERNAL_LINK', link: 'http://exempel.se/' },
      'link',
      cabinetLinkMessages.external,
    ],
    [
      'a javascript: address',
      { linkType: 'EXTERNAL_LINK', link: 'javascript:alert(1)' },
      'link',
      cabinetLinkMessages.external,
    ],
    [
      'a section that is no uid',
      { linkType: 'EXTENDED_CONTENT_SECTION_UID', link: 'vinter' },
      'link',
      cabinetLinkMessages.section,
    ],
    ['an empty title', { title: ' ' }, 'title', 'Detta fält måste fyllas i'],
    ['an empty button text', { linkText: '' }, 'linkText', 'Detta fält måste fyllas i'],
    ['a new banner without a picture', { imageUid: undefined }, 'imageUid', 'Ladda upp en bild'],
  ])('refuses %s at its field', async (_case, extra, field, text) => {
    const r = await admin.call(adminCabinetApi.saveBanner, await bannerInput(extra));
    expect(fieldError(r)).toMatchObject({ status: 400, field });
    // The contract's own refusals name the field before the message ("Ogiltigt värde för …: ").
    expect(fieldError(r).text).toContain(text);
  });

  it('refuses a section of nobody, and a PDF as the picture', async () => {
    const unknown = await admin.call(
      adminCabinetApi.saveBanner,
      await bannerInput({
        linkType: 'EXTENDED_CONTENT_SECTION_UID',
        link: '0b7c51a4-3a57-4c48-9a4e-7d2e8a1d9f00',
      }),
    );
    expect(fieldError(unknown)).toMatchObject({ status: 400, field: 'link' });
    const pdfAsPicture = await admin.call(
      adminCabinetApi.saveBanner,
      await bannerInput({ imageUid: await uploads.pdf() }),
    );
    expect(fieldError(pdfAsPicture)).toEqual({
      status: 400,
      field: 'imageUid',
      text: pictureMessages.wrongType,
    });
  });

  it('keeps a draft from the firms, shows a published one with its picture, and takes it back', async () => {
    const uid = await banner({ title: 'Vårkampanj rör', imageAlt: 'Kopparrör i buntar' });
    expect((await firmCabinet()).banners.map((b) => b.uid)).not.toContain(uid);
    const admins = (await cabinet()).banners.find((b) => b.uid === uid)!;
    expect((await fetchFile(app, lunda, `/api/content/providerFile/${admins.picture.uid}`)).statusCode).toBe(
      404,
    );

    expect(resultOf(await admin.call(adminCabinetApi.publishItem, { uid }))).toEqual({
      uid,
      state: 'PUBLISHED',
    });
    const shown = (await firmCabinet()).banners.find((b) => b.uid === uid)!;
    expect(shown).toMatchObject({
      title: 'Vårkampanj rör',
      imageAlt: 'Kopparrör i buntar',
      type: 'INTERNAL_LINK',
    });
    const served = await fetchFile(app, lunda, shown.imageLink);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, samplePng(16))).toBe(0);

    resultOf(await admin.call(adminCabinetApi.unpublishItem, { uid }));
    expect((await firmCabinet()).banners.map((b) => b.uid)).not.toContain(uid);
    const log = await auditEntries(admin, 'Vårkampanj rör');
    expect(log.map((e) => e.action)).toEqual([
      'CABINET_ITEM_UNPUBLISHED',
      'CABINET_ITEM_PUBLISHED',
      'BANNER_CREATED',
    ]);
    expect(log[1]).toMatchObject({
      before: { state: 'DRAFT' },
      after: { state: 'PUBLISHED', picture: 'Vårkampanj rör.png' },
    });
    // The log names the files; it never holds their bytes.
    expect(JSON.stringify(log).length).toBeLessThan(4000);
  });

  it('publishes a section banner only once its section is published, and keeps that section published', async () => {
    const sectionUid = await section(
      'Öppettider midsommar',
      '<p><strong>Stängt</strong> midsommarafton.</p>',
    );
    const uid = await banner({
      title: 'Midsommar',
      linkType: 'EXTENDED_CONTENT_SECTION_UID',
      link: sectionUid,
    });
    const early = await admin.call(adminCabinetApi.publishItem, { uid });
    expect(early.status).toBe(409);
    expect(early.body.messages[0]).toMatchObject({ code: 'SECTION_NOT_PUBLISHED', field: 'link' });

    resultOf(await admin.call(adminCabinetApi.publishSection, { uid: sectionUid }));
    resultOf(await admin.call(adminCabinetApi.publishItem, { uid }));
    const shown = (await firmCabinet()).banners.find((b) => b.uid === uid)!;
    expect(shown).toMatchObject({ type: 'EXTENDED_CONTENT_SECTION_UID', link: sectionUid });
    const opened = resultOf<ContentSection>(
      await lunda.call(providerDocumentsApi.contentSection, { uid: sectionUid }),
    );
    expect(opened.body).toBe('<p><strong>Stängt</strong> midsommarafton.</p>');

    const unpublish = await admin.call(adminCabinetApi.unpublishSection, { uid: sectionUid });
    expect(unpublish.status).toBe(409);
    expect(unpublish.body.messages[0]!.text).toContain('”Midsommar”');
    const draftSection = await section('Utkast till avsnitt');
    const relink = await admin.call(
      adminCabinetApi.saveBanner,
      await bannerInput({
        uid,
        title: 'Midsommar',
        linkType: 'EXTENDED_CONTENT_SECTION_UID',
        link: draftSection,
      }),
    );
    expect(fieldError(relink)).toMatchObject({ status: 409, field: 'link' });

    resultOf(await admin.call(adminCabinetApi.unpublishItem, { uid }));
    resultOf(await admin.call(adminCabinetApi.unpublishSection, { uid: sectionUid }));
    expect((await lunda.call(providerDocumentsApi.contentSection, { uid: sectionUid })).status).toBe(404);
  });

  it('changes a banner keeping its state and deletes the picture it replaced', async () => {
    const uid = await banner({ title: 'Byt bild' });
    const before: AdminBanner = (await cabinet()).banners.find((b) => b.uid === uid)!;
    resultOf(await admin.call(adminCabinetApi.publishItem, { uid }));
    const next = await picture(sampleWebp());
    resultOf(
      await admin.call(adminCabinetApi.saveBanner, {
        ...(await bannerInput({ uid, title: 'Bytt bild', imageUid: next, colorTheme: 'WHITE', position: 7 })),
      }),
    );
    const after = (await cabinet()).banners.find((b) => b.uid === uid)!;
    expect(after).toMatchObject({ title: 'Bytt bild', state: 'PUBLISHED', colorTheme: 'WHITE', position: 7 });
    expect(after.picture).toMatchObject({ uid: next, fileName: 'Bytt bild.webp' });
    expect(await uploads.fileExists(before.picture.uid)).toBe(false);
    const shown = (await firmCabinet()).banners.find((b) => b.uid === uid)!;
    expect((await fetchFile(app, lunda, shown.imageLink)).headers['content-type']).toBe('image/webp');
    resultOf(await admin.call(adminCabinetApi.deleteItem, { uid }));
    expect((await firmCabinet()).banners.map((b) => b.uid)).not.toContain(uid);
  });
});
