import type { Page } from '@playwright/test';
import { addLine, expectSaved } from './editor-fixtures';
import { expect, logIn, shot, test } from './fixtures';

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

/** A new offer with one hour of work (ARB1), saved, as demo-admin; answers the offer's uid. */
async function offerWithWork(page: Page, mark: string): Promise<string> {
  await logIn(page, 'demo-admin');
  await page.goto('/montor/dokument/offer/new');
  await page.getByTestId('document-mark').fill(mark);
  await expect(page).toHaveURL(/\/offer\/edit\/[0-9a-f-]{36}$/);
  const offer = editorUid(page, 'offer');
  await addLine(page, 'ARB1', 1, true);
  await expectSaved(page);
  return offer;
}

test('an offer turned into a work order and an invoice, the relations seen both ways', async ({ page }) => {
  test.setTimeout(180_000);
  const offer = await offerWithWork(page, 'Villa Ek relationer');

  const workOrder = await createFrom(page, 'Skapa arbetsorder', 'workorder');
  await expect(page.getByText('Arbetsordern skapades från offert (utkast)')).toBeVisible();
  await expect(page.getByTestId('document-mark')).toHaveValue('Villa Ek relationer');
  // A work order's invoice asks how its logged time is billed (decision 0048) before it is made.
  await page.getByTestId('create-from-menu').click();
  await page.getByRole('menuitem', { name: 'Skapa faktura' }).click();
  await page.getByRole('dialog', { name: 'Skapa faktura' }).getByTestId('create-from-confirm').click();
  await expect(page).toHaveURL(/\/faktura\/edit\/[0-9a-f-]{36}$/);
  const invoice = editorUid(page, 'faktura');
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

test('a partial invoice of an offer: the amount at its field, what is left refused beyond', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const offer = await offerWithWork(page, 'Villa Ek delfaktura');

  // 650 kr work + 25 % VAT = 812,50, to pay 813 kr.
  await page.getByTestId('create-from-menu').click();
  await page.getByRole('menuitem', { name: 'Skapa delfaktura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skapa delfaktura' });
  const amount = dialog.getByTestId('partial-invoice-sum');
  await amount.fill('900');
  await dialog.getByTestId('create-from-confirm').click();
  await expect(
    dialog.getByText('Delbeloppet får vara högst 813,00 kr, det som är kvar att fakturera'),
  ).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Kontrollera uppgifterna')).toHaveCount(0);
  await shot(page, 'partial-dialog-1366');
  await amount.fill('500');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByTestId('create-from-confirm').click();
  await expect(page).toHaveURL(/\/faktura\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('grid-row')).toHaveCount(2);
  await expect(page.getByTestId('grid-row').first()).toContainText(
    'Delfakturering enligt offert ”Villa Ek delfaktura”',
  );
  await expect(page.getByTestId('totals-panel')).toContainText('500,00');
  await expect(page.getByTestId('totals-panel')).toContainText('100,00');
  await shot(page, 'partial-invoice-1366', true);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'partial-invoice-390', true);
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.goto(`/montor/dokument/offer/edit/${offer}`);
  await page.getByTestId('create-from-menu').click();
  await page.getByRole('menuitem', { name: 'Skapa delfaktura' }).click();
  await dialog.getByTestId('partial-invoice-sum').fill('400');
  await dialog.getByTestId('create-from-confirm').click();
  await expect(
    dialog.getByText('Delbeloppet får vara högst 313,00 kr, det som är kvar att fakturera'),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByTestId('create-from-confirm')).toBeInViewport();
  await shot(page, 'partial-dialog-390');
});
