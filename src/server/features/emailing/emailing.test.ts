import type { AttachmentList } from '@shared/api/attachments.api';
import { attachmentsApi } from '@shared/api/attachments.api';
import { type Document, type DocumentDataInput, documentKindEndpoints } from '@shared/api/documents';
import { type DocumentMailing, type EmailAddress, emailingApi } from '@shared/api/emailing.api';
import { INSTANCE_TOKEN_HEADER } from '@shared/api/endpoint';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createApp, type MontorApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../platform/db/database';
import { mailOutbox } from '../../platform/mail/mail.table';
import { type SmtpStub, startSmtpStub } from '../../platform/mail/smtp-stub';
import { documentData } from '../../testing/document-fixtures';
import { TestClient, TestClock } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { clientContacts } from '../clients';
import { documentMailings } from './emailing.table';

// The real renderer runs; the test only keeps what it produced, to compare with what the relay received.
const rendered = vi.hoisted(() => [] as Buffer[]);
vi.mock('../printing', async (importOriginal) => {
  const original = await importOriginal<typeof import('../printing')>();
  return {
    ...original,
    renderDocumentsPdf: async (args: Parameters<typeof original.renderDocumentsPdf>[0]) => {
      const result = await original.renderDocumentsPdf(args);
      rendered.push(result.content);
      return result;
    },
  };
});

let database: Database;
let montor: MontorApp;
let smtp: SmtpStub;
let admin: TestClient;
let hidden: TestClient;
let norr: TestClient;
let register: { clientId: string; email: string };

const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms);
const drawing = Buffer.from(
  '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n% Ritning badrum åäö\n%%EOF\n',
  'latin1',
);

beforeAll(async () => {
  database = await openTestDatabase(inject('template'));
  smtp = await startSmtpStub();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: '/nonexistent', smtpUrl: smtp.url };
  montor = await createApp({ db: database.db, config, clock: new TestClock() });
  admin = new TestClient(montor, '10.1.0.1');
  await admin.login('demo-admin');
  hidden = new TestClient(montor, '10.1.0.2');
  await hidden.login('demo-arbetsledare');
  norr = new TestClient(montor, '10.1.0.3');
  await norr.login('norr-admin');
  const firmId = await findFirmIdByCode(database.db, '100245');
  const [contact] = await database.db
    .select({ clientId: clientContacts.clientId, email: clientContacts.email })
    .from(clientContacts)
    .where(and(eq(clientContacts.firmId, firmId), ne(clientContacts.email, '')))
    .limit(1);
  register = contact!;
});
afterAll(async () => {
  await montor.app.close();
  await smtp.stop();
  await database.close();
});

