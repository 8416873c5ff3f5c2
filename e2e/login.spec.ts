import { DEMO_PASSWORD, expect, logIn, openLoginModal, test } from './fixtures';

test.describe('login modal', () => {
  test('the submit button waits for both fields, and Enter explains why', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    const submit = page.getByTestId('login-submit');
    await expect(submit).toBeDisabled();
    await page.getByTestId('login-username').fill('   ');
    await page.getByTestId('login-password').fill('x');
    await expect(submit).toBeDisabled();
    await page.getByTestId('login-password').press('Enter');
    await expect(page.getByTestId('login-error')).toHaveText('Båda fälten är nödvändiga att fylla i');
    await page.getByTestId('login-username').fill('demo-admin');
    await expect(submit).toBeEnabled();
  });

  test('bad credentials mark both fields', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    await page.getByTestId('login-username').fill('demo-anvandare');
    await page.getByTestId('login-password').fill('fel-losenord');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Inloggningen misslyckades. Felaktigt användarnamn eller lösenord',
    );
    await expect(page.getByTestId('login-username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('login-password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('repeated failures are throttled with the server text', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    await page.getByTestId('login-username').fill('ingen-sadan-anvandare');
    await page.getByTestId('login-password').fill('fel');
    const error = page.getByTestId('login-error');
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByTestId('login-submit').click();
      await expect(error).toBeVisible();
      if ((await error.textContent())?.includes('För många')) break;
      await page.getByTestId('login-password').fill(`fel${attempt}`);
    }
    await expect(error).toContainText('För många misslyckade inloggningsförsök. Vänta');
  });

  test('a successful login leads to the account area and logout back to the start page', async ({ page }) => {
    await logIn(page, 'demo-admin');
    await expect(page.getByTestId('account-employee')).toHaveText('Anna Lindqvist');
    await expect(page.getByTestId('account-firm')).toHaveText('Rörfirman Demo AB');
    await expect(page.getByRole('heading', { name: 'Mina sidor' })).toBeVisible();
    await expect(page.getByTestId('account-role')).toHaveText('Administratör');
    // Other specs add employees to the shared demo firm; the exact count is an API test's job.
    await expect(page.getByTestId('counter-employees')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('module-OFFERS')).toHaveAttribute('href', '/montor/dokument/offer/list');
    await expect(page.getByTestId('module-PRICE_LISTS')).toHaveAttribute('href', '/price_lists');

    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('login-modal')).toBeHidden();
  });

  test('a session the server no longer knows opens the login modal on the next poll', async ({
    page,
    context,
  }) => {
    await logIn(page, 'demo-admin');
    await expect(page.getByRole('heading', { name: 'Mina sidor' })).toBeVisible();
    // Without its cookie the browser's session is gone on the server, exactly as after expiry.
    await context.clearCookies({ name: 'montor_session' });
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page.getByTestId('account-widget')).toBeHidden();
  });

  test('the session survives a reload', async ({ page }) => {
    await logIn(page, 'demo-anvandare');
    await page.reload();
    await expect(page.getByTestId('account-employee')).toHaveText('Erik Johansson');
    await expect(page.getByTestId('account-role')).toHaveText('Användare');
  });

  test('a visitor opening the account area is sent home and asked to log in', async ({ page }) => {
    await page.goto('/montor');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('the info block leads to registration and to becoming a customer', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    await page.getByRole('button', { name: 'Registrera dig som befintlig kund' }).click();
    await expect(page).toHaveURL(/\/register\/$/);
    await expect(page.getByTestId('login-modal')).toBeHidden();
    await openLoginModal(page);
    await page.getByRole('button', { name: 'Bli kund' }).click();
    await expect(page).toHaveURL(/\/warehouses\/$/);
  });

  test('a provider administrator acts as an employee', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    await page.getByRole('button', { name: 'Leverantörsadministratör' }).click();
    await page.getByTestId('login-username').fill('provider-admin');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await expect(page.getByTestId('login-submit')).toBeDisabled();
    await page.getByTestId('login-act-as').fill('demo-arbetsledare');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/montor$/);
    await expect(page.getByTestId('account-employee')).toHaveText('Maria Svensson');
    await expect(page.getByTestId('account-role')).toHaveText('Arbetsledare');
    await expect(page.getByText('Inloggad av provider-admin')).toBeVisible();
  });

  test('a firm sees tiles only for its own modules', async ({ page }) => {
    await logIn(page, 'gast-badrum');
    await expect(page.getByTestId('module-CUSTOMER_ORDERS')).toBeVisible();
    await expect(page.getByTestId('module-INVOICES')).toHaveCount(0);
  });
});
