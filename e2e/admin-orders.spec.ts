import type { Page } from '@playwright/test';
import { logInAsProviderAdmin } from './admin-fixtures';
import { expectAxeClean } from './axe';
import { expect, shot, test } from './fixtures';

/*
 * The firms' orders in the provider's administration (issue #23, decision 0063): listed newest first,
 * searched and filtered, one opened with its lines, delivery and confirmation SMS. Both sizes, axe-clean.
 */
test.describe.configure({ timeout: 120_000 });

async function orders(page: Page, size: string) {
  await logInAsProviderAdmin(page, 'bestallningar');
  const table = page.getByTestId('admin-orders');
  await expect(table.getByRole('row').nth(1)).toContainText('100245');
  await page.getByRole('textbox', { name: 'Sök beställning' }).fill('100245');
  await expect(table.getByRole('row').nth(1)).toContainText('Rörfirman Demo AB');
  await expectAxeClean(page, { what: `the orders (${size})` });
  await shot(page, `admin-orders-${size}`, true);

  await page.getByRole('textbox', { name: 'Sök beställning' }).fill('ingen order heter så');
  await expect(page.getByText('Inget matchar ”ingen order heter så”.')).toBeVisible();
  await page.getByRole('button', { name: 'Rensa sökningen' }).click();

  const first = table.getByRole('row').nth(1).getByRole('button');
  const number = (await first.textContent()) ?? '';
  await first.click();
  const order = page.getByTestId('admin-order');
  await expect(order.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(order.getByRole('region', { name: 'Orderrader' }).getByRole('row')).not.toHaveCount(1);
  await expect(order).toContainText('exkl. moms');
  await expect(order).toContainText('Orderbekräftelse per SMS');
  await expectAxeClean(page, { what: `an order (${size})` });
  await shot(page, `admin-order-${size}`);
  await page.getByRole('button', { name: 'Stäng' }).click();
  await billedOrder(page, size);
}

/** An invoiced order opens its follow-up and the provider invoice with the sums to pay. */
async function billedOrder(page: Page, size: string) {
  await page.getByRole('textbox', { name: 'Sök beställning' }).fill('');
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Fakturerad' }).click();
  const table = page.getByTestId('admin-orders');
  await expect(table.getByRole('row').nth(1)).toContainText('Fakturerad');
  await table.getByRole('row').nth(1).getByRole('button').click();
  const order = page.getByTestId('admin-order');
  await order.getByRole('button', { name: 'Visa följesedel' }).click();
  const followUp = page.getByTestId('provider-document-FOLLOW_UP');
  await expect(followUp).toContainText('Följesedel');
  await expect(followUp.getByRole('row')).not.toHaveCount(1);
  await order.getByRole('button', { name: 'Visa leverantörsfaktura' }).click();
  const invoice = page.getByTestId('provider-document-INVOICE');
  await expect(invoice).toContainText('förfaller');
  await expect(invoice).toContainText(/Att betala: .+,00\skr/);
  await expectAxeClean(page, { what: `an order's provider invoice (${size})` });
  await shot(page, `admin-order-invoice-${size}`);
}

test.describe('orders at 1366×768', () => {
  test('the provider finds and opens a firm’s order', async ({ page }) => {
    await orders(page, 'desktop');
  });
});

test.describe('orders on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the provider finds and opens a firm’s order', async ({ page }) => {
    await orders(page, 'phone');
  });
});
