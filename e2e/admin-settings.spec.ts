import type { Page } from '@playwright/test';
import { logInAsProviderAdmin } from './admin-fixtures';
import { expectAxeClean } from './axe';
import { expect, shot, test } from './fixtures';

/*
 * The provider's dated rules (issue #23, decision 0061): a rule in force is never changed; a new ROT period
 * is added from a coming date and can be removed while planned; the next half-year's reference rate is set.
 */
test.describe.configure({ timeout: 120_000 });

async function rules(page: Page, size: string) {
  await logInAsProviderAdmin(page, 'installningar');
  const rot = page.getByTestId('rot-periods');
  await expect(rot.getByText('Gäller nu')).toHaveCount(1);
  await expectAxeClean(page, { what: `the rules (${size})` });
  await shot(page, `admin-settings-${size}`, true);

  const form = page.getByTestId('rot-period-form');
  await form.getByLabel('Gäller från').fill('2020-01-01');
  await form.getByRole('button', { name: 'Spara period' }).click();
  await expect(form.getByText('Välj ett datum efter i dag')).toBeVisible();
  await form.getByLabel('Gäller från').fill('2027-07-01');
  await form.getByLabel('Avdrag').fill('25');
  await form.getByRole('button', { name: 'Spara period' }).click();
  const row = rot.getByRole('row').filter({ hasText: '2027-07-01' });
  await expect(row).toContainText('25 %');
  await expect(row).toContainText('Planerad');
  await row.getByRole('button', { name: 'Ta bort' }).click();
  await expect(row).toHaveCount(0);

  const rate = page.getByTestId('reference-rate-form');
  await rate.getByLabel('Referensränta').fill('1,75');
  await rate.getByRole('button', { name: 'Spara ränta' }).click();
  await expect(
    page.getByTestId('reference-rates').getByRole('row').filter({ hasText: 'Planerad' }),
  ).toContainText('1,75 %');
}

test.describe('rules at 1366×768', () => {
  test('a planned ROT period and the next reference rate', async ({ page }) => {
    await rules(page, 'desktop');
  });
});

test.describe('rules on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a planned ROT period and the next reference rate', async ({ page }) => {
    await rules(page, 'phone');
  });
});
