import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { jobs } from '../jobs/jobs.table';
import { JobQueue } from '../jobs/queue';
import { MAIL_JOB, type MailOutcome, MailService, smtpTransport } from './mail.outbox';
import { mailAttachments, mailOutbox } from './mail.table';
import { describeMailError, formatSender, senderParts } from './mail.transport';
import { startSmtpStub } from './smtp-stub';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms);

/** A mail service of its own queue, sending over real SMTP to `url`, recording every outcome. */
function service(url: string, maxAttempts = 3) {
  const queue = new JobQueue(t.deps.db);
  const mail = new MailService(
    t.deps.db,
    queue,
    smtpTransport(url),
    'Montör <noreply@montor.local>',
    maxAttempts,
  );
  const outcomes: Omit<MailOutcome, 'db'>[] = [];
  mail.onOutcome(async ({ db: _db, ...outcome }) => {
    outcomes.push(outcome);
  });
  return { queue, mail, outcomes };
}

async function jobOf(outboxId: string) {
  const rows = await t.deps.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
  return rows.find((j) => (j.payload as { outboxId: string }).outboxId === outboxId)!;
}

const pdf = Buffer.from('%PDF-1.7\n% Offert 1001 åäö\n%%EOF\n', 'utf8');
const photo = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256));

