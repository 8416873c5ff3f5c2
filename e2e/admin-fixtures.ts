import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

/** Logs the browser in to the provider's administration (/admin) as the demo provider admin. */
export async function logInAsProviderAdmin(page: Page, section = '') {
  await page.goto(`/admin${section ? `/${section}` : ''}`);
  const form = page.getByTestId('admin-login');
  await form.getByLabel('Användarnamn').fill('provider-admin');
  await form.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggad som Lars Nordlund')).toBeVisible();
}
