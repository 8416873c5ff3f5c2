import type { Page } from '@playwright/test';
import { logInAsProviderAdmin } from './admin-fixtures';
import { expectAxeClean } from './axe';
import { expect, shot, test } from './fixtures';

/*
 * Firms onboarding (issue #23, decision 0059): the provider admin opens a firm with two modules, creates its
 * first administrator, who chooses a password through the mailed link and sees only those modules. The
 * firm's page lets the admin act as an employee, which the firm's header says. Both sizes, axe-clean.
 */
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Vattenlås-2026';

async function createFirm(page: Page, code: string, size: string) {
  await page.getByRole('tab', { name: 'Företag' }).click();
  await expect(page).toHaveURL(/\/admin\/foretag$/);
  await expect(page.getByTestId('firms-table')).toContainText('100245');
  await expectAxeClean(page, { what: `the firms list (${size})` });
  await shot(page, `admin-firms-list-${size}`, true);
  await page.getByRole('button', { name: 'Nytt företag' }).click();
  const form = page.getByTestId('firm-form');
  await form.getByRole('button', { name: 'Skapa företaget' }).click();
  await expect(form.getByText('Detta fält måste fyllas i').first()).toBeVisible();
  await form.getByLabel('Kundnummer').fill('100245');
  await form.getByLabel('Företagsnamn').fill(`Rörtest ${code} AB`);
  await form.getByLabel('Organisationsnummer').fill('556036-0793');
  await form.getByRole('checkbox', { name: 'Beställningar' }).check();
  await form.getByRole('checkbox', { name: 'Offerter' }).check();
  await expectAxeClean(page, { what: `the new firm form (${size})` });
  await shot(page, `admin-firm-new-${size}`, true);
  await form.getByRole('button', { name: 'Skapa företaget' }).click();
  await expect(form.getByText('Kundnumret används redan av ett annat företag.')).toBeVisible();
  await form.getByLabel('Kundnummer').fill(code);
  await form.getByRole('button', { name: 'Skapa företaget' }).click();
  await expect(page.getByRole('heading', { name: `Rörtest ${code} AB` })).toBeVisible();
  await expect(page.getByTestId('firm-summary')).toContainText('Beställningar, Offerter');
}

async function createFirstAdmin(page: Page, login: string, size: string) {
  const employees = page.getByTestId('firm-employees');
  await expect(employees).toContainText('ingen administratör');
  await expectAxeClean(page, { what: `the firm page (${size})` });
  await shot(page, `admin-firm-page-${size}`, true);
  await employees.getByRole('button', { name: 'Lägg till anställd' }).click();
  const dialog = page.getByTestId('employee-form');
  await dialog.getByLabel('Användarnamn').fill(login);
  await dialog.getByRole('textbox', { name: 'Namn', exact: true }).fill('Anna Lund');
  await dialog.getByLabel('E-post').fill(`${login}@example.se`);
  await expectAxeClean(page, { what: `the first admin dialog (${size})` });
  await dialog.getByRole('button', { name: 'Lägg till och skicka inloggning' }).click();
  await expect(employees.getByRole('cell', { name: login })).toBeVisible();
}

async function setPasswordFromMail(page: Page, login: string) {
  await page.goto('/dev/outbox');
  const mail = page
    .getByTestId('outbox-mail')
    .filter({ hasText: `${login}@example.se` })
    .first();
  await expect(mail).toBeVisible({ timeout: 20_000 });
  await mail.getByRole('button').first().click();
  const href = await mail.getByRole('link', { name: /aterstall-losenord\?token=/ }).getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href!);
  await page.getByTestId('new-password').fill(PASSWORD);
  await page.getByTestId('repeat-password').fill(PASSWORD);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-success')).toContainText(login);
  await page.getByTestId('password-success').getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByTestId('login-username')).toHaveValue(login);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/montor$/);
  await expect(page.getByTestId('module-CUSTOMER_ORDERS')).toBeVisible();
  await expect(page.getByTestId('module-OFFERS')).toBeVisible();
  await expect(page.getByTestId('module-INVOICES')).toHaveCount(0);
  await expect(page.getByTestId('module-CLIENTS')).toHaveCount(0);
}

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`firms onboarding (${size})`, () => {
    test.use({ viewport });
    test('a new firm, its first admin by mail, only its modules', async ({ page }) => {
      const code = `9${Date.now().toString().slice(-5)}${size === 'desktop' ? 1 : 2}`;
      const login = `e2e.firma.${size}.${Date.now().toString(36)}`;
      await logInAsProviderAdmin(page);
      await createFirm(page, code, size);
      await createFirstAdmin(page, login, size);
      await setPasswordFromMail(page, login);
      await expectAxeClean(page, { what: `the new firm's start page (${size})` });
    });

    test('acting as an employee shows it in the firm’s header', async ({ page }) => {
      await logInAsProviderAdmin(page, 'foretag');
      await page.getByRole('textbox', { name: 'Sök företag' }).fill('100245');
      await page.getByTestId('firms-table').getByRole('link').first().click();
      const employees = page.getByTestId('firm-employees');
      await employees.getByRole('button', { name: 'Logga in som Erik Johansson' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Logga in' }).click();
      await expect(page).toHaveURL(/\/montor$/);
      const bar = page.getByTestId('acting-as-bar');
      await expect(bar).toContainText('av Lars Nordlund (leverantören)');
      await expectAxeClean(page, { what: `acting as an employee (${size})` });
      await shot(page, `admin-acting-as-${size}`);
    });
  });
}

test('a “Bli kund” application becomes a firm and leaves the queue', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInAsProviderAdmin(page, 'ansokningar');
  // The application the demo data seeds.
  const company = 'Österlens Rör AB';
  const card = page.getByTestId('admin-request').filter({ hasText: company });
  await card.getByRole('button', { name: 'Skapa kund' }).click();
  const form = page.getByTestId('firm-form');
  await expect(form.getByLabel('Företagsnamn')).toHaveValue(company);
  await expect(form.getByLabel('Organisationsnummer')).toHaveValue('5560360793');
  await expect(form.getByRole('textbox', { name: 'Förvalt lager' })).not.toHaveValue('');
  await form.getByLabel('Kundnummer').fill(`8${Date.now().toString().slice(-6)}`);
  await form.getByRole('checkbox', { name: 'Kunder' }).check();
  await expectAxeClean(page, { what: 'the new firm form from an application' });
  await form.getByRole('button', { name: 'Skapa företaget' }).click();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await page.getByRole('tab', { name: 'Bli kund-ansökningar' }).click();
  await expect(page.getByTestId('admin-request').filter({ hasText: company })).toHaveCount(0);
});
