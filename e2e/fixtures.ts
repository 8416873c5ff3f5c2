import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Every test starts with the cookie notice accepted, except those that ask for `withCookieNotice`. */
export const test = base.extend<{ withCookieNotice: boolean }>({
  withCookieNotice: [false, { option: true }],
  context: async ({ context, baseURL, withCookieNotice }, use) => {
    if (!withCookieNotice) {
      await context.addCookies([{ name: 'cookies_agreed', value: 'true', url: baseURL! }]);
    }
    await use(context);
  },
});

export { expect };

export async function openLoginModal(page: Page) {
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
}

export async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await openLoginModal(page);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/montor$/);
  await expect(page.getByTestId('account-widget')).toBeVisible();
}

const operations: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '−': (a, b) => a - b,
  '×': (a, b) => a * b,
  '÷': (a, b) => a / b,
};

/** Reads 'Vad blir 7 + 3?' and returns the answer. */
export async function solveCaptcha(page: Page): Promise<string> {
  const question = (await page.getByTestId('captcha-question').textContent()) ?? '';
  const match = /Vad blir (-?\d+) (\S) (-?\d+)\?/.exec(question);
  if (!match) throw new Error(`Unexpected captcha question: ${question}`);
  const [, a, op, b] = match;
  return String(operations[op!]!(Number(a), Number(b)));
}

export function apiError(status: number, code: string, userErrorMessage?: string) {
  return {
    status,
    contentType: 'application/json',
    body: JSON.stringify({
      result: null,
      messages: [{ level: 'ERROR', code, text: code }],
      userErrorMessage,
    }),
  };
}

/** Calls the API as the page's logged-in employee (with the session's instance token); the call must succeed. */
export async function api<T>(page: Page, path: string, parameters: Record<string, unknown>): Promise<T> {
  const current = await page.request.get('/api/auth/current');
  const { result } = (await current.json()) as { result: { instanceToken: string } };
  const response = await page.request.post(`/api${path}`, {
    headers: { 'X-Instance-Token': result.instanceToken },
    data: { parameters },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** A screenshot for a person to look at, when E2E_SCREENSHOTS_DIR names a folder. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}
