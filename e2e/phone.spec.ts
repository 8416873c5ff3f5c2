import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { api, expect, logIn, test } from './fixtures';

/**
 * The phone (issue #24): at 390×844 the header's parts do not overlap, a ROT line's description is shown
 * whole (its badge beside it, never "Arbete mo…"), and no page the field uses scrolls sideways.
 */

const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`Not on screen: ${locator}`);
  return found;
}

/** Nothing cut off at the right (an ellipsis) or at the bottom (a line clamp). */
async function showsAllText(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
  );
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

const ROT_DESCRIPTION =
  'Arbete montör, ROT-berättigat: rivning av det gamla badrummet, nydragning av tappvatten och avlopp, provtryckning';

/** An offer with one ROT labour line (the firm's own article ARBROT) and a long description. */
async function rotOffer(page: Page): Promise<string> {
  const found = await api<Array<{ kind: string; item: Record<string, unknown> }>>(
    page,
    '/doc/clientDocItemSearch',
    { codeOrArticle: 'ARBROT', docType: 'OFFER', limit: 5 },
  );
  const hit = found.find((r) => r.kind === 'OWN_ARTICLE' && r.item.code === 'ARBROT');
  if (!hit) throw new Error('The demo firm has no own article ARBROT');
  const offer = await api<{ uid: string }>(page, '/doc/offer', {
    newVersion: 0,
    data: {
      docDate: new Date().toISOString().slice(0, 10),
      mark: 'ROT på telefonen',
      items: [{ ...hit.item, uid: randomUUID(), description: ROT_DESCRIPTION }],
    },
  });
  return offer.uid;
}

test.describe('the phone', () => {
  test.use({ viewport: PHONE });

  test('the header: wordmark, avatar and buttons side by side, at 390, 360 and 320 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    const wordmark = header.getByTestId('logo-wordmark');
    expect(overlap(await box(wordmark), await box(page.getByTestId('header-login')))).toBe(false);

    await logIn(page, 'demo-admin');
    const avatar = page.getByTestId('account-avatar');
    const account = page.getByTestId('account-widget');
    await expect(avatar).toBeVisible();
    expect(overlap(await box(wordmark), await box(avatar))).toBe(false);
    expect(overlap(await box(header.getByRole('link', { name: /^Montör/ })), await box(account))).toBe(false);

    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: PHONE.height });
      await expect(account).toBeVisible();
      expect(overlap(await box(wordmark), await box(account)), `${width} px`).toBe(false);
      expect(await pageScrollsSideways(page), `${width} px`).toBe(false);
    }
  });

  test('below 384 px logout moves from the header to the menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: PHONE.height });
    await logIn(page, 'demo-admin');
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeHidden();
    await page.getByRole('button', { name: 'Visa menyn' }).click();
    await page.getByTestId('mobile-nav-logout').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
  });

  test('a ROT line shows its whole description: on a phone card and in the grid', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, 'demo-admin');
    const uid = await rotOffer(page);
    await page.goto(`/montor/dokument/offer/edit/${uid}`);

    const card = page.getByTestId('grid-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Arbete med ROT-avdrag')).toBeVisible();
    const description = card.getByTestId('grid-card-description');
    await expect(description).toHaveText(ROT_DESCRIPTION);
    expect(await showsAllText(description)).toBe(true);

    // On a wide screen the same line is a grid row: the badge must not squeeze the text to "Arbete mo…".
    await page.setViewportSize({ width: 1366, height: 768 });
    const cell = page.getByTestId('grid-row').locator('[data-col="description"]');
    await expect(cell.getByText('Arbete med ROT-avdrag')).toBeVisible();
    const text = cell.locator('span').first();
    await expect(text).toHaveText(ROT_DESCRIPTION);
    expect(await showsAllText(text)).toBe(true);
  });

  test('the pages the field uses fit the phone: no sideways scrolling', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page, 'demo-admin');
    const pages: Array<[string, Locator]> = [
      ['/montor', page.getByRole('heading', { name: 'Mina sidor' })],
      ['/catalogue/search?q=blandare', page.getByTestId('product-card').first()],
      ['/montor/varukorg', page.getByRole('heading', { name: 'Varukorg' })],
      ['/montor/dokument/offer/list', page.getByTestId('document-row').first()],
      ['/montor/dokument/workorder/list', page.getByTestId('document-new')],
      ['/montor/dokument/faktura/list', page.getByTestId('document-new')],
      ['/montor/dokument/offer/new', page.getByTestId('grid-add-input')],
      ['/montor/dokument/workorder/new', page.getByTestId('grid-add-input')],
      ['/clients/active', page.getByRole('link', { name: 'Anders Holm' }).first()],
      ['/clients/active/new', page.getByRole('heading', { level: 1 })],
      ['/favorites', page.getByRole('heading', { level: 1 })],
      ['/price_lists', page.getByTestId('sale-terms')],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      expect(await pageScrollsSideways(page), path).toBe(false);
    }
    // A product's name is what the fitter orders by: whole on a phone card, however long.
    await page.goto('/catalogue/search?q=blandare');
    const names = page.getByTestId('card-name');
    await expect(names.first()).toBeVisible();
    for (const name of (await names.all()).slice(0, 6))
      expect(await showsAllText(name), (await name.textContent()) ?? '').toBe(true);
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('product-name')).toBeVisible();
    expect(await pageScrollsSideways(page), 'a product page').toBe(false);
  });
});
