import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * No serious or critical axe finding once the page has stopped loading. `main` checks only the page's
 * content (the shell has its own walk in accessibility.spec.ts); the whole page adds the label/name rule
 * that walk runs too, for pages whose popups and menus are part of what is checked.
 */
export async function expectAxeClean(
  page: Page,
  { what = '', scope }: { what?: string; scope?: 'main' } = {},
) {
  if (scope === 'main') {
    await expect(page.locator('main .mantine-Skeleton-root:visible')).toHaveCount(0);
  } else {
    await expect(page.locator('.mantine-Skeleton-root:visible, .mantine-Loader-root:visible')).toHaveCount(0);
  }
  const builder = new AxeBuilder({ page });
  const axe = await (scope === 'main'
    ? builder.include('main')
    : builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
  ).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    what,
  ).toEqual([]);
}
