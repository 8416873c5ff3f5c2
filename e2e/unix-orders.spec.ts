import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';

/**
 * Issue #7: a sent order comes back from the provider simulator as a follow-up file (with an order
 * confirmation SMS in the developer outbox); the follow-up opens read-only, marks itself read, shows
 * stock per warehouse and can be marked unread again. Then the provider invoice and the summaries.
 */

/** A customer order with one catalogue article, picked up at the firm's warehouse, sent to the provider. */
async function sendOrder(page: Page, mark: string): Promise<void> {
  const hits = await api<Array<{ item: Record<string, unknown> }>>(page, '/doc/customerOrderItemSearch', {
    codeOrArticle: 'kulventil',
    limit: 5,
  });
  expect(hits.length).toBeGreaterThan(0);
  const doc = await api<{ uid: string; version: number }>(page, '/doc/customerOrder', {
    newVersion: 0,
    data: {
      docDate: new Date().toISOString().slice(0, 10),
      mark,
      warehouseCode: 'LUN',
      deliveryType: 'PICKUP',
      items: [{ ...hits[0]!.item, uid: randomUUID(), quantity: 2000 }],
    },
  });
  await api(page, '/doc/customerOrderSend', { docUid: doc.uid, newVersion: doc.version });
}

test('a sent order becomes a follow-up file that opens read, shows stock and can be marked unread', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'demo-admin');
  const mark = `Följesedel ${Date.now().toString(36)}`;
  await sendOrder(page, mark);

  // The simulator confirms within one of its 10-second runs.
  await expect
    .poll(
      async () =>
        (await api<{ totalCount: number }>(page, '/doc/unixOrders', { searchPattern: mark })).totalCount,
      { timeout: 45_000, intervals: [2_000] },
    )
    .toBe(1);

  await page.goto('/montor/dokument/unix-order/list');
  const row = page.locator('tbody tr', { hasText: mark });
  await expect(row.getByText('Ny', { exact: true })).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/montor\/dokument\/unix-order\/edit\//);
  await expect(page.getByRole('heading', { name: /^Order 41\d{5}$/ })).toBeVisible();
  await expect(page.getByTestId('read-state')).toHaveText('Visad');
  await expect(page.getByTestId('unix-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Visa lagersaldo per lager' }).click();
  await expect(page.getByTestId('line-stock')).toBeVisible();
  await expect(page.getByTestId('create-from-menu')).toBeVisible();
  await shot(page, 'unix-order-view', true);

  await page.getByRole('button', { name: 'Markera som oläst' }).click();
  await expect(page.getByTestId('read-state')).toHaveText('Ny');
  await expect(page.getByRole('button', { name: 'Markera som läst' })).toBeVisible();
  const heading = (await page.getByRole('heading', { name: /^Order / }).textContent()) ?? '';

  await page.goto('/dev/outbox');
  await expect(page.getByTestId('sms-outbox')).toContainText(`${heading} är bekräftad`);
  await page.getByTestId('sms-outbox').scrollIntoViewIfNeeded();
  await shot(page, 'dev-outbox-sms', true);
});

test('the provider invoices and their monthly summaries open from the list', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'demo-admin');
  await page.goto('/montor/dokument/unix-invoice/list');
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/montor\/dokument\/unix-invoice\/view\//);
  await expect(page.getByRole('heading', { name: /^Faktura 71\d{5}$/ })).toBeVisible();
  await expect(page.getByText('Förfallodatum')).toBeVisible();
  await expect(page.getByText('Moms 25 %')).toBeVisible();
  await shot(page, 'unix-invoice-view', true);
  await page.getByRole('link', { name: 'Sammanställning per månad' }).click();
  await expect(page.getByRole('heading', { name: 'Fakturasammanställning' })).toBeVisible();
  const months = page.getByTestId('summaries').locator('[data-accordion-control]');
  await expect(months.first()).toBeVisible();
  await months.first().click();
  await expect(page.getByRole('link', { name: /^71\d{5}$/ }).first()).toBeVisible();
});