async function offer(over: Partial<DocumentDataInput> = {}, client = admin): Promise<Document> {
  const data = documentData({
    clientUid: register.clientId,
    clientContact: { name: 'Karin Ek', phone: '', mobile: '', email: 'karin.ek@example.se' },
    ...over,
  });
  const r = await client.call(documentKindEndpoints.OFFER.save, { newVersion: 0, data });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

async function attach(doc: Document, fileName: string, content: Buffer) {
  const query = new URLSearchParams({ docType: 'OFFER', docUid: doc.uid, fileName });
  const r = await montor.app.inject({
    method: 'POST',
    url: `/api/doc/docAttachment?${query}`,
    headers: {
      cookie: admin.cookieHeader,
      [INSTANCE_TOKEN_HEADER]: admin.instanceToken!,
      'content-type': 'application/octet-stream',
    },
    payload: content,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().result.attachment.attachmentUid as string;
}

const key = () => `k-${crypto.randomUUID()}`;

async function send(doc: Document, over: Record<string, unknown> = {}, client = admin) {
  return client.call(emailingApi.sendPdfToEmail, {
    docType: 'OFFER',
    docUid: doc.uid,
    layout: null,
    recipients: ['karin.ek@example.se'],
    subject: 'Offert',
    message: 'Hej!',
    attachmentUids: [],
    idempotencyKey: key(),
    ...over,
  });
}

async function log(doc: Document): Promise<DocumentMailing[]> {
  const r = await admin.call(emailingApi.documentMailings, { docType: 'OFFER', docUid: doc.uid });
  expect(r.status).toBe(200);
  return (r.body.result as { items: DocumentMailing[] }).items;
}

describe('the addresses a document may go to', () => {
  it("lists the employee's own address and the client's contacts, with the kind's default texts", async () => {
    const doc = await offer();
    const r = await admin.call(emailingApi.emailAddresses, { docType: 'OFFER', docUid: doc.uid });
    expect(r.status).toBe(200);
    const result = r.body.result as {
      addresses: EmailAddress[];
      subject: string;
      message: string;
      layouts: string[];
    };
    expect(result.addresses.slice(0, 2)).toEqual([
      {
        email: 'anna.lindqvist@rorfirman-demo.se',
        name: 'Anna Lindqvist',
        source: 'EMPLOYEE',
        label: 'Din e-post',
      },
      {
        email: 'karin.ek@example.se',
        name: 'Karin Ek',
        source: 'CLIENT_CONTACT',
        label: 'Kundens kontakt på dokumentet',
      },
    ]);
    expect(result.addresses.map((a) => a.email)).toContain(register.email);
    expect(result.subject).toBe('Offert från Rörfirman Demo AB');
    expect(result.message).toContain('Här kommer offert från Rörfirman Demo AB.');
    expect(result.message).toContain('Anna Lindqvist');
    expect(result.layouts[0]).toBe('CLIENT');
    expect(result.layouts).toContain('INTERNAL');
  });

  it('offers no internal layout to an employee whose net prices are hidden, and refuses one sent anyway', async () => {
    const doc = await offer({}, hidden);
    const r = await hidden.call(emailingApi.emailAddresses, { docType: 'OFFER', docUid: doc.uid });
    expect((r.body.result as { layouts: string[] }).layouts).not.toContain('INTERNAL');
    const sent = await send(doc, { layout: 'INTERNAL' }, hidden);
    expect(sent.status).toBe(400);
    expect(sent.body.messages[0]).toMatchObject({ code: 'LAYOUT_NET_PRICES_HIDDEN', field: 'layout' });
  });
});

describe('sending a document by e-mail', () => {
  it('sends a draft invoice, which has no number yet, only to its writer', async () => {
    const data = documentData({
      clientUid: register.clientId,
      clientContact: { name: 'Karin Ek', phone: '', mobile: '', email: 'karin.ek@example.se' },
    });
    const saved = await admin.call(documentKindEndpoints.INVOICE.save, { newVersion: 0, data });
    const invoice = saved.body.result as Document;
    const toClient = await send(invoice, { docType: 'INVOICE' });
    expect(toClient.status).toBe(400);
    expect(toClient.body.messages[0]).toMatchObject({
      code: 'DRAFT_TO_OTHERS',
      field: 'recipients',
      text: expect.stringContaining('Slutför fakturan innan den skickas till kunden'),
    });
    const own = await send(invoice, { docType: 'INVOICE', recipients: ['anna.lindqvist@rorfirman-demo.se'] });
    expect(own.status).toBe(200);
    await montor.deps.jobs.runDue();
  });

  it('sends an internal layout only to the employee', async () => {
    const doc = await offer();
    const toClient = await send(doc, { layout: 'INTERNAL' });
    expect(toClient.body.messages[0]).toMatchObject({ code: 'INTERNAL_LAYOUT_TO_OTHERS', field: 'layout' });
    const own = await send(doc, { layout: 'INTERNAL', recipients: ['anna.lindqvist@rorfirman-demo.se'] });
    expect(own.status).toBe(200);
    await montor.deps.jobs.runDue();
  });

  it('sends the rendered PDF and the chosen attachment, byte for byte, from the firm, answering to the employee', async () => {
    const doc = await offer();
    const attachmentUid = await attach(doc, 'Ritning badrum.pdf', drawing);
    const list = await admin.call(attachmentsApi.list, { docType: 'OFFER', docUid: doc.uid });
    expect((list.body.result as AttachmentList).attachments).toHaveLength(1);
    rendered.length = 0;
    const before = smtp.received.length;
    const r = await send(doc, {
      recipients: ['karin.ek@example.se', 'ANNA.LINDQVIST@rorfirman-demo.se', register.email],
      subject: 'Offert badrum',
      message: 'Hej Karin!\n\nHär kommer offerten.',
      attachmentUids: [attachmentUid],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { mailing, repeated } = r.body.result as { mailing: DocumentMailing; repeated: boolean };
    expect(repeated).toBe(false);
    expect(mailing).toMatchObject({
      status: 'QUEUED',
      recipients: ['karin.ek@example.se', 'anna.lindqvist@rorfirman-demo.se', register.email],
      attachmentNames: ['Ritning badrum.pdf'],
      employee: { caption: 'Anna Lindqvist' },
    });
    expect(smtp.received).toHaveLength(before);

    await montor.deps.jobs.runDue();
    const mail = smtp.received.at(-1)!;
    expect(mail.from!.value).toEqual([
      { name: 'Rörfirman Demo AB via Montör', address: 'noreply@montor.local' },
    ]);
    expect(mail.replyTo!.value[0]!.address).toBe('anna.lindqvist@rorfirman-demo.se');
    expect(mail.subject).toBe('Offert badrum');
    expect(mail.text?.trim()).toBe('Hej Karin!\n\nHär kommer offerten.');
    const [pdf, file] = mail.attachments;
    expect(pdf!.filename).toBe(mailing.fileName);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(rendered).toHaveLength(1);
    expect(pdf!.content.equals(rendered[0]!)).toBe(true);
    expect(file!.filename).toBe('Ritning badrum.pdf');
    expect(file!.content.equals(drawing)).toBe(true);

    const [entry] = await log(doc);
    expect(entry).toMatchObject({ uid: mailing.uid, status: 'SENT', error: null });
    expect(entry!.sentAt).not.toBeNull();
  });

  it('sends once however often the same dialog sends', async () => {
    const doc = await offer();
    const idempotencyKey = key();
    const before = smtp.received.length;
    const [a, b] = await Promise.all([send(doc, { idempotencyKey }), send(doc, { idempotencyKey })]);
    const c = await send(doc, { idempotencyKey });
    const uids = [a, b, c].map((r) => (r.body.result as { mailing: DocumentMailing }).mailing.uid);
    expect(new Set(uids).size).toBe(1);
    expect((c.body.result as { repeated: boolean }).repeated).toBe(true);
    await montor.deps.jobs.runDue();
    expect(smtp.received.length - before).toBe(1);
    expect(await log(doc)).toHaveLength(1);
  });

  it('refuses an address that is not listed, in Swedish at the field', async () => {
    const doc = await offer();
    const r = await send(doc, { recipients: ['karin.ek@example.se', 'okand@example.com'] });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({
      code: 'RECIPIENT_NOT_ALLOWED',
      field: 'recipients',
      text: expect.stringContaining('okand@example.com finns inte bland dokumentets adresser'),
    });
    const none = await send(doc, { recipients: [] });
    expect(none.status).toBe(400);
    expect(none.body.messages[0]).toMatchObject({
      field: 'recipients',
      text: expect.stringContaining('Välj minst en mottagare'),
    });
    expect(await log(doc)).toEqual([]);
  });

  it("answers 404 for another firm's document and another document's attachment", async () => {
    const doc = await offer();
    for (const r of [
      await send(doc, {}, norr),
      await norr.call(emailingApi.emailAddresses, { docType: 'OFFER', docUid: doc.uid }),
      await norr.call(emailingApi.documentMailings, { docType: 'OFFER', docUid: doc.uid }),
    ]) {
      expect(r.status).toBe(404);
    }
    const other = await offer();
    const foreign = await attach(other, 'Annan.pdf', drawing);
    expect((await send(doc, { attachmentUids: [foreign] })).status).toBe(404);
  });
});

describe('sending a report of several documents', () => {
  it("goes to the employee's own address only", async () => {
    const docs = [await offer(), await offer()];
    const params = {
      docType: 'OFFER',
      docUids: docs.map((d) => d.uid),
      format: 'PDF',
      recipients: ['anna.lindqvist@rorfirman-demo.se'],
      subject: 'Rapport från Rörfirman Demo AB',
      message: 'Hej!',
      idempotencyKey: key(),
    };
    const before = smtp.received.length;
    const r = await admin.call(emailingApi.sendReport, params);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { mailing } = r.body.result as { mailing: DocumentMailing };
    expect(mailing.fileName).toMatch(/^Offerter rapport .*\.pdf$/);
    await montor.deps.jobs.runDue();
    expect(smtp.received.length - before).toBe(1);
    expect(smtp.received.at(-1)!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const toClient = await admin.call(emailingApi.sendReport, {
      ...params,
      recipients: ['karin.ek@example.se'],
      idempotencyKey: key(),
    });
    expect(toClient.body.messages[0]).toMatchObject({
      code: 'REPORT_RECIPIENT_NOT_OWN',
      field: 'recipients',
    });
    const noAddress = await hidden.call(emailingApi.sendReport, { ...params, idempotencyKey: key() });
    expect(noAddress.body.messages[0]).toMatchObject({ code: 'NO_OWN_ADDRESS', field: 'recipients' });
  });
});

// Last: it takes the relay down.
describe('an SMTP outage', () => {
  it('retries an SMTP outage with backoff and shows the failure in the sent log at last', async () => {
    const doc = await offer();
    smtp.refuse(421);
    const r = await send(doc);
    const { mailing } = r.body.result as { mailing: DocumentMailing };
    await montor.deps.jobs.runDue();
    expect((await log(doc))[0]).toMatchObject({ status: 'QUEUED', error: null });
    // The next attempt waits for the backoff: nothing is due a few seconds later.
    expect(await montor.deps.jobs.runDue(later(3_000))).toBe(0);

    await smtp.stop();
    for (let run = 1; run <= 10; run += 1) await montor.deps.jobs.runDue(later(run * HOUR));
    const [entry] = await log(doc);
    expect(entry).toMatchObject({
      uid: mailing.uid,
      status: 'FAILED',
      sentAt: null,
      error: 'E-postservern gick inte att nå. Montör försökte 10 gånger.',
    });
    const [row] = await database.db
      .select()
      .from(documentMailings)
      .where(eq(documentMailings.id, mailing.uid));
    const [outbox] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.outboxId!));
    expect(outbox!.failedAt).not.toBeNull();
    expect(outbox!.error).toMatch(/ECONNREFUSED/);
  });
});
