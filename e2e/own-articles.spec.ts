import { expect, logIn, test } from './fixtures';

test.describe('own articles', () => {
  test('an invalid article number is refused at the field; fixed, the article is saved and listed', async ({
    page,
  }) => {
    await logIn(page, 'demo-admin');
    await page.getByTestId('module-OWN_ARTICLES').click();
    await expect(page).toHaveURL(/\/standard\/articles$/);
    await expect(page.getByTestId('own-article-row').first()).toBeVisible();

    await page.getByRole('button', { name: 'Ny artikel' }).click();
    const form = page.getByTestId('own-article-form');
    const code = form.getByLabel('Artikelnummer');
    await code.fill('A123');
    await form.getByLabel('Benämning').fill('Provtryckning av tappvattensystem');
    await form.getByLabel('Enhet').fill('st');
    await form.getByRole('textbox', { name: 'Pris', exact: true }).fill('1 250,50');
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect(
      form.getByText('Ett artikelnummer med en bokstav följd av siffror måste ha minst sex siffror'),
    ).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    // A number only the server can refuse: it is taken.
    await code.fill('ARB1');
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect(form.getByText('Det finns redan en egen artikel med det här artikelnumret')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await code.fill('A123456');
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('A123456 har lagts till')).toBeVisible();

    await page.getByLabel('Sök bland egna artiklar').fill('A123456');
    const row = page.getByTestId('own-article-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Provtryckning av tappvattensystem');
    await expect(row).toContainText(/1\s250,50\skr/);
  });

  test('prices of several articles change together by a percentage', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/standard/articles');
    await page.getByLabel('Sök bland egna artiklar').fill('ARB');
    await page.getByLabel('Markera ARB1', { exact: true }).check();
    await page.getByLabel('Markera ARB2', { exact: true }).check();
    await page.getByTestId('selection-bar').getByRole('button', { name: 'Ändra pris' }).click();
    await page.getByLabel('Ändring i procent').fill('10');
    await expect(page.getByTestId('price-preview')).toContainText(/715,00\skr/);
    await page.getByTestId('change-price-form').getByRole('button', { name: 'Ändra pris' }).click();
    await expect(page.getByText('Priset har ändrats på 2 artiklar')).toBeVisible();
    await expect(page.getByTestId('own-article-row').filter({ hasText: 'ARB1' }).first()).toContainText(
      /715,00\skr/,
    );
  });
});
