import {
  type CabinetPageContent,
  type ContentSection,
  type DocumentLink,
  type InstructionDocument,
  providerDocumentsApi,
  type TypeDocument,
} from '@shared/api/providerDocuments.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFile } from '../../testing/file-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { firms } from '../firms';
import { providers } from '../provider';
import { cabinetItems, contentSections, providerDocuments } from './providerDocuments.table';

const api = providerDocumentsApi;
let t: TestApp;
let admin: TestClient;
let colleague: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  colleague = t.client();
  await colleague.login('demo-anvandare');
});
afterAll(() => t.close());

async function ok<T>(client: TestClient, endpoint: Parameters<TestClient['call']>[0], parameters = {}) {
  const r = await client.call(endpoint, parameters);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

const instructions = async (client = admin) =>
  (await ok<{ items: InstructionDocument[] }>(client, api.instructions)).items;

describe('instruction documents', () => {
  it('lists the published instructions in their groups, each with its file', async () => {
    const items = await instructions(colleague);
    expect(items.map((i) => i.title)).toEqual([
      'Montageanvisning golvbrunn',
      'Egenkontroll våtrum (Säker Vatten)',
      'Skötselråd värmepump',
      'Injustering av golvvärme',
      'Beställa via Montör – kom igång',
    ]);
    expect(items[0]).toMatchObject({
      category: 'Golvbrunnar och våtrum',
      fileName: 'montageanvisning-golvbrunn.pdf',
      contentType: 'application/pdf',
    });
    expect(items[0]!.link).toMatch(/^\/api\/content\/providerFile\/[0-9a-f-]{36}$/);
  });

  it('serves a document through its link: the PDF itself, opened in the browser', async () => {
    const [first] = await instructions();
    const file = await fetchFile(t, admin, first!.link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain('inline');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfText(file.rawPayload)).toContain('Montageanvisning golvbrunn');
  });

  it('hides an unpublished document and its file', async () => {
    const [first] = await instructions();
    await t.database.db
      .update(providerDocuments)
      .set({ publicationState: 'UNPUBLISHED' })
      .where(eq(providerDocuments.title, first!.title));
    try {
      expect((await instructions()).map((i) => i.title)).not.toContain(first!.title);
      const file = await fetchFile(t, admin, first!.link);
      expect(file.statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(providerDocuments)
        .set({ publicationState: 'PUBLISHED' })
        .where(eq(providerDocuments.title, first!.title));
    }
  });

  it('gives nothing to a visitor: the calls and the files need a login', async () => {
    const [first] = await instructions();
    const visitor = t.client();
    expect((await visitor.call(api.instructions)).status).toBe(401);
    expect((await fetchFile(t, visitor, first!.link)).statusCode).not.toBe(200);
  });

  it("does not serve another provider's file", async () => {
    const [first] = await instructions();
    const [other] = await t.database.db
      .insert(providers)
      .values({
        name: 'Annan Grossist AB',
        warehouseNoun: 'Annanlager',
        organisationNumber: '556000-0000',
        phone: '08-123 456 00',
        email: 'info@annan.se',
      })
      .returning({ id: providers.id });
    const firmId = await findFirmIdByCode(t.database.db, '100245');
    const [firm] = await t.database.db.select().from(firms).where(eq(firms.id, firmId));
    await t.database.db.update(firms).set({ providerId: other!.id }).where(eq(firms.id, firmId));
    try {
      expect(await instructions()).toEqual([]);
      expect((await fetchFile(t, admin, first!.link)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(firms).set({ providerId: firm!.providerId }).where(eq(firms.id, firmId));
    }
  });
});

describe('downloadable files', () => {
  it('lists the published forms as document links', async () => {
    const { items } = await ok<{ items: DocumentLink[] }>(admin, api.downloadableFiles);
    expect(items.map((i) => i.title)).toEqual([
      'Beställningsblankett',
      'Returblankett',
      'Villkor för prislistor',
      'Reklamationsanmälan',
    ]);
    const file = await fetchFile(t, admin, items[1]!.link);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(pdfText(file.rawPayload)).toContain('Returblankett');
  });
});

describe('documents per type', () => {
  const typeDocuments = async (parameters: Record<string, string> = {}) =>
    (await ok<{ items: TypeDocument[] }>(admin, api.binaryDocuments, parameters)).items;

  it('gives every published type without a filter (the unpublished cookie policy is not among them)', async () => {
    expect((await typeDocuments()).map((d) => d.docType)).toEqual([
      'GENERAL_TERMS',
      'PRIVACY_POLICY',
      'CREDIT_APPLICATION',
    ]);
  });

  it('filters by docTypes, as a comma list', async () => {
    const items = await typeDocuments({ docTypes: 'PRIVACY_POLICY,GENERAL_TERMS' });
    expect(items.map((d) => [d.docType, d.title])).toEqual([
      ['GENERAL_TERMS', 'Allmänna leveransvillkor'],
      ['PRIVACY_POLICY', 'Integritetspolicy'],
    ]);
    const file = await fetchFile(t, admin, items[1]!.link);
    expect(pdfText(file.rawPayload)).toContain('Integritetspolicy');
    expect(await typeDocuments({ docTypes: 'COOKIE_POLICY' })).toEqual([]);
  });

  it('refuses an unknown type, naming the parameter', async () => {
    const r = await admin.call(api.binaryDocuments, { docTypes: 'SALE_TERMS' });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]?.field).toContain('docTypes');
  });
});

describe('the start page cabinet', () => {
  const cabinet = () => ok<CabinetPageContent>(admin, api.cabinetPageContent);

  it('gives the published banners with each link type and theme, and the published flipbooks', async () => {
    const { banners, flipbooks } = await cabinet();
    expect(banners.map((b) => [b.title, b.type, b.colorTheme])).toEqual([
      ['Hämta era prislistor', 'INTERNAL_LINK', 'DARK_BLUE'],
      ['Jul och nyår i lagren', 'EXTENDED_CONTENT_SECTION_UID', 'LIGHT_BLUE'],
      ['Säker Vatten 2021:1', 'EXTERNAL_LINK', 'LIGHT_GREY'],
    ]);
    expect(banners[0]!.link).toBe('/price_lists');
    expect(banners[2]!.link).toBe('https://www.sakervatten.se/');
    expect(flipbooks.map((f) => f.title)).toEqual(['Badrumskatalog 2027', 'Värmepumpar – produktguide']);
    const cover = await fetchFile(t, admin, flipbooks[0]!.imageLink);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.payload).toContain('<svg');
    const book = await fetchFile(t, admin, flipbooks[0]!.link);
    expect(book.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const picture = await fetchFile(t, admin, banners[0]!.imageLink);
    expect(picture.statusCode).toBe(200);
  });

  it("opens a content section banner's section, its HTML sanitised", async () => {
    const { banners } = await cabinet();
    const uid = banners.find((b) => b.type === 'EXTENDED_CONTENT_SECTION_UID')!.link;
    await t.database.db
      .update(contentSections)
      .set({
        body: '<p onclick="steal()">Öppet 07.00</p><script>alert(1)</script><a href="javascript:x()">x</a>',
      })
      .where(eq(contentSections.id, uid));
    const section = await ok<ContentSection>(admin, api.contentSection, { uid });
    expect(section.title).toBe('Öppettider i lagren under jul och nyår');
    expect(section.body).toContain('<p>Öppet 07.00</p>');
    expect(section.body).not.toMatch(/script|onclick|javascript/);
  });

  it('does not open an unpublished section, and names a missing uid', async () => {
    const [draft] = await t.database.db
      .select({ id: contentSections.id })
      .from(contentSections)
      .where(eq(contentSections.publicationState, 'DRAFT'));
    const r = await admin.call(api.contentSection, { uid: draft!.id });
    expect(r.status).toBe(404);
    expect(r.body.messages[0]?.code).toBe('SECTION_NOT_FOUND');
    const missing = await admin.call(api.contentSection, {});
    expect(missing.status).toBe(400);
    expect(missing.body.messages[0]?.field).toBe('uid');
  });

  it('drops a banner once it is unpublished', async () => {
    await t.database.db
      .update(cabinetItems)
      .set({ publicationState: 'UNPUBLISHED' })
      .where(eq(cabinetItems.title, 'Säker Vatten 2021:1'));
    expect((await cabinet()).banners.map((b) => b.title)).not.toContain('Säker Vatten 2021:1');
  });
});
