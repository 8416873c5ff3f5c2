import {
  type AdminDocument,
  type AdminFeedback,
  type AdminMessage,
  type AdminNews,
  type AdminSurvey,
  type AdminSurveyAnswers,
  adminContentApi,
} from '@shared/api/adminContent.api';
import { type AuditEntry, administrationApi, type FirmRef } from '@shared/api/administration.api';
import { authApi } from '@shared/api/auth.api';
import { contentApi } from '@shared/api/content.api';
import { type MessageSummary, type News, newsApi, type SystemMessage } from '@shared/api/news.api';
import { priceListsApi } from '@shared/api/priceLists.api';
import { type InstructionDocument, providerDocumentsApi } from '@shared/api/providerDocuments.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { uploadAs } from '../../testing/admin-fixtures';
import { fetchFile } from '../../testing/file-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { feedbackMessages, surveyAnswers } from '../forms';
import { providerMessages } from '../news';

let app: TestApp;
let admin: TestClient;
let lunda: TestClient;
let norr: TestClient;
let lundaFirm: FirmRef;

async function loggedIn(login: string) {
  const client = app.client();
  await client.login(login);
  return client;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = app.client();
  resultOf(await admin.call(administrationApi.login, { login: 'provider-admin', password: DEMO_PASSWORD }));
  [lunda, norr] = await Promise.all([loggedIn('demo-anvandare'), loggedIn('norr-admin')]);
  const firms = resultOf<{ items: FirmRef[] }>(
    await admin.call(administrationApi.firms, { search: '100245' }),
  );
  lundaFirm = firms.items.find((f) => f.code === '100245')!;
});
afterAll(() => app.close());

function resultOf<T>(r: { status: number; body: { result: unknown } }) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

const messagesOf = async (client: TestClient) =>
  resultOf<{ items: SystemMessage[] }>(await client.call(newsApi.messages, {})).items;
const unreadOf = async (client: TestClient) =>
  resultOf<{ unreadMessages: number }>(await client.call(contentApi.counters, {})).unreadMessages;
const adminList = async () =>
  resultOf<{ items: AdminMessage[] }>(await admin.call(adminContentApi.messages)).items;
const auditOf = async (search: string) =>
  resultOf<{ items: AuditEntry[] }>(await admin.call(administrationApi.auditLog, { search })).items;

async function draft(title: string, extra: Record<string, unknown> = {}) {
  return resultOf<{ uid: string }>(
    await admin.call(adminContentApi.saveMessage, {
      title,
      body: '<p>Hej!</p>',
      toAllFirms: false,
      firmUids: [lundaFirm.uid],
      ...extra,
    }),
  ).uid;
}

describe('who may publish', () => {
  it('refuses every adminContent call to a firm’s ADMIN (403) and to a visitor (401)', async () => {
    const firmAdmin = app.client();
    await firmAdmin.login('demo-admin');
    const visitor = app.client();
    await visitor.call(authApi.current);
    const calls = Object.values(adminContentApi);
    expect(calls.every((e) => e.access.kind === 'providerAdmin')).toBe(true);
    for (const endpoint of calls) {
      expect((await firmAdmin.call(endpoint, {})).status, endpoint.path).toBe(403);
      expect((await visitor.call(endpoint, {})).status, endpoint.path).toBe(401);
    }
  });
});

