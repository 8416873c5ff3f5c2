import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database';
import type { Database } from '../db/database';
import { JobQueue } from '../jobs/queue';
import { httpSmsSender, normalisePhone, SmsService } from './sms.outbox';
import { smsOutbox } from './sms.table';

/** A local SMS gateway stub: records what it gets and answers with the status the test sets. */
interface Received {
  authorization: string | undefined;
  body: unknown;
}
const received: Received[] = [];
let answer = 202;
let server: Server;
let url: string;
let database: Database;

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({ authorization: request.headers.authorization, body: await bodyOf(request) });
    response.writeHead(answer, { 'content-type': 'application/json' });
    response.end(answer < 300 ? '{"id":"m1"}' : '{"error":"invalid number"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  database = await openTestDatabase(inject('template'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe('HTTP SMS gateway client', () => {
  it('posts the number and text with the bearer token', async () => {
    answer = 202;
    await httpSmsSender({ url, token: 'hemligt' }).deliver({
      to: '+46701234567',
      text: 'Order 4100001 är bekräftad.',
    });
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer hemligt',
      body: { to: '+46701234567', message: 'Order 4100001 är bekräftad.' },
    });
  });

  it('fails on an error answer, and the queued SMS keeps the error until a retry sends it', async () => {
    const jobs = new JobQueue(database.db);
    const sms = new SmsService(database.db, jobs, httpSmsSender({ url, token: 't' }));
    answer = 400;
    const id = await sms.queue({ to: '+46701234567', text: 'Hej' });
    await jobs.runDue();
    const [failed] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(failed?.sentAt).toBeNull();
    expect(failed?.error).toContain('SMS-tjänsten svarade 400');
    answer = 200;
    // The retry is due after the backoff.
    await jobs.runDue(new Date(Date.now() + 60_000));
    const [sent] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.error).toBeNull();
  });
});

describe('normalisePhone', () => {
  it('writes Swedish numbers in international form', () => {
    expect(normalisePhone('070-123 45 67')).toBe('+46701234567');
    expect(normalisePhone('+46 70 123 45 67')).toBe('+46701234567');
    expect(normalisePhone('0046701234567')).toBe('+46701234567');
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('123')).toBeNull();
  });
});
