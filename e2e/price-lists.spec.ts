import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAxeClean } from './axe';
import { expect, logIn, shot, test } from './fixtures';

/**
 * Issue #22's price lists: the sale terms and list dates on /price_lists, an Excel price list requested,
 * made by the background job while the page shows its progress, and its link fetched and read back
 * (browser downloads do not work here, so the file is fetched with the page's own session).
 */
test.describe.configure({ timeout: 180_000 });

/** Asks for a list in a format and waits for its link; answers the link's address. */
async function requestList(page: Page, variant: string, format: string): Promise<string> {
  const row = page.getByTestId(`price-list-${variant}`);
  await row.getByTestId(`price-list-${variant}-${format}`).click();
  await expect(row.getByTestId('price-list-progress').or(row.getByTestId('price-list-link'))).toBeVisible();
  const link = row.getByTestId('price-list-link');
  await expect(link).toBeVisible({ timeout: 120_000 });
  await link.scrollIntoViewIfNeeded();
  return (await link.getAttribute('href')) ?? '';
}

test('desktop: the terms and dates, an Excel net price list made and read back', async ({ page }) => {
  await logIn(page, 'demo-admin');
  await page.getByTestId('nav-price-lists').click();
  await expect(page).toHaveURL(/\/price_lists$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prislistor');
  await expect(page.getByTestId('main-price-list-date')).toHaveText('2026-11-16');
  await expect(page.getByTestId('net-price-list-date')).toHaveText('2026-11-16');
  await expect(page.getByTestId('sale-terms')).toContainText('Allmänna försäljnings- och leveransvillkor');
  await expect(page.locator('[data-testid^="price-list-"][data-testid$="-XLSX"]')).toHaveCount(18);
  await shot(page, 'price-lists-desktop', true);
  await expectAxeClean(page, { what: 'the price-list page' });

  const row = page.getByTestId('price-list-b0');
  await row.getByTestId('price-list-b0-XLSX').click();
  // The job's progress shows until the file is made (a 20 000-article list takes a few seconds).
  await expect(row.getByTestId('price-list-progress').or(row.getByTestId('price-list-link'))).toBeVisible();
  const link = row.getByTestId('price-list-link');
  await expect(link).toBeVisible({ timeout: 120_000 });
  await shot(page, 'price-lists-ready-desktop');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/files\//);

  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual([
    'Artikelnr',
    'RSK-nr',
    'Benämning',
    'Fabrikat',
    'Enhet',
    'Kategori',
    'Rabattgrupp',
    'Bruttopris',
    'Rabatt %',
    'Nettopris',
  ]);
  expect(sheet.rowCount).toBeGreaterThan(100);
  const first = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(typeof first[9]).toBe('number');
  expect(first[9] as number).toBeLessThanOrEqual(first[7] as number);

  // The same list again is made already: the link comes at once.
  await page.reload();
  await page.getByTestId('price-list-b0').getByTestId('price-list-b0-XLSX').click();
  await expect(page.getByTestId('price-list-b0').getByTestId('price-list-link')).toBeVisible({
    timeout: 5_000,
  });
});

test('phone: the price lists at 390 × 844, a CSV gross list by title', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'demo-anvandare');
  await page.goto('/price_lists');
  await expect(page.getByTestId('sale-terms')).toBeVisible();
  // The terms are folded on a phone, so the lists are near.
  await expect(page.getByRole('button', { name: 'Visa alla villkor' })).toBeVisible();
  await page.getByTestId('price-list-code').getByText('Benämning A–Ö').click();
  await shot(page, 'price-lists-phone-top');
  const href = await requestList(page, 'gross', 'CSV');
  await shot(page, 'price-lists-phone-ready');
  await shot(page, 'price-lists-phone', true);
  await expectAxeClean(page, { what: 'the price-list page on a phone' });
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  const text = (await response.body()).toString('utf8');
  expect(text.startsWith('\uFEFFArtikelnr;RSK-nr;Benämning;Fabrikat;Enhet;Bruttopris\r\n')).toBe(true);
});
