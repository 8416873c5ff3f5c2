import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { api, DEMO_PASSWORD, expect, logIn, shot, test } from './fixtures';

/*
 * The provider's administration (issue #23, decision 0058): an existing customer's registration is
 * approved by the provider admin in its own area, the decision is in the audit log, and the customer then
 * logs in with the password they chose. At 1366×768 and on a phone, axe-clean.
 */
test.describe.configure({ timeout: 150_000 });

const PASSWORD = 'Rördragning-2026';

/** A registration sent as a visitor would, through the API (the form itself is tested in forms.spec). */
async function registerByApi(page: Page, login: string) {
  const response = await page.request.get('/api/captcha');
  const c = (
    (await response.json()) as {
      result: { ticket: string; operand1: number; operation: string; operand2: number };
    }
  ).result;
  const answer = {
    '+': c.operand1 + c.operand2,
    '-': c.operand1 - c.operand2,
    '*': c.operand1 * c.operand2,
    '/': c.operand1 / c.operand2,
  }[c.operation];
  await api(page, '/customer/register', {
    login,
    password: PASSWORD,
    phone: '070-555 12 34',
    email: `${login}@rorfirman-demo.se`,
    customerCode: '100245',
    captchaTicket: c.ticket,
    captchaAnswer: String(answer),
  });
}

async function adminLogIn(page: Page, size: string) {
  await page.goto('/admin');
  const form = page.getByTestId('admin-login');
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(form.getByText('Detta fält måste fyllas i')).toHaveCount(2);
  await form.getByLabel('Användarnamn').fill('provider-admin');
  await form.getByLabel('Lösenord').fill('fel-lösenord');
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(form.getByRole('alert')).toContainText('Felaktigt användarnamn eller lösenord');
  await expectAxeClean(page, { what: `the admin login (${size})` });
  await shot(page, `admin-login-${size}`);
  await form.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggad som Lars Nordlund')).toBeVisible();
}

test.describe('administration at 1366×768', () => {
  test('the provider approves a registration and the customer logs in with the chosen password', async ({
    page,
  }) => {
    const login = `e2e.admin.${Date.now().toString(36)}`;
    await registerByApi(page, login);
    await adminLogIn(page, 'desktop');

    const card = page.getByTestId('admin-request').filter({ hasText: login });
    await expect(card).toContainText('100245');
    await expectAxeClean(page, { what: 'the registrations' });
    await shot(page, 'admin-registrations-desktop', true);
    await card.getByRole('button', { name: 'Godkänn' }).click();
    const dialog = page.getByTestId('approve-registration');
    await expect(dialog.getByRole('textbox', { name: 'Företag' })).toHaveValue(/^100245 /);
    await dialog.getByLabel('Namn').fill('Olle Persson');
    await expectAxeClean(page, { what: 'the approve dialog' });
    await dialog.getByRole('button', { name: 'Godkänn' }).click();
    await expect(page.getByText(`${login} kan nu logga in`)).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.getByRole('tab', { name: 'Logg' }).click();
    await expect(page).toHaveURL(/\/admin\/logg$/);
    await page.getByRole('textbox', { name: 'Sök i loggen' }).fill(login);
    const log = page.getByTestId('audit-log');
    await expect(log).toContainText('Godkände registrering');
    await expect(log).toContainText('Lars Nordlund');
    await expectAxeClean(page, { what: 'the audit log' });
    await shot(page, 'admin-log-desktop');

    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page.getByTestId('admin-login')).toBeVisible();
    await logIn(page, login, PASSWORD);
    await expect(page.getByText('Olle Persson').first()).toBeVisible();
  });

  test('a firm’s administrator is not let into the administration', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/admin');
    await expect(page.getByTestId('admin-login')).toBeVisible();
    expect((await page.request.get('/api/admin/registrations')).status()).toBe(403);
  });
});

test.describe('administration on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the provider reads registrations and applications and rejects one', async ({ page }) => {
    const login = `e2e.phone.${Date.now().toString(36)}`;
    await registerByApi(page, login);
    await adminLogIn(page, 'phone');
    const card = page.getByTestId('admin-request').filter({ hasText: login });
    await card.getByRole('button', { name: 'Avslå' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avslå registrering' });
    await dialog.getByRole('button', { name: 'Avslå' }).click();
    await expect(dialog.getByText('Detta fält måste fyllas i')).toBeVisible();
    await dialog
      .getByLabel('Besked till den sökande')
      .fill('Vi hittar inget kundkonto med det numret. Ring kundtjänst.');
    await dialog.getByRole('button', { name: 'Avslå' }).click();
    await expect(card).toHaveCount(0);
    await page.getByRole('tab', { name: 'Bli kund-ansökningar' }).click();
    await expect(page).toHaveURL(/\/admin\/ansokningar$/);
    await expectAxeClean(page, { what: 'the applications on a phone' });
    await shot(page, 'admin-applications-phone', true);
  });
});
