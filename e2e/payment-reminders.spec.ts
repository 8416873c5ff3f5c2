import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { invoiceOcr } from '../src/shared/domain/payments/payment-qr';
import { expect, logIn, shot, test } from './fixtures';
import { overdueInvoice } from './invoicing-fixtures';

/*
 * Payment reminders (issue #16, decision 0034): on an overdue invoice the editor's "Påminnelser" card
 * writes a reminder (a fee above 60 kr refused at the field), prints it (the PDF read back through its
 * short-lived link: the reminder, the invoice number and its OCR), and the list page shows the invoice
 * to remind and the reminder written, printed again from the selection. Desktop and phone, axe-clean.
 */

const FILE_LINK = /\/api\/files\/[A-Za-z0-9_-]{43}$/;

/** Clicks what opens a PDF in a new tab; returns the PDF's text, fetched again through its link. */
async function openedPdf(page: Page, context: BrowserContext, click: () => Promise<void>): Promise<string> {
  const tab = context.waitForEvent('page');
  await click();
  const popup = await tab;
  await expect.poll(() => popup.url(), { timeout: 15_000 }).toMatch(FILE_LINK);
  const file = await page.request.get(new URL(popup.url()).pathname);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await popup.close();
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: await file.body() }).toString('utf8');
}

async function expectAxeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

test.describe('payment reminders', () => {
  test('a reminder from the editor, printed, listed and printed from the list', async ({ page, context }) => {
    // Three PDFs rendered and read back, two pages, two viewports: more than the default 30 s.
    test.setTimeout(150_000);
    await logIn(page, 'demo-admin');
    const invoice = await overdueInvoice(page);
    await page.goto(`/montor/dokument/faktura/edit/${invoice.uid}`);
    const card = page.getByTestId('document-reminders');
    await expect(card.getByTestId('reminders-hint')).toHaveText('Inga påminnelser skickade ännu');

    await card.getByRole('button', { name: 'Skapa påminnelse' }).click();
    const dialog = page.getByTestId('reminder-dialog');
    const fee = dialog.getByLabel('Påminnelseavgift');
    await expect(fee).toHaveValue('60');
    await fee.fill('75');
    await dialog.getByRole('button', { name: 'Skapa påminnelse' }).click();
    await expect(dialog.getByText(/högst 60,00\s?kr/)).toBeVisible();
    await fee.fill('50');
    // 30 days at 9,75 % on 1 250 kr is 10,02 kr of interest; without it the sum is the remainder and the fee.
    await expect(dialog.getByTestId('reminder-total')).toContainText('1 310,02');
    await dialog.getByLabel('Ta med dröjsmålsränta hittills').uncheck();
    await expect(dialog.getByTestId('reminder-total')).toContainText('1 300,00');
    await shot(page, 'reminder-dialog-desktop');
    await expectAxeClean(page, '[role="dialog"]');

    const preview = await openedPdf(page, context, () =>
      dialog.getByRole('button', { name: 'Förhandsgranska' }).click(),
    );
    expect(preview).toContain('Betalningspåminnelse');
    await dialog.getByRole('button', { name: 'Skapa påminnelse' }).click();
    await expect(dialog).toBeHidden();
    const row = card.getByTestId('reminder-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('50,00');
    await expect(row).toContainText('ej utskriven');

    const text = await openedPdf(page, context, () => row.getByRole('button', { name: /Skriv ut/ }).click());
    for (const expected of [
      'Betalningspåminnelse',
      `Faktura ${invoice.number}`,
      'Påminnelseavgift',
      invoiceOcr(invoice.number),
    ]) {
      expect(text).toContain(expected);
    }
    await expect(row).toContainText('utskriven');
    await expect(row.getByRole('button', { name: /Ta bort/ })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'reminders-card-desktop');
    await expectAxeClean(page, '[data-testid="document-reminders"]');

    await page.goto('/payment_reminders');
    await expect(page.getByRole('heading', { name: 'Betalningspåminnelser' })).toBeVisible();
    await page.getByLabel('Sök bland påminnelserna').fill(String(invoice.number));
    const table = page.getByTestId('payment-reminders-table');
    await expect(table.getByTestId('reminder-list-row')).toHaveCount(1);
    await expect(table.getByTestId('reminder-list-row')).toContainText('1 250,00');
    await shot(page, 'reminders-list-desktop');
    await expectAxeClean(page);

    await page.getByText('Skickade påminnelser').click();
    await expect(table.getByTestId('reminder-list-row')).toHaveCount(1);
    await expect(table.getByTestId('reminder-list-row')).toContainText('Utskriven');
    await table.getByRole('checkbox', { name: /Markera påminnelsen/ }).check();
    const again = await openedPdf(page, context, () =>
      page.getByRole('button', { name: 'Skriv ut påminnelser' }).click(),
    );
    expect(again).toContain(`Faktura ${invoice.number}`);
    await expectAxeClean(page);

    // The firm's default fee and print settings live with the document settings.
    await page.goto('/montor/foretag/edit/documents');
    const settings = page.getByRole('heading', { name: 'Påminnelser' });
    await settings.scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Påminnelseavgift')).toHaveValue('60');
    await shot(page, 'reminders-settings-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'reminders-list-phone', true);
    await page.goto(`/montor/dokument/faktura/edit/${invoice.uid}`);
    await page.getByTestId('document-reminders').scrollIntoViewIfNeeded();
    await shot(page, 'reminders-card-phone');
    await expectAxeClean(page, '[data-testid="document-reminders"]');
  });
});
