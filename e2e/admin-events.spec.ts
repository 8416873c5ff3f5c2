import type { Browser, Page } from '@playwright/test';
import { actAsEmployee, logInAsProviderAdmin } from './admin-fixtures';
import { expectAxeClean } from './axe';
import { expect, shot, test } from './fixtures';

/*
 * The provider writes an event and its registration survey (issue #23, decision 0064): a registration survey
 * with two questions, an event that uses it, published; an employee of firm 100318 sees it among the events
 * and registers through the survey; the admin sees the registration, and the event — now with a
 * registration — can only be unpublished, which takes it away from the firms again. At 1366×768 and on a
 * phone, axe-clean. A published event is seen by every firm, so this runs in the provider-wide project,
 * after the firms' own specs (events.spec counts the cards per facet), and unpublishes what it published.
 */
test.describe.configure({ timeout: 240_000, mode: 'serial' });

type Size = { name: string; viewport: { width: number; height: number } };
const sizes: Size[] = [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

async function newPage(browser: Browser, viewport: Size['viewport']) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  await context.addCookies([
    { name: 'cookies_agreed', value: 'true', url: test.info().project.use.baseURL! },
  ]);
  return context.newPage();
}

async function writeSurvey(admin: Page, title: string, size: string) {
  await admin.getByText('Enkäter och formulär', { exact: true }).click();
  await expect(admin.getByTestId('admin-surveys-table')).toBeVisible();
  await admin.getByRole('button', { name: 'Ny enkät' }).click();
  const editor = admin.getByTestId('survey-editor');
  await editor.getByRole('button', { name: 'Skapa enkäten' }).click();
  await expect(editor.getByText('Detta fält måste fyllas i')).toHaveCount(2);
  await editor.getByLabel('Rubrik').fill(title);
  await editor.getByRole('switch', { name: /^Aktiv/ }).click();
  const first = editor.getByRole('group', { name: 'Fråga 1' });
  await first.getByLabel('Frågetext').fill('Namn');
  await first.getByRole('checkbox', { name: 'Måste besvaras' }).check();
  await editor.getByRole('button', { name: 'Lägg till fråga' }).click();
  const second = editor.getByRole('group', { name: 'Fråga 2' });
  await second.getByLabel('Frågetext').fill('Vilket pass?');
  await second.getByRole('textbox', { name: 'Svarstyp' }).click();
  await admin.getByRole('option', { name: 'Ett val av flera' }).click();
  await second.getByRole('textbox', { name: 'Svarsalternativ 1' }).fill('Förmiddag');
  await second.getByRole('textbox', { name: 'Svarsalternativ 2' }).fill('Eftermiddag');
  await second.getByRole('checkbox', { name: 'Måste besvaras' }).check();
  await expectAxeClean(admin, { what: `the survey editor (${size})` });
  await shot(admin, `admin-survey-editor-${size}`, true);
  await editor.getByRole('button', { name: 'Skapa enkäten' }).click();
  await expect(admin).toHaveURL(/\/admin\/evenemang\/enkater\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  await expect(editor.getByText('0 svar')).toBeVisible();
}

async function writeEvent(admin: Page, title: string, survey: string, size: string) {
  // The switch comes first on the page (the surveys' table has an Evenemang column too).
  await admin.getByText('Evenemang', { exact: true }).first().click();
  await expect(admin.getByTestId('admin-event-row').first()).toBeVisible();
  await expectAxeClean(admin, { what: `the admin events (${size})` });
  await shot(admin, `admin-events-${size}`);
  await admin.getByRole('button', { name: 'Nytt evenemang' }).click();
  const form = admin.getByTestId('event-form');
  await form.getByLabel('Rubrik').fill(title);
  await form.getByRole('textbox', { name: 'Kategori' }).fill('Kvällskurs');
  await form.getByLabel('Kontaktperson').fill('Maria Holm, 046-15 20 00');
  await form
    .getByLabel('Beskrivning')
    .fill('Injustering av cirkulationspumpar i praktiken.\n\nKaffe och smörgås.');
  await form.getByRole('textbox', { name: 'Datum' }).fill('2027-05-20');
  await form.getByLabel('Börjar').fill('18:00');
  await form.getByLabel('Slutar').fill('17:00');
  await form.getByRole('textbox', { name: 'Lager' }).click();
  await admin.getByRole('option', { name: 'Nordlunds Lund (Lund)' }).click();
  await expect(form.getByLabel('Adress')).toHaveValue('Företagsvägen 14, 227 61 Lund');
  await form.getByRole('textbox', { name: 'Anmälningsenkät' }).click();
  await admin.getByRole('option', { name: survey }).click();
  await form.getByRole('button', { name: 'Spara som utkast' }).click();
  await expect(form.getByText('Sluttiden måste vara efter starttiden')).toBeVisible();
  await form.getByLabel('Slutar').fill('20:30');
  await expectAxeClean(admin, { what: `the event form (${size})` });
  await shot(admin, `admin-event-form-${size}`, true);
  await form.getByRole('button', { name: 'Spara som utkast' }).click();
  await expect(admin).toHaveURL(/\/admin\/evenemang\/[0-9a-f-]{36}$/);
  await expect(form.getByText('Utkast', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: `Publicera ${title}` }).click();
  await admin
    .getByRole('dialog', { name: 'Publicera evenemanget' })
    .getByRole('button', { name: 'Publicera' })
    .click();
  await expect(form.getByText('Publicerad', { exact: true })).toBeVisible();
}

const eventCard = (page: Page, title: string) =>
  page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function registerAsEmployee(firm: Page, title: string, size: string) {
  await actAsEmployee(firm, '100318', 'norr-admin');
  await firm.goto('/about/events');
  const card = eventCard(firm, title);
  await expect(card).toContainText('Kvällskurs');
  await expect(card).toContainText('18:00');
  await card.getByTestId('event-register').click();
  const form = firm.getByRole('dialog').getByTestId('survey-form');
  await form.getByLabel(/^Namn/).fill('Johan Öberg');
  await form.getByLabel('Eftermiddag').check();
  await expectAxeClean(firm, { what: `the firm's registration form (${size})` });
  await form.getByRole('button', { name: 'Skicka svar' }).click();
  await expect(firm.getByRole('dialog').getByTestId('survey-done')).toContainText('Tack för ditt svar!');
  await firm.getByRole('dialog').getByRole('button', { name: 'Stäng' }).click();
  await expect(card.getByText('Anmäld', { exact: true })).toBeVisible();
  await shot(firm, `admin-event-registered-${size}`);
}

for (const size of sizes) {
  test(`${size.name}: a registration survey, an event using it, published; a firm registers`, async ({
    browser,
  }) => {
    const id = `${size.name} ${Date.now().toString(36)}`;
    const surveyTitle = `Anmälan: Pumpkväll ${id}`;
    const title = `Pumpkväll i Lund ${id}`;
    const admin = await newPage(browser, size.viewport);
    await logInAsProviderAdmin(admin, 'evenemang');
    await writeSurvey(admin, surveyTitle, size.name);
    await writeEvent(admin, title, surveyTitle, size.name);

    const firm = await newPage(browser, size.viewport);
    await registerAsEmployee(firm, title, size.name);

    await admin.reload();
    const form = admin.getByTestId('event-form');
    await expect(form.getByTestId('event-registration-count')).toHaveText('1 anmäld');
    // With a registration the event can only be taken back, not deleted.
    await expect(form.getByRole('button', { name: `Ta bort ${title}` })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Anmälningsenkät' })).toBeDisabled();
    await expectAxeClean(admin, { what: `the event with a registration (${size.name})` });
    await shot(admin, `admin-event-${size.name}`, true);
    await form.getByRole('button', { name: `Avpublicera ${title}` }).click();
    await expect(form.getByText('Avpublicerad', { exact: true })).toBeVisible();
    await firm.reload();
    await expect(firm.getByTestId('event-card').first()).toBeVisible();
    await expect(eventCard(firm, title)).toHaveCount(0);

    await admin.getByRole('tab', { name: 'Logg' }).click();
    await admin.getByRole('textbox', { name: 'Sök i loggen' }).fill(title);
    const log = admin.getByTestId('audit-log');
    await expect(log).toContainText('Skapade ett evenemang (utkast)');
    await expect(log).toContainText('Publicerade ett evenemang');
    await expect(log).toContainText('Avpublicerade ett evenemang');
    await admin.context().close();
    await firm.context().close();
  });
}
