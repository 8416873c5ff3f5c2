import { Writable } from 'node:stream';
import { clientsApi } from '@shared/api/clients.api';
import { companyApi } from '@shared/api/company.api';
import { employeesApi } from '@shared/api/employees.api';
import { INSTANCE_TOKEN_HEADER } from '@shared/api/endpoint';
import { LIMITS } from '@shared/api/limits';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEEP_JSON, toJsonText } from '../../testing/zod-arbitrary';
import { errorHandler } from './error-handler';
import { loggerOptions } from './log-safe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request bodies', () => {
  it('refuses a body over the route limit with 413 in the envelope, in Swedish, before any check', async () => {
    const big = JSON.stringify({
      parameters: { employeeLogin: 'x'.repeat(LIMITS.bodyBytes), password: 'y' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      result: null,
      messages: [{ code: 'BODY_TOO_LARGE' }],
      userErrorMessage: expect.stringContaining('högst 1024 kB'),
    });
  });

  it('refuses a large upload from someone without a session before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/customerLogo',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.alloc(2 * LIMITS.bodyBytes),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messages[0].code).toBe('NOT_AUTHENTICATED');
  });

  it('answers headers too large (431) in the envelope with a Swedish text', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/current`, {
      headers: { cookie: `x=${'a'.repeat(20_000)}` },
    });
    expect(response.status).toBe(431);
    const body = await response.json();
    expect(body.messages[0].code).toBe('HEADERS_TOO_LARGE');
    expect(body.userErrorMessage).toMatch(/för stora/);
  });
});

describe('hostile parameters', () => {
  it('refuses NUL and lone surrogates, deep JSON and numbers past the columns with 400 in Swedish', async () => {
    const admin = t.client();
    await admin.login('demo-admin');
    const nul = await admin.call(clientsApi.list, { searchPattern: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.messages[0]).toMatchObject({ field: 'searchPattern' });
    expect(nul.body.messages[0]?.text).toMatch(/otillåtna tecken/);

    const me = await admin.call(employeesApi.own);
    const own = me.body.result as { version: number; data: Record<string, unknown> };
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/profile/ownEmployee',
      headers: {
        'content-type': 'application/json',
        cookie: admin.cookieHeader,
        [INSTANCE_TOKEN_HEADER]: admin.instanceToken ?? '',
      },
      payload: toJsonText({
        parameters: {
          newVersion: own.version,
          data: { ...own.data, interfaceSettingsData: { a: DEEP_JSON } },
        },
      }),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().messages[0].code).toBe('INPUT_TOO_DEEP');
    const settingsDeep = { a: JSON.parse(`${'{"a":'.repeat(25)}1${'}'.repeat(25)}`) };
    const tooDeepSettings = await admin.call(employeesApi.saveOwn, {
      newVersion: own.version,
      data: { ...own.data, interfaceSettingsData: settingsDeep },
    });
    expect(tooDeepSettings.status).toBe(400);
    expect(tooDeepSettings.body.messages[0]?.text).toMatch(/nästlat i fler än 20 nivåer/);

    const overflow = await admin.call(companyApi.save, { newVersion: 2_147_483_648, data: {} });
    expect(overflow.status).toBe(400);
    expect(overflow.body.messages[0]).toMatchObject({
      field: 'newVersion',
      text: expect.stringMatching(/Högst 2 147 483 647/),
    });

    const wrongType = await admin.call(clientsApi.list, { searchPattern: 5 });
    expect(wrongType.body.messages[0]?.text).toBe('Ogiltigt värde för "searchPattern": Ange en text');
  });
});

describe('the log', () => {
  it('keeps a failing query’s statement and code but never its parameters, and at most 4 kB', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.setErrorHandler(errorHandler);
    const secret = `Kund Hemligsson ${'x'.repeat(100_000)}`;
    app.post('/fail', async () => {
      await t.database.db.execute(sql`select ${secret}::int as broken`);
    });
    const response = await app.inject({ method: 'POST', url: '/fail' });
    expect(response.statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).not.toContain('Hemligsson');
    expect(logged).toContain('select $1::int as broken');
    expect(logged).toContain('22P02');
    expect(logged.length).toBeLessThan(4096 + 500);
    await app.close();
  });
});
