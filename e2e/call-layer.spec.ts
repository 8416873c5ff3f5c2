import { apiError, expect, logIn, solveCaptcha, test } from './fixtures';

const UNAVAILABLE = 'Serveren är inte tillgänglig. Vänligen ladda om sidan.';

test.describe('call layer', () => {
  test('503 shows one unavailable notice at a time, with a restart button', async ({ page }) => {
    await page.route('**/api/warehouses', (route) => route.fulfill(apiError(503, 'SERVICE_UNAVAILABLE')));
    await page.goto('/warehouses/');
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(1);
    const retried = page.waitForResponse('**/api/warehouses');
    await page.getByRole('button', { name: 'Försök igen' }).click();
    await retried;
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Starta om' })).toBeVisible();
  });

  test('a network failure counts as unavailable', async ({ page }) => {
    await page.route('**/api/warehouses', (route) => route.abort('connectionrefused'));
    await page.goto('/warehouses/');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  });

  test('500 shows the global error notice', async ({ page }) => {
    await page.route('**/api/warehouses', (route) => route.fulfill(apiError(500, 'INTERNAL')));
    await page.goto('/warehouses/');
    await expect(page.getByText('Unhandled server error')).toBeVisible();
  });

  test('409 shows the server text with a reload button', async ({ page }) => {
    await page.route('**/api/warehouses', (route) =>
      route.fulfill(apiError(409, 'VERSION_CONFLICT', 'Uppgifterna har ändrats sedan du öppnade dem')),
    );
    await page.goto('/warehouses/');
    await expect(page.getByText('Uppgifterna har ändrats sedan du öppnade dem')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ladda om sidan' })).toBeVisible();
  });

  test('the loader shows only while slow work is in flight', async ({ page }) => {
    await page.route('**/api/warehouses', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/warehouses/');
    await expect(page.getByTestId('global-loader')).toBeVisible();
    await expect(page.getByTestId('warehouse-card').first()).toBeVisible();
    await expect(page.getByTestId('global-loader')).toBeHidden();
  });

  test('polling runs while logged in and stops on logout', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.waitForRequest('**/api/content/counters', { timeout: 5000 });
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    const counters: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/content/counters') || r.url().includes('/api/auth/globalSettings')) {
        counters.push(r.url());
      }
    });
    await page.waitForTimeout(2500);
    expect(counters).toEqual([]);
  });

  test('401 opens the login modal and stops polling', async ({ page }) => {
    await logIn(page, 'demo-admin');
    // What the server answers once the session has expired on its side.
    await page.route('**/api/auth/current', (route) =>
      route.fulfill({ json: { result: { instanceToken: 'expired', session: null }, messages: [] } }),
    );
    await page.route('**/api/content/counters', (route) => route.fulfill(apiError(401, 'NOT_AUTHENTICATED')));
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page.getByText('Din session har avslutats')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const polled: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/content/counters')) polled.push(r.url());
    });
    await page.waitForTimeout(2500);
    expect(polled).toEqual([]);
  });

  test('a stale instance token is renewed and the call retried', async ({ page }) => {
    let rejected = 0;
    await page.route('**/api/customer/register', async (route) => {
      if (rejected++ === 0) await route.fulfill(apiError(403, 'INSTANCE_TOKEN_INVALID'));
      else await route.continue();
    });
    await page.goto('/register/');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Kundnummer').fill('100245');
    await form.getByLabel('Användarnamn').fill(`tina.token.${Date.now().toString(36)}`);
    await form.locator('input[type="password"]').fill('Tokenrör-2026');
    await form.getByLabel('E-post').fill('tina@tokenror.se');
    await form.getByLabel('Mobilnummer').fill('070-111 22 33');
    await form.getByTestId('captcha-answer').fill(await solveCaptcha(page));
    const renewed = page.waitForRequest('**/api/auth/current');
    await form.getByRole('button', { name: 'Skicka ansökan' }).click();
    await renewed;
    await expect(page.getByTestId('register-success')).toBeVisible();
    expect(rejected).toBe(2);
  });
});

test.describe('system problem dialog', () => {
  test('an unhandled error opens it with details; resize-observer noise does not', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('ResizeObserver loop completed with undelivered notifications.');
      });
    });
    await page.waitForTimeout(300);
    await expect(page.getByText('Programmet stötte på ett problem')).toBeHidden();

    await page.evaluate(() => {
      void Promise.reject(new Error('Testfel i åtgärden'));
    });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Programmet stötte på ett problem under den senaste åtgärden. Var god försök igen.',
    );
    await expect(dialog.getByText('Testfel i åtgärden')).toBeHidden();
    await dialog.getByRole('button', { name: 'Visa detaljer' }).click();
    await expect(dialog.getByText('Testfel i åtgärden')).toBeVisible();
    await dialog.getByRole('button', { name: 'Dölj detaljer' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });
});
