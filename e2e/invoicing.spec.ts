import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pdfQrCodes, pdfText } from '../src/server/testing/pdf-text';
import { invoiceOcr } from '../src/shared/domain/payments/payment-qr';
import { api, expect, logIn, shot, test } from './fixtures';
import { completedOffer, createFrom, printedPdf, privateClient } from './invoicing-fixtures';

/*
 * Invoicing (issue #16, decision 0036) in the browser: a completed offer to a private person invoiced
 * with "Skapa faktura" — due after the client's 20 days, moved with the date — the editor saying why
 * VAT is charged, completed (the legal contents are there), printed with its OCR number and a payment
 * QR that zbarimg reads back, then credited in full from the editor: a negative credit invoice that
 * settles the invoice.
 */

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFrom = (date: string, days: number) =>
  iso(new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000));

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(' | ')}`);
  expect(serious, what).toEqual([]);
}

test('a completed offer invoiced, explained, completed, printed with OCR and QR, and credited', async ({
  page,
}) => {
  test.setTimeout(210_000);
  await logIn(page, 'demo-admin');
  const mark = `Fakturering ${Date.now().toString(36)}`;
  const clientUid = await privateClient(page, 'Olle Fakturasson');
  const offer = await completedOffer(page, clientUid, mark);

  await page.goto(`/montor/dokument/offer/edit/${offer.uid}`);
  await expect(page.getByTestId('document-title-heading')).toHaveText(`Offert ${offer.number}`);
  const invoiceUid = await createFrom(page, 'Skapa faktura', 'faktura');
  await expect(page.getByTestId('document-mark')).toHaveValue(mark);

  // Due after the client's 20 days; a new date moves the due date with it.
  const today = iso(new Date());
  const due = page.getByLabel('Förfallodag');
  await expect(due).toHaveValue(daysFrom(today, 20));
  const date = page.getByTestId('document-date');
  const earlier = daysFrom(today, -2);
  await date.fill(earlier);
  await date.press('Enter');
  await date.blur();
  await expect(due).toHaveValue(daysFrom(earlier, 20));

  const explanation = page.getByTestId('vat-explanation');
  await expect(explanation).toHaveText('Moms 25 % debiteras: kunden är en privatperson.');
  await expect(page.getByTestId('save-status')).toContainText('Sparat', { timeout: 15_000 });
  await shot(page, 'invoicing-invoice-draft');
  await explanation.scrollIntoViewIfNeeded();
  await shot(page, 'invoicing-vat-explanation');
  await expectAccessible(page, 'the invoice editor with its VAT explanation');

  await page.getByTestId('document-complete').click();
  await expect(page.getByTestId('document-title-heading')).toHaveText(/^Faktura \d+$/);
  const number = Number((await page.getByTestId('document-title-heading').textContent())!.replace(/\D/g, ''));
  await expect(page.getByTestId('readonly-banner')).toContainText(
    'Rätta en slutförd faktura med en kreditfaktura',
  );

  // The printed invoice: its OCR number, and the bank-app QR carrying it, read back by zbarimg.
  const pdf = await printedPdf(page, 'INVOICE', invoiceUid);
  const ocr = invoiceOcr(number);
  expect(pdfText(pdf)).toContain(ocr);
  expect(pdfText(pdf)).toContain('Godkänd för F-skatt');
  const codes = pdfQrCodes(pdf);
  expect(codes).toHaveLength(1);
  expect(codes[0]).toContain(ocr);

  // Credited in full from the editor: negative, "Att återbetala", and the invoice settled.
  const creditUid = await createFrom(page, 'Skapa kreditfaktura', 'kreditfaktura');
  await expect(page.getByTestId('totals-panel')).toContainText('Att återbetala');
  await expect(page.getByTestId('totals-payable')).toContainText(/[−-]/);
  await page.getByTestId('document-complete').click();
  // Joint numbering: the credit takes the next number of the invoices' series (another test running
  // beside this one may have taken some in between).
  const creditHeading = page.getByTestId('document-title-heading');
  await expect(creditHeading).toHaveText(/^Kreditfaktura \d+$/);
  expect(Number((await creditHeading.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(number);
  await shot(page, 'invoicing-credit-invoice');
  const answer = await page.request.get(`/api/doc/payments?docType=INVOICE&docUid=${invoiceUid}`);
  const payments = ((await answer.json()) as { result: { status: string } }).result;
  expect(payments.status).toBe('PAID');
  expect(creditUid).not.toBe(invoiceUid);
});

test('the VAT explanation and a refused completion on a phone', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'demo-admin');
  const clientUid = await privateClient(page, 'Stina Omvänd');
  const draft = await api<{ uid: string }>(page, '/doc/invoice', {
    newVersion: 0,
    data: {
      docDate: iso(new Date()),
      mark: `Omvänd ${Date.now().toString(36)}`,
      clientUid,
      clientAddress: { streetAddress: 'Fakturavägen 12', zipCode: '224 66', city: 'Lund' },
      reverseTaxLiability: true,
      vatRegistrationId: 'SE556677889901',
      items: [
        {
          uid: randomUUID(),
          type: 'OWN_ARTICLE',
          ownArticleType: 'SERVICE',
          code: 'ARB1',
          description: 'Arbete montör',
          quantity: 1000,
          unit: 'tim',
          priceOre: 65_000,
        },
      ],
    },
  });
  await page.goto(`/montor/dokument/faktura/edit/${draft.uid}`);
  const explanation = page.getByTestId('vat-explanation');
  await expect(explanation).toContainText('Omvänd betalningsskyldighet gäller inte privatpersoner');
  await page.getByTestId('document-complete').click();
  await expect(explanation).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('document-title-heading')).toHaveText('Faktura – utkast');
  await explanation.scrollIntoViewIfNeeded();
  await shot(page, 'invoicing-phone-refused');
  await expectAccessible(page, 'the refused invoice on a phone');
});
