import AxeBuilder from '@axe-core/playwright';
import { expect, logIn, shot, test } from './fixtures';

/*
 * Personal data not kept over 18 months (product-spec §9, decision 0055): the admin opens the inactive
 * clients, sees the private client idle for 20 months offered, and clears her data; the client number stays.
 */
test('the admin clears the personal data of a client idle for 18 months', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'demo-admin');
  await page.goto('/clients/inactive');
  await page.getByRole('button', { name: 'Rensa personuppgifter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rensa personuppgifter hos inaktiva kunder' });
  const maja = dialog.getByRole('checkbox', { name: /Maja Lundberg, Lund/ });
  await expect(maja).toBeChecked();
  // Ingrid was last active 13 months ago: inactive, but her data may still be kept.
  await expect(dialog.getByText(/Ingrid Mårtensson/)).toHaveCount(0);
  await shot(page, 'clients-anonymize-dialog');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);

  const submit = dialog.getByRole('button', { name: /^Rensa \d+ kund/ });
  await submit.click();
  await expect(page.getByText(/Personuppgifterna för \d+ kund(er)? är rensade/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Maja Lundberg')).toHaveCount(0);
  await expect(page.getByText('Anonymiserad kund').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Rensa personuppgifter' }).click();
  await expect(
    page.getByRole('dialog').getByText('Det finns inga kunder vars personuppgifter behöver rensas just nu.'),
  ).toBeVisible();
  await shot(page, 'clients-anonymize-empty-phone');
});
