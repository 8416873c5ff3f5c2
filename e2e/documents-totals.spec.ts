import type { Locator, Page } from '@playwright/test';
import { formatKr } from '../src/shared/domain/format';
import { addLine, expectSaved } from './editor-fixtures';
import { expect, logIn, test } from './fixtures';

/**
 * Decision 0021 in the browser: a line that breaks a rule is kept and marked at its cell, the totals name
 * it and leave it out, the save says so, completing is refused, and the list shows the editor's
 * "Att betala" to the öre (after öresavrundning), not the total before it.
 */

/** Opens a cell's editor with a double click, replaces its text and commits it with Enter. */
async function typeInCell(page: Page, cell: Locator, text: string) {
  await cell.dblclick();
  const editor = cell.locator('input, textarea').first();
  await expect(editor).toBeVisible();
  await editor.fill(text);
  await page.keyboard.press('Enter');
}

test('an invalid line is marked, named and left out, and the list shows "Att betala"', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'demo-admin');
  await page.goto('/montor/dokument/offer/new');
  await page.getByTestId('document-mark').fill('Öresavrundning Vallgatan 7');
  await expect(page).toHaveURL(/\/edit\//);

  // 1 tim at 27 756,86 kr: 34 696,075 kr with VAT, that is 34 696,08 before and 34 696,00 after rounding.
  await addLine(page, 'ARB1', 1, true);
  const rows = page.getByTestId('grid-row');
  await typeInCell(page, rows.nth(0).locator('[data-col="quantity"]'), '1');
  await typeInCell(page, rows.nth(0).locator('[data-col="price"]'), '27756,86');
  await expect(page.getByTestId('totals-payable')).toHaveText('34 696,00 kr');
  // Labour without a purchase price: its whole sum is TB arbete, marked as such.
  await expect(page.getByTestId('totals-work-profit')).toHaveText('27 756,86 kr');
  await expect(page.getByTestId('totals-work-profit-note')).toHaveText('(ingen kostnad angiven)');

  await addLine(page, 'kopparrör 22', 2);
  const discount = rows.nth(1).locator('[data-col="discount"]');
  await typeInCell(page, discount, '150');
  await expect(discount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('totals-invalid-lines')).toContainText(
    'Rad 2: rabatten får inte vara större än 100 % – raden räknas inte med',
  );
  // The line is not counted: the sum stays what the valid line gives, never a negative sum.
  await expect(page.getByTestId('totals-payable')).toHaveText('34 696,00 kr');
  await expectSaved(page);
  await expect(page.getByTestId('save-status')).toContainText('en rad räknas inte med');

  await page.getByTestId('document-complete').click();
  await expect(page.getByTestId('readonly-banner')).toHaveCount(0);
  await expect(page.getByTestId('document-title-heading')).toContainText('utkast');

  // Reloaded, the typing is still there and still marked.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).locator('[data-col="discount"]')).toHaveText(/150/);
  await expect(rows.nth(1).locator('[data-col="discount"]')).toHaveAttribute('aria-invalid', 'true');
  const payable = (await page.getByTestId('totals-payable').textContent()) ?? '';
  expect(payable).toBe(formatKr(3_469_600));

  await page.goto('/montor/dokument/offer/list');
  const row = page.getByTestId('document-row').filter({ hasText: 'Öresavrundning Vallgatan 7' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('document-sum')).toHaveText(payable);
  await expect(row).not.toContainText(formatKr(3_469_608));
  await expect(row).not.toContainText('34 696,08');
});
