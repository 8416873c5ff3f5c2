import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, logIn, openLoginModal, shot, solveCaptcha, test } from './fixtures';

/*
 * Forms, surveys and registration (issue #22, decision 0052): an existing customer registers and ends in
 * the "received" confirmation with no login; a survey refuses a missing mandatory field at the field and
 * then sends; feedback, contact and the admin's GDPR notice. At 1366×768 and on a phone, axe-clean.
 */
test.describe.configure({ timeout: 150_000 });

async function answerCaptcha(page: Page) {
  await expect(page.getByTestId('captcha-question')).toBeVisible();
  await page.getByTestId('captcha-answer').fill(await solveCaptcha(page));
}

async function register(page: Page, size: string) {
  await page.goto('/register/');
  const form = page.getByTestId('register-form');
  await expect(page.getByTestId('captcha-question')).toBeVisible();
  await form.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(form.getByText('Detta fält måste fyllas i')).toHaveCount(5);
  await expect(form.getByText('Ange kundnummer, eller företagsnamn och ort')).toHaveCount(2);
  await expectAxeClean(page, { scope: 'main' });
  await shot(page, `register-errors-${size}`, true);

  const login = `e2e.${size}.${Date.now().toString(36)}`;
  await form.getByLabel('Kundnummer').fill('100245');
  await form.getByLabel('Användarnamn').fill(login);
  await form.locator('input[type="password"]').fill('kort');
  await form.getByLabel('E-post').fill('inte-en-adress');
  await form.getByLabel('Mobilnummer').fill('070-555 12 34');
  await form.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(form.getByText('Lösenordet måste ha minst 8 tecken')).toBeVisible();
  await expect(form.getByText('Felaktigt format på e-postadressen')).toBeVisible();
  await form.locator('input[type="password"]').fill('Vattenlås-2026');
  await form.getByLabel('E-post').fill('olle@ollesror.se');
  await form.getByLabel('Nyheter och kampanjer').check();
  await answerCaptcha(page);
  await form.getByRole('button', { name: 'Skicka ansökan' }).click();
  const done = page.getByTestId('register-success');
  await expect(done).toContainText('Din ansökan är mottagen');
  await expect(done).toContainText('olle@ollesror.se');
  await shot(page, `register-received-${size}`);
  return login;
}

async function fillSurvey(page: Page, size: string, visitor: boolean) {
  await page.goto('/about/survey');
  await expect(page.getByRole('heading', { name: 'Hur nöjd är du med Montör?' })).toBeVisible();
  const form = page.getByTestId('survey-form');
  await form.getByLabel('Några gånger i veckan').check();
  await form.getByLabel('Offerter och ÄTA').check();
  await form.getByLabel('Tidrapportering').check();
  await form.getByLabel('Vilken funktion saknar du mest?').fill('Materialplock i mobilen');
  await form.getByLabel('Övriga synpunkter').fill('Snabbt att göra offerter, ROT-stödet sparar mycket tid.');
  await form.getByLabel(/^E-post/).fill('anna@');
  if (visitor) await answerCaptcha(page);
  await form.getByRole('button', { name: 'Skicka svar' }).click();
  const rating = page.getByTestId('survey-field-RATING');
  await expect(rating).toContainText('Detta fält måste fyllas i');
  await expect(form.getByText('Felaktigt format på e-postadressen')).toBeVisible();
  await expectAxeClean(page, { scope: 'main' });
  await shot(page, `survey-errors-${size}`, true);

  await form.getByLabel(/^E-post/).fill('anna.lindqvist@rorfirman-demo.se');
  await rating.getByText('4 ★', { exact: true }).click();
  await expect(rating).toContainText('Betyg 4 av 5');
  await expect(rating).not.toContainText('Detta fält måste fyllas i');
  await form.getByRole('button', { name: 'Skicka svar' }).click();
  await expect(page.getByTestId('survey-done')).toContainText('Tack för ditt svar!');
  await shot(page, `survey-sent-${size}`);
}

test.describe('forms at 1366×768', () => {
  test('an existing customer registers and gets no login', async ({ page }) => {
    const login = await register(page, 'desktop');
    // A registration is a request for the provider to approve: the chosen login does not work yet.
    await page.goto('/');
    await openLoginModal(page);
    await page.getByTestId('login-username').fill(login);
    await page.getByTestId('login-password').fill('Vattenlås-2026');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-modal')).toContainText('Inloggningen misslyckades');
  });

  test('a visitor fills in the survey: a missing mandatory field, then sent', async ({ page }) => {
    await fillSurvey(page, 'desktop', true);
  });

  test('feedback with the captcha, and contact per location', async ({ page }) => {
    await page.goto('/about/feedback');
    const form = page.getByTestId('feedback-form');
    await form.getByRole('button', { name: 'Skicka' }).click();
    await expect(form.getByText('Detta fält måste fyllas i')).toHaveCount(6);
    await form.getByRole('textbox', { name: 'Vad gäller det?' }).click();
    await page.getByRole('option', { name: 'Beröm' }).click();
    await form.getByRole('textbox', { name: 'Område' }).click();
    await page.getByRole('option', { name: 'Leveranser och frakt' }).click();
    await form.getByLabel('Meddelande').fill('Leveransen till bygget i Dalby kom före sju. Tack!');
    await form.getByLabel('Namn').fill('Erik Sand');
    await form.getByLabel('E-post').fill('erik@sandsror.se');
    await answerCaptcha(page);
    await expectAxeClean(page, { scope: 'main' });
    await shot(page, 'feedback-desktop', true);
    await form.getByRole('button', { name: 'Skicka' }).click();
    await expect(page.getByTestId('form-received')).toContainText('Tack för dina synpunkter!');

    await page.goto('/about/contact');
    await expect(page.getByTestId('contact-location')).toContainText('lund@nordlunds-vvs.se');
    await page.getByText('Malmö', { exact: true }).click();
    await expect(page.getByTestId('contact-location')).toContainText('Leila Haddad');
    await expectAxeClean(page, { scope: 'main' });
    await shot(page, 'contact-desktop', true);
  });

  test('the admin sees the GDPR notice until the firm approves', async ({ page }) => {
    await logIn(page, 'norr-admin');
    const notice = page.getByTestId('gdpr-notice');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Läs villkoren' }).click();
    await expect(notice).toContainText('18 månader');
    await expectAxeClean(page, { scope: 'main' });
    await shot(page, 'gdpr-notice-desktop');
    await notice.getByRole('button', { name: 'Jag godkänner villkoren' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('account-widget')).toBeVisible();
    await expect(page.getByTestId('gdpr-notice')).toHaveCount(0);
  });
});

test.describe('forms on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('register and fill in the survey as a logged-in employee', async ({ page }) => {
    await register(page, 'phone');
    await page.goto('/about/guest-account');
    await expect(page.getByRole('heading', { name: 'Ansök om gästkonto' })).toBeVisible();
    await expectAxeClean(page, { scope: 'main' });
    await shot(page, 'guest-account-phone', true);
    await page.goto('/about/contact');
    await expect(page.getByTestId('contact-location')).toBeVisible();
    await shot(page, 'contact-phone', true);
    await logIn(page, 'demo-arbetsledare');
    await fillSurvey(page, 'phone', false);
  });
});
