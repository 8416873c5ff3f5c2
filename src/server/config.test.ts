import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('loadConfig', () => {
  it('makes the session cookie Secure when the public address is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://montor.example.se' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'HTTPS://montor.example.se/' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).cookieSecure).toBe(false);
    expect(loadConfig({}).cookieSecure).toBe(false);
  });

  it('lets COOKIE_SECURE say otherwise either way', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://montor.example.se', COOKIE_SECURE: 'false' }).cookieSecure).toBe(
      false,
    );
    expect(loadConfig({ PUBLIC_URL: 'http://intern:3000', COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
});

describe('parseTrustProxy', () => {
  it('reads addresses, networks and proxy-addr’s named ranges', () => {
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" and anything that is not an address, so nobody trusts every client by mistake', () => {
    for (const value of [
      'true',
      'on',
      '1',
      'proxy.example.se',
      '10.0.0.1/33',
      '10.0.0/8',
      '10.0.0.1/8/1',
      '-1',
    ]) {
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
