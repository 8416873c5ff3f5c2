import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { luhnCheckDigit } from '../src/shared/domain/check-digits';
import { expectSaved } from './editor-fixtures';
import { api, expect, logIn, shot, test } from './fixtures';
import { day } from './invoicing-fixtures';

/*
 * The e-invoice in the browser (issue #20, decision 0050): a client marked for e-invoice in the client
 * register, an invoice to it previewed and approved, a changed line resetting the approval, approved
 * again, completed and sent to the built-in access point stub; the invoice list's E-faktura column and
 * "E-faktura ej skickad" filter. And the access point's refusal (a buyer reference with "AVVISA").
 */

test.describe.configure({ timeout: 150_000 });

const address = { streetAddress: 'Fakturagatan 1', zipCode: '222 21', city: 'Lund' };

async function expectAxeClean(page: Page, selector = '[data-testid="document-e-invoice"]') {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** A company client with a valid organisation number, marked for e-invoice only when asked. */
async function companyClient(page: Page, name: string, eInvoiceEnabled: boolean): Promise<string> {
  const nine = `5566${Math.floor(Math.random() * 90_000 + 10_000)}`;
  const created = await api<{ uid: string }>(page, '/profile/customerClient', {
    data: {
      code: `E${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`.slice(0, 12),
      name,
      organizationCode: `${nine}${luhnCheckDigit(nine)}`,
      paymentDelay: 30,
      eInvoiceEnabled,
      address: { street: address.streetAddress, postalCode: address.zipCode, city: address.city },
    },
  });
  return created.uid;
}

async function draftInvoice(page: Page, clientUid: string, mark: string) {
  return api<{ uid: string; version: number }>(page, '/doc/invoice', {
    newVersion: 0,
    data: {
      docDate: day(0),
      dueDate: day(30),
      mark,
      clientUid,
      clientAddress: address,
      items: [
        {
          uid: randomUUID(),
          type: 'NOMENCLATURE',
          nomenclatureItemType: 'FREE',
          code: 'FRI-1',
          description: 'Termostatblandare dusch',
          quantity: 2000,
          unit: 'st',
          priceOre: 145_000,
        },
      ],
    },
  });
}

/** Opens a cell's editor with a double click, replaces its text and commits it with Enter. */
async function typeInCell(page: Page, cell: Locator, text: string) {
  await cell.dblclick();
  const editor = cell.locator('input, textarea').first();
  await expect(editor).toBeVisible();
  await editor.fill(text);
  await page.keyboard.press('Enter');
}

async function sendNow(page: Page, card: Locator) {
  await card.getByRole('button', { name: 'Skicka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skicka e-fakturan' });
  await dialog.getByRole('button', { name: 'Skicka' }).click();
}

test('marked in the register, previewed, approved, changed, approved again and sent; the list shows it', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const name = `E-fakturakund ${tag} AB`;
  await logIn(page, 'demo-admin');
  const clientUid = await companyClient(page, name, false);

  // 1. The client is marked for e-invoice in the client register.
  await page.goto(`/clients/active/edit/${clientUid}`);
  await page.getByRole('switch', { name: 'Skicka fakturor som e-faktura' }).check();
  await page.getByTestId('form-save').click();
  await expect(page.getByText('Kunden är sparad')).toBeVisible();

  // 2. An invoice to it: the card says it is not approved yet.
  const mark = `EF ${tag}`;
  const draft = await draftInvoice(page, clientUid, mark);
  await page.goto(`/montor/dokument/faktura/edit/${draft.uid}`);
  const card = page.getByTestId('document-e-invoice');
  await expect(card.getByTestId('e-invoice-approval')).toHaveText('Ej godkänd');
  await expect(card.getByTestId('e-invoice-format')).toHaveText('PEPPOL BIS Billing 3.0');
  await expect(card.getByTestId('e-invoice-problems')).toHaveCount(0);

  // 3. The preview: seller, buyer, reference, lines and totals.
  await card.getByRole('button', { name: 'Förhandsgranska' }).click();
  const preview = page.getByRole('dialog', { name: /Förhandsgranska e-faktura/ });
  await expect(preview.getByText(name)).toBeVisible();
  await expect(preview.getByTestId('e-invoice-reference')).toHaveText(mark);
  await expect(preview.getByTestId('e-invoice-preview-lines')).toContainText('Termostatblandare dusch');
  await expect(preview.getByTestId('e-invoice-preview-totals')).toContainText('3 625,00 kr');
  await expect(preview).toHaveCSS('opacity', '1');
  await shot(page, 'e-invoice-preview-desktop');
  await expectAxeClean(page, '[role="dialog"]');
  await preview.getByRole('button', { name: 'Stäng' }).click();

  // 4. Approved on the draft.
  await card.getByRole('button', { name: 'Godkänn' }).click();
  await expect(page.getByText('E-fakturan är godkänd')).toBeVisible();
  await expect(card.getByTestId('e-invoice-approval')).toHaveText('Godkänd');

  // 5. A changed line resets the approval as soon as the change is saved.
  const row = page.getByTestId('grid-row').first();
  await typeInCell(page, row.locator('[data-col="quantity"]'), '3');
  await expectSaved(page);
  await expect(card.getByTestId('e-invoice-changed')).toContainText(
    'Ändrad efter godkännande – godkänn igen',
  );
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'e-invoice-changed-desktop');
  await expectAxeClean(page);
  await card.getByRole('button', { name: 'Godkänn' }).click();
  await expect(card.getByTestId('e-invoice-approval')).toHaveText('Godkänd');
  await expect(card.getByTestId('e-invoice-next')).toHaveText(
    'Slutför fakturan för att kunna skicka e-fakturan.',
  );

  // 6. Completed (the number does not touch the approval) and sent to the stub.
  await page.getByTestId('document-complete').click();
  await expect(page.getByTestId('document-title-heading')).toHaveText(/^Faktura \d+$/);
  await expect(card.getByRole('button', { name: 'Skicka' })).toBeEnabled();
  await sendNow(page, card);
  await expect(page.getByText('E-fakturan är skickad')).toBeVisible();
  await expect(card.getByTestId('e-invoice-badge')).toHaveText('Skickad');
  await expect(card.getByTestId('e-invoice-sent')).toContainText(/AP-\d{6}/);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'e-invoice-sent-desktop');
  await expectAxeClean(page);

  // 7. The invoice list: the E-faktura column (hidden by default) and the not-sent filter.
  await page.goto('/montor/dokument/faktura/list');
  await page.getByTestId('column-settings').click();
  const settings = page.getByRole('dialog', { name: 'Välj kolumner' });
  await settings.getByRole('checkbox', { name: 'E-faktura', exact: true }).check();
  await settings.getByTestId('column-settings-save').click();
  await expect(settings).toBeHidden();
  await page.getByTestId('document-search').fill(mark);
  const listed = page.getByTestId('document-row').filter({ hasText: mark });
  await expect(listed.getByTestId('document-e-invoice-sent')).toHaveText(/^Skickad \d{4}-\d{2}-\d{2}$/);
  await listed.getByTestId('document-e-invoice-sent').scrollIntoViewIfNeeded();
  await shot(page, 'e-invoice-list-desktop');
  // The search is in the address before the filter is added to it.
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByTestId('invoice-e-invoice-not-sent').click();
  await expect(page).toHaveURL(/[?&]ejEfaktura=1/);
  await expect(page.getByTestId('invoice-e-invoice-not-sent')).toBeChecked();
  await expect(listed).toHaveCount(0);

  // On a phone the invoice's card says it too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/montor/dokument/faktura/list?q=${encodeURIComponent(mark)}`);
  const phoneCard = page.getByTestId('document-row').filter({ hasText: mark });
  await expect(phoneCard.getByTestId('document-e-invoice-sent')).toHaveText(/^Skickad \d{4}-\d{2}-\d{2}$/);
  await shot(page, 'e-invoice-list-phone');
});

