import { authApi } from '@shared/api/auth.api';
import { contentApi } from '@shared/api/content.api';
import { defineEndpoint } from '@shared/api/endpoint';
import { allEndpoints } from '@shared/api/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openApiPath } from './openapi';

let t: TestApp;
const adminOnly = defineEndpoint({
  path: '/test/adminOnly',
  method: 'POST',
  summary: 'test',
  access: { kind: 'employee', roles: ['ADMIN'], siteOptions: ['EMPLOYEES'] },
  parameters: z.object({}),
  result: z.object({ ok: z.boolean() }),
});
const failing = defineEndpoint({
  path: '/test/failing',
  method: 'GET',
  summary: 'test',
  access: { kind: 'visitor' },
  parameters: z.object({}),
  result: z.object({}),
});

beforeAll(async () => {
  t = await createTestApp();
  t.router.add(adminOnly, async () => ({ ok: true }));
  t.router.add(failing, async () => {
    throw new Error('boom');
  });
});
afterAll(() => t.close());

describe('the contract and the router', () => {
  it('registers every declared endpoint exactly once', () => {
    const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
    const declared = allEndpoints.map(key).sort();
    expect(new Set(declared).size).toBe(declared.length);
    const registered = t.router.registered.map(key).filter((k) => !k.includes('/test/'));
    expect(registered.sort()).toEqual(declared);
  });

  it('refuses to register an endpoint twice', () => {
    expect(() => t.router.add(authApi.current, async () => ({ instanceToken: '', session: null }))).toThrow(
      /registered twice/,
    );
  });

  it('serves an OpenAPI document built from the same declarations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of allEndpoints) {
      expect(doc.paths[openApiPath(endpoint)][endpoint.method.toLowerCase()]).toBeDefined();
    }
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties.parameters
        .required,
    ).toEqual(expect.arrayContaining(['employeeLogin', 'password']));
  });
});

describe('files and API keys in the contract', () => {
  it('describes file results, path parameters and the provider key in /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const download = doc.paths['/api/files/{id}'].get;
    expect(Object.keys(download.responses[200].content)).toEqual(['application/octet-stream']);
    expect(download.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(doc.paths['/files/company/{firmId}/{kind}/{hash}'].get.responses[404]).toBeDefined();
    expect(doc.paths['/provider-api/orders'].post.security).toEqual([{ 'x-provider-api-key': [] }]);
    expect(doc.components.securitySchemes['x-provider-api-key']).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-provider-api-key',
    });
  });

  it('checks an API key before anything else and asks for no session or instance token', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/provider-api/orders/status', headers, payload: {} });
    for (const headers of [{}, { 'x-provider-api-key': 'mpk_fel' }] as Record<string, string>[]) {
      const refused = await post(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().messages[0].code).toBe('PROVIDER_API_KEY_INVALID');
    }
  });
});

describe('access checks on the server', () => {
  it.each([
    ['demo-admin', 200],
    ['demo-anvandare', 403],
    ['demo-arbetsledare', 403],
    ['norr-admin', 403],
  ])('%s → %i for an ADMIN call that needs the employees module', async (login, status) => {
    const browser = t.client();
    await browser.login(login);
    const r = await browser.call(adminOnly);
    expect(r.status).toBe(status);
    if (status === 403)
      expect(r.body.userErrorMessage).toBe('Du har inte behörighet till den här funktionen.');
  });
});

describe('error envelope', () => {
  it('answers an unknown API path with a 404 in the envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/finns/inte' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ result: null, messages: [{ level: 'ERROR', code: 'NOT_FOUND' }] });
  });

  it('answers an unexpected failure with a 500 and no internals', async () => {
    const r = await t.client().call(failing);
    expect(r.status).toBe(500);
    expect(r.body).toEqual({
      result: null,
      messages: [{ level: 'ERROR', code: 'INTERNAL', text: 'Unhandled server error' }],
      userErrorMessage: 'Unhandled server error',
    });
  });

  it('answers a body that is not JSON with a 400', async () => {
    const browser = t.client();
    await browser.call(authApi.current);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': 'application/json',
        cookie: browser.cookieHeader,
        'x-instance-token': browser.instanceToken!,
      },
      payload: '{inte json',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().messages[0].code).toBe('INVALID_REQUEST');
  });

  it('reports every invalid parameter with its field', async () => {
    const browser = t.client();
    const r = await browser.call(authApi.login, { employeeLogin: 5, password: 'x', durable: 'ja' });
    expect(r.status).toBe(400);
    expect(r.body.messages.map((m) => [m.code, m.field])).toEqual([
      ['INVALID_PARAMETER', 'employeeLogin'],
      ['INVALID_PARAMETER', 'durable'],
    ]);
  });
});

describe('counters and warehouses', () => {
  it('counts the firm’s own employees only', async () => {
    const browser = t.client();
    await browser.login('demo-admin');
    expect((await browser.call(contentApi.counters)).body.result).toMatchObject({
      employees: 3,
      clients: 33,
      inactiveClients: 7,
    });
    const other = t.client();
    await other.login('norr-admin');
    expect((await other.call(contentApi.counters)).body.result).toMatchObject({ employees: 1 });
  });
});
