import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { documentKinds } from '../src/shared/domain/documents/document-kinds';
import { expect, logIn, openLoginModal, test } from './fixtures';

/**
 * axe-core over the pages of issue #24: no serious or critical violation (WCAG 2.1 A/AA and axe's best
 * practices, plus the experimental label/name rule the review ran) on the start page, the catalogue, a
 * product, every document kind's list and editor, the client and employee forms, the company settings and
 * the login dialog.
 */

/** Everything on screen has loaded: a heading, and no skeleton or spinner left. */
async function settled(page: Page) {
  await expect(page.locator('h1, [role="dialog"]').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root:visible, .mantine-Loader-root:visible')).toHaveCount(0);
}

function describeViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function expectAccessible(page: Page, what: string) {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(describeViolations(results), what).toEqual([]);
}

test.describe('accessibility (axe-core)', () => {
  test('the visitor forms: registration, survey, feedback, contact (issue #22)', async ({ page }) => {
    for (const [path, what] of [
      ['/register/', 'the registration'],
      ['/about/survey', 'the survey'],
      ['/about/school', 'the school request'],
      ['/about/feedback', 'the feedback form'],
      ['/about/contact', 'the contact page'],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByTestId('captcha-question').or(page.getByTestId('contact-location')),
      ).toBeVisible();
      await expectAccessible(page, what);
    }
  });

  test('start page, login dialog, catalogue search and a product page', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await expectAccessible(page, 'the start page');
    await openLoginModal(page);
    // The dialog has faded in when its content is fully opaque (axe measures colours as painted).
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
    await expectAccessible(page, 'the login dialog');

    await logIn(page, 'demo-admin');
    await expectAccessible(page, 'Mina sidor');
    await page.goto('/catalogue/search?q=blandare');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectAccessible(page, 'the catalogue search');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('product-name')).toBeVisible();
    await expectAccessible(page, 'a product page');
    await page.goto('/montor/varukorg');
    await expectAccessible(page, 'the basket');
  });

  for (const kind of Object.values(documentKinds)) {
    test(`${kind.slug}: list and editor`, async ({ page }) => {
      test.setTimeout(150_000);
      await logIn(page, 'demo-admin');
      await page.goto(`/montor/dokument/${kind.slug}/list`);
      await expectAccessible(page, `the ${kind.slug} list`);
      const row = page.getByTestId('document-row').first();
      if ((await row.count()) > 0) {
        await row.click();
        await expect(page).toHaveURL(/\/(edit|view)\/[0-9a-f-]{36}$/);
        await expectAccessible(page, `a ${kind.slug} document`);
      }
      // The provider's documents are not written in Montör: they have no new document.
      if (!kind.fromProvider) {
        await page.goto(`/montor/dokument/${kind.slug}/new`);
        await expectAccessible(page, `a new ${kind.slug}`);
      }
    });
  }

  test('the line search in the editor, with its suggestions open', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/montor/dokument/offer/new');
    const input = page.getByTestId('grid-add-input');
    await input.fill('kopparrör');
    await expect(
      page.locator('[role="listbox"][data-pattern="kopparrör"]').getByRole('option').first(),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'the line search with suggestions');
  });

  test('client and employee registers and forms', async ({ page }) => {
    test.setTimeout(150_000);
    await logIn(page, 'demo-admin');
    await page.goto('/clients/active');
    await expect(page.getByRole('tab', { name: 'Aktiva kunder', exact: true })).toBeVisible();
    await expectAccessible(page, 'the client list');
    await page.goto('/clients/active/new');
    await expectAccessible(page, 'a new client');
    await page.goto('/clients/active');
    await page.getByRole('link', { name: 'Anders Holm' }).first().click();
    await expect(page).toHaveURL(/\/clients\/active\/edit\//);
    await expectAccessible(page, 'a client');

    await page.goto('/employees');
    await expectAccessible(page, 'the employee list');
    await page.goto('/employees/new');
    await expectAccessible(page, 'a new employee');
  });

  test('company settings, every page', async ({ page }) => {
    test.setTimeout(150_000);
    await logIn(page, 'demo-admin');
    for (const slug of ['account-settings', 'documents', 'vvs-guiden']) {
      await page.goto(`/montor/foretag/edit/${slug}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expectAccessible(page, `the settings page ${slug}`);
    }
  });

  test('accounting settings and the add-account dialog', async ({ page }) => {
    test.setTimeout(150_000);
    await logIn(page, 'demo-admin');
    await page.goto('/montor/foretag/edit/accounting');
    await expect(page.getByTestId('accounts-table')).toBeVisible();
    await expectAccessible(page, 'the accounting settings');
    await page.getByTestId('account-add').click();
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
    await expectAccessible(page, 'the add-account dialog');
  });

  test('the Fortnox integration page', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/montor/foretag/edit/fortnox-integration');
    await expect(page.getByTestId('fortnox-status')).toBeVisible();
    await expectAccessible(page, 'the Fortnox integration page');
  });

  test('the week view of planned work orders', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/montor/kalender?vecka=2026-11-23');
    await expect(page.getByRole('heading', { name: 'Vecka 48' })).toBeVisible();
    await expectAccessible(page, 'the week view');
  });

  test('the time report export list', async ({ page }) => {
    test.setTimeout(150_000);
    await logIn(page, 'demo-admin');
    await page.goto('/exportlist/time_report');
    await expect(page.getByRole('heading', { name: 'Tidrapport' })).toBeVisible();
    await expectAccessible(page, 'the time report');
  });

  test('the provider’s news and messages', async ({ page }) => {
    // Reads only (no item opened), so the read state e2e/news.spec.ts counts on stays as seeded.
    await logIn(page, 'demo-arbetsledare');
    await page.goto('/novelties/news');
    await expect(page.getByTestId('news-card').first()).toBeVisible();
    await expectAccessible(page, 'the news list');
    await page.goto('/novelties/message');
    await expect(page.getByTestId('message-row').first()).toBeVisible();
    await expectAccessible(page, 'the message list');
  });

  test('the provider’s events and my registrations', async ({ page }) => {
    // Reads only: the registrations e2e/events.spec.ts makes and cancels are its own.
    await logIn(page, 'demo-arbetsledare');
    await page.goto('/about/events');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await expectAccessible(page, 'the events');
    await page.goto('/novelties/registered-events');
    await expect(page.getByTestId('events-empty')).toBeVisible();
    await expectAccessible(page, 'my registrations');
  });

  test('the price lists', async ({ page }) => {
    await logIn(page, 'demo-arbetsledare');
    await page.goto('/price_lists');
    await expect(page.getByTestId('sale-terms')).toBeVisible();
    await expectAccessible(page, 'the price-list page');
  });
});
