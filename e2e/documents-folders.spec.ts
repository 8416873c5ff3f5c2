import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/**
 * Document folders, archive and trash (issue #6): an offer made in the editor is moved into a new folder,
 * archived, found in the archive, brought back, deleted and restored from the trash — all from the list.
 */

function rowOf(page: Page, mark: string) {
  return page.getByTestId('document-row').filter({ hasText: mark });
}

async function selectRow(page: Page, mark: string) {
  await rowOf(page, mark).getByTestId('document-select').check();
  await expect(page.getByTestId('document-selection')).toContainText('1 dokument markerat');
}

async function expectNotice(page: Page, text: string) {
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: text })).toBeVisible();
}

function folderItem(page: Page, name: string) {
  return page.getByTestId('folder-panel').locator(`[data-folder-name="${name}"]`);
}

test('an offer moved into a new folder, archived, unarchived, deleted and restored from the trash', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const mark = `Mapptest ${suffix}`;
  const folderName = `Holm ${suffix}`;
  await logIn(page, 'demo-admin');

  await page.goto('/montor/dokument/offer/new');
  await page.getByTestId('document-mark').fill(mark);
  await expect(page).toHaveURL(/\/offer\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

  await page.goto(`/montor/dokument/offer/list?q=${encodeURIComponent(mark)}`);
  await expect(rowOf(page, mark)).toHaveCount(1);

  // A new folder from the panel.
  await page.getByTestId('folder-new').click();
  await page.getByTestId('folder-name').fill(folderName);
  await page.getByTestId('folder-name-save').click();
  await expectNotice(page, `Mappen ${folderName} är skapad`);
  await expect(folderItem(page, folderName)).toContainText('0');

  // Move the offer there: it leaves the top level and the folder counts it.
  await selectRow(page, mark);
  await page.getByTestId('bulk-move').click();
  await page.getByTestId('move-target').click();
  await page.getByRole('option', { name: folderName, exact: true }).click();
  await page.getByTestId('move-confirm').click();
  await expectNotice(page, '1 dokument flyttade');
  await expect(rowOf(page, mark)).toHaveCount(0);
  await expect(folderItem(page, folderName)).toContainText('1');

  // The folder's own address, with the search kept and the breadcrumbs showing the way.
  await folderItem(page, folderName).getByRole('link').click();
  await expect(page).toHaveURL(/\/offer\/folder\/[0-9a-f-]{36}\?q=/);
  await expect(page.getByTestId('folder-breadcrumbs')).toContainText(`Alla offerter›${folderName}`);
  await expect(rowOf(page, mark)).toHaveCount(1);
  await expect(rowOf(page, mark)).toContainText('Utkast');

  // Archive it; it is found in the archive (in its folder there too).
  await selectRow(page, mark);
  await page.getByTestId('bulk-archive').click();
  await expectNotice(page, '1 dokument arkiverade');
  await expect(rowOf(page, mark)).toHaveCount(0);
  await page.getByTestId('folder-archive').getByRole('link').click();
  await expect(page).toHaveURL(/\/offer\/specialFolder\/archived\?q=/);
  await expect(rowOf(page, mark)).toHaveCount(1);
  await folderItem(page, folderName).getByRole('link').click();
  await expect(page).toHaveURL(/\/offer\/specialFolder\/archived\/folder\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('folder-breadcrumbs')).toContainText(`Alla offerter›Arkiv›${folderName}`);
  await expect(rowOf(page, mark)).toHaveCount(1);

  // Back from the archive: it is in its folder again.
  await selectRow(page, mark);
  await page.getByTestId('bulk-unarchive').click();
  await expectNotice(page, '1 dokument återställda från arkivet');
  await expect(rowOf(page, mark)).toHaveCount(0);
  await page.getByTestId('folder-root').getByRole('link').click();
  await folderItem(page, folderName).getByRole('link').click();
  await expect(rowOf(page, mark)).toHaveCount(1);

  // Delete it (to the trash), then restore it from there.
  await selectRow(page, mark);
  await page.getByTestId('bulk-delete').click();
  await expect(page.getByTestId('delete-dialog')).toContainText('papperskorgen');
  await page.getByTestId('delete-confirm').click();
  await expectNotice(page, '1 dokument flyttade till papperskorgen');
  await expect(rowOf(page, mark)).toHaveCount(0);
  await page.getByTestId('folder-trash').getByRole('link').click();
  await expect(page).toHaveURL(/\/offer\/specialFolder\/deleted\?q=/);
  await expect(rowOf(page, mark)).toHaveCount(1);
  await selectRow(page, mark);
  await page.getByTestId('bulk-restore').click();
  await expectNotice(page, '1 dokument återställda från papperskorgen');
  await expect(rowOf(page, mark)).toHaveCount(0);

  // Restored where it was: in the folder, and the back button leads through the same lists.
  await page.getByTestId('folder-root').getByRole('link').click();
  await folderItem(page, folderName).getByRole('link').click();
  await expect(rowOf(page, mark)).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/offer\/list\?q=/);
  await expect(page.getByTestId('document-search')).toHaveValue(mark);
});

test('the list keeps its filters in the address and a refused period is shown at the date', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'demo-admin');
  await page.goto('/montor/dokument/offer/list?period=OPTIONAL&from=2020-01-01&to=2026-01-31&status=klara');
  await expect(page.getByTestId('document-completed-filter')).toContainText('Ja');
  await expect(page.getByTestId('period-refused')).toBeVisible();
  await expect(page.getByTestId('document-filters')).toContainText('18 månader');

  await page.goto('/montor/dokument/unix-order/list?lasstatus=NEW');
  await expect(page.getByTestId('document-read-state')).toHaveValue('Ny');
  await page.goto('/montor/dokument/offer/specialFolder/papperskorg');
  await expect(page).toHaveURL(/\/offer\/list$/);
});
