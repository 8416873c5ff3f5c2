import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, DEMO_PASSWORD, expect, logIn, shot, test } from './fixtures';
import { privateClient } from './invoicing-fixtures';
import { completedInvoice } from './payment-fixtures';

/*
 * The Fortnox integration (issue #18, decision 0047) against the stub the app serves at /dev/fortnox:
 * activation through the stub's consent page, logged in and logged out (the code kept on the server as
 * temporalObjUid until the login), then a client and two invoices exported and the report read.
 */

const PAGE = '/montor/foretag/edit/fortnox-integration';

test.describe.configure({ mode: 'serial' });

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

async function resetConnection(page: Page) {
  await api(page, '/profile/fortnox/resetCode', {});
}

test('activate logged in through the consent page, export a client and two invoices, read the report', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page, 'demo-admin');
  await resetConnection(page);
  await page.goto(PAGE);
  await expect(page.getByTestId('fortnox-status')).toHaveText('Inte aktiverad');
  await shot(page, 'fortnox-inactive');
  await page.getByRole('button', { name: 'Aktivera', exact: true }).click();
  await expect(page).toHaveURL(/\/dev\/fortnox\/oauth-v1\/auth\?/);
  await expect(page.getByRole('heading', { name: 'Fortnox (testmiljö)' })).toBeVisible();
  await page.getByRole('button', { name: 'Godkänn' }).click();

  await expect(page.getByTestId('fortnox-activated')).toBeVisible();
  // The code and state are taken out of the address at once.
  await expect(page).toHaveURL((url) => url.pathname === PAGE && url.search === '');
  await expect(page.getByTestId('fortnox-status')).toHaveText('Aktiv');

  const clientName = `Fortnoxkund ${Date.now().toString(36)}`;
  await privateClient(page, clientName);
  const first = await completedInvoice(page, 'Fortnox ett');
  const second = await completedInvoice(page, 'Fortnox två');
  await page.reload();

  await page.getByText('Kunder', { exact: true }).click();
  await page.getByRole('checkbox', { name: new RegExp(`Välj .*${clientName}`) }).check();
  await page.getByRole('button', { name: /Exportera markerade \(1\)/ }).click();
  await expect(page.getByTestId('fortnox-report')).toContainText('1 exporterade');

  await page.getByText('Fakturor', { exact: true }).click();
  await page.getByRole('checkbox', { name: `Välj Faktura ${first.number} ` }).check();
  await page.getByRole('checkbox', { name: `Välj Faktura ${second.number} ` }).check();
  await page.getByRole('button', { name: /Exportera markerade \(2\)/ }).click();
  const report = page.getByTestId('fortnox-report');
  await expect(report).toContainText('2 exporterade, 0 överhoppade (redan exporterade), 0 misslyckade');
  await expect(report.getByTestId('report-EXPORTED')).toHaveCount(2);
  await expect(report).toContainText(`Faktura ${first.number}`);
  await expectAxeClean(page);
  await shot(page, 'fortnox-report-1366', true);

  // Again, with "skip": both are reported as exported before, nothing is sent twice.
  await page.getByRole('checkbox', { name: `Välj Faktura ${first.number} ` }).check();
  await page.getByRole('checkbox', { name: `Välj Faktura ${second.number} ` }).check();
  await page.getByRole('button', { name: /Exportera markerade \(2\)/ }).click();
  await expect(report).toContainText('0 exporterade, 2 överhoppade');

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'fortnox-report-390', true);
});

test("export today's vouchers into the firm's series and read the report (exportFortnoxDoc)", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page, 'demo-admin');
  await page.goto(PAGE);
  const card = page.getByTestId('fortnox-vouchers');
  await expect(card.getByTestId('fortnox-years')).toContainText('Räkenskapsår i Fortnox: 2027-01-01');
  const today = new Date().toISOString().slice(0, 10);
  for (const label of ['Från', 'Till']) {
    await card.getByLabel(label).fill(today);
    await card.getByLabel(label).press('Tab');
  }
  await card.getByRole('button', { name: 'Exportera verifikationer' }).click();
  const report = card.getByTestId('fortnox-report');
  await expect(report).toContainText(/[1-9]\d* exporterade/, { timeout: 60_000 });
  // Which vouchers today holds depends on the specs run before this one; each got its series number.
  await expect(report).toContainText(
    /(Faktura|Inbetalning|Kreditfaktura|Kontantfaktura)[\s\S]*Exporterad[A-D] \d+/,
  );
  await expectAxeClean(page);
  await shot(page, 'fortnox-vouchers-1366', true);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'fortnox-vouchers-390', true);
});

test('a logged-out browser keeps the code until the login, which then activates', async ({
  page,
  context,
}) => {
  await logIn(page, 'demo-admin');
  await resetConnection(page);
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Aktivera', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Godkänn' })).toBeVisible();
  // The session ends while the user is at Fortnox.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Godkänn' }).click();

  await expect(page.getByTestId('fortnox-login-prompt')).toContainText('Koden från Fortnox är sparad');
  await expect(page).toHaveURL((url) => url.pathname === PAGE && url.search === '');
  const kept = await page.evaluate(() => window.localStorage.getItem('montor.fortnox.temporalObjUid'));
  expect(kept).toMatch(/^[0-9a-f-]{36}$/);
  await expectAxeClean(page);
  await shot(page, 'fortnox-logged-out');

  await page.getByTestId('fortnox-login-prompt').getByRole('button', { name: 'Logga in' }).click();
  await page.getByTestId('login-username').fill('demo-admin');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL((url) => url.pathname === PAGE);
  await expect(page.getByTestId('fortnox-activated')).toBeVisible();
  await expect(page.getByTestId('fortnox-status')).toHaveText('Aktiv');
  expect(await page.evaluate(() => window.localStorage.getItem('montor.fortnox.temporalObjUid'))).toBeNull();
});

test('an employee without the right is told whom to ask', async ({ page }) => {
  await logIn(page, 'demo-anvandare');
  await page.goto(PAGE);
  await expect(page.getByTestId('fortnox-refusal')).toContainText('Kontakta din administratör');
  await expect(page.getByRole('button', { name: 'Aktivera', exact: true })).toHaveCount(0);
});
