import { expect, logIn, test } from './fixtures';

test.describe('dashboard', () => {
  test('a logged-in employee gets the dashboard at / and starts a new offer from it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeHidden();

    await logIn(page, 'demo-admin');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
    const latest = page.getByTestId('latest-documents');
    await expect(latest.getByRole('row')).toHaveCount(11);
    await expect(page.getByTestId('counter-allDocuments')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('month-chart')).toBeVisible();
    await page.getByRole('button', { name: 'Visa tabell' }).click();
    await expect(page.getByTestId('month-table').getByRole('row')).toHaveCount(13);

    await page.getByTestId('quick-create').getByRole('link', { name: 'Ny offert' }).first().click();
    await expect(page).toHaveURL(/\/montor\/dokument\/offer\/new$/);
  });
});
