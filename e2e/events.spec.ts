import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectAxeClean } from './axe';
import { expect, logIn, shot, test } from './fixtures';

/*
 * Events (issue #22, decision 0053): the list with facets and the map on a plain background (no tile
 * server here), registration through the event's survey with a missing mandatory field first, the event
 * under "Mina anmälningar", the ICS file read back with ical.js, the firm's registration list, cancel.
 * At 1366×768 and on a phone, axe-clean.
 */
test.describe.configure({ timeout: 150_000 });

const card = (page: Page, title: string) =>
  page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The ICS file as a calendar reads it: the link the export answers, fetched with the page's session. */
async function exportedEvent(page: Page, title: string) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/event/export'));
  await card(page, title).getByTestId('event-export').click();
  const { result } = (await (await answer).json()) as { result: { link: string; fileName: string } };
  const file = await page.request.get(result.link);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
  const text = await file.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  return { text, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!), fileName: result.fileName };
}

test.describe('events at 1366×768', () => {
  test('filter, register through the survey, see it registered, export to the calendar, cancel', async ({
    page,
  }) => {
    await logIn(page, 'demo-admin');
    await page.getByTestId('nav-events').click();
    await expect(page).toHaveURL(/\/about\/events$/);
    await expect(page.getByRole('heading', { name: 'Evenemang och utbildningar' })).toBeVisible();
    const map = page.getByTestId('events-map');
    await expect(map).toHaveAttribute('data-tiles', 'off');
    await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await expectAxeClean(page, { scope: 'main' });
    await shot(page, 'events-desktop', true);

    // Facets: training days only, then also Malmö: one event left.
    await page.getByTestId('facet-category-Utbildning').click();
    await expect(page).toHaveURL(/category=Utbildning/);
    await expect(page.getByTestId('event-card')).toHaveCount(3);
    await page.getByTestId('facet-warehouse-MMA').click();
    await expect(page.getByTestId('event-card')).toHaveCount(1);
    await page.getByRole('button', { name: 'Rensa filter' }).first().click();
    await expect(page.getByTestId('event-card')).not.toHaveCount(1);

    const title = 'Värmepumpsdag i Lund';
    await card(page, title).getByTestId('event-register').click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByTestId('survey-form');
    await form.getByLabel('Specialkost eller allergier').fill('Laktosfri');
    await form.getByRole('button', { name: 'Skicka svar' }).click();
    await expect(form.getByText('Detta fält måste fyllas i')).toHaveCount(2);
    await shot(page, 'events-register-errors-desktop');
    await form.getByLabel('2', { exact: true }).check();
    await form.getByLabel(/^Mobilnummer/).fill('070-123 45 67');
    await form.getByRole('button', { name: 'Skicka svar' }).click();
    await expect(dialog.getByTestId('survey-done')).toContainText('Tack för ditt svar!');
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await expect(card(page, title).getByText('Anmäld', { exact: true })).toBeVisible();

    await page.goto('/novelties/registered-events');
    await expect(page.getByRole('heading', { name: 'Mina anmälningar', level: 1 })).toBeVisible();
    await expect(page.getByTestId('event-card')).toHaveCount(1);
    await expect(card(page, title)).toBeVisible();
    await expectAxeClean(page, { scope: 'main' });
    await shot(page, 'events-registered-desktop');

    const { text, event, fileName } = await exportedEvent(page, title);
    expect(fileName).toBe('varmepumpsdag-i-lund-2026-12-03.ics');
    expect(text).toContain('\r\n');
    expect(text).toContain('DTSTART;TZID=Europe/Stockholm:20261203T090000');
    expect(event.summary).toBe(title);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T14:00:00.000Z');
    expect(event.location).toContain('Företagsvägen 14, 227 61 Lund');

    await card(page, title).getByTestId('event-registrations').click();
    const registrations = page.getByRole('dialog');
    await expect(registrations.getByTestId('registrations-table')).toContainText('Anna Lindqvist');
    await expect(registrations.getByTestId('registrations-table')).toContainText('Laktosfri');
    await shot(page, 'events-registrations-desktop');
    await registrations.getByRole('button', { name: 'Stäng' }).click();

    await card(page, title).getByTestId('event-cancel').click();
    await page.getByTestId('event-cancel-confirm').click();
    await expect(page.getByTestId('events-empty')).toContainText('Du är inte anmäld till något evenemang');
    await page.goto('/about/events');
    await expect(card(page, title).getByTestId('event-register')).toBeVisible();
  });
});

test.describe('events on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list, filters and the registration form fit a phone', async ({ page }) => {
    await logIn(page, 'demo-arbetsledare');
    await page.goto('/about/events');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await expect(page.getByTestId('events-map').locator('path.leaflet-interactive').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAxeClean(page, { scope: 'main' });
    await shot(page, 'events-phone');
    await card(page, 'Värmepumpsdag i Lund').scrollIntoViewIfNeeded();
    await shot(page, 'events-card-phone');
    await page.getByRole('button', { name: 'Filtrera' }).click();
    await expect(page.getByTestId('event-facets').first()).toBeVisible();
    await shot(page, 'events-filters-phone');
    await card(page, 'Golvvärme i praktiken').getByTestId('event-register').click();
    await expect(page.getByRole('dialog').getByTestId('survey-form')).toBeVisible();
    await shot(page, 'events-register-phone');
  });
});
