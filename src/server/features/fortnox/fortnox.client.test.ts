import { fortnoxApi } from '@shared/api/fortnox.api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { giveConsent, type RunningStub, startFortnoxStub } from '../../testing/fortnox-stub';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { FortnoxApi } from './fortnox.client';
import { FortnoxCallError } from './fortnox.errors';
import { findConnection, openToken } from './fortnox.repository';

let stub: RunningStub;
let t: TestApp;
let admin: TestClient;
let firmId: string;

const customer = (name: string) => ({ Customer: { Name: name } });

async function failure(promise: Promise<unknown>): Promise<FortnoxCallError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FortnoxCallError);
  return error as FortnoxCallError;
}

beforeAll(async () => {
  stub = await startFortnoxStub();
  t = await createTestApp({ fortnox: stub.config });
  admin = t.client();
  await admin.login('demo-admin');
  firmId = await findFirmIdByCode(t.deps.db, '100245');
  const { link } = (await admin.call(fortnoxApi.getActivationLink, {})).body.result as { link: string };
  const { code, state } = await giveConsent(link);
  const activated = await admin.call(fortnoxApi.checkAndActivate, { authorizationCode: code, state });
  expect(activated.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => {
  stub.state.limit = 25;
  stub.state.windowMs = 5000;
});

describe('tokens', () => {
  it('keeps them sealed: only the server key opens them', async () => {
    const row = (await findConnection(t.deps.db, firmId))!;
    expect(row.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(openToken(stub.config.tokenKey, row.accessToken)).toMatch(/^[\w-]{20,}$/);
    expect(() => openToken('another key', row.accessToken)).toThrow();
  });

  it('renews a refused token once with the refresh token, which Fortnox rotates', async () => {
    const api = new FortnoxApi(t.deps, firmId);
    const before = (await findConnection(t.deps.db, firmId))!;
    const refreshed = stub.state.counts.refreshed;
    stub.state.expireAccessTokens();
    await api.request('POST', '/3/customers', customer('Efter förnyelse'));
    expect(stub.state.counts.refreshed).toBe(refreshed + 1);
    const after = (await findConnection(t.deps.db, firmId))!;
    const key = stub.config.tokenKey;
    expect(openToken(key, after.refreshToken)).not.toBe(openToken(key, before.refreshToken));
    // The used refresh token is dead at Fortnox: rotation means the stored one must be the new one.
    const reused = await fetch(`${stub.url}/oauth-v1/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${stub.config.clientId}:${stub.config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: openToken(key, before.refreshToken),
      }),
    });
    expect(reused.status).toBe(400);
  });

  it('renews ahead of the hour, before a request would be refused', async () => {
    const api = new FortnoxApi(t.deps, firmId);
    const refreshed = stub.state.counts.refreshed;
    const refusedBefore = stub.state.log.filter((e) => e.status === 401).length;
    t.clock.advance(3_600_000);
    await api.request('POST', '/3/customers', customer('Efter en timme'));
    expect(stub.state.counts.refreshed).toBe(refreshed + 1);
    expect(stub.state.log.filter((e) => e.status === 401).length).toBe(refusedBefore);
  });

  it('spends the refresh token once when two app servers find the token refused at the same time', async () => {
    const servers = [new FortnoxApi(t.deps, firmId), new FortnoxApi(t.deps, firmId)];
    const refreshed = stub.state.counts.refreshed;
    const reused = stub.state.counts.reusedRefresh;
    stub.state.expireAccessTokens();
    await Promise.all(servers.map((api, i) => api.request('POST', '/3/customers', customer(`Server ${i}`))));
    expect(stub.state.counts.refreshed).toBe(refreshed + 1);
    expect(stub.state.counts.reusedRefresh).toBe(reused);
  });
});

describe('rate limit', () => {
  it('waits out every 429 with back-off until the request goes', async () => {
    stub.state.limit = 3;
    stub.state.windowMs = 1000;
    const api = new FortnoxApi(t.deps, firmId);
    const tooManyBefore = stub.state.counts.tooMany;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.request<{ Customer: { CustomerNumber: string } }>('POST', '/3/customers', customer(`Kö ${i}`)),
      ),
    );
    expect(answers.every((a) => a.Customer.CustomerNumber)).toBe(true);
    const refused = stub.state.counts.tooMany - tooManyBefore;
    expect(refused).toBeGreaterThan(0);
    expect(api.retried429).toBe(refused);
  });

  it('holds the firm’s limit across two app servers, so Fortnox never says 429', async () => {
    stub.state.limit = 5;
    stub.state.windowMs = 1000;
    // Half a second more than the stub's window on the servers' side: on a loaded test machine a request
    // may take that long to arrive. Without the shared window, 16 requests at once would meet many 429s.
    const rate = { limit: 5, windowMs: 1500 };
    const servers = [new FortnoxApi(t.deps, firmId, { rate }), new FortnoxApi(t.deps, firmId, { rate })];
    const tooManyBefore = stub.state.counts.tooMany;
    await Promise.all(
      servers.flatMap((api, s) =>
        Array.from({ length: 8 }, (_, i) => api.request('POST', '/3/customers', customer(`S${s} ${i}`))),
      ),
    );
    expect(stub.state.counts.tooMany).toBe(tooManyBefore);
  });
});

describe('the stub checks every request against the OpenAPI description', () => {
  it('refuses unknown fields, missing required ones, wrong types and unknown paths', async () => {
    const api = new FortnoxApi(t.deps, firmId);
    const unknown = await failure(api.request('POST', '/3/customers', { Customer: { Name: 'X', Shoe: 42 } }));
    expect(unknown.status).toBe(400);
    expect(unknown.fortnoxMessage).toMatch(/Shoe/);
    const missing = await failure(api.request('POST', '/3/customers', { Customer: {} }));
    expect(missing.fortnoxMessage).toMatch(/Name/);
    const typed = await failure(
      api.request('POST', '/3/invoicepayments', { InvoicePayment: { InvoiceNumber: 'ett', Amount: 1 } }),
    );
    expect(typed.fortnoxMessage).toMatch(/InvoiceNumber/);
    const path = await failure(api.request('POST', '/3/nothing-here', {}));
    expect(path.fortnoxMessage).toMatch(/finns inte/);
  });
});
