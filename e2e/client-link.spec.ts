import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';
import { completedInvoice } from './payment-fixtures';

/*
 * The client's link (issue #21): an ÄTA sent by e-mail with a personal link, the link read from the
 * development outbox and opened on a phone without a login, accepted with a name, and the firm's editor
 * showing who accepted it; the page passes axe, and a wrong token gets the one neutral page.
 */

const PHONE = { width: 390, height: 844 };

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A free line: thousandths of the unit, the unit price in öre. */
function freeLine(code: string, description: string, quantity: number, priceOre: number) {
  const unit = code.startsWith('ARB') ? 'tim' : 'st';
  return {
    uid: crypto.randomUUID(),
    type: 'NOMENCLATURE',
    nomenclatureItemType: 'FREE',
    code,
    description,
    quantity,
    unit,
    priceOre,
  };
}

/** An ÄTA of one free line (2 000 kr + VAT) to Karin Ek, whose address the send dialog ticks. */
async function ata(page: Page, mark: string): Promise<string> {
  const draft = await api<{ uid: string }>(page, '/doc/additionalEstimate', {
    newVersion: 0,
    data: {
      docDate: today(),
      mark,
      title: 'Extra golvbrunn i tvättstugan',
      clientContact: { name: 'Karin Ek', phone: '', mobile: '', email: 'karin.ek@example.se' },
      items: [freeLine('GB-1', 'Golvbrunn med klämring, monterad', 1000, 200_000)],
    },
  });
  return draft.uid;
}

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, what).toEqual([]);
}

/** Sends the open document with the link ticked and returns the link from the development outbox. */
async function sendWithLink(page: Page, subject: string): Promise<string> {
  await page.getByTestId('send-mail-button').click();
  const dialog = page.getByRole('dialog', { name: 'Skicka med e-post' });
  await expect(dialog.getByRole('checkbox', { name: /karin\.ek@example\.se/ })).toBeChecked();
  await dialog.getByTestId('send-mail-subject').fill(subject);
  await dialog.getByRole('checkbox', { name: 'Bifoga personlig länk' }).check();
  await dialog.getByTestId('send-mail-submit').click();
  await expect(dialog).toBeHidden();
  const log = page.getByTestId('document-mail-log');
  await expect(log.getByTestId('mail-log-status').first()).toContainText('Skickad', { timeout: 20_000 });

  await page.goto('/dev/outbox');
  const mail = page.getByTestId('outbox-mail').filter({ hasText: subject });
  await mail.getByRole('button').first().click();
  const text = (await mail.getByTestId('outbox-text').textContent()) ?? '';
  const url = /https?:\/\/\S+\/lank\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(url, text).toBeTruthy();
  return url!;
}

test('an ÄTA sent with a link is accepted on a phone, and the editor shows it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await logIn(page, 'demo-admin');
  const mark = `Kundlänk ${Date.now().toString(36)}`;
  const uid = await ata(page, mark);
  const editorPath = `/montor/dokument/fakturaunderlag/edit/${uid}`;
  await page.goto(editorPath);
  const card = page.getByTestId('document-client-link');
  await expect(card.getByTestId('client-link-state')).toContainText('Ingen länk ännu');
  const url = await sendWithLink(page, `ÄTA ${mark}`);

  // The client: another browser, no login, on a phone.
  const client = await browser.newContext({
    viewport: PHONE,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  const phone = await client.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(/^ÄTA/);
  await expect(phone.getByTestId('client-link-firm')).toContainText('Rörfirman Demo AB');
  await expect(phone.getByText('Golvbrunn med klämring, monterad')).toBeVisible();
  await expect(phone.getByTestId('public-payable')).toHaveText('2\u00a0500,00\u00a0kr');
  await expect(phone.getByTestId('header-login')).toHaveCount(0);
  await expectAccessible(phone, 'the client link page');
  await shot(phone, 'client-link-phone', true);

  const pdf = await phone.request.get((await phone.getByTestId('client-link-pdf').getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The name is asked for first; then the acceptance.
  await phone.getByTestId('client-link-accept').click();
  await expect(phone.getByText('Skriv ditt namn')).toBeVisible();
  await phone.getByRole('textbox', { name: /Ditt namn/ }).fill('Karin Ek');
  await phone.getByRole('textbox', { name: 'Kommentar (valfri)' }).fill('Går bra vecka 49.');
  await phone.getByTestId('client-link-accept').click();
  const decision = phone.getByTestId('client-link-decision');
  await expect(decision).toContainText('Tack för ditt svar!');
  await expect(decision).toContainText('Accepterad av Karin Ek');
  await expect(phone.getByTestId('client-link-decision-form')).toHaveCount(0);
  await expectAccessible(phone, 'the client link page after the answer');
  await shot(phone, 'client-link-accepted-phone', true);

  // Opened again: the decision stands, no form.
  await phone.reload();
  await expect(phone.getByTestId('client-link-decision')).toContainText('Accepterad av Karin Ek');
  await expect(phone.getByTestId('client-link-accept')).toHaveCount(0);
  await client.close();

  // The firm's editor shows who accepted, when, and the comment.
  await page.goto(editorPath);
  await expect(card.getByTestId('client-link-state')).toHaveText(
    /^Accepterad av Karin Ek \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  );
  await expect(card.getByTestId('client-link-comment')).toContainText('Går bra vecka 49.');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'client-link-card-phone');
  await expectAccessible(page, 'the editor with the client link card');

  // The firm was told on its dashboard.
  await page.goto('/');
  await expect(page.getByTestId('firm-notices')).toContainText('Karin Ek accepterade');

  // The list filters on the state.
  await page.goto('/montor/dokument/fakturaunderlag/list?kundlank=accepterad');
  await expect(page.getByTestId('document-row').filter({ hasText: mark })).toHaveCount(1);
  await page.goto('/montor/dokument/fakturaunderlag/list?kundlank=avbojd');
  await expect(page.getByTestId('document-row').filter({ hasText: mark })).toHaveCount(0);
});

test('a wrong token gets the one neutral page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/lank/detta-ar-ingen-riktig-lank-0123456789abcdefghijklmnopq');
  await expect(page.getByRole('heading', { name: 'Länken går inte att öppna' })).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  await expectAccessible(page, 'the neutral page');
  await shot(page, 'client-link-unavailable-phone');
});

