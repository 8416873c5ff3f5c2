import type { Browser, Page } from '@playwright/test';
import { samplePng } from '../src/server/testing/sample-files';
import { actAsEmployee, logInAsProviderAdmin } from './admin-fixtures';
import { expectAxeClean } from './axe';
import { expect, shot, test } from './fixtures';

/*
 * The provider writes the firms' start page (decision 0065): a content section written with the rich-text
 * editor (bold and a bulleted list), a banner with an uploaded picture that opens it, both published; a
 * firm's employee then opens the banner on Mina sidor and reads the formatted text in its dialog. At
 * 1366×768 and 390×844, axe-clean. A published banner is every firm's, so this runs with the
 * provider-wide specs (playwright.config.ts) and deletes what it made at the end.
 */
test.describe.configure({ timeout: 150_000, mode: 'serial' });

const sizes = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  return context.newPage();
}

async function writeSection(admin: Page, title: string, size: string) {
  await admin.getByRole('button', { name: 'Nytt avsnitt' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Nytt innehållsavsnitt' });
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Detta fält måste fyllas i')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Rubrik' }).fill(title);
  const editor = dialog.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await admin.keyboard.type('Lagren har öppet ');
  await dialog.getByRole('button', { name: 'Fetstil' }).click();
  await admin.keyboard.type('hela mellandagarna');
  await dialog.getByRole('button', { name: 'Fetstil' }).click();
  await admin.keyboard.type('.');
  await admin.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Punktlista' }).click();
  await admin.keyboard.type('Lund 07.00–16.00');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('Malmö 07.00–15.00');
  await expect(editor.locator('strong')).toHaveText('hela mellandagarna');
  await expect(editor.locator('ul > li')).toHaveCount(2);
  await expectAxeClean(admin, { what: `the section dialog with the editor (${size})` });
  await shot(admin, `admin-cabinet-section-dialog-${size}`);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  const card = admin.getByTestId('admin-section').filter({ hasText: title });
  await expect(card).toContainText('Utkast');
  await expect(card.locator('strong')).toHaveText('hela mellandagarna');
  await card.getByRole('button', { name: `Publicera ${title}` }).click();
  await expect(card).toContainText('Publicerad');
}

async function makeBanner(admin: Page, title: string, sectionTitle: string, size: string) {
  await admin.getByRole('button', { name: 'Ny banner' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Ny banner' });
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Välj en bild')).toBeVisible();
  // The picture is checked by its bytes as soon as it is chosen: a PDF named .png is refused.
  const picture = dialog.locator('input[type="file"]');
  await picture.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4\n'),
  });
  await expect(
    dialog.getByText('Fel filtyp. Bilden måste vara en PNG-, JPEG- eller WebP-fil.'),
  ).toBeVisible();
  await picture.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: samplePng(48, 0, 18) });
  await expect(dialog.getByTestId('picture-preview')).toBeVisible();
  await dialog.getByLabel('Bildbeskrivning').fill('Lagerhylla med rör i mellandagarna');
  await dialog.getByTestId('picture-preview').scrollIntoViewIfNeeded();
  await shot(admin, `admin-cabinet-banner-picture-${size}`);
  await dialog.getByRole('textbox', { name: 'Rubrik' }).fill(title);
  await dialog.getByLabel('Text', { exact: true }).fill('Se när lagren har öppet mellan jul och nyår.');
  await dialog.getByText('Innehållsavsnitt', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Innehållsavsnitt' }).click();
  await admin.getByRole('option', { name: sectionTitle }).click();
  await dialog.getByLabel('Knapptext').fill('Visa öppettiderna');
  await expectAxeClean(admin, { what: `the banner dialog (${size})` });
  await shot(admin, `admin-cabinet-banner-dialog-${size}`);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  const card = admin.getByTestId('admin-banner').filter({ hasText: title });
  await expect(card).toContainText('Utkast');
  await expect(card).toContainText(`Innehållsavsnitt: ${sectionTitle}`);
  await expect(card.getByRole('img', { name: 'Lagerhylla med rör i mellandagarna' })).toBeVisible();
  await card.getByRole('button', { name: `Publicera ${title}` }).click();
  await expect(card).toContainText('Publicerad');
}

async function remove(admin: Page, testId: string, title: string) {
  const card = admin.getByTestId(testId).filter({ hasText: title });
  await card.getByRole('button', { name: `Ta bort ${title}` }).click();
  await admin
    .getByRole('dialog', { name: `Ta bort ${title}?` })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expect(card).toHaveCount(0);
}

for (const [size, viewport] of Object.entries(sizes)) {
  test(`${size}: a section written with the editor, a banner opening it, read by a firm's employee`, async ({
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const sectionTitle = `Mellandagarna ${size} ${stamp}`;
    const bannerTitle = `Öppet i mellandagarna ${size} ${stamp}`;
    const admin = await newPage(browser, viewport);
    await logInAsProviderAdmin(admin, 'startsida');
    await expect(admin.getByTestId('admin-banner').first()).toBeVisible();
    await expect(admin.getByTestId('admin-flipbook').first()).toBeVisible();
    await expectAxeClean(admin, { what: `the start page tab (${size})` });
    await shot(admin, `admin-cabinet-${size}`, true);

    await writeSection(admin, sectionTitle, size);
    await makeBanner(admin, bannerTitle, sectionTitle, size);
    // While a published banner opens it, the section stays published.
    const sectionCard = admin.getByTestId('admin-section').filter({ hasText: sectionTitle });
    await expect(sectionCard).toContainText(`Öppnas av: ${bannerTitle}`);
    await sectionCard.getByRole('button', { name: `Avpublicera ${sectionTitle}` }).click();
    await expect(admin.getByText(/Avsnittet kan inte avpubliceras/)).toBeVisible();
    await expect(sectionCard).toContainText('Publicerad');

    const employee = await newPage(browser, viewport);
    await actAsEmployee(employee, '100245', 'demo-anvandare');
    const banner = employee.getByTestId('cabinet-banner').filter({ hasText: bannerTitle });
    await expect(banner.getByRole('img', { name: 'Lagerhylla med rör i mellandagarna' })).toBeVisible();
    await banner.getByRole('button', { name: 'Visa öppettiderna' }).click();
    const dialog = employee.getByRole('dialog', { name: sectionTitle });
    const body = dialog.getByTestId('content-section-body');
    await expect(body.locator('strong')).toHaveText('hela mellandagarna');
    await expect(body.locator('li')).toHaveText(['Lund 07.00–16.00', 'Malmö 07.00–15.00']);
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectAxeClean(employee, { what: `the banner's section on Mina sidor (${size})` });
    await shot(employee, `admin-cabinet-firm-section-${size}`);
    await employee.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Put the start page back as the other specs know it.
    await remove(admin, 'admin-banner', bannerTitle);
    await remove(admin, 'admin-section', sectionTitle);
    await employee.reload();
    await expect(employee.getByTestId('cabinet-banner').first()).toBeVisible();
    await expect(employee.getByTestId('cabinet-banner').filter({ hasText: bannerTitle })).toHaveCount(0);
    await employee.context().close();
    await admin.context().close();
  });
}
