import { authApi } from '@shared/api/auth.api';
import { contentApi } from '@shared/api/content.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { drawCaptchaQuestion } from '../content';
import { ADDRESS_LIMITS } from './auth.usecases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type CaptchaResult = { ticket: string; operation: '+' | '-' | '*' | '/'; operand1: number; operand2: number };

async function captcha(browser: TestClient) {
  const c = (await browser.call(contentApi.captcha)).body.result as CaptchaResult;
  const answer = {
    '+': c.operand1 + c.operand2,
    '-': c.operand1 - c.operand2,
    '*': c.operand1 * c.operand2,
    '/': c.operand1 / c.operand2,
  }[c.operation];
  return { ticket: c.ticket, answer: String(answer) };
}

describe('captcha', () => {
  it('always asks a question with a whole, non-negative answer', () => {
    for (let i = 0; i < 500; i += 1) {
      const q = drawCaptchaQuestion();
      expect(Number.isInteger(q.answer)).toBe(true);
      expect(q.answer).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses a wrong answer and spends the ticket', async () => {
    const browser = t.client();
    const { ticket, answer } = await captcha(browser);
    const wrong = await browser.call(authApi.resetPassword, {
      login: 'demo-admin',
      captchaTicket: ticket,
      captchaAnswer: String(Number(answer) + 1),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.messages[0]).toMatchObject({ code: 'CAPTCHA_WRONG', field: 'captchaAnswer' });
    const again = await browser.call(authApi.resetPassword, {
      login: 'demo-admin',
      captchaTicket: ticket,
      captchaAnswer: answer,
    });
    expect(again.body.messages[0]?.code).toBe('CAPTCHA_EXPIRED');
  });

  it('expires after ten minutes', async () => {
    const browser = t.client();
    const { ticket, answer } = await captcha(browser);
    t.clock.advance(11 * 60_000);
    const late = await browser.call(authApi.resetPassword, {
      login: 'demo-admin',
      captchaTicket: ticket,
      captchaAnswer: answer,
    });
    expect(late.body.messages[0]?.code).toBe('CAPTCHA_EXPIRED');
  });

  it('treats a made-up ticket as expired', async () => {
    const r = await t
      .client()
      .call(authApi.resetPassword, { login: 'demo-admin', captchaTicket: 'påhittad', captchaAnswer: '3' });
    expect(r.body.messages[0]?.code).toBe('CAPTCHA_EXPIRED');
  });
});

describe('password reset', () => {
  it('answers a known login, one without e-mail and an unknown one alike, and mails only the first', async () => {
    const answers = [];
    for (const login of ['demo-admin', 'demo-arbetsledare', 'finns-inte-alls', 'nobody@example.se']) {
      const browser = t.client();
      const r = await browser.call(authApi.resetPassword, { login, ...(await captchaParams(browser)) });
      answers.push({ status: r.status, body: r.body });
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: { result: { warehouseNoun: 'Nordlundslager' }, messages: [] },
      });
    }
    const mailed = t.sentMail.length;
    await t.deps.jobs.runDue();
    expect(t.sentMail.slice(mailed).map((m) => m.subject)).toEqual(['Byt lösenord i Montör']);
  });

  it(`refuses an address after ${ADDRESS_LIMITS.resetPassword.perWindow} resets an hour, kept in the database`, async () => {
    const { perWindow, windowMs } = ADDRESS_LIMITS.resetPassword;
    const browser = t.client({ ip: '192.0.2.77' });
    for (let i = 0; i < perWindow; i += 1) {
      const r = await browser.call(authApi.resetPassword, {
        login: `gissning-${i}`,
        ...(await captchaParams(browser)),
      });
      expect(r.status).toBe(200);
    }
    const reset = () =>
      browser.call(authApi.resetPassword, { login: 'x', captchaTicket: 't', captchaAnswer: '1' });
    const refused = await reset();
    expect(refused.status).toBe(429);
    expect(refused.body.messages[0]?.code).toBe('REQUESTS_THROTTLED');
    expect(refused.body.userErrorMessage).toBe(
      'För många förfrågningar från din adress. Vänta 60 minuter och försök igen.',
    );
    // A second app server on the same database refuses it too: the count is not in process memory.
    const other = await createApp({ db: t.database.db, config: t.deps.config, clock: t.clock });
    try {
      const viaOther = await other.app.inject({
        method: 'POST',
        url: '/api/auth/resetPassword',
        remoteAddress: '192.0.2.77',
        headers: { cookie: browser.cookieHeader, 'x-instance-token': browser.instanceToken! },
        payload: { parameters: { login: 'x', captchaTicket: 't', captchaAnswer: '1' } },
      });
      expect(viaOther.statusCode).toBe(429);
    } finally {
      await other.app.close();
    }
    expect(
      (
        await t
          .client({ ip: '192.0.2.78' })
          .call(authApi.resetPassword, { login: 'x', captchaTicket: 't', captchaAnswer: '1' })
      ).status,
    ).toBe(400);
    t.clock.advance(windowMs + 1000);
    expect((await reset()).status).toBe(400);
  });

  it('mails a single-use link that sets a new password and ends the old sessions', async () => {
    const oldSession = t.client();
    await oldSession.login('demo-anvandare');

    const browser = t.client();
    const sentBefore = t.sentMail.length;
    const r = await browser.call(authApi.resetPassword, {
      login: 'erik.johansson@rorfirman-demo.se',
      ...(await captchaParams(browser)),
    });
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({ warehouseNoun: 'Nordlundslager' });

    // The mail is queued in the database and sent by the job runner.
    expect(t.sentMail).toHaveLength(sentBefore);
    await t.deps.jobs.runDue();
    const mail = t.sentMail.at(-1)!;
    expect(mail.to).toBe('erik.johansson@rorfirman-demo.se');
    expect(mail.subject).toBe('Byt lösenord i Montör');
    const token = /aterstall-losenord\?token=([\w-]+)/.exec(mail.text)![1]!;

    const tooShort = await browser.call(authApi.setNewPassword, { token, password: 'kort' });
    expect(tooShort.body.messages[0]).toMatchObject({ code: 'PASSWORD_TOO_SHORT', field: 'password' });

    const set = await browser.call(authApi.setNewPassword, { token, password: 'nytt-lösenord-42' });
    expect(set.body.result).toEqual({ employeeLogin: 'demo-anvandare' });
    expect((await oldSession.call(contentApi.counters)).status).toBe(401);

    const reused = await browser.call(authApi.setNewPassword, { token, password: 'ett-annat-lösenord' });
    expect(reused.body.messages[0]?.code).toBe('RESET_LINK_INVALID');

    expect(
      (await t.client().call(authApi.login, { employeeLogin: 'demo-anvandare', password: 'demo1234' }))
        .status,
    ).toBe(403);
    expect((await t.client().login('demo-anvandare', 'nytt-lösenord-42')).status).toBe(200);
  });

  it('refuses a link older than an hour', async () => {
    const browser = t.client();
    await browser.call(authApi.resetPassword, { login: 'demo-admin', ...(await captchaParams(browser)) });
    await t.deps.jobs.runDue();
    const token = /token=([\w-]+)/.exec(t.sentMail.at(-1)!.text)![1]!;
    t.clock.advance(61 * 60_000);
    const r = await browser.call(authApi.setNewPassword, { token, password: 'nytt-lösenord-42' });
    expect(r.body.messages[0]?.code).toBe('RESET_LINK_INVALID');
  });
});

