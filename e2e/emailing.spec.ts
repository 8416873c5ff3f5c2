import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';

/*
 * Sending by e-mail (issue #15): an offer sent from the editor to the client's contact on the document
 * and to the employee, with a document attachment; the mail in the development outbox (From, Reply-To,
 * recipients, the PDF and the attachment, which opens) and in the document's sent log.
 */

const drawing = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n% Ritning\n%%EOF\n', 'latin1');

async function offerWithAttachment(page: Page, mark: string): Promise<string> {
  const draft = await api<{ uid: string }>(page, '/doc/offer', {
    newVersion: 0,
    data: {
      docDate: new Date().toISOString().slice(0, 10),
      mark,
      clientContact: { name: 'Karin Ek', phone: '', mobile: '', email: 'karin.ek@example.se' },
    },
  });
  const current = await page.request.get('/api/auth/current');
  const { result } = (await current.json()) as { result: { instanceToken: string } };
  const query = new URLSearchParams({ docType: 'OFFER', docUid: draft.uid, fileName: 'Ritning badrum.pdf' });
  const upload = await page.request.post(`/api/doc/docAttachment?${query}`, {
    headers: { 'X-Instance-Token': result.instanceToken, 'Content-Type': 'application/octet-stream' },
    data: drawing,
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  return draft.uid;
}

async function expectNoSeriousViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('an offer sent by e-mail reaches the outbox with its PDF and attachment, and the sent log', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page, 'demo-admin');
  const mark = `E-post ${Date.now().toString(36)}`;
  const uid = await offerWithAttachment(page, mark);
  await page.goto(`/montor/dokument/offer/edit/${uid}`);
  await expect(page.getByTestId('document-mail-log')).toContainText(
    'Dokumentet har inte skickats med e-post ännu.',
  );

  await page.getByTestId('send-mail-button').click();
  const dialog = page.getByRole('dialog', { name: 'Skicka med e-post' });
  await expect(dialog.getByTestId('send-mail-subject')).toHaveValue('Offert från Rörfirman Demo AB');
  await expect(dialog.getByTestId('send-mail-message')).toHaveValue(
    /^Hej!\n\nHär kommer offert från Rörfirman Demo AB\./,
  );
  const client = dialog.getByRole('checkbox', { name: /karin\.ek@example\.se/ });
  await expect(client).toBeChecked();
  await dialog.getByRole('checkbox', { name: /anna\.lindqvist@rorfirman-demo\.se/ }).check();
  await dialog.getByRole('checkbox', { name: /Ritning badrum\.pdf/ }).check();
  await dialog.getByTestId('send-mail-subject').fill(`Offert ${mark}`);
  await expect(dialog).toHaveCSS('opacity', '1');
  await shot(page, 'emailing-dialog-desktop');
  await expectNoSeriousViolations(page, '[role="dialog"]');

  await dialog.getByTestId('send-mail-submit').click();
  await expect(page.getByText('E-postmeddelandet har skickats')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The job runner sends within a second or two; the log asks again while the mail is queued.
  const log = page.getByTestId('document-mail-log');
  const entry = log.getByTestId('mail-log-entry').first();
  await expect(entry.getByTestId('mail-log-status')).toContainText('Skickad', { timeout: 20_000 });
  await expect(entry).toContainText('Till karin.ek@example.se, anna.lindqvist@rorfirman-demo.se');
  await expect(entry).toContainText('Anna Lindqvist');
  await expect(entry).toContainText('Ritning badrum.pdf');
  await entry.scrollIntoViewIfNeeded();
  await shot(page, 'emailing-log-desktop');
  await expectNoSeriousViolations(page, '[data-testid="document-mail-log"]');

  await page.goto('/dev/outbox');
  const mail = page.getByTestId('outbox-mail').filter({ hasText: `Offert ${mark}` });
  await mail.getByRole('button').first().click();
  const headers = mail.getByTestId('outbox-headers');
  await expect(headers).toContainText('"Rörfirman Demo AB via Montör" <noreply@montor.local>');
  await expect(headers).toContainText('anna.lindqvist@rorfirman-demo.se');
  await expect(headers).toContainText('karin.ek@example.se, anna.lindqvist@rorfirman-demo.se');
  const files = mail.getByTestId('outbox-attachment');
  await expect(files).toHaveCount(2);
  await expect(files.nth(0)).toContainText('.pdf');
  await expect(files.nth(1)).toContainText('Ritning badrum.pdf');
  const link = await files.nth(1).getByRole('link').getAttribute('href');
  const file = await page.request.get(link!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).equals(drawing)).toBe(true);
  const pdfLink = await files.nth(0).getByRole('link').getAttribute('href');
  expect((await (await page.request.get(pdfLink!)).body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'emailing-outbox-desktop');
  await expectNoSeriousViolations(page, '[data-testid="outbox"]');
});

test('on a phone the dialog fills the screen and the sent log reads', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'demo-admin');
  const uid = await offerWithAttachment(page, `Mobil ${Date.now().toString(36)}`);
  await page.goto(`/montor/dokument/offer/edit/${uid}`);
  await page.getByTestId('send-mail-button').click();
  const dialog = page.getByRole('dialog', { name: 'Skicka med e-post' });
  await expect(dialog.getByTestId('send-mail-subject')).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  await shot(page, 'emailing-dialog-phone');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  // Nothing ticked: the Swedish message at the field, nothing sent.
  await dialog.getByRole('checkbox', { name: /karin\.ek@example\.se/ }).uncheck();
  await dialog.getByTestId('send-mail-submit').click();
  await expect(dialog.getByText('Välj minst en mottagare')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /karin\.ek@example\.se/ }).check();
  await dialog.getByTestId('send-mail-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('mail-log-entry')).toHaveCount(1);
  await page.getByTestId('document-mail-log').scrollIntoViewIfNeeded();
  await shot(page, 'emailing-log-phone');
});
