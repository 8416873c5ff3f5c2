import { expect, test } from './fixtures';

test.describe('shell', () => {
  test('the start page shows the offer, the catalogue and the provider', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Allt VVS-firman behöver');
    await expect(page.getByRole('heading', { name: 'Sortimentet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rör och rördelar' }).last()).toBeVisible();
    await expect(page.getByText(/\d+ lager i hela landet/)).toBeVisible();
    await expect(page.getByTestId('footer-provider')).toContainText('Kundtjänst');
    await expect(page.getByTestId('footer-provider').getByRole('link').first()).toHaveAttribute(
      'href',
      /^tel:/,
    );
  });

  test('catalogue sub-lists open on hover and lead to catalogue routes', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('catalogue-menu-trigger').hover();
    const menu = page.getByTestId('catalogue-menu');
    await menu.getByRole('link', { name: 'Radiatorer och värme' }).hover();
    const item = menu.getByRole('link', { name: 'Handdukstorkar', exact: true });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/catalogue\/handdukstorkar-f\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Handdukstorkar' })).toBeVisible();
  });

  test('the header sticks once scrolled past its bottom edge', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header).not.toHaveAttribute('data-stuck');
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute('data-stuck', 'true');
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, -2000);
    await expect(header).not.toHaveAttribute('data-stuck');
  });

  test('warehouses can be searched', async ({ page }) => {
    await page.goto('/warehouses/');
    const cards = page.getByTestId('warehouse-card');
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    expect(total).toBeGreaterThan(10);
    const city = (await cards.first().locator('p').first().textContent()) ?? '';
    await page.getByTestId('warehouse-search').fill(city);
    await expect(cards.first()).toContainText(city);
    await expect.poll(() => cards.count()).toBeLessThan(total);
    await page.getByTestId('warehouse-search').fill('ingen ort heter så här');
    await expect(page.getByText('Inga lager matchar')).toBeVisible();
  });

  test('the cookie page names the cookies Montör sets', async ({ page }) => {
    await page.goto('/cookies/');
    await expect(page.getByRole('heading', { name: 'Cookies', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: /montor_session/ })).toContainText('HttpOnly');
    await expect(page.getByRole('cell', { name: /cookies_agreed/ })).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/finns/inte');
    await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
    await page.getByRole('link', { name: 'Till startsidan', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu opens as a drawer', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Visa menyn' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText('Radiatorer och värme', { exact: true }).click();
      const link = drawer.getByRole('link', { name: 'Handdukstorkar' });
      // Under CI load the tap can land while the drawer still slides in and the group still unfolds, and
      // go nowhere (seen once in .ci/run): tap again until the page changes, as a person would.
      const target = /\/catalogue\/handdukstorkar-f\d+$/;
      await expect(async () => {
        if (!target.test(page.url())) await link.click({ timeout: 2000 });
        await expect(page).toHaveURL(target, { timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      await expect(drawer).toBeHidden();
    });
  });
});

test.describe('cookie notice', () => {
  test.use({ withCookieNotice: true });

  test('shows until accepted, then stays away', async ({ page, context }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Om cookies' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Läs mer om cookies' })).toHaveAttribute(
      'href',
      '/cookies/',
    );
    await notice.getByRole('button', { name: 'Jag förstår' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookies_agreed');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sortimentet' })).toBeVisible();
    await expect(notice).toBeHidden();
  });
});
