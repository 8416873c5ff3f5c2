import { authApi } from '@shared/api/auth.api';
import { type ClientLinkOverview, clientLinksApi, type PublicDocument } from '@shared/api/clientLinks.api';
import { type Document, type DocumentDataInput, documentKindEndpoints } from '@shared/api/documents';
import { emailingApi } from '@shared/api/emailing.api';
import { type Endpoint, fillPath, INSTANCE_TOKEN_HEADER } from '@shared/api/endpoint';
import { notificationsApi } from '@shared/api/notifications.api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/mail.table';
import { documentData } from '../../testing/document-fixtures';
import { completedDocument, invoiceClient, savedDocument } from '../../testing/invoice-list-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { clientLinks } from './clientLinks.table';
import { PUBLIC_LIMITS } from './public/public.usecases';

let app: TestApp;
let admin: TestClient;
let norr: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://montor.example' });
  admin = app.client();
  await admin.login('demo-admin');
  norr = app.client();
  await norr.login('norr-admin');
  visitor = app.client({ ip: '10.21.0.1' });
});
afterAll(() => app.close());

const NEUTRAL = 'Länken går inte att öppna. Den kan ha gått ut eller tagits bort.';

async function offer(over: Partial<DocumentDataInput> = {}): Promise<Document> {
  const r = await admin.call(documentKindEndpoints.OFFER.save, { newVersion: 0, data: documentData(over) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

async function createLink(doc: Document, client = admin) {
  return client.call(clientLinksApi.create, { docType: doc.docType, docUid: doc.uid });
}

async function linkOf(doc: Document): Promise<{ url: string; token: string; uid: string }> {
  const r = await createLink(doc);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const { url, link } = r.body.result as { url: string; link: { uid: string } };
  return { url, token: url.split('/lank/')[1]!, uid: link.uid };
}

/** A public call as the client's browser makes it: the token in the path, no login. */
async function pub(endpoint: Endpoint, parameters: Record<string, unknown>, client = visitor) {
  if (endpoint.method !== 'GET' && client.instanceToken === null) await client.call(authApi.current);
  const { url, rest } = fillPath(endpoint, parameters);
  const response = await app.app.inject({
    method: endpoint.method,
    url,
    remoteAddress: client === visitor ? '10.21.0.1' : '10.21.0.2',
    headers: {
      cookie: client.cookieHeader,
      ...(client.instanceToken ? { [INSTANCE_TOKEN_HEADER]: client.instanceToken } : {}),
    },
    ...(endpoint.method === 'GET' ? {} : { payload: { parameters: { ...rest, ...parameters } } }),
  });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: json ? response.json() : null, response };
}

async function overview(doc: Document, client = admin) {
  const r = await client.call(clientLinksApi.overview, { docType: doc.docType, docUid: doc.uid });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as ClientLinkOverview;
}

const view = (token: string) => pub(clientLinksApi.view, { token });
const accept = (token: string, name = 'Eva Berg', comment = '') =>
  pub(clientLinksApi.accept, { token, name, comment });

describe('the client link', () => {
  it('makes a 256-bit token that only its hash stores, and opens the client view of the document', async () => {
    const doc = await offer({ validTill: '2026-12-20' });
    const { url, token } = await linkOf(doc);
    expect(url).toMatch(/^https:\/\/montor\.example\/lank\/[A-Za-z0-9_-]{43}$/);
    const stored = await app.database.db
      .select()
      .from(clientLinks)
      .where(eq(clientLinks.documentId, doc.uid));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.expiresOn).toBe('2026-12-20');
    expect((await overview(doc)).status.state).toBe('SENT');

    const r = await view(token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const page = r.body.result as PublicDocument;
    expect(page.mode).toBe('DECIDE');
    expect(page.document.title).toBe('Renovering av badrum');
    expect(page.document.lines.map((l) => l.description)).toContain('Kopplingsledning 300 mm');
    expect(page.document.totals.totalPayableSumOre).toBe(doc.totals.totalPayableSumOre);
    // Sales figures only: nothing of the purchase price (80,00 kr), markup or margin reaches the client.
    const answer = JSON.stringify(r.body);
    for (const hidden of ['purchase', 'Purchase', 'markup', 'profit', 'margin', '8000'])
      expect(answer).not.toContain(hidden);

    const pdf = await pub(clientLinksApi.pdf, { token });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toContain('application/pdf');
    const text = pdfText(pdf.response.rawPayload);
    expect(text).toContain('Kopplingsledning 300 mm');
    for (const hidden of ['Inköpspris', 'TB', 'TG', 'Internt']) expect(text).not.toContain(hidden);

    const seen = await overview(doc);
    expect(seen.status.state).toBe('OPENED');
    expect(seen.links[0]!.firstOpenedAt).not.toBeNull();
    const notices = await admin.call(notificationsApi.list);
    const titles = (notices.body.result as { items: { title: string }[] }).items.map((n) => n.title);
    expect(titles.some((t) => t.startsWith('Kunden har öppnat Offert'))).toBe(true);
  });

  it('records an acceptance once per version, and a change after it needs a new one', async () => {
    const doc = await offer();
    const { token } = await linkOf(doc);
    const unnamed = await accept(token, '  ');
    expect(unnamed.status).toBe(400);

    const accepted = await accept(token, 'Eva Berg', 'Välkomna på måndag');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((accepted.body.result as PublicDocument).decision?.name).toBe('Eva Berg');
    const state = await overview(doc);
    expect(state.status.state).toBe('ACCEPTED');
    expect(state.status.text).toMatch(/^Accepterad av Eva Berg 2026-11-21 \d\d:\d\d$/);
    expect(state.decisions[0]).toMatchObject({
      decision: 'ACCEPTED',
      comment: 'Välkomna på måndag',
      payableOre: doc.totals.totalPayableSumOre,
      documentVersion: doc.version,
      ip: '10.21.0.1',
      current: true,
    });

    // Reuse after acceptance: the same version cannot be answered again, neither way.
    expect((await accept(token)).status).toBe(409);
    const declined = await pub(clientLinksApi.decline, { token, name: 'Eva Berg', comment: '' });
    expect(declined.status).toBe(409);
    expect(declined.body.messages[0]?.code).toBe('CLIENT_LINK_ALREADY_DECIDED');

    // A change after acceptance: the state goes back, the old decision stays recorded as outdated.
    const changed = await admin.call(documentKindEndpoints.OFFER.save, {
      docUid: doc.uid,
      newVersion: doc.version,
      data: documentData({ title: 'Renovering av badrum, utökad' }),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await overview(doc);
    expect(after.status.state).toBe('SENT');
    expect(after.status.changedSinceDecision).toBe(true);
    expect(after.decisions[0]!.current).toBe(false);
    expect((await view(token)).body.result.decision).toBeNull();
    expect((await accept(token, 'Eva Berg')).status).toBe(200);
    const again = await overview(doc);
    expect(again.status.state).toBe('ACCEPTED');
    expect(again.decisions).toHaveLength(2);
  });

  it('shows the state in the offers list and filters on it', async () => {
    const decided = await offer({ mark: 'Listfilter 21' });
    const none = await offer({ mark: 'Listfilter 21' });
    const { token } = await linkOf(decided);
    await pub(clientLinksApi.decline, { token, name: 'Eva Berg', comment: 'För dyrt' });
    const list = async (clientLinkState: string | null) => {
      const r = await admin.call(documentKindEndpoints.OFFER.list, {
        searchPattern: 'Listfilter 21',
        clientLinkState,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.result as { items: { docUid: string; clientLinkState: string | null }[] }).items;
    };
    const all = await list(null);
    expect(all.find((r) => r.docUid === decided.uid)?.clientLinkState).toBe('DECLINED');
    expect(all.find((r) => r.docUid === none.uid)?.clientLinkState).toBeNull();
    expect((await list('DECLINED')).map((r) => r.docUid)).toEqual([decided.uid]);
    expect((await list('NONE')).map((r) => r.docUid)).toEqual([none.uid]);
  });

  it('answers a revoked, unknown or malformed token with the same neutral page', async () => {
    const doc = await offer();
    const { token, uid } = await linkOf(doc);
    const revoked = await admin.call(clientLinksApi.revoke, {
      docType: 'OFFER',
      docUid: doc.uid,
      linkUid: uid,
    });
    expect(revoked.status).toBe(200);
    expect((revoked.body.result as ClientLinkOverview).status.state).toBe('REVOKED');
    for (const wrong of [token, `${token.slice(0, -1)}A`, 'x', '../../etc']) {
      const r = await view(wrong);
      expect(r.status).toBe(404);
      expect(r.body.userErrorMessage ?? r.body.messages[0].text).toContain(NEUTRAL);
    }
    expect((await accept(token)).status).toBe(404);
  });

  it('keeps a link to its own document and firm', async () => {
    const mine = await offer();
    const other = await offer();
    const { uid } = await linkOf(mine);
    // Another document's link cannot be revoked through this one.
    const crossed = await admin.call(clientLinksApi.revoke, {
      docType: 'OFFER',
      docUid: other.uid,
      linkUid: uid,
    });
    expect(crossed.status).toBe(404);
    // Another firm's document id is not found, for every firm call.
    expect((await createLink(mine, norr)).status).toBe(404);
    const read = await norr.call(clientLinksApi.overview, { docType: 'OFFER', docUid: mine.uid });
    expect(read.status).toBe(404);
    const revoke = await norr.call(clientLinksApi.revoke, {
      docType: 'OFFER',
      docUid: mine.uid,
      linkUid: uid,
    });
    expect(revoke.status).toBe(404);
    // A kind without links is refused by its definition.
    const work = await admin.call(documentKindEndpoints.WORK_ORDER.save, {
      newVersion: 0,
      data: documentData(),
    });
    const refused = await createLink(work.body.result as Document);
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]?.code).toBe('CLIENT_LINK_NOT_OF_KIND');
    const noLinks = await overview(work.body.result as Document);
    expect(noLinks).toMatchObject({ mode: 'NONE', links: [], status: { state: null } });
  });

  it('puts the link in the e-mail when asked', async () => {
    const doc = await offer({
      clientContact: { name: 'Eva Berg', phone: '', mobile: '', email: 'eva.berg@example.se' },
    });
    const r = await admin.call(emailingApi.sendPdfToEmail, {
      docType: 'OFFER',
      docUid: doc.uid,
      layout: null,
      recipients: ['eva.berg@example.se'],
      subject: 'Offert',
      message: 'Hej Eva!',
      attachmentUids: [],
      includeClientLink: true,
      idempotencyKey: `k-${crypto.randomUUID()}`,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [mail] = await app.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'eva.berg@example.se'));
    const url = /https:\/\/montor\.example\/lank\/[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0];
    expect(mail!.text).toMatch(/^Hej Eva!\n\nÖppna dokumentet i webbläsaren/);
    expect((await view(url!.split('/lank/')[1]!)).status).toBe(200);
    expect((await overview(doc)).links[0]!.recipient).toBe('eva.berg@example.se');
  });

  it('shows an invoice with its payment details, to be paid rather than answered', async () => {
    const clientUid = await invoiceClient(admin, 'LANK21', 'Eva Berg');
    const draft = await savedDocument(admin, 'INVOICE', { clientUid, dueDate: '2026-12-21' });
    const refused = await createLink(draft);
    expect(refused.body.messages[0]?.code).toBe('CLIENT_LINK_DRAFT_INVOICE');
    const invoice = await completedDocument(admin, 'INVOICE', { clientUid, dueDate: '2026-12-21' });
    const { token } = await linkOf(invoice);
    const r = await view(token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const page = r.body.result as PublicDocument;
    expect(page.mode).toBe('VIEW');
    expect(page.document.payment).toMatchObject({
      giro: [{ label: 'Bankgiro', value: '5050-1055' }],
      payableOre: invoice.totals.totalPayableSumOre,
      dueDate: '2026-12-21',
    });
    expect(page.document.payment?.ocr).toMatch(/^\d+$/);
    expect(page.document.payment?.qr?.imageDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const answered = await accept(token);
    expect(answered.body.messages[0]?.code).toBe('CLIENT_LINK_NOT_DECIDABLE');
  });

  it('limits the calls per token and per address in the database', async () => {
    const doc = await offer();
    const { token } = await linkOf(doc);
    const other = app.client({ ip: '10.21.0.2' });
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_LIMITS.perToken; i += 1)
      statuses.push((await pub(clientLinksApi.view, { token }, other)).status);
    expect(statuses.slice(0, PUBLIC_LIMITS.perToken - 1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The address is limited too, whatever token it tries.
    const guesses: number[] = [];
    for (let i = 0; i < PUBLIC_LIMITS.perAddress; i += 1)
      guesses.push(
        (await pub(clientLinksApi.view, { token: `guess${i}xxxxxxxxxxxxxxxxxxxx` }, other)).status,
      );
    expect(guesses.at(-1)).toBe(429);
    // The window slides: ten minutes later the client may open it again.
    app.clock.advance(PUBLIC_LIMITS.windowMinutes * 60_000 + 1000);
    expect((await pub(clientLinksApi.view, { token }, other)).status).toBe(200);
  });

  it('closes the link after the offer’s last valid day', async () => {
    const doc = await offer({ validTill: '2026-11-22' });
    const { token } = await linkOf(doc);
    expect((await view(token)).status).toBe(200);
    app.clock.advance(3 * 24 * 3_600_000);
    admin = app.client();
    await admin.login('demo-admin');
    const expired = await view(token);
    expect(expired.status).toBe(404);
    expect(expired.body.userErrorMessage ?? expired.body.messages[0].text).toContain(NEUTRAL);
    expect((await overview(doc)).status.state).toBe('EXPIRED');
    const refused = await createLink(doc);
    expect(refused.body.messages[0]?.code).toBe('CLIENT_LINK_DOCUMENT_EXPIRED');
  });
});
