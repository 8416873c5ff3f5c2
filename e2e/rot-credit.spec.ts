import { formatKr } from '../src/shared/domain/format';
import { api, expect, logIn, shot, test } from './fixtures';
import { address, createFrom, day, privateClient } from './invoicing-fixtures';
import { bathroomLines, rotCouple } from './rot-fixtures';

/*
 * Crediting the couple's ROT bathroom in full (decision 0044): the total 26 250 kr less the 4 874 kr of
 * ROT never asked of the client = 21 376 kr to refund, and the invoice's ROT case is no longer claimed.
 */
test('a ROT invoice credited in full refunds the client’s part and cancels the ROT claim', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'demo-admin');
  const clientUid = await privateClient(page, 'Anna och Per Ek');
  const invoice = await api<{ uid: string; version: number }>(page, '/doc/invoice', {
    newVersion: 0,
    data: {
      docDate: day(0),
      mark: `ROT-kredit ${Date.now().toString(36)}`,
      clientUid,
      clientAddress: address,
      items: bathroomLines(),
      taxDeduction: rotCouple,
    },
  });
  await api(page, '/doc/complete', { docType: 'INVOICE', docUid: invoice.uid, newVersion: invoice.version });
  await page.goto(`/montor/dokument/faktura/edit/${invoice.uid}`);
  await expect(page.getByTestId('invoice-rot-case').getByTestId('rot-state')).toHaveText(
    'ROT – ej betald av kund',
  );

  await createFrom(page, 'Skapa kreditfaktura', 'kreditfaktura');
  const reversed = page.getByTestId('document-rot-reversed');
  await expect(reversed).toContainText('ROT-avdrag som återförs');
  await expect(reversed.getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('totals-panel')).toContainText('Återfört ROT-avdrag');
  await expect(page.getByTestId('totals-rot')).toHaveText(formatKr(487_400));
  await expect(page.getByTestId('totals-payable')).toHaveText(formatKr(-2_137_600));
  await shot(page, 'rot-credit-editor');
  await page.getByTestId('document-complete').click();
  await expect(page.getByTestId('document-title-heading')).toHaveText(/^Kreditfaktura \d+$/);

  await page.goto(`/montor/dokument/faktura/edit/${invoice.uid}`);
  await expect(page.getByTestId('payment-status')).toHaveText('Betald');
  await expect(page.getByTestId('invoice-rot-case')).toHaveCount(0);
});
