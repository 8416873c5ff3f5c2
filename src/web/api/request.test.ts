import { authApi } from '@shared/api/auth.api';
import { clientLinksApi } from '@shared/api/clientLinks.api';
import { providerApi } from '@shared/api/provider.api';
import { describe, expect, it } from 'vitest';
import { buildQueryString, buildRequest } from './request';

describe('buildQueryString', () => {
  it('is empty without parameters', () => {
    expect(buildQueryString({})).toBe('');
  });

  it('leaves out absent values and encodes the rest', () => {
    expect(buildQueryString({ q: 'rör & böj', offset: 0, none: undefined, empty: null, flag: false })).toBe(
      '?q=r%C3%B6r+%26+b%C3%B6j&offset=0&flag=false',
    );
  });

  it('repeats the key for each array element', () => {
    expect(buildQueryString({ docTypes: ['OFFER', 'INVOICE'] })).toBe('?docTypes=OFFER&docTypes=INVOICE');
  });

  it('writes dates as ISO timestamps', () => {
    expect(buildQueryString({ at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })).toBe(
      '?at=2026-01-02T03%3A04%3A05.000Z',
    );
  });
});

describe('buildRequest', () => {
  it('sends GET parameters in the query string and no body', () => {
    const { url, init } = buildRequest(providerApi.warehouses, {}, null);
    expect(url).toBe('/api/warehouses');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('wraps POST parameters and sends the instance token', () => {
    const { url, init } = buildRequest(authApi.login, { employeeLogin: 'a', password: 'b' }, 'tok');
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ parameters: { employeeLogin: 'a', password: 'b' } });
    expect((init.headers as Record<string, string>)['X-Instance-Token']).toBe('tok');
  });

  it('fills path parameters into the address and leaves them out of the query and the body', () => {
    const get = buildRequest(clientLinksApi.view, { token: 'a/b c' }, null);
    expect(get.url).toBe('/api/public/clientLink/a%2Fb%20c');
    const post = buildRequest(clientLinksApi.accept, { token: 'abc', name: 'Karin Ek' }, 'tok');
    expect(post.url).toBe('/api/public/clientLink/abc/accept');
    expect(JSON.parse(post.init.body as string)).toEqual({ parameters: { name: 'Karin Ek' } });
  });
});
