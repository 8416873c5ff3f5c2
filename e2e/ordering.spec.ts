import { expect, logIn, test } from './fixtures';

test.describe('ordering from the provider', () => {
  test('search a product, add it from its page, change the quantity and send the basket for pickup', async ({
    page,
  }) => {
    // The longest flow of the suite: search, product page, basket, check and send.
    test.slow();
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
    await form.getByLabel('Märkning').fill('Badrum Storgatan 3');
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
  });

  // The provider simulator's follow-up file (unix order) and creating an invoice from it belong to the
  // follow-up and relations work of issue #7; extend this test when their pages are in the tree.
  test.fixme('the sent order comes back as a follow-up file and becomes an invoice to a client', async () => {});
});