describe('the mail outbox over SMTP', () => {
  it('sends to several recipients from the firm on the app address, answers to the employee, files intact', async () => {
    const smtp = await startSmtpStub();
    const { queue, mail, outcomes } = service(smtp.url);
    const outboxId = await mail.queue({
      to: ['kund@example.se', 'anna.lindqvist@rorfirman-demo.se'],
      subject: 'Offert 1001 från Rörfirman AB',
      text: 'Hej!\n\nHär kommer offerten.',
      fromName: mail.firmSenderName('Rörfirman AB'),
      replyTo: 'anna.lindqvist@rorfirman-demo.se',
      attachments: [
        { fileName: 'Offert 1001.pdf', contentType: 'application/pdf', content: pdf },
        { fileName: 'Badrum före.jpg', contentType: 'image/jpeg', content: photo },
      ],
    });
    expect(await queue.runDue()).toBe(1);
    await smtp.stop();

    const [received] = smtp.received;
    expect(received!.from!.value).toEqual([
      { name: 'Rörfirman AB via Montör', address: 'noreply@montor.local' },
    ]);
    expect(received!.replyTo!.value[0]!.address).toBe('anna.lindqvist@rorfirman-demo.se');
    const to = Array.isArray(received!.to) ? received!.to : [received!.to!];
    expect(to.flatMap((a) => a.value.map((v) => v.address))).toEqual([
      'kund@example.se',
      'anna.lindqvist@rorfirman-demo.se',
    ]);
    expect(received!.subject).toBe('Offert 1001 från Rörfirman AB');
    expect(received!.text?.trim()).toBe('Hej!\n\nHär kommer offerten.');
    expect(received!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Offert 1001.pdf', 'application/pdf'],
      ['Badrum före.jpg', 'image/jpeg'],
    ]);
    expect(received!.attachments[0]!.content.equals(pdf)).toBe(true);
    expect(received!.attachments[1]!.content.equals(photo)).toBe(true);

    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(row!.sentAt).not.toBeNull();
    expect(outcomes).toEqual([expect.objectContaining({ outboxId, status: 'SENT', reason: null })]);
  });

  it('retries an outage with backoff and sends the same bytes when the relay answers again', async () => {
    const smtp = await startSmtpStub();
    smtp.refuse(421);
    const { queue, mail, outcomes } = service(smtp.url, 5);
    const outboxId = await mail.queue({
      to: 'kund@example.se',
      subject: 'Faktura 7',
      text: 'Hej',
      attachments: [{ fileName: 'Faktura 7.pdf', contentType: 'application/pdf', content: pdf }],
    });

    expect(await queue.runDue()).toBe(1);
    const afterFirst = await jobOf(outboxId);
    expect(afterFirst.status).toBe('QUEUED');
    expect(afterFirst.attempts).toBe(1);
    // The first retry waits about 10 s, the second about 40 s (the queue's backoff).
    expect(afterFirst.runAt.getTime() - Date.now()).toBeGreaterThan(8_000);
    expect(await queue.runDue(later(5_000))).toBe(0);
    expect(await queue.runDue(later(11_000))).toBe(1);
    const afterSecond = await jobOf(outboxId);
    expect(afterSecond.runAt.getTime() - Date.now()).toBeGreaterThan(35_000);
    const [waiting] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(waiting!.error).toMatch(/421/);
    expect(waiting!.failedAt).toBeNull();

    smtp.refuse(null);
    expect(await queue.runDue(later(HOUR))).toBe(1);
    await smtp.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.attachments[0]!.content.equals(pdf)).toBe(true);
    expect(outcomes).toEqual([expect.objectContaining({ outboxId, status: 'SENT' })]);
    expect((await jobOf(outboxId)).status).toBe('DONE');
  });

  it('gives up after the last attempt when the relay stays down, and says why in Swedish', async () => {
    const smtp = await startSmtpStub();
    await smtp.stop();
    const { queue, mail, outcomes } = service(smtp.url, 3);
    const outboxId = await mail.queue({ to: 'kund@example.se', subject: 'Offert', text: 'Hej' });
    for (let run = 1; run <= 3; run += 1) await queue.runDue(later(run * HOUR));
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(row!.sentAt).toBeNull();
    expect(row!.failedAt).not.toBeNull();
    expect(row!.error).toMatch(/ECONNREFUSED/);
    expect(outcomes).toEqual([
      expect.objectContaining({
        outboxId,
        status: 'FAILED',
        reason: 'E-postservern gick inte att nå. Montör försökte 3 gånger.',
      }),
    ]);
    expect((await jobOf(outboxId)).attempts).toBe(3);
    expect(await queue.runDue(later(10 * HOUR))).toBe(0);
  });

  it('stops at once when the relay refuses the mail for good (5xx)', async () => {
    const smtp = await startSmtpStub();
    smtp.refuse(550);
    const { queue, mail, outcomes } = service(smtp.url, 5);
    const outboxId = await mail.queue({ to: 'finns-inte@example.se', subject: 'Offert', text: 'Hej' });
    await queue.runDue(later(10 * HOUR));
    await smtp.stop();
    expect(outcomes).toEqual([expect.objectContaining({ outboxId, status: 'FAILED' })]);
    expect(outcomes[0]!.reason).toMatch(/^E-postservern avvisade meddelandet \(550/);
    expect((await jobOf(outboxId)).attempts).toBe(1);
  });

  it('keeps attachments with the mail and drops them with it', async () => {
    const { mail } = service('smtp://127.0.0.1:1');
    const outboxId = await mail.queue({
      to: 'a@example.se',
      subject: 's',
      text: 't',
      attachments: [{ fileName: 'a.pdf', contentType: 'application/pdf', content: pdf }],
    });
    expect(await mail.attachmentsOf([outboxId])).toEqual([
      expect.objectContaining({ outboxId, fileName: 'a.pdf', size: pdf.length }),
    ]);
    await t.deps.db.delete(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(
      await t.deps.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, outboxId)),
    ).toEqual([]);
  });
});

describe('sender and error wording', () => {
  it('quotes a firm name that would otherwise split the address', () => {
    expect(senderParts('Montör <noreply@montor.local>')).toEqual({
      name: 'Montör',
      address: 'noreply@montor.local',
    });
    expect(senderParts('noreply@montor.local')).toEqual({ name: '', address: 'noreply@montor.local' });
    expect(formatSender('Berg, Holm & "Son" AB via Montör', 'noreply@montor.local')).toBe(
      '"Berg, Holm & \\"Son\\" AB via Montör" <noreply@montor.local>',
    );
  });

  it('tells a passing failure from a refusal', () => {
    expect(describeMailError({ responseCode: 451 }).permanent).toBe(false);
    expect(describeMailError({ responseCode: 552, response: '552 för stort' })).toEqual({
      text: 'E-postservern avvisade meddelandet (552: 552 för stort).',
      permanent: true,
    });
    expect(describeMailError(new Error('x')).text).toBe('Meddelandet kunde inte skickas.');
  });
});
