import { authApi } from '@shared/api/auth.api';
import { contentApi } from '@shared/api/content.api';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { employees } from '../employees';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from './auth.session';
import { sessions } from './auth.table';
import { THROTTLE } from './auth.usecases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /auth/current', () => {
  it('gives a visitor an instance token and no session', async () => {
    const browser = t.client();
    const { status, body, response } = await browser.call(authApi.current);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ session: null, instanceToken: expect.any(String) });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
  });

  it('answers the same token for the same browser', async () => {
    const browser = t.client();
    const first = await browser.call(authApi.current);
    const second = await browser.call(authApi.current);
    expect(second.body.result).toEqual(first.body.result);
  });
});

describe('instance token', () => {
  it('refuses a state-changing call without it', async () => {
    const browser = t.client();
    await browser.call(authApi.current);
    const { status, body } = await browser.call(
      authApi.login,
      { employeeLogin: 'demo-admin', password: 'demo1234' },
      { token: null },
    );
    expect(status).toBe(403);
    expect(body.messages[0]).toMatchObject({ level: 'ERROR', code: 'INSTANCE_TOKEN_INVALID' });
  });

  it('refuses another session’s token', async () => {
    const other = t.client();
    await other.call(authApi.current);
    const browser = t.client();
    await browser.call(authApi.current);
    const { status } = await browser.call(
      authApi.login,
      { employeeLogin: 'demo-admin', password: 'demo1234' },
      { token: other.instanceToken },
    );
    expect(status).toBe(403);
  });
});

describe('POST /auth/login', () => {
  it('names a missing parameter', async () => {
    const { status, body } = await t.client().call(authApi.login, { employeeLogin: 'demo-admin' });
    expect(status).toBe(400);
    expect(body.messages[0]).toMatchObject({ code: 'MISSING_PARAMETER', field: 'password' });
    expect(body.userErrorMessage).toBe('Parametern "password" saknas');
  });

  it('asks for both fields when one is blank after trimming', async () => {
    const { status, body } = await t.client().call(authApi.login, { employeeLogin: '  ', password: 'x' });
    expect(status).toBe(400);
    expect(body.userErrorMessage).toBe('Båda fälten är nödvändiga att fylla i');
  });

  it.each([
    ['wrong password', 'demo-admin', 'fel-lösenord'],
    ['unknown login', 'finns-inte', 'demo1234'],
  ])('gives the same answer for a %s', async (_case, employeeLogin, password) => {
    const { status, body } = await t.client().call(authApi.login, { employeeLogin, password });
    expect(status).toBe(403);
    expect(body.messages[0]?.code).toBe('INVALID_CREDENTIALS');
    expect(body.userErrorMessage).toBe('Inloggningen misslyckades. Felaktigt användarnamn eller lösenord');
  });

  it('logs in, rotates the session and returns the session data', async () => {
    const browser = t.client();
    await browser.call(authApi.current);
    const visitorToken = browser.instanceToken;
    const visitorCookie = browser.cookieHeader;
    const { status, body } = await browser.login('demo-admin');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      session: {
        employeeLogin: 'demo-admin',
        employeeName: 'Anna Lindqvist',
        customerName: 'Rörfirman Demo AB',
        role: 'ADMIN',
        accessLevel: 'FULL',
        adminLogin: null,
        defaultWarehouseCode: 'LUN',
        preselectedOwnArticle: expect.any(String),
      },
    });
    expect(browser.instanceToken).not.toBe(visitorToken);
    expect(browser.cookieHeader).not.toBe(visitorCookie);
    const current = await browser.call(authApi.current);
    expect((current.body.result as { session: { employeeLogin: string } }).session.employeeLogin).toBe(
      'demo-admin',
    );
  });

  it('accepts the login in any letter case', async () => {
    const { status } = await t
      .client()
      .call(authApi.login, { employeeLogin: 'Demo-Anvandare', password: 'demo1234' });
    expect(status).toBe(200);
  });

  it('keeps a durable session for 30 days and a plain one until the browser closes', async () => {
    const durable = await t.client().login('demo-anvandare', 'demo1234', { durable: true });
    const plain = await t.client().login('demo-anvandare');
    const cookieOf = (r: typeof durable) => r.response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookieOf(durable).maxAge).toBe(SESSION_LIFETIME_MS.durable / 1000);
    expect(cookieOf(plain).maxAge).toBeUndefined();
  });

  it('lets the provider administrator act as an employee with his own password', async () => {
    const { body } = await t
      .client()
      .login('demo-arbetsledare', 'demo1234', { adminLogin: 'provider-admin' });
    expect(body.result).toMatchObject({
      session: { employeeLogin: 'demo-arbetsledare', adminLogin: 'provider-admin' },
    });
    const wrong = await t.client().call(authApi.login, {
      employeeLogin: 'demo-arbetsledare',
      adminLogin: 'demo-admin',
      password: 'demo1234',
    });
    expect(wrong.status).toBe(403);
  });
});

