import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bgmaxFile, latin1 } from '../src/server/testing/bgmax-fixtures';
import { invoiceOcr } from '../src/shared/domain/payments/payment-qr';
import { expect, logIn, shot, test } from './fixtures';
import { firmBankgiro } from './invoicing-fixtures';
import { completedInvoice, today } from './payment-fixtures';

/*
 * The bank file (issue #16, decision 0033): a BgMax file chosen in the browser pays an invoice by its
 * OCR; a payment with an unknown reference is listed for a person, who matches it to another invoice by
 * searching for its number. On a phone too, and axe-clean.
 */

async function expectAxeClean(page: Page) {
  await expect(page.getByTestId('list-loading')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function chooseFile(page: Page, content: string, name: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(latin1(content)) });
}

test.describe('bank files (BgMax)', () => {
  test('a file pays an invoice; an unmatched payment is matched by hand', async ({ page }) => {
    await logIn(page, 'demo-admin');
    const [paidByFile, matchedByHand] = [await completedInvoice(page), await completedInvoice(page)];
    const reference = `OKÄND-${Date.now().toString(36)}`;
    const file = bgmaxFile({
      bankgiro: await firmBankgiro(page),
      stamp: `${today().replaceAll('-', '')}${String(Date.now()).slice(-12)}`,
      deposits: [
        {
          paymentDate: today(),
          payments: [
            { reference: invoiceOcr(paidByFile.number), amountOre: paidByFile.total, payerName: 'Åsa Öberg' },
            { reference, amountOre: 12_345, payerName: 'Bertil Ström' },
          ],
        },
      ],
    });

    await page.goto('/exportlist/bankfiles');
    await expect(page.getByRole('heading', { name: 'Bankfiler', level: 1 })).toBeVisible();
    await chooseFile(page, file, 'bgmax-test.txt');
    await expect(page.getByTestId('bgmax-summary')).toContainText('2 betalningar');
    await expect(page.getByTestId('bgmax-summary')).toContainText('1 matchade');

    const row = page.getByTestId('bank-payment-row').filter({ hasText: reference });
    await expect(row).toContainText('Ej matchad');
    await expect(row).toContainText('Bertil Ström');
    await shot(page, 'bankfiles-desktop', true);
    await expectAxeClean(page);

    // The same file again registers nothing.
    await chooseFile(page, file, 'bgmax-test-igen.txt');
    await expect(page.getByTestId('bgmax-summary')).toContainText('Filen är redan inläst');

    await row.getByRole('button', { name: 'Matcha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Matcha inbetalningen mot en faktura' });
    await dialog.getByLabel('Sök faktura').fill(String(matchedByHand.number));
    await dialog.getByRole('button', { name: `Registrera på faktura ${matchedByHand.number}` }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    await page.goto(`/montor/dokument/faktura/edit/${paidByFile.uid}`);
    await expect(page.getByTestId('document-payments').getByTestId('payment-status')).toHaveText('Betald');
    await page.goto(`/montor/dokument/faktura/edit/${matchedByHand.uid}`);
    await expect(page.getByTestId('document-payments').getByTestId('payment-status')).toHaveText(
      'Delvis betald',
    );
  });

  test('on a phone: a file for another bankgiro is refused with nothing read', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'demo-admin');
    await page.goto('/exportlist/bankfiles');
    const foreign = bgmaxFile({
      bankgiro: '5555-5556',
      deposits: [{ paymentDate: today(), payments: [{ reference: '100164', amountOre: 100 }] }],
    });
    await chooseFile(page, foreign, 'fel-bankgiro.txt');
    await expect(page.getByTestId('bgmax-error')).toContainText('5555-5556');
    await expect(page.getByTestId('bgmax-error')).toContainText('Inget har lästs in');
    await shot(page, 'bankfiles-phone', true);
    await expectAxeClean(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