test('at 1366 px: an offer link made in the editor, opened, accepted and revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await logIn(page, 'demo-admin');
  const mark = `Offertlänk ${Date.now().toString(36)}`;
  const offer = await api<{ uid: string }>(page, '/doc/offer', {
    newVersion: 0,
    data: {
      docDate: today(),
      mark,
      title: 'Nytt badrum',
      items: [
        freeLine('DV-90', 'Duschvägg 90 cm, klarglas', 1000, 640_000),
        freeLine('WC-1', 'Vägghängd toalett med fixtur', 1000, 890_000),
        freeLine('ARB-1', 'Montering och rörarbete', 12_500, 65_000),
      ],
    },
  });
  await page.goto(`/montor/dokument/offer/edit/${offer.uid}`);
  const card = page.getByTestId('document-client-link');
  await card.getByTestId('client-link-create').click();
  const url = await card.getByTestId('client-link-url').inputValue();
  expect(url).toMatch(/\/lank\/[A-Za-z0-9_-]{43}$/);
  await expect(card.getByTestId('client-link-badge')).toHaveText('Skickad');
  await expect(card.getByTestId('client-link-state')).toContainText('kunden har inte öppnat länken');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'client-link-card-desktop');
  await expectAccessible(page, 'the offer editor with a new link');

  const client = await browser.newContext({ locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const desk = await client.newPage();
  await desk.setViewportSize({ width: 1366, height: 768 });
  await desk.goto(url);
  await expect(desk.getByTestId('public-lines').or(desk.getByTestId('public-totals')).first()).toBeVisible();
  await expectAccessible(desk, 'the client link page at 1366 px');
  await shot(desk, 'client-link-desktop', true);
  await desk.getByRole('textbox', { name: /Ditt namn/ }).fill('Per Ek');
  await desk.getByTestId('client-link-accept').click();
  await expect(desk.getByTestId('client-link-decision')).toContainText('Accepterad av Per Ek');
  await client.close();

  // The editor with its cards can take a while on the shared test server after a reload.
  await page.reload();
  await expect(card.getByTestId('client-link-state')).toContainText('Accepterad av Per Ek', {
    timeout: 30_000,
  });
  // The accepted offer becomes the work or the order at once.
  await card.getByRole('button', { name: 'Skapa arbetsorder / beställning' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Skapa beställning', 'Skapa arbetsorder']);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'client-link-card-accepted-desktop');
  await page.keyboard.press('Escape');
  // Revoked, the link gets the neutral page.
  await card.getByTestId('client-link-revoke').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Återkalla' }).click();
  await expect(card.getByTestId('client-link-revoke')).toHaveCount(0);
  const after = await page.request.get(
    url.replace(/^https?:\/\/[^/]+/, '').replace('/lank/', '/api/public/clientLink/'),
  );
  expect(after.status()).toBe(404);
});

test('an invoice link shows the payment details on a phone, and nothing to accept', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await logIn(page, 'demo-admin');
  const invoice = await completedInvoice(page, 'Fakturalänk');
  const made = await api<{ url: string }>(page, '/doc/clientLinks/create', {
    docType: 'INVOICE',
    docUid: invoice.uid,
  });
  const client = await browser.newContext({
    viewport: PHONE,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  const phone = await client.newPage();
  await phone.goto(made.url);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(`Faktura ${invoice.number}`);
  await expect(phone.getByTestId('public-pay-ocr')).toHaveText(/^\d+$/);
  await expect(phone.getByRole('region', { name: 'Betalning' })).toContainText('Bankgiro');
  // The demo firm prints no payment QR (a company setting, decision 0030): the page then shows none either.
  await expect(phone.getByRole('img', { name: 'QR-kod för betalningen' })).toHaveCount(0);
  await expect(phone.getByTestId('client-link-accept')).toHaveCount(0);
  await expectAccessible(phone, 'the invoice link page');
  await shot(phone, 'client-link-invoice-phone', true);
  await client.close();
});
