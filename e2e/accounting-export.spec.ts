import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { checkSie4 } from '../src/server/platform/sie/sie-check';
import { api, expect, logIn, shot, test } from './fixtures';
import { completedInvoice, today } from './payment-fixtures';

/*
 * The accounting export (issue #18, decision 0046): a month's invoices and a payment on the export lists,
 * exported as an SIE 4E file — the file fetched through its link and held to the SIE 4B rules, since
 * downloads do not reach the test in this browser — then exported again, which asks what to do with the
 * vouchers already exported.
 */

interface SieDone {
  asyncMode: false;
  linkForDownload: { link: string; fileName: string };
  successfullyExportedDocuments: number;
}

function thisMonth() {
  const month = today().slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { fromDate: `${month}-01`, toDate: `${month}-${String(last).padStart(2, '0')}` };
}

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function exportInDialog(page: Page) {
  await page.getByTestId('sie-export').click();
  const dialog = page.getByTestId('sie-dialog');
  await expect(dialog.getByLabel('Från')).toHaveValue(thisMonth().fromDate);
  await dialog.getByTestId('sie-start').click();
  return dialog;
}

test.describe('accounting export', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a month as SIE from the journal, again with the old numbers, and the export lists', async ({
    page,
  }) => {
    await logIn(page, 'demo-admin');
    const paid = await completedInvoice(page, 'SIE-export');
    await completedInvoice(page, 'SIE-export');
    await api(page, '/doc/payment', {
      docType: 'INVOICE',
      docUid: paid.uid,
      paymentDate: today(),
      paymentSum: paid.total,
    });

    await page.goto('/exportlist/journal');
    await expect(page.getByRole('heading', { name: 'Verifikationslista' })).toBeVisible();
    const rows = page.getByTestId('ledger-row');
    /** The voucher whose text starts so (hasText alone would also match "Inbetalning faktura …"). */
    const voucher = (text: string) =>
      rows.filter({ has: page.getByRole('link', { name: new RegExp(`^${text}\\b`) }) });
    await expect(voucher(`Faktura ${paid.number}`)).toContainText('1510 Kundfordringar');
    await expect(voucher(`Inbetalning faktura ${paid.number}`)).toContainText('1930');
    await shot(page, 'accounting-export-journal-desktop');
    await expectAxeClean(page);

    const dialog = await exportInDialog(page);
    // Earlier runs on this database may have exported some of the month already.
    const confirm = dialog.getByTestId('sie-confirm');
    const done = dialog.getByTestId('sie-done');
    await expect(confirm.or(done)).toBeVisible();
    if (await confirm.isVisible()) await confirm.click();
    await expect(done).toContainText('verifikationer exporterade');
    await expect(dialog.getByTestId('sie-file')).toContainText('.se');
    await shot(page, 'accounting-export-sie-done');
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await expect(voucher(`Faktura ${paid.number}`)).toContainText(/B \d+/);

    // The file itself, through the same kind of link the download button follows.
    const again = await api<SieDone>(page, '/doc/exportSIEDoc', {
      ...thisMonth(),
      overrideVerificationNumbers: 'OLD_NUMBERS',
    });
    const file = await page.request.get(again.linkForDownload.link);
    expect(file.ok()).toBe(true);
    const bytes = await file.body();
    expect(checkSie4(bytes)).toEqual([]);
    expect(bytes.toString('latin1')).toContain(`Faktura ${paid.number}`);

    // A second export asks what to do with what was exported.
    const second = await exportInDialog(page);
    await expect(second.getByRole('alert', { name: 'Redan exporterade' })).toBeVisible();
    await shot(page, 'accounting-export-already-exported');
    await second.getByLabel('Exportera alla med sina gamla nummer').check();
    await second.getByTestId('sie-confirm').click();
    await expect(second.getByTestId('sie-done')).toBeVisible();
    await second.getByRole('button', { name: 'Stäng' }).click();

    await page.getByRole('tab', { name: 'Fakturor' }).click();
    await expect(page).toHaveURL(/\/exportlist\/invoices$/);
    await expect(page.getByRole('heading', { name: 'Fakturor till bokföringen' })).toBeVisible();
    await expect(voucher(`Faktura ${paid.number}`)).toBeVisible();
    await shot(page, 'accounting-export-invoices-desktop');

    // The ticked invoice's payment alone (api-spec §3.14's payment expansion), in a file of its own.
    await voucher(`Faktura ${paid.number}`).getByRole('checkbox').check();
    await expect(page.getByTestId('selection-bar')).toContainText('1 verifikation markerad');
    await page.getByTestId('sie-export-payments').click();
    const selected = page.getByTestId('sie-dialog');
    await expect(selected.getByTestId('sie-intro')).toContainText('De 1 markerade verifikationerna');
    await expect(selected.getByLabel('Från')).toHaveValue(today());
    await shot(page, 'accounting-export-selected-payments');
    await selected.getByTestId('sie-start').click();
    const selectedConfirm = selected.getByTestId('sie-confirm');
    await expect(selectedConfirm.or(selected.getByTestId('sie-done'))).toBeVisible();
    if (await selectedConfirm.isVisible()) await selectedConfirm.click();
    await expect(selected.getByTestId('sie-done')).toContainText('1 verifikation exporterad');
    await selected.getByRole('button', { name: 'Stäng' }).click();

    await page.getByRole('tab', { name: 'Kontant' }).click();
    await expect(page.getByRole('heading', { name: 'Kontantförsäljning' })).toBeVisible();
    await expect(page.getByTestId('ledger-exported')).toHaveValue('Ej exporterade');
    await expect(page.getByTestId('list-empty').or(rows.first())).toBeVisible();
    await shot(page, 'accounting-export-cash-desktop');

    await page.getByRole('tab', { name: 'Betalningar' }).click();
    await expect(page.getByTestId('sie-export')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/exportlist/journal');
    await expect(rows.first()).toBeVisible();
    await shot(page, 'accounting-export-journal-phone');
    await page.getByTestId('sie-export').click();
    await expect(page.getByTestId('sie-dialog')).toBeVisible();
    await shot(page, 'accounting-export-sie-phone');
  });
});
