import { expect, logIn, test } from './fixtures';

test.describe('own prices', () => {
  test('a price below the net price is refused with a warning; a markup price is saved', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.getByTestId('module-OWN_PRICES').click();
    await expect(page).toHaveURL(/\/own_prices$/);
    await expect(page.getByTestId('own-price-row').first()).toBeVisible();

    await page.getByRole('button', { name: 'Nytt eget pris' }).click();
    const form = page.getByTestId('own-price-form');
    const article = form.getByRole('textbox', { name: 'Artikel' });
    await article.fill('kopparrör 22');
    await page.getByRole('option').first().click();
    const code = await article.inputValue();
    expect(code).toMatch(/^[A-Z]\d{5}$/);

    await form.getByText('Fast pris', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Pris', exact: true }).fill('1');
    await expect(page.getByTestId('calc-warning')).toContainText('Negativ marginal');
    await expect(form.getByText('Ett pris med negativ marginal kan inte sparas')).toBeVisible();
    await form.getByRole('button', { name: 'Spara priset' }).click();
    await expect(form.getByRole('textbox', { name: 'Pris', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await form.getByText('Fast påslag', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Påslag på nettopriset' }).fill('25');
    await expect(page.getByTestId('calc-warning')).toHaveCount(0);
    await expect(page.getByTestId('calc-margin')).not.toContainText('−');
    await form.getByRole('button', { name: 'Spara priset' }).click();
    await expect(page.getByText('Priset har sparats')).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByLabel('Sök bland egna priser').fill(code);
    const row = page.getByTestId('own-price-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Fast påslag');
    await expect(row).toContainText(/25\s%/);
  });
});
