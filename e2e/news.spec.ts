import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, logIn, shot, test } from './fixtures';

/**
 * Issue #22's news and messages: read a news item and see the unread counter fall; the header's
 * unread-message popup stops its polling while open and resumes it once the message is marked read
 * (product-spec §4; the e2e server polls every second). Each size logs in as its own employee, since read
 * state is per employee.
 */
test.describe.configure({ timeout: 150_000 });

/** The unread-message polls the page sends within `ms`. */
async function unreadPolls(page: Page, ms: number): Promise<number> {
  let polls = 0;
  const count = (r: { url(): string }) => {
    if (r.url().includes('/api/content/lundaMessages/unread')) polls += 1;
  };
  page.on('request', count);
  await page.waitForTimeout(ms);
  page.off('request', count);
  return polls;
}

async function readNewsItem(page: Page, size: string, unreadBefore: number) {
  await expect(page.getByTestId('news-card')).toHaveCount(5);
  await expect(page.getByTestId('unread-news-count')).toHaveText(new RegExp(`^${unreadBefore}(\\D|$)`));
  await shot(page, `news-list-${size}`, true);
  await expectAxeClean(page, { what: 'the news list' });

  const unread = page.locator('[data-testid="news-card"][data-unread]').first();
  const title = (await unread.getByRole('heading').textContent()) ?? '';
  await unread.getByRole('link').click();
  await expect(page).toHaveURL(/\/novelties\/news\/detailed\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('news-body')).toBeVisible();
  await shot(page, `news-item-${size}`, true);
  await expectAxeClean(page, { what: 'a news item' });

  await page.getByRole('link', { name: 'Alla nyheter' }).click();
  await expect(page.getByTestId('unread-news-count')).toHaveText(new RegExp(`^${unreadBefore - 1}(\\D|$)`));
  await expect(page.locator('[data-testid="news-card"]', { hasText: title })).not.toHaveAttribute(
    'data-unread',
    /.*/,
  );
}

async function readUnreadMessageInPopup(page: Page, size: string, unreadBefore: number) {
  const notice = page.locator('[data-testid="unread-message"]:visible');
  await expect(notice).toContainText(String(unreadBefore));
  // Polling runs while the popup is closed …
  expect(await unreadPolls(page, 2_500)).toBeGreaterThan(0);
  await notice.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCSS('opacity', '1');
  await expect(dialog.getByTestId('message-body')).toBeVisible();
  await shot(page, `message-popup-${size}`);
  await expectAxeClean(page, { what: 'the unread-message popup' });
  // … stops while it is open …
  expect(await unreadPolls(page, 2_500)).toBe(0);
  await dialog.getByTestId('message-mark-read').click();
  await expect(dialog).toBeHidden();
  // … and resumes once the message is marked read.
  await page.waitForRequest('**/api/content/lundaMessages/unread', { timeout: 5_000 });
  await expect(notice).toContainText(String(unreadBefore - 1));
}

test('desktop: read a news item, the counter falls; the unread-message popup; the message list', async ({
  page,
}) => {
  await logIn(page, 'demo-admin');
  await expect(page.getByTestId('novelties-unread')).toHaveText(/^7\D/);
  await page.getByTestId('nav-novelties').click();
  await readNewsItem(page, 'desktop', 5);
  await expect(page.getByTestId('novelties-unread')).toHaveText(/^6\D/);

  await readUnreadMessageInPopup(page, 'desktop', 2);
  await expect(page.getByTestId('novelties-unread')).toHaveText(/^5\D/);

  await page.getByRole('tab', { name: /Meddelanden/ }).click();
  await expect(page).toHaveURL(/\/novelties\/message$/);
  await expect(page.getByTestId('message-row')).toHaveCount(4);
  await expect(page.getByTestId('unread-messages-count')).toHaveText(/^1\D/);
  await shot(page, 'messages-desktop', true);
  await expectAxeClean(page, { what: 'the message list' });
  await page.locator('[data-testid="message-row"][data-unread]').click();
  await expect(page.getByRole('dialog')).toContainText('Leveransstörning på pressrördelar');
  await expect(page.getByTestId('unread-messages-count')).toBeHidden();
  await expect(page.locator('[data-testid="unread-message"]:visible')).toBeHidden();
  await page.getByRole('dialog').getByRole('button', { name: 'Stäng', exact: true }).click();

  await page.getByRole('tab', { name: /Nyheter/ }).click();
  await page.getByTestId('news-read-all').click();
  await expect(page.getByTestId('unread-news-count')).toBeHidden();
  await expect(page.locator('[data-testid="news-card"][data-unread]')).toHaveCount(0);
  await expect(page.getByTestId('novelties-unread')).toBeHidden();
});

test('phone: the news, an item, the popup and the messages at 390 × 844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'demo-anvandare');
  await page.goto('/novelties/news');
  await readNewsItem(page, 'phone', 8);
  await readUnreadMessageInPopup(page, 'phone', 4);
  await page.goto('/novelties/message');
  await expect(page.getByTestId('message-row')).toHaveCount(4);
  await shot(page, 'messages-phone', true);
  await expectAxeClean(page, { what: 'the message list on a phone' });
  await page.getByTestId('message-row').first().click();
  await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
  await shot(page, 'message-dialog-phone');
});
