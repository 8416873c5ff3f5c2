import { expect, logIn, test } from './fixtures';

const SETTINGS = '/montor/foretag/edit/account-settings';

test.describe('company settings', () => {
  test('an admin sees a wrong bankgiro refused at the field, saves a valid one and still has it after a reload', async ({
    page,
  }) => {
    await logIn(page, 'demo-admin');
    await page.getByTestId('module-CUSTOMER_SETTINGS').click();
    await expect(page).toHaveURL(/\/montor\/foretag\/edit\/account-settings$/);

    const bankgiro = page.getByRole('textbox', { name: 'Bankgiro' });
    await expect(bankgiro).toHaveValue('5050-1055');
    await bankgiro.fill('5050-1056');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Bankgironumret har fel kontrollsiffra')).toBeVisible();
    await expect(bankgiro).toHaveAttribute('aria-invalid', 'true');

    await bankgiro.fill('54029681');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Inställningarna har sparats')).toBeVisible();
    // The server keeps giro numbers in their printed form.
    await expect(bankgiro).toHaveValue('5402-9681');
    await expect(page.getByTestId('settings-save-bar')).toContainText('Alla ändringar är sparade');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Bankgiro' })).toHaveValue('5402-9681');
  });

  test('an error on another page is shown there, and edits survive switching pages', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/montor/foretag/edit/documents');
    await page.getByLabel('Till och med').fill('2024-12-30');
    await page.getByRole('tab', { name: 'Företagsuppgifter' }).click();
    await expect(page).toHaveURL(/account-settings$/);
    await page.getByTestId('settings-save').click();
    await expect(page).toHaveURL(/documents$/);
    await expect(page.getByText('Räkenskapsåret ska sluta på sista dagen i en månad')).toBeVisible();
    await page.getByLabel('Till och med').fill('2024-12-31');
    await expect(page.getByTestId('settings-save')).toBeDisabled();
  });

  test('a save over someone else’s newer save is refused and keeps the edits', async ({ page, browser }) => {
    await logIn(page, 'demo-admin');
    await page.goto(SETTINGS);
    await expect(page.getByLabel('Företagsnamn')).toHaveValue(/Rörfirman/);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, 'demo-admin');
    await otherPage.goto(SETTINGS);
    await otherPage.getByLabel('Webbplats').fill('www.rorfirman.se');
    await otherPage.getByTestId('settings-save').click();
    await expect(otherPage.getByText('Inställningarna har sparats')).toBeVisible();
    await other.close();

    await page.getByLabel('Webbplats').fill('www.rorfirman-lund.se');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('settings-conflict')).toBeVisible();
    await expect(page.getByLabel('Webbplats')).toHaveValue('www.rorfirman-lund.se');

    await page.getByRole('button', { name: 'Hämta senaste versionen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hämta' }).click();
    await expect(page.getByLabel('Webbplats')).toHaveValue('www.rorfirman.se');
    await expect(page.getByTestId('settings-conflict')).toBeHidden();
  });

  test('a MANAGER sees the settings read-only', async ({ page }) => {
    await logIn(page, 'demo-anvandare');
    await page.goto(SETTINGS);
    await expect(page.getByTestId('settings-read-only')).toContainText('bara en administratör');
    await expect(page.getByRole('textbox', { name: 'Bankgiro' })).toBeDisabled();
    await expect(page.getByLabel('Företagsnamn')).toHaveValue(/Rörfirman/);
    await expect(page.getByTestId('settings-save')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Dokument och nummerserier' }).click();
    await expect(page.getByTestId('number-series')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ladda upp' })).toHaveCount(0);
  });
});