describe('request for login information', () => {
  it('stores the request and mails the provider', async () => {
    const r = await t.client().call(authApi.sendLoginInfoRequest, {
      companyName: 'Nya Rör i Ystad AB',
      customerCode: '100999',
      name: 'Olle Persson',
      email: 'olle@nyaror.se',
    });
    expect(r.status).toBe(200);
    await t.deps.jobs.runDue();
    expect(t.sentMail.at(-1)).toMatchObject({
      to: 'kundservice@nordlunds-vvs.se',
      subject: 'Begäran om inloggning till Montör: Nya Rör i Ystad AB',
    });
  });

  it(`refuses an address after ${ADDRESS_LIMITS.loginInfoRequest.perWindow} requests an hour`, async () => {
    const browser = t.client({ ip: '192.0.2.88' });
    const request = () =>
      browser.call(authApi.sendLoginInfoRequest, { companyName: 'Spam AB', name: 'S', email: 's@spam.se' });
    for (let i = 0; i < ADDRESS_LIMITS.loginInfoRequest.perWindow; i += 1) {
      expect((await request()).status).toBe(200);
    }
    const refused = await request();
    expect(refused.status).toBe(429);
    expect(refused.body.messages[0]?.code).toBe('REQUESTS_THROTTLED');
    t.clock.advance(ADDRESS_LIMITS.loginInfoRequest.windowMs + 1000);
    expect((await request()).status).toBe(200);
  });

  it('refuses a malformed e-mail address at the field', async () => {
    const r = await t
      .client()
      .call(authApi.sendLoginInfoRequest, { companyName: 'X AB', name: 'Y', email: 'inte-en-adress' });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({ code: 'EMAIL_FORMAT', field: 'email' });
  });
});

async function captchaParams(browser: TestClient) {
  const { ticket, answer } = await captcha(browser);
  return { captchaTicket: ticket, captchaAnswer: answer };
}
