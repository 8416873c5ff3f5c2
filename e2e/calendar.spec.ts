import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { api, expect, logIn, shot, test } from './fixtures';

/*
 * Work orders in a calendar (issue #19, decision 0049): one order saved as an ICS file for the phone's
 * calendar, with its planned time in Europe/Stockholm, and the week view of who works where — at a desk
 * and on a phone.
 */

interface Order {
  uid: string;
}

async function plannedOrder(page: import('@playwright/test').Page, title: string) {
  const me = (await (await page.request.get('/api/auth/current')).json()) as {
    result: { session: { employeeUid: string } };
  };
  return api<Order>(page, '/doc/workOrder', {
    newVersion: 0,
    data: {
      docDate: '2026-11-20',
      title,
      plannedStartDate: '2026-11-24T07:00',
      plannedEndDate: '2026-11-24T15:30',
      assigneeUids: [me.result.session.employeeUid],
    },
  });
}

test('a work order goes to the calendar as an ICS file and shows in the week view', async ({ page }) => {
  await logIn(page, 'demo-admin');
  const title = `Stambyte ${Date.now().toString(36)}`;
  const order = await plannedOrder(page, title);

  await page.goto(`/montor/dokument/workorder/edit/${order.uid}`);
  const section = page.getByTestId('work-order-calendar');
  await expect(section).toBeVisible();
  const download = page.waitForEvent('download');
  await section.getByTestId('calendar-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('arbetsorder-utkast.ics');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toContain('BEGIN:VTIMEZONE');
  expect(text).toContain('DTSTART;TZID=Europe/Stockholm:20261124T070000');
  expect(text).toContain(`SUMMARY:Arbetsorder (utkast): ${title}`);

  await section.getByRole('link', { name: 'Veckovy: vem jobbar var' }).click();
  await expect(page).toHaveURL(/\/montor\/kalender/);
  await page.goto('/montor/kalender?vecka=2026-11-24');
  await expect(page.getByRole('heading', { name: 'Vecka 48' })).toBeVisible();
  const table = page.getByTestId('week-table');
  const row = table.getByRole('row', { name: /Anna Lindqvist/ });
  await expect(row.getByRole('link', { name: title })).toBeVisible();
  await expect(row.getByTestId('week-order').filter({ hasText: title })).toContainText('07:00–15:30');
  await shot(page, 'calendar-week-desk');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await expect(page.getByRole('heading', { name: 'Vecka 49' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the week reads day by day', async ({ page }) => {
    await logIn(page, 'demo-admin');
    const title = `Golvbrunn ${Date.now().toString(36)}`;
    await plannedOrder(page, title);
    await page.goto('/montor/kalender?vecka=2026-11-24');
    const days = page.getByTestId('week-days');
    await expect(days.getByText('Tis 2026-11-24')).toBeVisible();
    await expect(days.getByRole('link', { name: title })).toBeVisible();
    await shot(page, 'calendar-week-phone', true);
  });
});