describe('login throttling', () => {
  it(`refuses a login after ${THROTTLE.perLogin} failures within 15 minutes, then lets it in again`, async () => {
    const browser = t.client({ ip: '192.0.2.10' });
    for (let i = 0; i < THROTTLE.perLogin; i += 1) {
      expect(
        (await browser.call(authApi.login, { employeeLogin: 'norr-admin', password: 'fel' })).status,
      ).toBe(403);
    }
    const blocked = await browser.call(authApi.login, { employeeLogin: 'norr-admin', password: 'demo1234' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.userErrorMessage).toMatch(
      /^För många misslyckade inloggningsförsök\. Vänta 15 minuter/,
    );
    // Another address does not lift a block on the login itself.
    const elsewhere = await t.client({ ip: '192.0.2.11' }).call(authApi.login, {
      employeeLogin: 'norr-admin',
      password: 'demo1234',
    });
    expect(elsewhere.status).toBe(429);
    t.clock.advance(THROTTLE.windowMs + 1000);
    expect(
      (await browser.call(authApi.login, { employeeLogin: 'norr-admin', password: 'demo1234' })).status,
    ).toBe(200);
  });

  it('counts and matches a login in one normal form, so case-folding tricks neither log in nor escape', async () => {
    t.clock.advance(THROTTLE.windowMs + 1000);
    const browser = t.client({ ip: '192.0.2.20' });
    for (let i = 0; i < THROTTLE.perLogin; i += 1) {
      await browser.call(authApi.login, { employeeLogin: 'norr-admin', password: 'fel' });
    }
    const attempt = (employeeLogin: string) =>
      t.client().call(authApi.login, { employeeLogin, password: 'demo1234' });
    // U+0130 and U+0131 (Turkish dotted capital and dotless small i), which some SQL locales fold to i.
    for (const trick of ['norr-admİn', 'NORR-ADMİN', 'norr-admın', 'norr-adm\u0069\u0307n']) {
      expect((await attempt(trick)).status, trick).toBe(403);
    }
    // Forms NFKC makes the login itself are the login, and its throttle holds for them.
    for (const same of ['NORR-ADMIN', 'ｎｏｒｒ－ａｄｍｉｎ', ' Norr-Admin ']) {
      expect((await attempt(same)).status, same).toBe(429);
    }
    t.clock.advance(THROTTLE.windowMs + 1000);
    expect((await attempt('ｎｏｒｒ－ＡＤＭＩＮ')).status).toBe(200);
  });

  it(`refuses an address after ${THROTTLE.perAddress} failures across logins`, async () => {
    const browser = t.client({ ip: '198.51.100.7' });
    for (let i = 0; i < THROTTLE.perAddress; i += 1) {
      await browser.call(authApi.login, { employeeLogin: `gissning-${i}`, password: 'fel' });
    }
    const blocked = await browser.call(authApi.login, { employeeLogin: 'gast-badrum', password: 'demo1234' });
    expect(blocked.status).toBe(429);
    const otherAddress = await t.client({ ip: '198.51.100.8' }).call(authApi.login, {
      employeeLogin: 'gast-badrum',
      password: 'demo1234',
    });
    expect(otherAddress.status).toBe(200);
  });
});

describe('session lifetime and logout', () => {
  it('answers 401 to an employee call without a login', async () => {
    const { status, body } = await t.client().call(contentApi.counters);
    expect(status).toBe(401);
    expect(body.messages[0]?.code).toBe('NOT_AUTHENTICATED');
  });

  it('ends a browser session after 12 idle hours but keeps one in use alive', async () => {
    const idle = t.client();
    await idle.login('demo-admin');
    const active = t.client();
    await active.login('demo-admin');
    for (let hour = 0; hour < 13; hour += 1) {
      t.clock.advance(60 * 60_000);
      expect((await active.call(contentApi.counters)).status).toBe(200);
    }
    expect((await idle.call(contentApi.counters)).status).toBe(401);
  });

  it('slides the expiry forward at most once a minute, not on every call', async () => {
    const browser = t.client();
    await browser.login('demo-admin');
    const seen = async () => {
      const rows = await t.database.db
        .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .orderBy(desc(sessions.lastSeenAt))
        .limit(1);
      return rows[0]!;
    };
    const opened = await seen();
    t.clock.advance(30_000);
    expect((await browser.call(contentApi.counters)).status).toBe(200);
    expect(await seen()).toEqual(opened);
    t.clock.advance(31_000);
    expect((await browser.call(contentApi.counters)).status).toBe(200);
    const touched = await seen();
    expect(touched.lastSeenAt.getTime()).toBe(opened.lastSeenAt.getTime() + 61_000);
    expect(touched.expiresAt.getTime() - touched.lastSeenAt.getTime()).toBe(SESSION_LIFETIME_MS.browser);
  });

  it('refuses the session of a deactivated employee without touching it', async () => {
    const browser = t.client();
    await browser.login('demo-anvandare');
    const [employee] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.login, 'demo-anvandare'));
    await t.database.db.update(employees).set({ active: false }).where(eq(employees.id, employee!.id));
    try {
      t.clock.advance(2 * 60_000);
      expect((await browser.call(contentApi.counters)).status).toBe(401);
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.employeeId, employee!.id));
      expect(row!.lastSeenAt.getTime()).toBeLessThan(t.clock.now().getTime() - 60_000);
    } finally {
      await t.database.db.update(employees).set({ active: true }).where(eq(employees.id, employee!.id));
    }
  });

  it('logs out: the old cookie is worth nothing and a fresh visitor token is handed out', async () => {
    const browser = t.client();
    await browser.login('demo-admin');
    const loggedInCookie = browser.cookieHeader;
    const { status, body } = await browser.call(authApi.logout);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ session: null, instanceToken: expect.any(String) });
    expect((await browser.call(contentApi.counters)).status).toBe(401);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/content/counters',
      headers: { cookie: loggedInCookie },
    });
    expect(replay.statusCode).toBe(401);
    expect((await browser.login('demo-admin')).status).toBe(200);
  });
});

describe('client mode and main menu', () => {
  it('stores client mode on the session and the menu state on the employee', async () => {
    const browser = t.client();
    await browser.login('demo-anvandare');
    const mode = await browser.call(authApi.setClientMode, { clientMode: true });
    expect(mode.body.result).toMatchObject({ clientMode: true });
    const menu = await browser.call(authApi.setMainMenuOpened, { mainMenuOpened: false });
    expect(menu.body.result).toMatchObject({ mainMenuOpened: false, clientMode: true });
    const otherDevice = t.client();
    const { body } = await otherDevice.login('demo-anvandare');
    expect(body.result).toMatchObject({ session: { mainMenuOpened: false, clientMode: false } });
  });
});