test('the access point refuses: the refusal is shown and the invoice stays unsent (phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'demo-admin');
  const tag = Date.now().toString(36);
  const clientUid = await companyClient(page, `Avvisad kund ${tag} AB`, true);
  // The stub refuses any document whose buyer reference (the invoice's Märkning) contains "AVVISA".
  const draft = await draftInvoice(page, clientUid, `AVVISA ${tag}`);
  await api(page, '/doc/approveEInvoice', { invoiceUid: draft.uid, docType: 'INVOICE' });
  await api(page, '/doc/complete', { docType: 'INVOICE', docUid: draft.uid, newVersion: draft.version });
  await page.goto(`/montor/dokument/faktura/edit/${draft.uid}`);
  const card = page.getByTestId('document-e-invoice');
  await expect(card.getByTestId('e-invoice-approval')).toHaveText('Godkänd');
  await sendNow(page, card);
  await expect(card.getByTestId('e-invoice-refusal')).toContainText(
    'Accesspunkten tog inte emot e-fakturan: Mottagaren 0007:',
  );
  await expect(card.getByTestId('e-invoice-badge')).toHaveText('Godkänd');
  await expect(card.getByRole('button', { name: 'Skicka' })).toBeEnabled();
  // The server answered: a refusal is not the "server unavailable" notice.
  await expect(page.getByText('Serveren är inte tillgänglig', { exact: false })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'e-invoice-refused-phone');
  await expectAxeClean(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // Read again, the refusal kept by the server is still there.
  await page.reload();
  await expect(card.getByTestId('e-invoice-refusal')).toContainText('Mottagaren 0007:');
  await card.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
  await shot(page, 'e-invoice-preview-phone');
});
