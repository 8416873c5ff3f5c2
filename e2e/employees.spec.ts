import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/** A fresh employee of the demo firm, so a test that changes its own profile touches no shared demo login. */
async function createEmployee(page: Page, login: string, name: string, password: string) {
  await logIn(page, 'demo-admin');
  await page.goto('/employees/new');
  await page.getByTestId('employee-name').fill(name);
  await page.getByTestId('employee-email').fill(`${login}@rorfirman-demo.se`);
  await page.getByTestId('employee-login').fill(login);
  await page.getByTestId('employee-password').fill(password);
  await page.getByTestId('employee-password-repeat').fill(password);
  await page.getByTestId('form-save').click();
  await expect(page.getByText(`${name} är sparad`)).toBeVisible();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

test.describe('employees', () => {
  // Each test hashes new passwords (argon2, deliberately slow) and logs in several times; on the loaded
  // 2-core CI machine that comes near the default 30 s.
  test.describe.configure({ timeout: 150_000 });
  test('an administrator creates an employee who can then log in', async ({ page, browser }) => {
    const login = `lisa.berg.${Date.now()}`;
    const password = 'Rörläggare2026';
    await logIn(page, 'demo-admin');
    await page.getByTestId('module-EMPLOYEES').click();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(page.getByTestId('employee-row').filter({ hasText: 'demo-admin' })).toBeVisible();
    await page.getByRole('link', { name: 'Ny anställd' }).click();

    await page.getByTestId('employee-name').fill('Lisa Berg');
    await page.getByTestId('employee-email').fill('lisa.berg@rorfirman-demo.se');
    await page.getByTestId('employee-login').fill(login);
    await page.getByTestId('employee-password').fill(password);
    await page.getByTestId('employee-password-repeat').fill(`${password}x`);
    await page.getByTestId('employee-role').click();
    await page.getByRole('option', { name: 'Arbetsledare' }).click();
    await page.getByTestId('duplicate-handling').click();
    await page.getByRole('option', { name: 'Lägg till på ny rad' }).click();
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Lösenorden är inte lika')).toBeVisible();

    await page.getByTestId('employee-password-repeat').fill(password);
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Lisa Berg är sparad')).toBeVisible();
    await expect(page).toHaveURL(/\/employees\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('employee-role')).toHaveValue('Arbetsledare');
    await expect(page.getByTestId('duplicate-handling')).toHaveValue('Lägg till på ny rad');

    await page.getByRole('link', { name: 'Anställda' }).first().click();
    await page.getByTestId('employee-search').fill('lisa.berg');
    await expect(page.getByTestId('employee-row').filter({ hasText: login })).toContainText('Arbetsledare');

    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await fresh.addCookies([{ name: 'cookies_agreed', value: 'true', url: new URL(page.url()).origin }]);
    const newcomer = await fresh.newPage();
    await logIn(newcomer, login, password);
    await expect(newcomer.getByTestId('account-employee')).toHaveText('Lisa Berg');
    await fresh.close();
  });

  test('an administrator cannot take away their own role', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/employees');
    await page.getByTestId('employee-row').filter({ hasText: 'demo-admin' }).click();
    await expect(page.getByText('Det här är din egen inloggning')).toBeVisible();
    await expect(page.getByTestId('employee-role')).toBeDisabled();
  });

  test('a user (MANAGER) cannot open the employee register', async ({ page }) => {
    await logIn(page, 'demo-anvandare');
    await page.goto('/employees');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/employees/new');
    await expect(page).toHaveURL(/\/$/);
  });

  test('every employee edits their own profile and password', async ({ page }) => {
    const login = `maria.ek.${Date.now()}`;
    await createEmployee(page, login, 'Maria Ek', 'startlosen1');
    await logIn(page, login, 'startlosen1');
    await page.getByTestId('account-profile').click();
    await expect(page).toHaveURL(/\/montor\/profil$/);
    await page.getByTestId('profile-name').fill('Maria Svensson-Ek');
    await page.getByTestId('profile-new-password').fill('nyttlosen1');
    await page.getByTestId('profile-new-password-repeat').fill('nyttlosen1');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Ange ditt nuvarande lösenord')).toBeVisible();
    await page.getByTestId('profile-current-password').fill('fel-losenord');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Det nuvarande lösenordet stämmer inte')).toBeVisible();
    await page.getByTestId('profile-current-password').fill('startlosen1');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Dina uppgifter är sparade')).toBeVisible();
    await expect(page.getByTestId('account-employee')).toHaveText('Maria Svensson-Ek');
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await logIn(page, login, 'nyttlosen1');
    await expect(page.getByTestId('account-employee')).toHaveText('Maria Svensson-Ek');
  });
});
