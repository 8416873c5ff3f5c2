import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';
import { draftInvoice, today } from './payment-fixtures';

/*
 * Payments on an invoice (issue #16, decision 0031): a draft only says when payments open; a completed
 * invoice takes a partial payment, then the rest (the sum proposed), shows "Betald", and a payment is
 * reverted after the question. On a phone too, and axe-clean.
 */

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).include('[data-testid="document-payments"]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function register(page: Page, sum?: string) {
  const section = page.getByTestId('document-payments');
  await section.getByRole('button', { name: 'Registrera betalning' }).click();
  const form = section.getByTestId('payment-form');
  if (sum !== undefined) await form.getByLabel('Belopp').fill(sum);
  await form.getByRole('button', { name: 'Spara betalning' }).click();
  await expect(form).toBeHidden();
}

test.describe('payments on an invoice', () => {
  test('partial payment, the rest, Betald, revert one', async ({ page }) => {
    await logIn(page, 'demo-admin');
    const draft = await draftInvoice(page);
    await page.goto(`/montor/dokument/faktura/edit/${draft.uid}`);
    const section = page.getByTestId('document-payments');
    await expect(section.getByTestId('payments-hint')).toHaveText(
      'Betalningar registreras när fakturan är slutförd',
    );
    await api(page, '/doc/complete', { docType: 'INVOICE', docUid: draft.uid, newVersion: draft.version });
    await page.reload();
    await expect(section.getByTestId('payment-status')).toHaveText('Obetald');

    await register(page, '1000');
    await expect(section.getByTestId('payment-status')).toHaveText('Delvis betald');
    await expect(section.getByTestId('payment-row')).toHaveCount(1);

    await section.getByRole('button', { name: 'Registrera betalning' }).click();
    await expect(section.getByLabel('Belopp')).not.toHaveValue('');
    await shot(page, 'payments-form-desktop');
    await expectAxeClean(page);
    await section.getByRole('button', { name: 'Spara betalning' }).click();
    await expect(section.getByTestId('payment-status')).toHaveText('Betald');
    await expect(section.getByTestId('payment-remaining')).toHaveText('0,00 kr');
    await expect(section.getByTestId('payment-row')).toHaveCount(2);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'payments-desktop');
    await expectAxeClean(page);

    await section.getByTestId('payment-row').first().getByRole('button', { name: /Ångra/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ångra betalningen' }).click();
    await expect(section.getByTestId('payment-status')).toHaveText('Delvis betald');
    await expect(section.getByTestId('payment-row')).toHaveCount(1);
  });

  test('on a phone: a sum of 0 is refused at the field', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'demo-admin');
    const draft = await draftInvoice(page);
    await api(page, '/doc/complete', { docType: 'INVOICE', docUid: draft.uid, newVersion: draft.version });
    await page.goto(`/montor/dokument/faktura/edit/${draft.uid}`);
    const section = page.getByTestId('document-payments');
    await expect(section.getByTestId('payment-status')).toHaveText('Obetald');
    await register(page, '500');
    await section.getByRole('button', { name: 'Registrera betalning' }).click();
    await section.getByLabel('Belopp').fill('0');
    await section.getByRole('button', { name: 'Spara betalning' }).click();
    await expect(section.getByText('Beloppet måste vara större än 0')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'payments-phone');
    await expectAxeClean(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('the payments export list', () => {
  test('filters, sums and the CSV export; on a phone too', async ({ page }) => {
    await logIn(page, 'demo-admin');
    const draft = await draftInvoice(page);
    const done = await api<{ version: number }>(page, '/doc/complete', {
      docType: 'INVOICE',
      docUid: draft.uid,
      newVersion: draft.version,
    });
    expect(done.version).toBeGreaterThan(0);
    await api(page, '/doc/payment', {
      docType: 'INVOICE',
      docUid: draft.uid,
      paymentDate: today(),
      paymentSum: 77_700,
    });

    await page.goto('/exportlist/payments');
    await expect(page.getByRole('heading', { name: 'Betalningar', level: 1 })).toBeVisible();
    await page.getByTestId('payments-status').click();
    await page.getByRole('option', { name: 'Delvis betald' }).click();
    await expect(page.getByTestId('payment-row').first()).toContainText('Delvis betald');
    await expect(page.getByTestId('payments-table')).toContainText('777,00');
    await expect(page.getByTestId('payments-sums')).toContainText('Summa urvalet');
    await shot(page, 'payments-list-desktop', true);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    for (const [format, fileName] of [
      ['XLSX', 'Betalningar.xlsx'],
      ['CSV', 'Betalningar.csv'],
    ]) {
      const download = page.waitForEvent('download');
      await page.getByTestId('payments-export').click();
      await page.getByTestId(`payments-export-${format}`).click();
      expect((await download).suggestedFilename()).toBe(fileName);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'payments-list-phone', true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
