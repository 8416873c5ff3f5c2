import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/** Relations and create-from (issue #6): offer → work order → invoice, and the links seen both ways. */

async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
}

function editorUid(page: Page, slug: string): string {
  const match = new RegExp(`/${slug}/edit/([0-9a-f-]{36})$`).exec(page.url());
  if (!match) throw new Error(`Not a ${slug} editor address: ${page.url()}`);
  return match[1]!;
}

async function createFrom(page: Page, label: string, slug: string) {
  await page.getByTestId('create-from-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/edit/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('grid-row')).toHaveCount(1);
  return editorUid(page, slug);
}

async function openRelations(page: Page) {
  await page.getByTestId('relations-button').click();
  const dialog = page.getByRole('dialog', { name: 'Relationer' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an offer turned into a work order and an invoice, the relations seen both ways', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'demo-admin');
  await page.goto('/montor/dokument/offer/new');
  await page.getByTestId('document-mark').fill('Villa Ek relationer');
  await expect(page).toHaveURL(/\/offer\/edit\/[0-9a-f-]{36}$/);
  const offer = editorUid(page, 'offer');
  const input = page.getByTestId('grid-add-input');
  await input.focus();
  await page.keyboard.type('ARB1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-row')).toHaveCount(1);
  await expectSaved(page);

  const workOrder = await createFrom(page, 'Skapa arbetsorder', 'workorder');
  await expect(page.getByText('Arbetsordern skapades från offert (utkast)')).toBeVisible();
  await expect(page.getByTestId('document-mark')).toHaveValue('Villa Ek relationer');
  const invoice = await createFrom(page, 'Skapa faktura', 'faktura');
  expect(invoice).not.toBe(workOrder);

  await page.goto(`/montor/dokument/workorder/edit/${workOrder}`);
  const dialog = await openRelations(page);
  const sources = dialog.getByTestId('relations-sources');
  const targets = dialog.getByTestId('relations-targets');
  await expect(sources.getByRole('row')).toHaveCount(2);
  await expect(sources).toContainText('Villa Ek relationer');
  await expect(targets.getByRole('link', { name: 'Faktura – utkast' })).toBeVisible();

  await sources.getByRole('link', { name: 'Offert – utkast' }).click();
  await expect(page).toHaveURL(new RegExp(`/offer/edit/${offer}$`));
  const fromOffer = await openRelations(page);
  await expect(fromOffer.getByTestId('relations-sources')).toContainText('Inga dokument.');
  await fromOffer
    .getByTestId('relations-targets')
    .getByRole('link', { name: 'Arbetsorder – utkast' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/workorder/edit/${workOrder}$`));

  const again = await openRelations(page);
  await again.getByRole('checkbox', { name: 'Markera Faktura – utkast' }).check();
  await again.getByTestId('relations-remove').click();
  await expect(page.getByText('Borttagen från länkar')).toBeVisible();
  await expect(again.getByTestId('relations-targets')).toContainText('Inga dokument.');
  await expect(again.getByTestId('relations-sources')).toContainText('Villa Ek relationer');
});
