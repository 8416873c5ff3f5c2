import type { Page } from '@playwright/test';
import { logInAsProviderAdmin } from './admin-fixtures';
import { expectAxeClean } from './axe';
import { expect, shot, test } from './fixtures';

/*
 * Guest accounts and a firm's employees in the provider's administration (issue #23, decision 0066): the
 * seeded guest application is looked at on a phone, then opened in one step on a desktop; the new guest
 * firm gets an employee, who is changed and deactivated, and its only administrator cannot be demoted.
 */
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

async function openApplication(page: Page, size: string) {
  const card = page.getByTestId('admin-request').filter({ hasText: 'Bäckström Värmeteknik AB' });
  await expect(card).toContainText('sara@backstromvarme.se');
  await expectAxeClean(page, { what: `the guest applications (${size})` });
  await shot(page, `admin-guests-${size}`, true);
  await card.getByRole('button', { name: 'Öppna gästkonto' }).click();
  const form = page.getByTestId('guest-approval-form');
  await expect(form.getByLabel('Företagsnamn')).toHaveValue('Bäckström Värmeteknik AB');
  await expect(form.getByLabel('Användarnamn')).toHaveValue('sara');
  return form;
}

async function addAndChangeEmployee(page: Page, code: string) {
  await page.getByRole('tab', { name: 'Företag' }).click();
  await page.getByRole('textbox', { name: 'Sök företag' }).fill(code);
  await page.getByTestId('firms-table').getByRole('link', { name: 'Bäckström Värmeteknik AB' }).click();
  await expect(page.getByTestId('firm-summary')).toContainText('Gäst');
  const employees = page.getByTestId('firm-employees');
  await employees.getByRole('button', { name: 'Lägg till anställd' }).click();
  const add = page.getByTestId('employee-form');
  await add.getByLabel('Användarnamn').fill(`${code.toLowerCase()}.olle`);
  await add.getByRole('textbox', { name: 'Namn', exact: true }).fill('Olle Rörsson');
  await add.getByLabel('E-post').fill('olle@backstromvarme.se');
  await add.getByRole('textbox', { name: 'Roll' }).click();
  await page.getByRole('option', { name: 'Användare' }).click();
  await add.getByRole('button', { name: 'Lägg till och skicka inloggning' }).click();
  await expect(employees.getByRole('cell', { name: 'Olle Rörsson', exact: true })).toBeVisible();

  await employees.getByRole('button', { name: 'Ändra Sara Bäckström' }).click();
  const only = page.getByTestId('employee-form');
  await only.getByRole('textbox', { name: 'Roll' }).click();
  await page.getByRole('option', { name: 'Arbetsledare' }).click();
  await only.getByRole('button', { name: 'Spara' }).click();
  await expect(only.getByText('Företaget måste ha minst en aktiv administratör.')).toBeVisible();
  await expectAxeClean(page, { what: 'the employee dialog with a refusal' });
  await shot(page, 'admin-employee-dialog-desktop');
  await only.getByRole('button', { name: 'Avbryt' }).click();

  await employees.getByRole('button', { name: 'Ändra Olle Rörsson' }).click();
  const olle = page.getByTestId('employee-form');
  await olle.getByRole('textbox', { name: 'Namn', exact: true }).fill('Olle Rörsson Berg');
  await olle.getByRole('switch', { name: /Aktiv/ }).click();
  await olle.getByRole('button', { name: 'Spara' }).click();
  const row = employees.getByRole('row').filter({ hasText: 'Olle Rörsson Berg' });
  await expect(row).toContainText('Inaktiv');
}

test('the provider opens a guest account in one step and manages its employees', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInAsProviderAdmin(page, 'gastkonton');
  const preview = await openApplication(page, 'phone');
  await expectAxeClean(page, { what: 'the guest approval dialog (phone)' });
  await shot(page, 'admin-guest-approval-phone');
  await preview.getByRole('button', { name: 'Avbryt' }).click();

  await page.setViewportSize(DESKTOP);
  const code = `G-${Date.now() % 100_000}`;
  const form = await openApplication(page, 'desktop');
  await form.getByLabel('Kundnummer').fill(code);
  await expectAxeClean(page, { what: 'the guest approval dialog (desktop)' });
  await shot(page, 'admin-guest-approval-desktop');
  await form.getByRole('button', { name: 'Öppna gästkonto och skicka inloggning' }).click();
  await expect(page.getByText('Gästkontot för Bäckström Värmeteknik AB är öppnat')).toBeVisible();
  await expect(page.getByTestId('admin-request').filter({ hasText: 'Bäckström' })).toHaveCount(0);
  await expect(page.getByText('Inga ansökningar om gästkonto väntar på beslut')).toBeVisible();

  await addAndChangeEmployee(page, code);

  await page.goto('/dev/outbox');
  const mail = page.getByTestId('outbox-mail').filter({ hasText: 'sara@backstromvarme.se' }).first();
  await expect(mail).toBeVisible({ timeout: 20_000 });
});
