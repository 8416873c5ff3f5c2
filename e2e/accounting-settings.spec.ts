import { expect, logIn, shot, test } from './fixtures';

const PAGE = '/montor/foretag/edit/accounting';

test.describe('accounting settings', () => {
  // The page is long (four cards, thirty account pickers) and the steps many: more than the default 30 s.
  test.describe.configure({ timeout: 150_000 });

  test('an admin adds and renames accounts, maps work sales to the new one, moves a series and saves', async ({
    page,
  }) => {
    await logIn(page, 'demo-admin');
    await page.getByTestId('module-SIE').click();
    await expect(page).toHaveURL(/\/montor\/foretag\/edit\/accounting$/);
    await expect(page.getByTestId('account-row-1510')).toContainText('Kundfordringar');
    await expect(page.getByTestId('account-row-1510')).toContainText('7251');

    await page.getByTestId('account-add').click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till konto' });
    await dialog.getByLabel('Kontonummer').fill('1510');
    await dialog.getByLabel('Namn').fill('Kunder');
    await dialog.getByRole('button', { name: 'Lägg till' }).click();
    await expect(dialog.getByText('Kontot 1510 finns redan i kontoplanen')).toBeVisible();
    await dialog.getByLabel('Kontonummer').fill('3041');
    await dialog.getByLabel('Namn').fill('Försäljning arbete 25 %');
    await dialog.getByLabel('SRU-kod').fill('7410');
    await dialog.getByRole('button', { name: 'Lägg till' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('account-row-3041')).toContainText('Eget konto');

    await page.getByRole('button', { name: 'Byt namn på konto 1930' }).click();
    const rename = page.getByRole('dialog', { name: 'Byt namn på konto 1930' });
    await rename.getByLabel('Namn').fill('Bank Swedbank');
    await rename.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByTestId('account-row-1930')).toContainText('Bank Swedbank');

    await page.getByTestId('mapping-sales-0-work').click();
    await page.getByTestId('mapping-sales-0-work').fill('3041');
    await page.getByRole('option', { name: '3041 Försäljning arbete 25 %' }).click();
    await page.getByTestId('accounting-type').getByText('Kontantmetoden').click();
    await page.getByTestId('series-INVOICE-prefix').fill('F');
    await page.getByTestId('series-INVOICE-next').fill('100');
    await shot(page, 'accounting-settings-1366', true);
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Bokföringsinställningarna har sparats')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('series-INVOICE-prefix')).toHaveValue('F');
    await expect(page.getByTestId('series-INVOICE-next')).toHaveValue('100');
    await expect(page.getByTestId('mapping-sales-0-work')).toHaveValue('3041 Försäljning arbete 25 %');
    await expect(page.getByTestId('mapping-bank')).toHaveValue('1930 Bank Swedbank');
    await expect(
      page.getByTestId('accounting-type').getByRole('radio', { name: 'Kontantmetoden' }),
    ).toBeChecked();
  });

  test('a series shared by two ledgers or moved back below numbers already used is refused at the field', async ({
    page,
  }) => {
    await logIn(page, 'demo-admin');
    await page.goto(PAGE);
    // Checked in the browser before anything is sent.
    await page.getByTestId('series-CASH-prefix').fill('A');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Serien A används redan för dagbok')).toBeVisible();
    await page.getByTestId('series-CASH-prefix').fill('D');

    await page.getByTestId('series-PAYMENT-next').fill('40');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Bokföringsinställningarna har sparats')).toBeVisible();
    // Only the server knows which numbers are used: its answer lands at the field.
    await page.getByTestId('series-PAYMENT-next').fill('12');
    await page.getByTestId('form-save').click();
    await expect(
      page.getByText('Nummer till och med 39 är redan använda. Ange 40 eller högre.'),
    ).toBeVisible();
    await expect(page.getByTestId('series-PAYMENT-next')).toHaveValue('12');
  });

  test('a manager reads the settings on a phone but cannot change them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'demo-anvandare');
    await page.goto(PAGE);
    await expect(page.getByTestId('accounting-read-only')).toContainText('bara en administratör');
    await expect(page.getByTestId('series-JOURNAL-prefix')).toBeDisabled();
    await expect(page.getByTestId('account-row-3001')).toContainText('7410');
    await expect(page.getByTestId('form-save')).toHaveCount(0);
    await expect(page.getByTestId('account-add')).toHaveCount(0);
    await shot(page, 'accounting-settings-390', true);
  });
});
