import { authApi } from '@shared/api/auth.api';
import { describe, expect, it } from 'vitest';
import { errorBody, json, rejection, setup } from '../testing/caller.fixtures';
import type { ApiError } from './api-error';

describe('call layer instance token', () => {
  const current = (token: string) =>
    json(200, { result: { instanceToken: token, session: null }, messages: [] });
  const tokenOf = (init: RequestInit) => (init.headers as Record<string, string>)['X-Instance-Token'];

  it('fetches a token before the first state-changing call', async () => {
    const { caller, requests, seen } = setup(async (url) =>
      url.endsWith('/auth/current') ? current('t1') : json(200, { result: {}, messages: [] }),
    );
    await caller.call(authApi.sendLoginInfoRequest, { companyName: 'AB', name: 'N', email: 'a@b.se' });
    expect(requests.map((r) => r.url)).toEqual(['/api/auth/current', '/api/auth/sendLoginInfoRequest']);
    expect(tokenOf(requests[1]!.init)).toBe('t1');
    expect(seen[0]).toEqual({ type: 'session', payload: { instanceToken: 't1', session: null } });
  });

  it('refreshes a stale token and retries once', async () => {
    let tokens = 0;
    const { caller, requests } = setup(async (url, init) => {
      if (url.endsWith('/auth/current')) return current(`t${++tokens}`);
      return tokenOf(init) === 't2'
        ? json(200, { result: {}, messages: [] })
        : json(403, errorBody('INSTANCE_TOKEN_INVALID', 'Ogiltig'));
    });
    await caller.call(authApi.sendLoginInfoRequest, { companyName: 'AB', name: 'N', email: 'a@b.se' });
    expect(requests.map((r) => r.url.replace('/api', ''))).toEqual([
      '/auth/current',
      '/auth/sendLoginInfoRequest',
      '/auth/current',
      '/auth/sendLoginInfoRequest',
    ]);
  });

  it('gives up after one retry', async () => {
    const { caller } = setup(async (url) =>
      url.endsWith('/auth/current')
        ? current('t')
        : json(403, errorBody('INSTANCE_TOKEN_INVALID', 'Ogiltig')),
    );
    const error = (await rejection(
      caller.call(authApi.sendLoginInfoRequest, { companyName: 'AB', name: 'N', email: 'a@b.se' }),
    )) as ApiError;
    expect(error.code).toBe('INSTANCE_TOKEN_INVALID');
  });

  it('keeps the new token a login answer carries', async () => {
    const { caller, requests } = setup(async (url) => {
      if (url.endsWith('/auth/current')) return current('before');
      if (url.endsWith('/auth/login')) return current('after');
      return json(200, { result: {}, messages: [] });
    });
    await caller.call(authApi.login, { employeeLogin: 'demo-admin', password: 'demo1234' });
    await caller.call(authApi.sendLoginInfoRequest, { companyName: 'AB', name: 'N', email: 'a@b.se' });
    expect(tokenOf(requests.at(-1)!.init)).toBe('after');
  });
});
