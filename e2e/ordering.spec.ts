import { expect, logIn, test } from './fixtures';

test.describe('ordering from the provider', () => {
  test('search a product, add it to the basket, send it for pickup, see the follow-up file and invoice it', async ({
    page,
  }) => {
    // The longest flow of the suite: search, product page, basket, check and send.
    test.setTimeout(180_000);
    const mark = `Badrum Storgatan 3 ${Date.now().toString(36)}`;
    await logIn(page, 'demo-anvandare');
    const badge = page.getByTestId('basket-badge');
    await expect(page.getByTestId('basket-link')).toBeVisible();

    // Search the catalogue and open the first product.
    const input = page.getByTestId('search-input');
    await input.fill('termostatblandare');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/catalogue\/search\?q=termostatblandare$/);
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/-i\d+$/);
    const name = ((await page.getByTestId('product-name').textContent()) ?? '').trim();

    // Two of it into the basket from the product page: the header's badge shows one line.
    const add = page.getByTestId('add-to-basket');
    await add.getByTestId('quantity-increment').click();
    await expect(add.getByTestId('quantity-input')).toHaveValue('2');
    await add.getByTestId('add-to-basket-button').click();
    await expect(badge).toHaveAttribute('data-count', '1');

    // The basket: the line with its quantity; one more with +, then a typed quantity.
    await page.getByRole('button', { name: 'Visa varukorgen' }).click();
    await expect(page).toHaveURL(/\/montor\/varukorg$/);
    const line = page.getByTestId('basket-line').filter({ hasText: name });
    await expect(line.getByTestId('quantity-input')).toHaveValue('2');
    const sum = await line.getByTestId('basket-line-sum').textContent();
    await line.getByTestId('quantity-increment').click();
    await expect(line.getByTestId('quantity-input')).toHaveValue('3');
    await expect(line.getByTestId('basket-line-sum')).not.toHaveText(sum ?? '');
    await line.getByTestId('quantity-input').fill('4');
    await line.getByTestId('quantity-input').press('Enter');
    await expect(line.getByTestId('quantity-input')).toHaveValue('4');

    // Check, then send it for pickup in the chosen warehouse (Lund, the firm's).
    await page.getByTestId('basket-check').click();
    await expect(page.getByTestId('basket-check-result')).toBeVisible();
    const form = page.getByTestId('send-order-form');
    await form.getByLabel('Märkning').fill(mark);
    await form.getByTestId('delivery-PICKUP').check();
    await expect(form.getByTestId('send-warehouse')).toHaveValue(/Lund/);
    await form.getByLabel('Meddelande till leverantören').fill('Hämtas fredag förmiddag');
    await expect(form.getByTestId('message-counter')).toHaveText('23/50 tecken');
    await form.getByTestId('send-order').click();

    const sent = page.getByTestId('order-sent');
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(/Beställning \d+ är skickad/);
    await expect(page.getByTestId('basket-empty')).toContainText('Varukorgen är tom');
    await expect(badge).toHaveAttribute('data-count', '0');

    // The link leads to the sent order.
    await page.getByTestId('order-link').click();
    await expect(page).toHaveURL(/\/montor\/dokument\/order\/edit\/[0-9a-f-]+$/);

    // The provider simulator confirms the order as a follow-up file within one of its 10-second runs.
    await page.goto('/montor/dokument/unix-order/list');
    const followUp = page.locator('tbody tr', { hasText: mark });
    await expect(async () => {
      await page.reload();
      await expect(followUp).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000, intervals: [3_000] });
    await followUp.click();
    await expect(page).toHaveURL(/\/montor\/dokument\/unix-order\/edit\/[0-9a-f-]+$/);
    await expect(page.getByTestId('unix-line')).toHaveCount(1);

    // Delivered material becomes billable lines: an invoice at the provider's retail price.
    await page.getByTestId('create-from-menu').click();
    await page.getByRole('menuitem', { name: 'Skapa faktura' }).click();
    await expect(page.getByRole('radio', { name: 'Kundpris från leverantören' })).toBeChecked();
    await page.getByTestId('create-from-confirm').click();
    await expect(page).toHaveURL(/\/montor\/dokument\/faktura\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByText(name).first()).toBeVisible();

    // The invoice goes to the firm's own client.
    await page.getByTestId('document-client').focus();
    await page.keyboard.type('Anders Holm');
    await expect(page.getByRole('option').first()).toContainText('Anders Holm');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('document-client-details')).toContainText('Anders Holm');
    await expect(page.getByTestId('save-status')).toContainText(/Sparat/);
  });
});
