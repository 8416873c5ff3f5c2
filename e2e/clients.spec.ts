import { expect, logIn, test } from './fixtures';

/** Valid personnummer from the demo data's ROT buyers: the form checks the Luhn digit. */
const PNR_1 = '19650721-4069';
const PNR_2 = '19810114-4072';
const ASSOCIATION_ORG = '769612-3459';

test.describe('clients', () => {
  test('create with two contacts and a ROT buyer, mark as favourite, find by search, survive a stale save', async ({
    page,
    context,
  }) => {
    // One user story from start to finish: many saves and two tabs on a shared, sometimes busy machine.
    test.setTimeout(150_000);
    const name = `Testkund Lindahl ${Date.now()}`;
    await logIn(page, 'demo-admin');
    await page.getByTestId('module-CLIENTS').click();
    await expect(page).toHaveURL(/\/clients\/active$/);
    await page.getByRole('link', { name: 'Ny kund' }).click();

    const form = page.getByTestId('client-form');
    await expect(page.getByTestId('client-code')).toHaveValue(/^\d+$/);

    // The shared rules answer at the fields before anything is sent.
    await page.getByTestId('form-save').click();
    await expect(form.getByText('Detta fält måste fyllas i')).toBeVisible();
    await expect(page.getByTestId('client-name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByTestId('client-name').fill(name);
    await form.getByLabel('Organisationsnummer eller personnummer').fill(PNR_1);
    await page.getByTestId('client-discount').fill('12,5');
    await form.getByLabel('Gatuadress').fill('Storgatan 3');
    await form.getByLabel('Postnummer').fill('22222');
    await form.getByLabel('Ort', { exact: true }).fill('Lund');

    await page.getByTestId('add-contact').click();
    await page.getByTestId('add-contact').click();
    const contacts = page.getByTestId('contact-row');
    await expect(contacts).toHaveCount(2);
    await contacts.nth(0).getByTestId('contact-name').fill('Lena Lindahl');
    await contacts.nth(0).getByTestId('contact-email').fill('lena@');
    await contacts.nth(1).getByTestId('contact-name').fill('Olof Lindahl');
    // Another client already has this mobile number: a warning, not a refusal.
    await contacts.nth(1).getByTestId('contact-mobile').fill('070-174 06 05');
    await contacts.nth(1).getByTestId('contact-mobile').blur();
    await expect(contacts.nth(1).getByTestId('phone-warning')).toContainText(
      'Telefonnumret finns redan hos kunden',
    );
    await contacts.nth(1).getByTestId('contact-mobile').fill('070-555 01 02');
    await contacts.nth(1).getByLabel('Huvudkontakt').check();
    await expect(contacts.nth(0).getByLabel('Huvudkontakt')).not.toBeChecked();

    await page.getByTestId('add-tax-payer').click();
    const payer = page.getByTestId('tax-payer-row').first();
    await payer.getByTestId('tax-payer-name').fill('Lena Lindahl');
    await payer.getByTestId('tax-payer-pnr').fill(PNR_2);
    await payer.getByLabel('Lägenhetsnummer (bostadsrätt)').fill('1102');

    await page.getByTestId('form-save').click();
    // The e-mail and the missing association number are marked at their own fields.
    await expect(contacts.nth(0).getByText('Felaktigt format på e-postadressen')).toBeVisible();
    await expect(payer.getByText('Ange bostadsrättsföreningens organisationsnummer')).toBeVisible();
    await contacts.nth(0).getByTestId('contact-email').fill('lena@lindahl.se');
    await payer.getByLabel('Föreningens organisationsnummer').fill(ASSOCIATION_ORG);

    await page.getByTestId('form-save').click();
    await expect(page.getByText('Kunden är sparad')).toBeVisible();
    await expect(page).toHaveURL(/\/clients\/active\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('client-discount')).toHaveValue('12,5');
    await expect(page.getByTestId('contact-row')).toHaveCount(2);
    await expect(page.getByTestId('contact-row').nth(1).getByLabel('Huvudkontakt')).toBeChecked();
    await expect(page.getByTestId('tax-payer-row')).toHaveCount(1);
    const editUrl = page.url();

    // Favourite from the list, then find it by search with "only favourites" on.
    await page.getByRole('link', { name: 'Kundlistan' }).click();
    const search = page.getByTestId('client-search');
    await search.fill('Lindahl');
    const row = page.getByTestId('client-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Olof Lindahl');
    await row.getByTestId('favorite-star').click();
    await expect(row.getByTestId('favorite-star')).toHaveAttribute('aria-pressed', 'true');
    // The filter lives in the address, so the box turns checked a moment after the click: wait for it.
    await page.getByTestId('only-favorites').click();
    await expect(page.getByTestId('only-favorites')).toBeChecked();
    await expect(page).toHaveURL(/favoriter=1/);
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    await expect(page.getByTestId('client-row').first()).toContainText(name);

    // Two tabs on the same client: the second saves first, the first one's save is refused (409).
    await page.goto(editUrl);
    await expect(page.getByTestId('client-name')).toHaveValue(name);
    const other = await context.newPage();
    await other.goto(editUrl);
    await other.getByLabel('Betalare').fill('Lindahl Fastigheter AB');
    await other.getByTestId('form-save').click();
    await expect(other.getByText('Kunden är sparad')).toBeVisible();
    await other.close();

    await page.getByLabel('Anteckningar').fill('Portkod 1234, nyckel hos grannen');
    await page.getByTestId('form-save').click();
    const conflict = page.getByTestId('conflict-alert');
    await expect(conflict).toBeVisible();
    await expect(page.getByLabel('Anteckningar')).toHaveValue('Portkod 1234, nyckel hos grannen');
    await expect(page.getByLabel('Betalare')).toHaveValue('');

    await conflict.getByRole('button', { name: 'Ladda om och behåll mina ändringar' }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByLabel('Betalare')).toHaveValue('Lindahl Fastigheter AB');
    await expect(page.getByLabel('Anteckningar')).toHaveValue('Portkod 1234, nyckel hos grannen');
    await page.getByTestId('form-save').click();
    await expect(page.getByText('Kunden är sparad')).toBeVisible();
    await expect(page.getByTestId('form-action-bar')).toContainText('Inga osparade ändringar');

    await page.reload();
    await expect(page.getByLabel('Betalare')).toHaveValue('Lindahl Fastigheter AB');
    await expect(page.getByLabel('Anteckningar')).toHaveValue('Portkod 1234, nyckel hos grannen');
  });

  test('a taken client number is marked at the field and leaving with unsaved edits asks first', async ({
    page,
  }) => {
    await logIn(page, 'demo-anvandare');
    await page.goto('/clients/active/new');
    const code = page.getByTestId('client-code');
    await expect(code).toHaveValue(/^\d+$/);
    await code.fill('1001');
    await code.blur();
    await expect(page.getByText('Det här kundnumret finns redan')).toBeVisible();

    await page.getByRole('link', { name: 'Kundlistan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lämna sidan utan att spara?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stanna kvar' }).click();
    await expect(page).toHaveURL(/\/clients\/active\/new$/);
    await expect(code).toHaveValue('1001');

    await page.getByRole('link', { name: 'Kundlistan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lämna sidan' }).click();
    await expect(page).toHaveURL(/\/clients\/active$/);
  });
});
