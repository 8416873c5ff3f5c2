import type { Browser, Page } from '@playwright/test';
import { logInAsProviderAdmin } from './admin-fixtures';
import { expectAxeClean } from './axe';
import { api, expect, shot, test } from './fixtures';

/*
 * Campaign prices by hand (issue #23, decision 0067): the provider sets a campaign on an article, a
 * visitor's catalogue marks it (the badge, the Kampanjer page), and the provider ends it. A campaign is seen by every firm, so this
 * spec runs in the provider-wide project, after the firms' own specs. Both sizes, axe-clean.
 */
test.describe.configure({ timeout: 150_000 });

interface Card {
  article: string;
  name: string;
  campaign: boolean;
  prices: { retailPrice: number | null };
}

async function visitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  return page;
}

/** An article without a campaign, with a list price to go under. */
async function plainArticle(page: Page, pick: number): Promise<Card> {
  const found = await api<{ products: Card[] }>(page, '/catalogue/search', { pattern: 'rör' });
  return found.products.filter((p) => !p.campaign && (p.prices.retailPrice ?? 0) > 1000)[pick]!;
}

/** Whether the catalogue a visitor searches marks the article as on campaign (its badge, Kampanjer). */
async function onCampaign(page: Page, article: string): Promise<boolean> {
  const found = await api<{ products: Card[] }>(page, '/catalogue/search', { pattern: article });
  return found.products.find((p) => p.article === article)?.campaign ?? false;
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function campaignRoundTrip(page: Page, browser: Browser, size: string, pick: number) {
  const guest = await visitor(browser);
  const card = await plainArticle(guest, pick);
  await logInAsProviderAdmin(page, 'prisfiler');
  const form = page.getByTestId('campaign-form');
  await form.getByLabel('Artikelnummer').fill(card.article);
  await form
    .getByLabel('Kampanjpris exkl. moms')
    .fill(String(card.prices.retailPrice! / 100 + 10).replace('.', ','));
  await form.getByLabel('Sista dag').fill(inDays(14));
  await form.getByRole('button', { name: 'Sätt kampanjpris' }).click();
  await expect(form.getByText('Kampanjpriset måste vara lägre än listpriset')).toBeVisible();

  const price = Math.floor(card.prices.retailPrice! / 200);
  await form.getByLabel('Kampanjpris exkl. moms').fill(String(price));
  await form.getByRole('button', { name: 'Sätt kampanjpris' }).click();
  const campaigns = page.getByTestId('campaigns');
  await campaigns.getByRole('textbox', { name: 'Sök kampanj' }).fill(card.article);
  const row = campaigns.getByRole('row').filter({ hasText: card.article });
  await expect(row).toContainText(card.name);
  await expectAxeClean(page, { what: `the campaign prices (${size})` });
  await shot(page, `admin-campaigns-${size}`, true);

  await expect.poll(() => onCampaign(guest, card.article)).toBe(true);

  await row.getByRole('button', { name: `Avsluta ${card.article}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Avsluta' }).click();
  await expect(campaigns.getByText(`Ingen kampanj matchar ”${card.article}”`)).toBeVisible();
  await expect.poll(() => onCampaign(guest, card.article)).toBe(false);
}

test.describe('campaign prices at 1366×768', () => {
  test('the provider sets a campaign everyone sees, then ends it', async ({ page, browser }) => {
    await campaignRoundTrip(page, browser, 'desktop', 0);
  });
});

test.describe('campaign prices on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the provider sets a campaign everyone sees, then ends it', async ({ page, browser }) => {
    await campaignRoundTrip(page, browser, 'phone', 1);
  });
});
