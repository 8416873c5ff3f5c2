import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';

/** Issue #7: a customer order's Leverans section, the check before sending, and the send itself. */

/** A draft order with one catalogue article that Lund has in stock and one own article line. */
async function createOrder(page: Page, mark: string): Promise<string> {
  const hits = await api<Array<{ item: Record<string, unknown> }>>(page, '/doc/customerOrderItemSearch', {
    codeOrArticle: 'blandare',
    limit: 5,
  });
  expect(hits.length).toBeGreaterThan(0);
  const own = {
    uid: randomUUID(),
    type: 'OWN_ARTICLE',
    ownArticleType: 'SERVICE',
    code: 'ARB1',
    description: 'Arbete montör',
    unit: 'tim',
    quantity: 2000,
    priceOre: 65_000,
  };
  const doc = await api<{ uid: string }>(page, '/doc/customerOrder', {
    newVersion: 0,
    data: {
      docDate: new Date().toISOString().slice(0, 10),
      mark,
      items: [{ ...hits[0]!.item, uid: randomUUID() }, own],
    },
  });
  return doc.uid;
}

test('an order is checked, corrected at its fields and sent, then read-only', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'demo-admin');
  const mark = `Order ${Date.now().toString(36)}`;
  const docUid = await createOrder(page, mark);
  await page.goto(`/montor/dokument/order/edit/${docUid}`);

  const delivery = page.getByTestId('delivery-section');
  await expect(delivery).toBeVisible();
  // The firm's warehouse is chosen for the order.
  await expect(page.getByTestId('delivery-warehouse')).not.toHaveValue('');
  await page.getByTestId('delivery-type').getByText('Leverans', { exact: true }).click();
  await expect(page.getByTestId('delivery-receiver')).toBeVisible();
  await page.getByTestId('provider-message').fill('Ring 070-123 45 67 en timme innan leverans, tack!!!');
  await expect(page.getByTestId('provider-message-counter')).toHaveText('51 / 50 tecken');

  await page.getByTestId('order-send').click();
  const dialog = page.getByTestId('send-order-dialog');
  await expect(dialog.getByTestId('send-errors')).toContainText('Ange mottagare');
  await expect(dialog.getByTestId('send-errors')).toContainText('Egna artiklar kan inte beställas');
  await expect(page.getByTestId('send-order-confirm')).toHaveCount(0);
  await shot(page, 'send-dialog-errors');
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(delivery.getByText('Meddelandet får vara högst 50 tecken')).toBeVisible();
  await expect(delivery.getByText('Ange mottagare')).toBeVisible();
  await delivery.scrollIntoViewIfNeeded();
  await shot(page, 'delivery-section-errors');

  await page.getByTestId('provider-message').fill('Ring 070-123 45 67 innan leverans');
  await page.getByTestId('delivery-receiver').fill('Kalle Rörsson');
  await page.getByTestId('delivery-streetAddress').fill('Storgatan 3');
  await page.getByTestId('delivery-zipCode').fill('222 21');
  await page.getByTestId('delivery-city').fill('Lund');
  await expect(delivery.getByText('Ange mottagare')).toHaveCount(0);
  // Remove the own article line (the second row).
  await page.getByTestId('grid-row').nth(1).click({ button: 'right' });
  await page.getByRole('menuitem', { name: /Ta bort/ }).click();
  await expect(page.getByTestId('grid-row')).toHaveCount(1);
  await shot(page, 'delivery-section');

  await page.getByTestId('order-send').click();
  await expect(page.getByTestId('send-order-confirm')).toBeVisible();
  await shot(page, 'send-dialog-ready');
  await page.getByTestId('send-order-confirm').click();
  await expect(page.getByTestId('order-sent-badge')).toContainText(/^Skickad \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(page.getByTestId('readonly-banner')).toContainText('En skickad beställning kan inte ändras');
  await expect(page.getByTestId('order-send')).toHaveCount(0);
  await expect(page.getByTestId('delivery-receiver')).toHaveAttribute('readonly', '');
  await shot(page, 'order-sent');
});
