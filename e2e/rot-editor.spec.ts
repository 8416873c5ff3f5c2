import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { formatKr } from '../src/shared/domain/format';
import { addLine, expectSaved } from './editor-fixtures';
import { expect, logIn, shot, test } from './fixtures';
import { privateClient } from './invoicing-fixtures';

/*
 * The editor's ROT section (issue #17): a new offer for a private client with ROT work lines, ROT turned
 * on, the two owners of the house typed with their works, and each owner's deduction shown and taken
 * off "Att betala" at once. At 1366×768 and on a phone (390 px), axe-clean.
 */

/** The couple of src/server/testing/rot-fixtures.ts (valid check digits, adults). */
const owners = [
  { name: 'Anna Ek', personalNumber: '198001012387' },
  { name: 'Per Ek', personalNumber: '198203154599' },
];

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(' | ')}`);
  expect(serious, what).toEqual([]);
}

async function fillOwner(buyer: Locator, owner: (typeof owners)[number]) {
  await buyer.getByLabel(/^Namn/).fill(owner.name);
  await buyer.getByLabel(/^Personnummer/).fill(owner.personalNumber);
  await buyer.getByLabel('Fastighetsbeteckning (hus)').fill('Lund Villa Ek 1:23');
  // Half of the two ROT hours each; no material on the offer.
  await buyer.getByLabel('Timmar').fill('1');
}

test('ROT on a new offer: two owners and their works, the deduction off "Att betala"', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'demo-admin');
  const name = `Rot Ek ${Date.now().toString(36)}`;
  await privateClient(page, name);

  await page.goto('/montor/dokument/offer/new');
  await page.getByTestId('document-client').focus();
  await page.keyboard.type(name);
  await expect(page.getByRole('option').first()).toContainText(name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offer\/edit\/[0-9a-f-]{36}$/);

  // ROT work: 2 h at 650 kr and a WC change at 1 950 kr = 3 250 kr, 4 062,50 kr incl. VAT, to pay
  // 4 063 kr (whole kronor).
  await addLine(page, 'ARBROT', 1, true);
  await addLine(page, 'WCBYTE', 2, true);
  const hours = page.getByTestId('grid-row').nth(0).locator('[data-col="quantity"]');
  await hours.dblclick();
  await hours.locator('input, textarea').first().fill('2');
  await page.keyboard.press('Enter');
  const payable = page.getByTestId('totals-payable');
  await expect(payable).toHaveText(formatKr(406_300));

  const section = page.getByTestId('document-rot');
  await section.scrollIntoViewIfNeeded();
  await section.locator('label', { hasText: 'ROT-avdrag' }).click();
  const add = section.getByRole('button', { name: 'Lägg till köpare' });
  await add.click();
  await add.click();
  const buyers = section.getByTestId('rot-buyer');
  await expect(buyers).toHaveCount(2);
  await fillOwner(buyers.nth(0), owners[0]!);
  await fillOwner(buyers.nth(1), owners[1]!);

  // 4 062,50 kr split equally: 2 031,25 kr each × 30 % = 609,375 → 609 kr each (whole kronor), 1 218 kr
  // together; 4 063 − 1 218 = 2 845 kr to pay.
  await expect(section.getByTestId('rot-buyer-amount').nth(0)).toHaveValue(formatKr(60_900));
  await expect(section.getByTestId('rot-buyer-amount').nth(1)).toHaveValue(formatKr(60_900));
  await expect(section.getByTestId('rot-total')).toHaveText(formatKr(121_800));
  await expect(payable).toHaveText(formatKr(284_500));
  await expect(page.getByTestId('totals-rot')).toContainText('1 218,00');
  // The works add up to the ROT lines' two hours: no rule message left.
  await expect(section.getByTestId('rot-messages')).toHaveCount(0);
  await expectSaved(page);

  await page.locator('#rot-title').scrollIntoViewIfNeeded();
  await shot(page, 'rot-editor-desktop');
  await expectAccessible(page, 'the offer editor with its ROT section');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#rot-title').scrollIntoViewIfNeeded();
  await expect(section.getByRole('switch', { name: 'ROT-avdrag' })).toBeChecked();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
  await shot(page, 'rot-editor-phone');
  await expectAccessible(page, 'the ROT section on a phone');
});
