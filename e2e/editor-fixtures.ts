import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the document editor specs share: adding a line from the add row, and waiting for the autosave. */

/** Types in the add row: an exact code is added on Enter, a search picks the first suggestion with Enter. */
export async function addLine(page: Page, search: string, lines: number, exact = false) {
  const input = page.getByTestId('grid-add-input');
  await input.focus();
  await page.keyboard.type(search);
  // Enter takes a suggestion only once the list answers the whole text typed (AddRow's `resultsFor`).
  if (!exact)
    await expect(
      page.locator(`[role="listbox"][data-pattern="${search}"]`).getByRole('option').first(),
    ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-row')).toHaveCount(lines);
}

export async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
}
