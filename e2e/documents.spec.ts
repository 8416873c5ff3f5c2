import type { Page } from '@playwright/test';
import { formatKr } from '../src/shared/domain/format';
import { addLine, expectSaved } from './editor-fixtures';
import { expect, logIn, test } from './fixtures';

function docUidOf(page: Page): string {
  const match = /\/edit\/([0-9a-f-]{36})$/.exec(page.url());
  if (!match) throw new Error(`Not an editor address: ${page.url()}`);
  return match[1]!;
}

async function serverPayable(page: Page, docUid: string): Promise<number> {
  const response = await page.request.get(`/api/doc/offer?docUid=${docUid}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { totals: { totalPayableSumOre: number } } };
  return body.result.totals.totalPayableSumOre;
}

test.describe('offer editor', () => {
  test('an offer for a client made with the keyboard, reloaded, completed and listed', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page, 'demo-admin');
    await page.goto('/montor/dokument/offer/list');
    await page.getByTestId('document-new').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/offer\/new$/);

    await page.getByTestId('document-client').focus();
    await page.keyboard.type('Anders Holm');
    await expect(page.getByRole('option').first()).toContainText('Anders Holm');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('document-client-details')).toContainText('Anders Holm');
    // The first save creates the offer and the address becomes its edit address without a reload.
    await expect(page).toHaveURL(/\/offer\/edit\/[0-9a-f-]{36}$/);

    await page.getByTestId('document-mark').focus();
    await page.keyboard.type('Badrum Storgatan 3');

    await addLine(page, 'kopparrör 22', 1);
    await addLine(page, 'flerskiktsrör', 2);
    await addLine(page, 'avloppsrör', 3);
    await addLine(page, 'ARB1', 4, true);
    await addLine(page, 'text1', 5, true);
    await expect(page.getByTestId('grid-row').nth(4)).toContainText('Säker Vatten');

    const discount = page.getByTestId('document-discount');
    await discount.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10');
    await expect(page.getByTestId('totals-sales')).toBeVisible();
    await expectSaved(page);

    const docUid = docUidOf(page);
    const shown = await page.getByTestId('totals-payable').textContent();
    // The browser's totals are the server's to the öre.
    expect(shown).toBe(formatKr(await serverPayable(page, docUid)));

    await page.reload();
    await expect(page.getByTestId('grid-row')).toHaveCount(5);
    await expect(page.getByTestId('document-mark')).toHaveValue('Badrum Storgatan 3');
    await expect(page.getByTestId('totals-payable')).toHaveText(shown ?? '');

    await page.getByTestId('document-complete').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('readonly-banner')).toContainText('slutförd');
    await expect(page.getByTestId('document-title-heading')).toHaveText(/^Offert \d+$/);
    const heading = (await page.getByTestId('document-title-heading').textContent()) ?? '';
    const number = heading.replace('Offert ', '');

    await page.goto('/montor/dokument/offer/list?status=klara');
    const row = page.getByTestId('document-row').filter({ hasText: 'Badrum Storgatan 3' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(number);
    await expect(row).toContainText('Anders Holm');
    await expect(row).toContainText(shown ?? '');
    await expect(row.getByTestId('document-status')).toHaveText('Klar');
  });

  test('a completion refused for a missing article row is shown, and the draft is in the list', async ({
    page,
  }) => {
    await logIn(page, 'demo-admin');
    await page.goto('/montor/dokument/offer/new');
    await page.getByTestId('document-mark').fill('Bara en textrad');
    await addLine(page, 'text2', 1, true);
    await expectSaved(page);
    await page.getByTestId('document-complete').click();
    await expect(page.getByTestId('document-errors')).toContainText('minst en artikelrad');

    await page.goto('/montor/dokument/offer/list?status=utkast');
    const row = page.getByTestId('document-row').filter({ hasText: 'Bara en textrad' });
    await expect(row).toContainText('Utkast');
    await row.click();
    await expect(page.getByTestId('document-mark')).toHaveValue('Bara en textrad');
  });

  test('two tabs: the second save gets the conflict dialog and keeps its text', async ({ page, context }) => {
    test.setTimeout(120_000);
    await logIn(page, 'demo-admin');
    await page.goto('/montor/dokument/offer/new');
    await page.getByTestId('document-mark').fill('Konflikt');
    await expect(page).toHaveURL(/\/edit\//);
    await expectSaved(page);

    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('document-mark')).toHaveValue('Konflikt');

    await page.getByTestId('document-title').fill('Rubrik från första fliken');
    await expectSaved(page);

    await other.getByTestId('document-object').fill('Objekt från andra fliken');
    const dialog = other.getByRole('dialog', { name: 'Dokumentet har ändrats av någon annan' });
    await expect(dialog).toBeVisible();
    await expect(other.getByTestId('save-status')).toHaveAttribute('data-status', 'conflict');
    await dialog.getByRole('button', { name: 'Ladda om och behåll mina ändringar' }).click();
    await expect(dialog).toBeHidden();
    await expect(other.getByTestId('document-object')).toHaveValue('Objekt från andra fliken');
    await expect(other.getByTestId('document-title')).toHaveValue('Rubrik från första fliken');
    await expectSaved(other);

    await page.reload();
    await expect(page.getByTestId('document-object')).toHaveValue('Objekt från andra fliken');
    await expect(page.getByTestId('document-title')).toHaveValue('Rubrik från första fliken');
  });
});
