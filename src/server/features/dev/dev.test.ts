import { devApi, type OutboxMail } from '@shared/api/dev.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

describe('the development outbox', () => {
  it('shows a mail with its sender, Reply-To, recipients and attachments, and serves the attachment', async () => {
    await t.deps.mail.queue({
      to: ['kund@example.se', 'anna@example.se'],
      subject: 'Offert 1001',
      text: 'Hej',
      fromName: t.deps.mail.firmSenderName('Rörfirman AB'),
      replyTo: 'anna@example.se',
      attachments: [{ fileName: 'Före.jpg', contentType: 'image/jpeg', content: photo }],
    });
    const r = await t.client().call(devApi.outbox);
    const mail = (r.body.result as { items: OutboxMail[] }).items[0]!;
    expect(mail).toMatchObject({
      from: '"Rörfirman AB via Montör" <noreply@montor.local>',
      replyTo: 'anna@example.se',
      to: 'kund@example.se, anna@example.se',
      attachments: [{ fileName: 'Före.jpg', contentType: 'image/jpeg', size: photo.length }],
    });
    const file = await t.app.inject({ method: 'GET', url: mail.attachments[0]!.link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(photo)).toBe(true);

    const wrongMail = mail.attachments[0]!.link.replace(mail.uid, crypto.randomUUID());
    expect((await t.app.inject({ method: 'GET', url: wrongMail })).statusCode).toBe(404);
  });

  it('does not exist without developer tools', async () => {
    const prod = await createTestApp({ devTools: false });
    try {
      expect((await prod.client().call(devApi.outbox)).status).toBe(404);
      const url = `/api/dev/outbox/${crypto.randomUUID()}/attachments/${crypto.randomUUID()}`;
      expect((await prod.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
