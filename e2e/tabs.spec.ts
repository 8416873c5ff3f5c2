import { DEMO_PASSWORD, expect, test } from './fixtures';

test('login and logout are mirrored to the other tabs', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/warehouses/');
  await expect(second.getByTestId('header-login')).toBeVisible();

  await first.getByTestId('header-login').click();
  await first.getByTestId('login-username').fill('demo-admin');
  await first.getByTestId('login-password').fill(DEMO_PASSWORD);
  await first.getByTestId('login-submit').click();
  await expect(first.getByTestId('account-widget')).toBeVisible();

  // The other tab reloads and shows the session without doing anything itself.
  await expect(second.getByTestId('account-employee')).toHaveText('Anna Lindqvist');
  await expect(second).toHaveURL(/\/warehouses\/$/);

  await second.goto('/montor');
  await expect(second.getByRole('heading', { name: 'Mina sidor' })).toBeVisible();

  await first.getByRole('button', { name: 'Logga ut' }).click();
  await expect(first.getByTestId('header-login')).toBeVisible();
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByTestId('header-login')).toBeVisible();
  await expect(second.getByTestId('login-modal')).toBeHidden();
});
