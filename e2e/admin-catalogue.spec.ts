import type { Browser, Page } from '@playwright/test';
import { actAsEmployee, logInAsProviderAdmin } from './admin-fixtures';
import { expectAxeClean } from './axe';
import { api, expect, shot, test } from './fixtures';

/*
 * Price files and rabattbrev from the browser (issue #23, decision 0062): the provider uploads a rabattbrev
 * for firm 100318, the import runs as a job with its progress and summary, and the firm's employee sees the
 * new discount on a product page. At 1366×768 and on a phone, axe-clean.
 */
test.describe.configure({ timeout: 150_000 });

async function productUrl(page: Page): Promise<string> {
  const found = await api<{ products: Array<{ link: string }> }>(page, '/catalogue/search', {
    pattern: 'blandare',
  });
  return found.products[0]!.link;
}

async function employeePage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // No password: password-reset.spec changes norr-admin's, and the order of spec files is not promised.
  await actAsEmployee(page, '100318', 'norr-admin');
  return page;
}

test.describe('rabattbrev at 1366×768', () => {
  test('an uploaded rabattbrev changes the firm’s discount in the catalogue', async ({ page, browser }) => {
    const employee = await employeePage(browser);
    const link = await productUrl(employee);
    await employee.goto(link);
    await expect(employee.getByTestId('product-prices')).toHaveAttribute('data-price-kind', 'net');
    await expect(employee.getByTestId('product-prices')).not.toContainText('din rabatt 17,50 %');

    await logInAsProviderAdmin(page, 'prisfiler');
    const letter = (await (
      await page.request.get('/api/admin/catalogue/discounts?firmCode=100318')
    ).json()) as {
      result: { groups: Array<{ code: string }> };
    };
    const csv = [
      'Rabattgrupp;Rabatt',
      ...letter.result.groups.map((g) => `${g.code};17,5`),
      'XX-FEL;abc',
    ].join('\n');
    await page.getByLabel('Kundnummer').first().fill('100318');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'rabattbrev-100318.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf-8'),
    });
    await page.getByRole('button', { name: 'Starta import' }).click();
    const card = page.getByTestId('catalogue-import').filter({ hasText: 'rabattbrev-100318.csv' }).first();
    await expect(card).toContainText('Klar', { timeout: 60_000 });
    await expect(card.getByTestId('import-summary')).toContainText('Rabattbrev för 1 företag');
    await expect(card).toContainText('1 rad avvisades');
    await expect(card.getByRole('link', { name: 'Ladda ner rapporten (CSV)' })).toBeVisible();
    await expectAxeClean(page, { what: 'the imports' });
    await shot(page, 'admin-catalogue-desktop', true);

    await employee.reload();
    await expect(employee.getByTestId('product-prices')).toContainText('din rabatt 17,50 %');
    await employee.context().close();
  });
});

test.describe('rabattbrev on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a firm’s letter is read and one group changed by hand', async ({ page }) => {
    await logInAsProviderAdmin(page, 'prisfiler');
    const letter = page.getByTestId('firm-discounts');
    await letter.getByLabel('Kundnummer').fill('999999');
    await letter.getByRole('button', { name: 'Visa rabattbrev' }).click();
    await expect(letter.getByText('Det finns inget företag med det kundnumret.')).toBeVisible();
    await letter.getByLabel('Kundnummer').fill('100402');
    await letter.getByRole('button', { name: 'Visa rabattbrev' }).click();
    await expect(letter).toContainText('Badrumsfixarna HB');
    const first = letter.getByRole('textbox', { name: /^Rabatt för / }).first();
    await first.fill('21');
    await letter.getByRole('button', { name: 'Spara' }).first().click();
    await expect(letter.getByRole('button', { name: 'Spara' })).toHaveCount(0);
    await expectAxeClean(page, { what: 'the rabattbrev on a phone' });
    await shot(page, 'admin-catalogue-phone', true);
  });
});
