import { expect, openLoginModal, solveCaptcha, test } from './fixtures';

const SENT_TEXT =
  /^Finns det ett konto med det användarnamnet eller den e-postadressen har vi skickat en länk dit för att välja nytt lösenord\. Kommer inget e-postmeddelande inom några minuter, kontakta ditt \S+ för att få hjälp\.$/;

test.describe('password reset', () => {
  // The same answer whether the login exists, has an e-mail address or not (decision 0023).
  for (const login of ['demo-arbetsledare', 'finns-inte-alls']) {
    test(`${login} gets the same answer as a known login, naming the warehouse`, async ({ page }) => {
      await page.goto('/');
      await openLoginModal(page);
      await page.getByRole('button', { name: 'Glömt lösenordet?' }).click();
      await page.getByTestId('restore-login').fill(login);
      await page.getByTestId('captcha-answer').fill(await solveCaptcha(page));
      await page.getByTestId('restore-submit').click();
      await expect(page.getByText(SENT_TEXT)).toBeVisible();
      await expect(page.getByTestId('restore-error')).toHaveCount(0);
      await expect(page.getByTestId('login-username')).toBeVisible();
    });
  }

  test('a wrong captcha answer is marked and the question renewed', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    await page.getByRole('button', { name: 'Glömt lösenordet?' }).click();
    await page.getByTestId('restore-login').fill('demo-anvandare');
    const answer = Number(await solveCaptcha(page));
    await page.getByTestId('captcha-answer').fill(String(answer + 1));
    await page.getByTestId('restore-submit').click();
    await expect(page.getByTestId('captcha-answer')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('captcha-answer')).toHaveValue('');
  });

  test('empty fields are required', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    await page.getByRole('button', { name: 'Glömt lösenordet?' }).click();
    await expect(page.getByTestId('captcha-question')).toBeVisible();
    await page.getByTestId('restore-submit').click();
    await expect(page.getByText('Detta fält måste fyllas i')).toHaveCount(2);
  });

  test('the e-mailed link sets a new password that works for login', async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    await page.getByRole('button', { name: 'Glömt lösenordet?' }).click();
    await page.getByTestId('restore-login').fill('norr-admin');
    await page.getByTestId('captcha-answer').fill(await solveCaptcha(page));
    await page.getByTestId('restore-submit').click();
    await expect(page.getByText(SENT_TEXT)).toBeVisible();
    await expect(page.getByTestId('login-username')).toBeVisible();

    await page.goto('/dev/outbox');
    const mail = page.getByTestId('outbox-mail').filter({ hasText: 'johan@vs-norrland.se' }).first();
    await mail.getByRole('button').click();
    const link = mail.getByRole('link', { name: /aterstall-losenord\?token=/ });
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();

    await page.goto(href!);
    await page.getByTestId('new-password').fill('kort');
    await page.getByTestId('repeat-password').fill('annat');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('Lösenordet måste ha minst 8 tecken')).toBeVisible();
    await expect(page.getByText('Lösenorden är inte lika')).toBeVisible();

    await page.getByTestId('new-password').fill('nytt-losen-42');
    await page.getByTestId('repeat-password').fill('nytt-losen-42');
    await page.getByTestId('password-submit').click();
    await expect(page.getByTestId('password-success')).toContainText('norr-admin');

    await page.getByTestId('password-success').getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByTestId('login-username')).toHaveValue('norr-admin');
    await page.getByTestId('login-password').fill('nytt-losen-42');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('account-employee')).toHaveText('Johan Öberg');
  });

  test('a broken link offers a new one', async ({ page }) => {
    await page.goto('/aterstall-losenord?token=ogiltig');
    await page.getByTestId('new-password').fill('tillrackligt-langt');
    await page.getByTestId('repeat-password').fill('tillrackligt-langt');
    await page.getByTestId('password-submit').click();
    await expect(page.getByTestId('password-link-error')).toBeVisible();
    await page.getByRole('button', { name: 'Be om en ny länk' }).click();
    await expect(page.getByTestId('restore-login')).toBeVisible();
  });
});