describe('messages to firms', () => {
  it('keeps a draft from the firms, shows a published one to the chosen firm only, and hides it again', async () => {
    const unreadBefore = await unreadOf(lunda);
    const uid = await draft('Ändrade öppettider i Lund');
    const listed = (await adminList()).find((m) => m.uid === uid)!;
    expect(listed).toMatchObject({ state: 'DRAFT', recipientCount: 1, sentAt: null, toAllFirms: false });
    expect(listed.recipients.map((f) => f.code)).toEqual(['100245']);
    expect((await messagesOf(lunda)).map((m) => m.uid)).not.toContain(uid);
    expect(await unreadOf(lunda)).toBe(unreadBefore);

    const published = resultOf<AdminMessage>(await admin.call(adminContentApi.publishMessage, { uid }));
    expect(published.state).toBe('PUBLISHED');
    expect((await messagesOf(lunda)).map((m) => m.uid)).toContain(uid);
    expect(await unreadOf(lunda)).toBe(unreadBefore + 1);
    const summary = resultOf<MessageSummary>(await lunda.call(newsApi.unreadMessages));
    expect(summary.totalUnreadCount).toBe(unreadBefore + 1);
    expect((await messagesOf(norr)).map((m) => m.uid)).not.toContain(uid);
    expect((await norr.call(newsApi.message, { uid })).status).toBe(404);

    resultOf(await admin.call(adminContentApi.unpublishMessage, { uid }));
    expect((await messagesOf(lunda)).map((m) => m.uid)).not.toContain(uid);
    expect(await unreadOf(lunda)).toBe(unreadBefore);

    const log = await auditOf('Ändrade öppettider i Lund');
    expect(log.map((e) => e.action)).toEqual(['MESSAGE_UNPUBLISHED', 'MESSAGE_PUBLISHED', 'MESSAGE_CREATED']);
    expect(log[1]).toMatchObject({
      before: { state: 'DRAFT' },
      after: { state: 'PUBLISHED', recipients: '100245' },
    });
  });

  it('sends to all firms, and counts them', async () => {
    const uid = await draft('Till alla kunder', { toAllFirms: true, firmUids: [] });
    resultOf(await admin.call(adminContentApi.publishMessage, { uid }));
    expect((await messagesOf(norr)).map((m) => m.uid)).toContain(uid);
    expect((await messagesOf(lunda)).map((m) => m.uid)).toContain(uid);
    expect((await adminList()).find((m) => m.uid === uid)!.recipientCount).toBeGreaterThanOrEqual(3);
  });

  it('never stores a script or an on-handler, and turns plain text into paragraphs', async () => {
    const uid = await draft('Farlig text', {
      body: '<p>Läs <img src="https://example.com/a.png" onerror="alert(1)"></p><script>alert(2)</script>',
    });
    const body = (await adminList()).find((m) => m.uid === uid)!.body;
    expect(body).not.toContain('script');
    expect(body).not.toContain('onerror');
    expect(body).toContain('<img src="https://example.com/a.png" />');
    const [stored] = await app.database.db
      .select({ body: providerMessages.body })
      .from(providerMessages)
      .where(eq(providerMessages.id, uid));
    expect(stored!.body).not.toMatch(/script|onerror/);

    const text = await draft('Vanlig text', {
      body: 'Första stycket\n\nAndra <rad>\nmed radbrytning',
      bodyFormat: 'TEXT',
    });
    expect((await adminList()).find((m) => m.uid === text)!.body).toBe(
      '<p>Första stycket</p>\n<p>Andra &lt;rad&gt;<br />med radbrytning</p>',
    );
  });

  it('edits a message with before/after in the log; refuses no firm and an empty body', async () => {
    const uid = await draft('Före ändring');
    resultOf(
      await admin.call(adminContentApi.saveMessage, {
        uid,
        title: 'Efter ändring',
        body: '<p>Ny text</p>',
        toAllFirms: true,
      }),
    );
    const [entry] = await auditOf('Efter ändring');
    expect(entry).toMatchObject({
      action: 'MESSAGE_EDITED',
      before: { title: 'Före ändring', recipients: '100245' },
      after: { title: 'Efter ändring', recipients: 'alla' },
    });
    const noFirm = await admin.call(adminContentApi.saveMessage, {
      title: 'X',
      body: 'Y',
      toAllFirms: false,
    });
    expect(noFirm.status).toBe(400);
    const empty = await admin.call(adminContentApi.saveMessage, {
      title: 'X',
      body: '<script>alert(1)</script>',
      toAllFirms: true,
    });
    expect(empty.status).toBe(400);
    const unknown = await admin.call(adminContentApi.publishMessage, {
      uid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('news', () => {
  const newsOf = async (client: TestClient) =>
    resultOf<{ items: News[] }>(await client.call(newsApi.newsList, {})).items;

  it('keeps a draft from the firms, publishes it to all of them, unpublishes it; all in the log', async () => {
    const uid = resultOf<{ uid: string }>(
      await admin.call(adminContentApi.saveNews, {
        title: 'Nytt lager i Växjö',
        publishDate: '2026-11-01',
        body: 'Vi öppnar i Växjö.\n\n<script>alert(1)</script>Välkomna!',
        bodyFormat: 'TEXT',
      }),
    ).uid;
    const listed = resultOf<{ items: AdminNews[] }>(await admin.call(adminContentApi.news)).items;
    expect(listed.find((n) => n.uid === uid)).toMatchObject({ state: 'DRAFT', publishDate: '2026-11-01' });
    expect((await newsOf(lunda)).map((n) => n.uid)).not.toContain(uid);

    const published = resultOf<AdminNews>(await admin.call(adminContentApi.publishNews, { uid }));
    expect(published.state).toBe('PUBLISHED');
    expect(published.body).toContain('&lt;script&gt;');
    expect((await newsOf(lunda)).map((n) => n.uid)).toContain(uid);
    expect((await newsOf(norr)).map((n) => n.uid)).toContain(uid);

    resultOf(
      await admin.call(adminContentApi.saveNews, {
        uid,
        title: 'Nytt lager i Växjö från december',
        publishDate: '2026-11-01',
        body: '<p>Vi öppnar i Växjö <img src="x" onerror="alert(1)"></p>',
      }),
    );
    const edited = (await newsOf(lunda)).find((n) => n.uid === uid)!;
    expect(edited.title).toBe('Nytt lager i Växjö från december');
    expect(edited.message).not.toContain('onerror');

    resultOf(await admin.call(adminContentApi.unpublishNews, { uid }));
    expect((await newsOf(lunda)).map((n) => n.uid)).not.toContain(uid);
    const log = await auditOf('Nytt lager i Växjö');
    expect(log.map((e) => e.action)).toEqual([
      'NEWS_UNPUBLISHED',
      'NEWS_EDITED',
      'NEWS_PUBLISHED',
      'NEWS_CREATED',
    ]);
    expect(log[1]).toMatchObject({
      before: { title: 'Nytt lager i Växjö', state: 'PUBLISHED' },
      after: { title: 'Nytt lager i Växjö från december', state: 'PUBLISHED' },
    });
  });
});

describe('documents', () => {
  const upload = (bytes: Buffer) => uploadAs(app, admin, adminContentApi.uploadDocumentFile, bytes);
  const instructionsOf = async (client: TestClient) =>
    resultOf<{ items: InstructionDocument[] }>(await client.call(providerDocumentsApi.instructions)).items;

  it('uploads a PDF, saves it as a draft instruction, publishes it to the firms and takes it back', async () => {
    expect((await upload(Buffer.from('<html>inte en pdf</html>'))).status).toBe(400);
    const uploaded = await upload(Buffer.from('%PDF-1.4\n% Montageanvisning\n%%EOF\n'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const noFile = await admin.call(adminContentApi.saveDocument, { section: 'INSTRUCTION', title: 'X' });
    expect(noFile.status).toBe(400);
    const { uid } = resultOf<{ uid: string }>(
      await admin.call(adminContentApi.saveDocument, {
        section: 'INSTRUCTION',
        category: 'Värmepumpar',
        title: 'Montageanvisning bergvärme',
        fileUid: uploaded.body.result.fileUid,
      }),
    );
    const listed = resultOf<{ items: AdminDocument[] }>(await admin.call(adminContentApi.documents)).items;
    expect(listed.find((d) => d.uid === uid)).toMatchObject({
      state: 'DRAFT',
      category: 'Värmepumpar',
      fileName: 'Montageanvisning bergvärme.pdf',
    });
    expect((await instructionsOf(lunda)).map((d) => d.uid)).not.toContain(uid);

    resultOf(await admin.call(adminContentApi.publishDocument, { uid }));
    const published = (await instructionsOf(lunda)).find((d) => d.uid === uid)!;
    expect(published.category).toBe('Värmepumpar');
    expect((await fetchFile(app, lunda, published.link)).statusCode).toBe(200);

    resultOf(await admin.call(adminContentApi.unpublishDocument, { uid }));
    expect((await instructionsOf(lunda)).map((d) => d.uid)).not.toContain(uid);
    expect((await fetchFile(app, lunda, published.link)).statusCode).toBe(404);
    const log = await auditOf('Montageanvisning bergvärme');
    expect(log.map((e) => e.action)).toEqual([
      'DOCUMENT_UNPUBLISHED',
      'DOCUMENT_PUBLISHED',
      'DOCUMENT_CREATED',
    ]);
  });
});

describe('price-list dates and sale terms', () => {
  it('sets the dates every session reads and changes the sale terms the price-list page shows', async () => {
    const dates = { mainPriceListDate: '2026-12-01', netPriceListDate: '2026-11-30' };
    resultOf(await admin.call(adminContentApi.savePriceListDates, dates));
    expect(resultOf(await lunda.call(authApi.globalSettings))).toMatchObject(dates);
    const bad = await admin.call(adminContentApi.savePriceListDates, { ...dates, netPriceListDate: '30/11' });
    expect(bad.status).toBe(400);

    const terms = {
      title: 'Försäljningsvillkor 2027',
      sections: [{ heading: 'Priser', text: 'Exkl. moms.' }],
    };
    resultOf(await admin.call(adminContentApi.saveSaleTerms, terms));
    const page = resultOf<{ saleTerms: { title: string; sections: unknown[] } }>(
      await (await loggedIn('demo-admin')).call(priceListsApi.priceLists),
    );
    expect(page.saleTerms).toMatchObject(terms);
    const log = await auditOf('Prislistornas datum');
    expect(log[0]).toMatchObject({ action: 'PRICE_LIST_DATES_SET', after: dates });
    expect((await auditOf('Försäljningsvillkor 2027'))[0]!.action).toBe('SALE_TERMS_EDITED');
  });
});

describe('what came in', () => {
  async function download(path: string) {
    const response = await app.app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: { cookie: admin.cookieHeader },
    });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      text: response.body,
      headers: response.headers,
    };
  }

  it('lists feedback newest first and exports it as CSV with BOM and semicolons', async () => {
    await app.database.db.insert(feedbackMessages).values({
      kind: 'PRAISE',
      type: 'DELIVERY',
      message: 'Leveransen kom före sju; perfekt.',
      name: 'Erik Sand',
      email: 'erik@sandsror.se',
      phone: '+46 70 123 45 67',
    });
    const items = resultOf<{ items: AdminFeedback[] }>(await admin.call(adminContentApi.feedback)).items;
    expect(items[0]).toMatchObject({ name: 'Erik Sand', message: 'Leveransen kom före sju; perfekt.' });
    const file = await download('/admin/content/feedback/export');
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.text.startsWith('\uFEFFInkommen;Kundföretag;Namn')).toBe(true);
    expect(file.text).toContain(
      `;Erik Sand;;'+46 70 123 45 67;erik@sandsror.se;PRAISE;DELIVERY;"Leveransen kom före sju; perfekt."`,
    );
    expect((await lunda.call(adminContentApi.exportFeedback)).status).toBe(403);
  });

  it('lists the surveys with their answer counts and exports one survey’s answers', async () => {
    const before = resultOf<{ items: AdminSurvey[] }>(await admin.call(adminContentApi.surveys)).items;
    const survey = before.find((s) => s.type === 'GENERAL')!;
    const { fields } = resultOf<AdminSurveyAnswers>(
      await admin.call(adminContentApi.surveyAnswers, { uid: survey.uid }),
    );
    await app.database.db.insert(surveyAnswers).values({
      surveyId: survey.uid,
      values: [{ id: fields[0]!.uid, value: 'Svar med å, ä och ö' }],
    });
    const after = resultOf<{ items: AdminSurvey[] }>(await admin.call(adminContentApi.surveys)).items;
    expect(after.find((s) => s.uid === survey.uid)!.answerCount).toBe(survey.answerCount + 1);
    const answers = resultOf<AdminSurveyAnswers>(
      await admin.call(adminContentApi.surveyAnswers, { uid: survey.uid }),
    );
    expect(answers.items[0]!.values[0]).toBe('Svar med å, ä och ö');
    const file = await download(`/admin/content/surveys/export?uid=${survey.uid}`);
    expect(file.status).toBe(200);
    expect(file.text.startsWith(`\uFEFFInkommen;Kundföretag;Anställd;${fields[0]!.title}`)).toBe(true);
    expect(file.text).toContain(';Svar med å, ä och ö');
  });
});
