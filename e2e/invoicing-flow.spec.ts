import { bgmaxFile, latin1 } from '../src/server/testing/bgmax-fixtures';
import { pdfQrCodes, pdfText } from '../src/server/testing/pdf-text';
import { formatKr } from '../src/shared/domain/format';
import { invoiceOcr } from '../src/shared/domain/payments/payment-qr';
import { api, expect, logIn, shot, test } from './fixtures';
import {
  address,
  completedOffer,
  createFrom,
  day,
  firmBankgiro,
  latePaidInvoice,
  newClient,
  overdueInvoice,
  printedPdf,
  privateClient,
} from './invoicing-fixtures';

/*
 * The invoicing wave end to end, as issue #16 asks: a completed offer invoiced and completed in the
 * editor, printed with its OCR number and a payment QR read back by zbarimg; a partial payment
 * registered by hand and the rest paid by a BgMax file from the bank; a reminder on another, overdue
 * invoice; an interest invoice for a late-paid one; and a credit invoice that settles an invoice.
 */

test('invoice, print, part-pay, the rest by BgMax, remind, charge interest, credit', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page, 'demo-admin');

  // 1. The offer invoiced and completed in the editor.
  const clientUid = await privateClient(page, 'Greta Flödesson');
  const offer = await completedOffer(page, clientUid, `Flöde ${Date.now().toString(36)}`);
  await page.goto(`/montor/dokument/offer/edit/${offer.uid}`);
  const invoiceUid = await createFrom(page, 'Skapa faktura', 'faktura');
  await expect(page.getByTestId('save-status')).toContainText('Sparat', { timeout: 15_000 });
  await page.getByTestId('document-complete').click();
  const heading = page.getByTestId('document-title-heading');
  await expect(heading).toHaveText(/^Faktura \d+$/);
  const number = Number((await heading.textContent())!.replace(/\D/g, ''));

  // 2. Printed: the OCR number and the payment QR carrying it.
  const pdf = await printedPdf(page, 'INVOICE', invoiceUid);
  const ocr = invoiceOcr(number);
  expect(pdfText(pdf)).toContain(ocr);
  const codes = pdfQrCodes(pdf);
  expect(codes).toHaveLength(1);
  expect(codes[0]).toContain(ocr);

  // 3. A partial payment by hand, then the rest by the bank's file.
  const payments = page.getByTestId('document-payments');
  await payments.getByRole('button', { name: 'Registrera betalning' }).click();
  const form = payments.getByTestId('payment-form');
  await form.getByLabel('Belopp').fill('1000');
  await form.getByRole('button', { name: 'Spara betalning' }).click();
  await expect(form).toBeHidden();
  await expect(payments.getByTestId('payment-status')).toHaveText('Delvis betald');
  const state = await page.request.get(`/api/doc/payments?docType=INVOICE&docUid=${invoiceUid}`);
  const { remainingOre } = ((await state.json()) as { result: { remainingOre: number } }).result;
  expect(remainingOre).toBeGreaterThan(0);

  const file = bgmaxFile({
    bankgiro: await firmBankgiro(page),
    stamp: `${day(0).replaceAll('-', '')}${String(Date.now()).slice(-12)}`,
    deposits: [
      {
        paymentDate: day(0),
        payments: [{ reference: ocr, amountOre: remainingOre, payerName: 'Greta Flödesson' }],
      },
    ],
  });
  await page.goto('/exportlist/bankfiles');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bgmax-flode.txt', mimeType: 'text/plain', buffer: Buffer.from(latin1(file)) });
  await expect(page.getByTestId('bgmax-summary')).toContainText('1 matchade');
  await page.goto(`/montor/dokument/faktura/edit/${invoiceUid}`);
  await expect(payments.getByTestId('payment-status')).toHaveText('Betald');
  await expect(payments.getByTestId('payment-remaining')).toHaveText(formatKr(0));
  await expect(payments.getByTestId('payment-row')).toHaveCount(2);

  // 4. A reminder on another invoice, overdue by 30 days.
  const overdue = await overdueInvoice(page);
  await page.goto(`/montor/dokument/faktura/edit/${overdue.uid}`);
  const reminders = page.getByTestId('document-reminders');
  await reminders.getByRole('button', { name: 'Skapa påminnelse' }).click();
  const dialog = page.getByTestId('reminder-dialog');
  await expect(dialog.getByLabel('Påminnelseavgift')).toHaveValue('60');
  await dialog.getByRole('button', { name: 'Skapa påminnelse' }).click();
  await expect(dialog).toBeHidden();
  await expect(reminders.getByTestId('reminder-row')).toHaveCount(1);
  await expect(reminders.getByTestId('reminder-row')).toContainText('60,00');

  // 5. An interest invoice for an invoice paid 30 days late.
  const lateClient = await newClient(page);
  const lateNumber = await latePaidInvoice(page, lateClient);
  const interestDraft = await api<{ uid: string }>(page, '/doc/interestInvoice', {
    newVersion: 0,
    data: {
      docDate: day(0),
      mark: 'Dröjsmålsränta',
      clientUid: lateClient,
      clientAddress: address,
      items: [],
    },
  });
  await page.goto(`/montor/dokument/rantefaktura/edit/${interestDraft.uid}`);
  const interest = page.getByTestId('interest-section');
  await interest.getByRole('button', { name: 'Lägg till fakturor' }).click();
  const candidates = page.getByRole('dialog', { name: 'Lägg till fakturor' });
  await candidates.getByRole('checkbox', { name: `Välj Faktura ${lateNumber}` }).check();
  await candidates.getByRole('button', { name: /^Lägg till 1/ }).click();
  await expect(candidates).toBeHidden();
  const amount = (await interest.getByTestId('interest-amount').textContent())?.trim() ?? '';
  expect(amount).toMatch(/^\d+,\d\d$/);
  expect(amount).not.toBe('0,00');
  await expect(page.getByTestId('totals-payable')).toContainText(amount);
  await page.getByTestId('document-complete').click();
  await expect(heading).toHaveText(/^Räntefaktura \d+$/);

  // 6. The overdue invoice credited in full from its editor: nothing is owed any more.
  await page.goto(`/montor/dokument/faktura/edit/${overdue.uid}`);
  await createFrom(page, 'Skapa kreditfaktura', 'kreditfaktura');
  await expect(page.getByTestId('totals-panel')).toContainText('Att återbetala');
  await page.getByTestId('document-complete').click();
  await expect(heading).toHaveText(/^Kreditfaktura \d+$/);
  await page.goto(`/montor/dokument/faktura/edit/${overdue.uid}`);
  await expect(payments.getByTestId('payment-status')).toHaveText('Betald');
  await expect(payments.getByTestId('payment-remaining')).toHaveText(formatKr(0));
  await shot(page, 'invoicing-flow-credited');
});
