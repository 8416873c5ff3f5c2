import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';
import { completedInvoice } from './payment-fixtures';

/*
 * The invoice lists of issue #16 (decision 0032): payment status filter and column, the sums of the page
 * and of the selection, the all-invoices page, and the header's overdue counter. At 1366×768 and on a
 * phone, axe-clean.
 */

/** An invoice whose due date has passed: dated 60 days back, due 30 days back. */
async function overdueInvoice(page: Page) {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const client = await api<{ uid: string }>(page, '/profile/customerClient', {
    data: {
      code: `F${Date.now().toString(36)}`,
      name: 'Förfallen Kund AB',
      paymentDelay: 30,
      address: { street: 'Sengatan 1', postalCode: '224 66', city: 'Lund' },
    },
  });
  const draft = await api<{ uid: string; version: number }>(page, '/doc/invoice', {
    newVersion: 0,
    data: {
      docDate: daysAgo(60),
      dueDate: daysAgo(30),
      mark: `Förfallen ${Date.now().toString(36)}`,
      clientUid: client.uid,
      clientAddress: { streetAddress: 'Sengatan 1', zipCode: '224 66', city: 'Lund' },
      items: [
        {
          uid: randomUUID(),
          type: 'NOMENCLATURE',
          nomenclatureItemType: 'FREE',
          code: 'FRI-1',
          description: 'Blandare',
          quantity: 1000,
          unit: 'st',
          priceOre: 120_000,
        },
      ],
    },
  });
  await api(page, '/doc/complete', { docType: 'INVOICE', docUid: draft.uid, newVersion: draft.version });
}

test('invoice lists: payment filter, sums of page and selection, all invoices, overdue counter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(page, 'demo-admin');
  const paid = await completedInvoice(page, 'Listtest');
  await completedInvoice(page, 'Listtest');
  await overdueInvoice(page);

  await page.goto('/montor/dokument/faktura/list?betalstatus=obetalda');
  await expect(page.getByTestId('invoice-payment-status')).toHaveValue('Obetalda');
  await expect(page.getByTestId('document-row').first()).toBeVisible();
  await expect(page.getByTestId('payment-status').first()).toBeVisible();
  await expect(page.getByTestId('sum-page')).toBeVisible();
  await page.getByTestId('document-select').first().check();
  await expect(page.getByTestId('sum-selected')).toContainText('Summa markerade (1)');
  await shot(page, 'invoice-lists-desktop');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(paid.uid).toBeTruthy();

  await page.getByTestId('all-invoices-link').click();
  await expect(page).toHaveURL(/alla-fakturor/);
  await expect(page.getByTestId('all-invoices-row').first()).toBeVisible();
  await expect(page.getByTestId('invoice-type').first()).toBeVisible();
  await shot(page, 'invoice-lists-all');
  const allAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(allAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const overdue = page.getByTestId('header-overdue');
  await expect(overdue).toHaveAccessibleName(/^\d+ förfall(en|na) faktur/);
  await overdue.click();
  await expect(page.getByTestId('invoice-payment-status')).toHaveValue('Förfallna');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/montor/dokument/alla-fakturor?betalstatus=obetalda');
  await expect(page.getByTestId('all-invoices-row').first()).toBeVisible();
  // No room beside the logo on a phone: the counter is the dashboard's there.
  await expect(page.getByTestId('header-overdue')).toBeHidden();
  await shot(page, 'invoice-lists-phone');

  // The invoice list's cards say on a phone too whether an invoice is paid and what is left.
  await page.goto('/montor/dokument/faktura/list?betalstatus=obetalda');
  const card = page.getByTestId('card-payment').first();
  await expect(card).toContainText('Obetald');
  await expect(card).toContainText(/Kvar \d/);
  await shot(page, 'invoice-lists-cards-phone');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
