import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';
import { address, day, latePaidInvoice, newClient } from './invoicing-fixtures';

/*
 * Interest invoices (issue #16, decision 0035): an invoice paid after its due date, a new interest
 * invoice for its client, "Lägg till fakturor" lists it with its interest, the row lands in the table
 * with the total; completed, its PDF shows the invoice, the interest and the OCR. Phone too, axe-clean.
 */

async function expectAxeClean(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test.describe('interest invoices', () => {
  test('a late-paid invoice → interest invoice with its interest → completed → printed', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await logIn(page, 'demo-admin');
    const clientUid = await newClient(page);
    const invoiceNumber = await latePaidInvoice(page, clientUid);
    const emptyClient = await newClient(page);
    const draft = await api<{ uid: string; version: number }>(page, '/doc/interestInvoice', {
      newVersion: 0,
      data: { docDate: day(0), mark: 'Dröjsmålsränta', clientUid, clientAddress: address, items: [] },
    });

    await page.goto(`/montor/dokument/rantefaktura/edit/${draft.uid}`);
    const section = page.getByTestId('interest-section');
    await expect(section.getByRole('heading', { name: 'Räntefakturerade fakturor' })).toBeVisible();
    await expect(section.getByTestId('interest-rows-empty')).toBeVisible();
    await section.getByRole('button', { name: 'Lägg till fakturor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till fakturor' });
    const candidate = dialog.getByTestId('interest-row');
    await expect(candidate).toHaveCount(1);
    await expect(candidate).toContainText(`Faktura ${invoiceNumber}`);
    await expect(candidate).toContainText('30');
    await expectAxeClean(page, '[role="dialog"]');
    await shot(page, 'interest-candidates-1366');
    await dialog.getByRole('checkbox', { name: `Välj Faktura ${invoiceNumber}` }).check();
    await dialog.getByRole('button', { name: /^Lägg till 1/ }).click();
    await expect(dialog).toBeHidden();

    const row = section.getByTestId('interest-row');
    await expect(row).toHaveCount(1);
    const interest = (await row.getByTestId('interest-amount').textContent())?.trim() ?? '';
    expect(interest).toMatch(/^\d+,\d\d$/);
    expect(interest).not.toBe('0,00');
    await expect(section.getByTestId('interest-total')).toContainText(interest);
    await section.getByRole('button', { name: 'Uppdatera ränta' }).click();
    await expect(section.getByTestId('interest-total')).toContainText(interest);
    await expectAxeClean(page, '[data-testid="interest-section"]');
    await shot(page, 'interest-invoice-1366', true);

    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('interest-rows')).toBeVisible();
    await shot(page, 'interest-invoice-390', true);

    const loaded = await page.request.get(`/api/doc/interestInvoice?docUid=${draft.uid}`);
    const { result: doc } = (await loaded.json()) as { result: { version: number } };
    const done = await api<{ number: number; totals: { totalPayableSumOre: number } }>(
      page,
      '/doc/complete',
      {
        docType: 'INTEREST_INVOICE',
        docUid: draft.uid,
        newVersion: doc.version,
      },
    );
    expect(done.totals.totalPayableSumOre).toBeGreaterThan(0);
    const printed = await api<{ link: string }>(page, '/doc/printDocuments', {
      docType: 'INTEREST_INVOICE',
      documentUids: [draft.uid],
    });
    const file = await page.request.get(printed.link);
    expect(file.status()).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await file.body() }).toString(
      'utf8',
    );
    expect(text).toContain(`Räntefaktura ${done.number}`);
    expect(text).toContain('Räntefakturerade fakturor');
    expect(text).toContain(String(invoiceNumber));
    expect(text).toContain(interest);
    expect(text).toContain('OCR-nummer');

    // Another client without late payments: the dialog says so.
    const other = await api<{ uid: string }>(page, '/doc/interestInvoice', {
      newVersion: 0,
      data: {
        docDate: day(0),
        mark: 'Ingen ränta',
        clientUid: emptyClient,
        clientAddress: address,
        items: [],
      },
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/montor/dokument/rantefaktura/edit/${other.uid}`);
    await page.getByRole('button', { name: 'Lägg till fakturor' }).click();
    await expect(page.getByTestId('interest-candidates-empty')).toHaveText(
      'Inga sent betalda fakturor för kunden',
    );
  });
});
