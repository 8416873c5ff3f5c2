import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';

/*
 * The export list "Tidrapport" (/exportlist/time_report, issue #19, decision 0048): time logged on a work
 * order shows as the employee's hours of this month; the employee report opens as a PDF in a new tab
 * (read back through its short-lived link), short and extended; the Excel file's link answers a
 * workbook. Desktop and phone, axe-clean.
 */

const FILE_LINK = /\/api\/files\/[A-Za-z0-9_-]{43}$/;
const today = () => new Date().toISOString().slice(0, 10);
const hours = (minutes: number) => (Math.round((minutes * 100) / 60) / 100).toFixed(2).replace('.', ',');

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

/** Clicks a menu item that opens a PDF in a new tab; returns the PDF's text, fetched again through its link. */
async function openedPdf(page: Page, item: string): Promise<string> {
  const tab = page.context().waitForEvent('page');
  await page.getByTestId('time-report-export').click();
  await page.getByTestId(item).click();
  const popup = await tab;
  await expect.poll(() => popup.url(), { timeout: 15_000 }).toMatch(FILE_LINK);
  const file = await page.request.get(new URL(popup.url()).pathname);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await popup.close();
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: await file.body() }).toString('utf8');
}

test.describe('the time report export list', () => {
  test('logged time shows per employee, with the employee report as PDF', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page, 'demo-admin');
    const answer = await page.request.get('/api/doc/workOrderListFormConfig');
    const config = ((await answer.json()) as { result: { employees: { uid: string; caption: string }[] } })
      .result;
    const anna = config.employees.find((e) => e.caption === 'Anna Lindqvist')!;
    const order = await api<{ uid: string }>(page, '/doc/workOrder', {
      newVersion: 0,
      data: { docDate: today(), mark: 'Tidrapport', title: 'Byte av varmvattenberedare', object: 'Ågatan 5' },
    });
    const note = `Rapport ${Date.now().toString(36)}`;
    await api(page, '/doc/timeLogItem', {
      uid: crypto.randomUUID(),
      workOrderUid: order.uid,
      newVersion: 0,
      data: {
        start: `${today()}T05:00:00.000Z`,
        end: `${today()}T07:30:00.000Z`,
        employeeUid: anna.uid,
        rot: true,
        note,
      },
    });
    // What this month holds for her (other time of the demo firm's month included).
    const rows = await api<{ employee: { uid: string } | null; minutes: number; rotMinutes: number }[]>(
      page,
      '/doc/durationsReport',
      { dateFrom: `${today().slice(0, 7)}-01`, dateTo: today(), employeeUids: [anna.uid] },
    );
    const mine = rows[0]!;
    expect(mine.minutes).toBeGreaterThanOrEqual(150);

    // From the account area's export lists tile, then the tab.
    await page.getByTestId('module-EXPORT_LISTS').click();
    await page.getByRole('tab', { name: 'Tidrapport' }).click();
    await expect(page).toHaveURL(/\/exportlist\/time_report$/);
    await expect(page.getByRole('heading', { name: 'Tidrapport' })).toBeVisible();
    const row = page.getByTestId('time-report-row').filter({ hasText: 'Anna Lindqvist' });
    await expect(row).toContainText(`${hours(mine.minutes)} h`);
    await expect(row).toContainText(`${hours(mine.rotMinutes)} h`);
    await expect(page.getByTestId('time-report-sums')).toContainText('Summa');
    await expectAxeClean(page);
    await shot(page, 'time-report-desktop');

    // Only her: the filter narrows the list.
    await page.getByTestId('time-report-employees').click();
    await page.getByRole('option', { name: 'Anna Lindqvist' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('time-report-row')).toHaveCount(1);

    const short = await openedPdf(page, 'time-report-pdf');
    expect(short).toContain('Personalrapport');
    expect(short).toContain('Anna Lindqvist');
    expect(short).not.toContain(note);
    const extended = await openedPdf(page, 'time-report-pdf-extended');
    expect(extended).toContain(note);

    // The Excel file of the same list answers a workbook.
    const file = await api<{ link: string; fileName: string }>(page, '/doc/exportDurationsReport', {
      dateFrom: `${today().slice(0, 7)}-01`,
      dateTo: today(),
      employeeUids: [anna.uid],
    });
    const xlsx = await page.request.get(file.link);
    expect(xlsx.headers()['content-type']).toContain('spreadsheetml');

    // A period without time says so.
    await page.getByTestId('time-report-from').fill('2001-01-01');
    await page.getByTestId('time-report-to').fill('2001-01-31');
    await page.getByTestId('time-report-to').press('Enter');
    await expect(page.getByTestId('time-report-empty')).toContainText('Ingen rapporterad tid i perioden');
  });

  test('on a phone', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'demo-admin');
    await page.goto('/exportlist/time_report');
    await expect(page.getByRole('heading', { name: 'Tidrapport' })).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, 'time-report-phone', true);
  });
});
