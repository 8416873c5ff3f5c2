import { authApi } from '@shared/api/auth.api';
import { catalogueApi } from '@shared/api/catalogue.api';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SESSION_COOKIE } from './auth.session';
import { loginAttempts, sessions } from './auth.table';
import { THROTTLE } from './auth.usecases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionRows = async () => Number((await t.database.db.select({ n: count() }).from(sessions))[0]!.n);

describe('visitors are not stored', () => {
  it('answers 200 cookieless /auth/current calls without writing a session row', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 200; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/current' });
      expect(response.statusCode).toBe(200);
    }
    expect(await sessionRows()).toBe(before);
  });

  it('lets a visitor log in with the token it was given, and stores only the employee’s session', async () => {
    const browser = t.client();
    await browser.call(authApi.current);
    const before = await sessionRows();
    const { status, body } = await browser.login('demo-admin');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ session: { employeeLogin: 'demo-admin' } });
    expect(await sessionRows()).toBe(before + 1);
    expect(browser.instanceToken).not.toBe(null);
  });

  it('lets a visitor make state-changing visitor calls, and refuses them with another visitor’s token', async () => {
    const browser = t.client();
    const other = t.client();
    await other.call(authApi.current);
    const refused = await browser.call(
      authApi.login,
      { employeeLogin: 'demo-admin', password: 'demo1234' },
      { token: other.instanceToken },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.messages[0]?.code).toBe('INSTANCE_TOKEN_INVALID');
    const forged = await browser.call(
      authApi.login,
      { employeeLogin: 'demo-admin', password: 'demo1234' },
      { token: 'v.made-up' },
    );
    expect(forged.status).toBe(403);
    expect((await browser.call(catalogueApi.search, { pattern: 'rör' })).status).toBe(200);
  });

  it('hands out an unstored visitor session on logout, with which the browser can log in again', async () => {
    const browser = t.client();
    await browser.login('demo-admin');
    const before = await sessionRows();
    const out = await browser.call(authApi.logout);
    expect(out.status).toBe(200);
    expect(await sessionRows()).toBe(before - 1);
    expect((await browser.login('demo-admin')).status).toBe(200);
  });
});

describe('the session cookie', () => {
  it('is Secure when the public address is https', async () => {
    const secure = await createTestApp({ cookieSecure: true });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/auth/current' });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secure.close();
    }
  });
});

describe('X-Forwarded-For', () => {
  const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
  const failures = async (ip: string) =>
    (await t.database.db.select().from(loginAttempts)).filter((a) => a.ip === ip).length;

  it('is not believed by default: forged addresses neither lock an address out nor escape its limit', async () => {
    const attacker = t.client({ ip: '198.51.100.50' });
    for (let i = 0; i < THROTTLE.perAddress; i += 1) {
      await attacker.call(
        authApi.login,
        { employeeLogin: `gissning-xff-${i}`, password: 'fel' },
        { headers: forged(1) },
      );
    }
    expect(await failures('203.0.113.1')).toBe(0);
    const escaped = await attacker.call(
      authApi.login,
      { employeeLogin: 'gast-badrum', password: 'demo1234' },
      { headers: forged(2) },
    );
    expect(escaped.status).toBe(429);
    // The owner of the forged address is not locked out.
    const owner = t.client({ ip: '203.0.113.1' });
    expect((await owner.login('gast-badrum')).status).toBe(200);
  });

  it('is believed from a configured proxy', async () => {
    const behindProxy = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const viaProxy = behindProxy.client({ ip: '127.0.0.1' });
      await viaProxy.call(authApi.login, { employeeLogin: 'x', password: 'fel' }, { headers: forged(9) });
      const direct = behindProxy.client({ ip: '198.51.100.60' });
      await direct.call(authApi.login, { employeeLogin: 'x', password: 'fel' }, { headers: forged(10) });
      const ips = (await behindProxy.database.db.select().from(loginAttempts)).map((a) => a.ip);
      expect(ips).toContain('203.0.113.9');
      expect(ips).toContain('198.51.100.60');
      expect(ips).not.toContain('203.0.113.10');
    } finally {
      await behindProxy.close();
    }
  });
});
