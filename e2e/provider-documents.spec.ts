import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, logIn, shot, test } from './fixtures';

/**
 * Issue #22's provider content (decision 0056): the instruction documents, forms and terms on
 * /instruction_documents, a document fetched through its link (browser downloads do not work here, so
 * with the page's own session) and read as a PDF; the banners and flipbooks on "Mina sidor", an in-app
 * banner followed and a content section opened.
 */
test.describe.configure({ timeout: 120_000 });

async function openInstructions(page: Page) {
  await page.goto('/instruction_documents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instruktioner och blanketter');
  await expect(page.getByTestId('instruction-group').first()).toBeVisible();
}

async function fetchPdf(page: Page, href: string | null) {
  expect(href).toMatch(/^\/api\/content\/providerFile\//);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 4).toString()).toBe('%PDF');
}

test('desktop: instructions grouped and filtered, a PDF fetched, the cabinet on Mina sidor', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(page, 'demo-anvandare');

  const banners = page.getByTestId('cabinet-banner');
  await expect(banners).toHaveCount(3);
  await expect(page.getByTestId('cabinet-flipbook')).toHaveCount(2);
  await expect(page.getByTestId('cabinet-flipbook').first()).toContainText('Badrumskatalog 2027');
  await shot(page, 'provider-cabinet-desktop', true);
  await expectAxeClean(page, { what: 'Mina sidor with the cabinet' });

  const book = page
    .getByTestId('cabinet-flipbook')
    .first()
    .getByRole('link', { name: /Öppna katalogen/ });
  await fetchPdf(page, await book.getAttribute('href'));
  const external = page.getByTestId('banner-link-EXTERNAL_LINK');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);

  await page.getByTestId('banner-link-EXTENDED_CONTENT_SECTION_UID').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Öppettider i lagren under jul och nyår');
  await expect(page.getByTestId('content-section-body')).toContainText('24–26 december');
  await expect(dialog).toHaveCSS('opacity', '1');
  await shot(page, 'provider-content-section-desktop');
  await expectAxeClean(page, { what: 'the content section dialog' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByTestId('banner-link-INTERNAL_LINK').click();
  await expect(page).toHaveURL(/\/price_lists$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prislistor');

  await openInstructions(page);
  await expect(page.getByTestId('instruction-group')).toHaveCount(3);
  await expect(page.getByText('Fakturera ROT-arbete i Montör')).toHaveCount(0);
  await expect(page.getByTestId('downloadable-files')).toContainText('Returblankett');
  await expect(page.getByTestId('type-documents')).toContainText('Integritetspolicy');
  await shot(page, 'provider-documents-desktop', true);
  await expectAxeClean(page, { what: 'the instruction documents page' });

  const instruction = page.getByRole('link', { name: /^Öppna Montageanvisning golvbrunn/ });
  await expect(instruction).toHaveAttribute('target', '_blank');
  await fetchPdf(page, await instruction.getAttribute('href'));

  await page.getByTestId('instruction-categories').getByText('Värmepumpar').click();
  await expect(page.getByTestId('instruction-group')).toHaveCount(1);
  await expect(page.getByTestId('instruction-group')).toContainText('Skötselråd värmepump');
  await page.getByTestId('instruction-categories').getByText('Alla').click();
  await page.getByTestId('instruction-search').fill('golvbrunn');
  await expect(page.getByTestId('instruction-group').getByRole('article')).toHaveCount(1);

  const terms = page.getByTestId('footer-GENERAL_TERMS');
  await expect(terms).toHaveText('Allmänna leveransvillkor');
  await fetchPdf(page, await terms.getAttribute('href'));
});

test('phone: the cabinet and the documents at 390 × 844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'demo-admin');
  await expect(page.getByTestId('cabinet-banner')).toHaveCount(3);
  await expect(page.getByTestId('cabinet-flipbook')).toHaveCount(2);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, 'provider-cabinet-phone');
  await page.getByTestId('cabinet-flipbooks').scrollIntoViewIfNeeded();
  await shot(page, 'provider-flipbooks-phone');
  await expectAxeClean(page, { what: 'Mina sidor on a phone' });

  await page.getByTestId('banner-link-INTERNAL_LINK').click();
  await expect(page).toHaveURL(/\/price_lists$/);

  await openInstructions(page);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, 'provider-documents-phone');
  await expectAxeClean(page, { what: 'the instruction documents page on a phone' });
  const instruction = page.getByRole('link', { name: /^Öppna Skötselråd värmepump/ });
  await fetchPdf(page, await instruction.getAttribute('href'));
});
