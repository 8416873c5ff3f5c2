import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';
import { address, privateClient } from './invoicing-fixtures';
import { today } from './payment-fixtures';
import { bathroomLines, rotCouple } from './rot-fixtures';

/*
 * ROT files for Skatteverket (issue #17): a completed ROT invoice the client has paid shows under "ROT-fil
 * ej skapad" in the invoice list; marked, "Skapa ROT-fil" downloads Skatteverket's file, which then shows
 * on the ROT files page. At 1366×768 and on a phone (390 px), axe-clean.
 */

/** A completed ROT invoice to a private client, paid in full by the client today (→ PAID_BY_CLIENT). */
async function paidRotInvoice(page: Page, mark: string): Promise<string> {
  const clientUid = await privateClient(page, 'Anna och Per Ek');
  const draft = await api<{ uid: string; version: number }>(page, '/doc/invoice', {
    newVersion: 0,
    data: {
      docDate: today(),
      mark,
      clientUid,
      clientAddress: address,
      paymentDelay: 20,
      items: bathroomLines(),
      taxDeduction: rotCouple,
    },
  });
  await api(page, '/doc/complete', { docType: 'INVOICE', docUid: draft.uid, newVersion: draft.version });
  const state = await page.request.get(`/api/doc/payments?docType=INVOICE&docUid=${draft.uid}`);
  const { result } = (await state.json()) as { result: { remainingOre: number } };
  await api(page, '/doc/payment', {
    docType: 'INVOICE',
    docUid: draft.uid,
    paymentDate: today(),
    paymentSum: result.remainingOre,
  });
  return draft.uid;
}

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

test('ROT file: filter the paid ROT invoice, make the file, find it on the ROT files page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'demo-admin');
  const mark = `ROT badrum ${Date.now().toString(36)}`;
  await paidRotInvoice(page, mark);

  await page.goto('/montor/dokument/faktura/list');
  // The switch is controlled by the address: it turns on once the list's URL has the filter.
  await page.getByTestId('rot-xml-not-sent-filter').click();
  await expect(page.getByTestId('rot-xml-not-sent-filter')).toBeChecked();
  await expect(page).toHaveURL(/ejRotfil=1/);
  const row = page.getByTestId('document-row').filter({ hasText: mark });
  await expect(row).toBeVisible();
  await row.getByTestId('document-select').check();
  await expect(page.getByTestId('document-selection')).toContainText('1 dokument markerat');
  await shot(page, 'rot-files-invoice-list-desktop');
  await expectAxeClean(page);

  await page.getByTestId('bulk-rot-file').click();
  const dialog = page.getByRole('dialog', { name: 'Skapa ROT-fil' });
  await expect(dialog.getByTestId('rot-file-count')).toHaveText('1 faktura');
  const name = `E2E ${Date.now().toString(36).slice(-6)}`;
  // 17 characters are refused at the field before anything is sent.
  await dialog.getByTestId('rot-file-name').fill('Badrum Ek Lund 26');
  await expect(dialog.getByText('Namnet får vara högst 16 tecken')).toBeVisible();
  await expect(dialog.getByTestId('rot-file-submit')).toBeDisabled();
  await dialog.getByTestId('rot-file-name').fill(name);
  await shot(page, 'rot-files-dialog-desktop');
  const download = page.waitForEvent('download');
  await dialog.getByTestId('rot-file-submit').click();
  const file = await download;
  // Named after the request ("E2E abc123" → ROT_E2E_abc123.xml), so a saved file says which it is.
  expect(file.suggestedFilename()).toBe(`ROT_${name.replace(' ', '_')}.xml`);
  await expect(dialog).toBeHidden();

  // Made: the invoice is XML_SENT, so "ROT-fil ej skapad" no longer lists it.
  await expect(row).toHaveCount(0);

  await page.getByTestId('rot-files-link').click();
  await expect(page).toHaveURL(/\/montor\/dokument\/rot-filer$/);
  const fileRow = page.getByTestId('rot-file-row').filter({ hasText: name });
  await expect(fileRow).toBeVisible();
  await expect(fileRow).toContainText('Anna Lindqvist');
  const again = page.waitForEvent('download');
  await fileRow.getByTestId('rot-file-download').click();
  expect((await again).suggestedFilename()).toBe(file.suggestedFilename());
  await shot(page, 'rot-files-page-desktop');
  await expectAxeClean(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('rot-files-cards')).toBeVisible();
  await expect(page.getByTestId('rot-file-row').filter({ hasText: name })).toBeVisible();
  await shot(page, 'rot-files-page-phone', true);
  await expectAxeClean(page);

  await page.goto('/montor/dokument/faktura/list?rotstatus=fil-skapad');
  await expect(page.getByTestId('rot-state-filter')).toHaveValue('ROT – fil skapad');
  await expect(page.getByTestId('document-row').filter({ hasText: mark })).toBeVisible();
  await shot(page, 'rot-files-invoice-list-phone', true);
  await expectAxeClean(page);
});
