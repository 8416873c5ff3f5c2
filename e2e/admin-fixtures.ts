import type { Page } from '@playwright/test';
import { api, DEMO_PASSWORD, expect } from './fixtures';

/** Logs the browser in to the provider's administration (/admin) as the demo provider admin. */
export async function logInAsProviderAdmin(page: Page, section = '') {
  await page.goto(`/admin${section ? `/${section}` : ''}`);
  const form = page.getByTestId('admin-login');
  await form.getByLabel('Användarnamn').fill('provider-admin');
  await form.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggad som Lars Nordlund')).toBeVisible();
}

/**
 * The browser becomes one of a firm's employees the way the provider's staff do it ("Logga in som"),
 * needing no password: specs that run after others may have changed a demo employee's password
 * (password-reset.spec sets norr-admin's) still get that employee's view.
 */
export async function actAsEmployee(page: Page, firmCode: string, login: string) {
  await logInAsProviderAdmin(page);
  const list = await page.request.get(`/api/admin/firms/list?search=${firmCode}`);
  const firm = (
    (await list.json()) as { result: { items: Array<{ uid: string; code: string }> } }
  ).result.items.find((f) => f.code === firmCode)!;
  const detail = await page.request.get(`/api/admin/firms/firm?uid=${firm.uid}`);
  const employees = (
    (await detail.json()) as { result: { employees: Array<{ uid: string; login: string }> } }
  ).result.employees;
  await api(page, '/admin/firms/actAs', { employeeUid: employees.find((e) => e.login === login)!.uid });
  await page.goto('/montor');
  await expect(page.getByTestId('account-widget')).toBeVisible();
}
