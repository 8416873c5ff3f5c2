import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/** Records every suggestion request's pattern, so a test can prove which ones were (not) sent. */
function recordSuggestPatterns(page: Page): string[] {
  const patterns: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/catalogue/suggest')) {
      patterns.push((request.postDataJSON() as { parameters: { pattern: string } }).parameters.pattern);
    }
  });
  return patterns;
}

async function openCategoryFromMenu(page: Page, top: string, category: string) {
  const menu = page.getByTestId('catalogue-menu');
  // A hover that lands while the page is still rendering the header gets no mouseenter: leave and come back.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('catalogue-menu-trigger').hover();
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await menu.getByRole('link', { name: top, exact: true }).hover();
  await expect(menu.getByRole('heading', { name: top })).toBeVisible();
  await menu.getByRole('link', { name: category, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
}

test.describe('catalogue', () => {
  test('suggestions start at the third character and lead to the product', async ({ page }) => {
    const patterns = recordSuggestPatterns(page);
    await page.goto('/');
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('  bl', { delay: 40 });
    const panel = page.getByTestId('search-suggestions');
    await expect(panel).toBeHidden();

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/catalogue/suggest'));
    await input.pressSequentially('andare', { delay: 40 });
    await answered;
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('suggestion-product').first()).toBeVisible();
    await expect(panel.getByTestId('suggestion-all-catalogue')).toContainText('Visa alla i katalogen');
    // Nothing shorter than three characters after trimming was ever asked for.
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.every((p) => p.trim().length >= 3)).toBe(true);

    const first = panel.getByTestId('suggestion-product').first();
    const name = (await first.locator('p').first().textContent())?.trim() ?? '';
    await input.press('ArrowDown');
    await expect(first).toHaveAttribute('data-combobox-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(/-i\d+$/);
    await expect(page.getByTestId('product-name')).toHaveText(name);
    await expect(page.getByTestId('product-prices')).toHaveAttribute('data-price-kind', 'retail');
  });

  test('Enter shows all hits, and a pre-filled search bar suggests nothing until typed in', async ({
    page,
  }) => {
    await page.goto('/');
    const input = page.getByTestId('search-input');
    await input.fill('termostatblandare');
    const panel = page.getByTestId('search-suggestions');
    await expect(panel).toBeVisible();
    await input.press('Escape');
    await expect(panel).toBeHidden();
    await expect(input).toHaveValue('termostatblandare');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/catalogue\/search\?q=termostatblandare$/);
    await expect(page.getByTestId('search-heading')).toHaveText('”termostatblandare”');
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('search-input')).toHaveValue('termostatblandare');
    await page.getByTestId('search-input').focus();
    await expect(page.getByTestId('search-suggestions')).toBeHidden();
  });

  test('an RSK number typed with spaces is an exact match', async ({ page }) => {
    await page.goto('/');
    await openCategoryFromMenu(page, 'Blandare', 'Termostatblandare');
    const rsk = (await page.getByTestId('card-rsk').first().textContent()) ?? '';
    expect(rsk).toMatch(/^\d{3} \d{2} \d{2}$/);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially(rsk, { delay: 30 });
    const panel = page.getByTestId('search-suggestions');
    await expect(panel.getByText('Exakt träff')).toBeVisible();
    await expect(panel.getByTestId('suggestion-product').first()).toContainText(`RSK ${rsk}`);
  });

  test('two filters on a category page survive a reload', async ({ page }) => {
    await page.goto('/');
    await openCategoryFromMenu(page, 'Blandare', 'Köksblandare');
    await expect(page).toHaveURL(/\/catalogue\/koksblandare-f\d+$/);
    const count = page.getByTestId('listing-count');
    const before = Number((await count.textContent())?.replace(/\D/g, ''));

    const values = page.getByTestId('facet-panel').getByTestId('facet-value');
    const first = values.first();
    const firstFacet = await first.getAttribute('data-facet');
    // The box follows the address, which the click changes: check the outcome, not the click.
    await first.click();
    await expect(first).toBeChecked();
    await expect(page).toHaveURL(/facets=/);
    const second = values.and(page.locator(`:not([data-facet="${firstFacet}"])`)).first();
    const secondFacet = await second.getAttribute('data-facet');
    const secondValue = await second.getAttribute('data-value');
    await second.click();
    await expect(second).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${secondFacet}:${secondValue}`));
    await expect(
      page.getByTestId('selected-facets').getByRole('button', { name: /Ta bort filtret/ }),
    ).toHaveCount(2);
    await expect
      .poll(async () => Number((await count.textContent())?.replace(/\D/g, '')))
      .toBeLessThan(before);
    const narrowed = await count.textContent();

    await page.getByTestId('sort-select').click();
    await page.getByRole('option', { name: 'Sortera: Popularitet' }).click();
    await expect(page).toHaveURL(/sortBy=POPULARITY/);
    const url = page.url();

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(count).toHaveText(narrowed ?? '');
    const checked = page.getByTestId('facet-panel').getByTestId('facet-value').and(page.locator(':checked'));
    await expect(checked).toHaveCount(2);
    await expect(page.getByTestId('sort-select')).toHaveValue('Sortera: Popularitet');

    await page.getByTestId('selected-facets').getByRole('button', { name: 'Rensa alla filter' }).click();
    await expect(page).not.toHaveURL(/facets=/);
  });

  test('a search without hits says so and offers the other area', async ({ page }) => {
    await page.goto('/catalogue/search?q=qqxxzzqq');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toContainText('Inga träffar för ”qqxxzzqq”');
    await empty.getByTestId('search-other-area').click();
    await expect(page).toHaveURL(/sa=FREE_ITEMS_ONLY/);
    await expect(page.getByTestId('search-empty')).toContainText('beställningsvarorna');
  });

  test('a favourite toggled on the product page is on /favorites', async ({ page }) => {
    await logIn(page, 'demo-anvandare');
    await openCategoryFromMenu(page, 'Blandare', 'Tvättställsblandare');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/-i\d+$/);
    const name = (await page.getByTestId('product-name').textContent()) ?? '';
    await expect(page.getByTestId('product-prices')).toHaveAttribute('data-price-kind', 'net');

    const toggle = page.getByTestId('favourite-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const productUrl = page.url();

    // The confirmation's own link leads there (it lives outside the router, so it must navigate itself).
    await page.getByRole('button', { name: 'Visa mina favoriter' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    const row = page.getByTestId('favourite-row').filter({ hasText: name });
    await expect(row).toBeVisible();

    await page.goto(productUrl);
    await expect(page.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('navigation', { name: 'Sortiment' })
      .getByRole('link', { name: 'Mina favoriter' })
      .click();
    await expect(row).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Nettopris' })).toBeVisible();
    await row.getByTestId('favourite-remove').click();
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
  });

  test('an employee with hidden net prices sees list prices only', async ({ page }) => {
    await logIn(page, 'demo-arbetsledare');
    await page.goto('/catalogue');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('product-prices')).toHaveAttribute('data-price-kind', 'list');
    await expect(page.getByTestId('net-hidden')).toBeVisible();
  });
});
