import type { Page } from '@playwright/test';
import { api, expect, logIn, shot, test } from './fixtures';

/*
 * Time on a work order (issue #19, decision 0048): the timer started and stopped on the order and in the
 * header, a manual row refused with the product-spec §5 message, then saved with a work article.
 */

const today = () => new Date().toISOString().slice(0, 10);

async function workOrder(page: Page, mark: string): Promise<string> {
  const order = await api<{ uid: string }>(page, '/doc/workOrder', {
    newVersion: 0,
    data: { docDate: today(), mark, title: 'Byte av blandare', object: 'Storgatan 3' },
  });
  return order.uid;
}

/** A timer left by another test of the same employee would refuse the start. */
async function stopRunning(page: Page) {
  const current = await page.request.get('/api/doc/currentTimeLogItem');
  const { result } = (await current.json()) as { result: { timelogUid: string } | null };
  if (result) await api(page, '/doc/stopWorkOrderTimer', { timeLogUid: result.timelogUid });
}

test.describe('time on a work order', () => {
  test('timer from the order and from the header, and a manual row', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page, 'demo-arbetsledare');
    await stopRunning(page);
    const mark = `Tid ${Date.now().toString(36)}`;
    const uid = await workOrder(page, mark);
    await page.goto(`/montor/dokument/workorder/edit/${uid}`);
    const log = page.getByTestId('time-log');
    await expect(log.getByTestId('time-log-empty')).toHaveText('Ingen tid är rapporterad än.');

    // From the order: start, the header shows the running clock, stop.
    await log.getByTestId('time-log-start').click();
    await expect(page.getByTestId('header-timer')).toHaveAttribute('data-running', 'true');
    await expect(log.getByTestId('time-log-rows')).toContainText('pågår');
    await shot(page, 'time-log-running-desktop');
    await log.getByTestId('time-log-stop').click();
    await expect(page.getByTestId('header-timer')).not.toHaveAttribute('data-running', 'true');
    await expect(log.getByTestId('time-log-row')).toHaveCount(1);
    await expect(log.getByTestId('time-log-rows')).not.toContainText('pågår');

    // From the header: choose the order, start, then stop with a note.
    await page.getByTestId('header-timer').click();
    const panel = page.getByTestId('header-timer-panel');
    await panel.getByTestId('timer-order').click();
    await panel.getByTestId('timer-order').fill(mark);
    await page
      .getByRole('option', { name: /Byte av blandare/ })
      .first()
      .click();
    await panel.getByTestId('header-timer-start').click();
    await expect(page.getByTestId('header-timer-clock')).toHaveText('0:00');
    await expect(log.getByTestId('time-log-stop')).toBeVisible();
    await page.getByTestId('header-timer').click();
    await page.getByTestId('timer-note').fill('Bytt packning');
    await page.getByTestId('header-timer-stop').click();
    await expect(page.getByTestId('header-timer')).not.toHaveAttribute('data-running', 'true');
    await expect(log.getByTestId('time-log-row')).toHaveCount(2);
    await expect(log.getByTestId('time-log-rows')).toContainText('Bytt packning');

    // A manual row: an end before the start is refused at the field, then saved with an article.
    await log.getByTestId('time-log-add').click();
    const dialog = page.getByTestId('time-log-dialog');
    await dialog.getByTestId('time-log-from').fill('07:00');
    await dialog.getByTestId('time-log-to').fill('06:00');
    await dialog.getByTestId('time-log-save').click();
    await expect(dialog).toContainText('Starttiden får inte vara senare än sluttiden');
    await dialog.getByTestId('time-log-to').fill('09:30');
    await dialog.getByTestId('time-log-article').click();
    await dialog.getByTestId('time-log-article').fill('ARB1');
    await page.getByRole('option', { name: /ARB1 – Arbete montör/ }).click();
    await dialog.getByTestId('time-log-text').fill('Rivning av gammalt kakel');
    await shot(page, 'time-log-dialog-desktop');
    await dialog.getByTestId('time-log-save').click();
    await expect(dialog).toBeHidden();
    await expect(log.getByTestId('time-log-row')).toHaveCount(3);
    await expect(log.getByTestId('time-log-rows')).toContainText('07:00–09:30');
    await expect(log.getByTestId('time-log-rows')).toContainText('ARB1 – Arbete montör');
    await expect(log.getByTestId('time-log-total')).toContainText('2 h 30 min');
    await log.scrollIntoViewIfNeeded();
    await shot(page, 'time-log-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await log.scrollIntoViewIfNeeded();
    await log.getByTestId('time-log-start').click();
    await expect(log.getByTestId('time-log-stop')).toBeVisible();
    await shot(page, 'time-log-phone');
    await log.getByTestId('time-log-stop').click();
    await expect(log.getByTestId('time-log-row')).toHaveCount(4);
  });
});

test.describe('the work order list and the invoice of its time', () => {
  test('filters by status and employee, links the week view, attaches the time report', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page, 'demo-arbetsledare');
    const config = await page.request.get('/api/doc/workOrderListFormConfig');
    const { result } = (await config.json()) as { result: { employees: { uid: string; caption: string }[] } };
    const fitter = result.employees[0]!;
    const mark = `Filter ${Date.now().toString(36)}`;
    const order = await api<{ uid: string }>(page, '/doc/workOrder', {
      newVersion: 0,
      data: {
        docDate: today(),
        mark,
        title: 'Ny diskmaskin',
        assigneeUids: [fitter.uid],
        assigneeStatuses: [{ employeeUid: fitter.uid, status: 'STARTED' }],
      },
    });
    await page.goto(`/montor/dokument/workorder/list?q=${encodeURIComponent(mark)}`);
    const rows = page.getByTestId('document-row');
    await expect(rows).toHaveCount(1);

    await page.getByTestId('work-order-status-filter').click();
    await page.getByRole('option', { name: 'Klar', exact: true }).click();
    await expect(page).toHaveURL(/arbetsstatus=klar/);
    await expect(rows).toHaveCount(0);
    await page.getByTestId('work-order-status-filter').click();
    await page.getByRole('option', { name: 'Påbörjad', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await page.getByTestId('work-order-employee-filter').click();
    await page.getByRole('option', { name: fitter.caption }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`anstallda=${fitter.uid}`));
    await expect(rows).toHaveCount(1);
    await shot(page, 'work-order-filters-desktop');

    // The list's menu leads to the week view.
    await page.getByTestId('list-menu').click();
    await page.getByTestId('list-menu-link').click();
    await expect(page).toHaveURL(/\/montor\/kalender/);

    // The order's sums, and an invoice of its time with the report attached.
    await api(page, '/doc/timeLogItem', {
      uid: crypto.randomUUID(),
      workOrderUid: order.uid,
      newVersion: 0,
      data: { start: `${today()}T06:00:00.000Z`, end: `${today()}T07:30:00.000Z`, note: 'Inkoppling' },
    });
    await page.goto(`/montor/dokument/workorder/edit/${order.uid}`);
    await expect(page.getByTestId('work-order-sums')).toContainText(
      'Fakturerat hittills (inkl. moms): 0,00 kr',
    );
    await shot(page, 'work-order-sums-desktop');
    await page.getByTestId('create-from-menu').click();
    await page.getByRole('menuitem', { name: 'Skapa faktura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skapa faktura' });
    await dialog.getByTestId('create-from-attach-time-log').check();
    await shot(page, 'create-from-time-report-desktop');
    await dialog.getByTestId('create-from-confirm').click();
    await expect(page).toHaveURL(/\/faktura\/edit\/[0-9a-f-]{36}$/);
    const invoice = { docUid: page.url().split('/').at(-1)! };
    const attachments = await page.request.get(
      `/api/doc/docAttachments?docType=INVOICE&docUid=${invoice.docUid}`,
    );
    const list = (await attachments.json()) as { result: { attachments: { fileName: string }[] } };
    expect(list.result.attachments.map((a) => a.fileName)).toEqual([`Tidrapport ${today()}.pdf`]);
  });

  test('the filters on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'demo-arbetsledare');
    await page.goto('/montor/dokument/workorder/list?arbetsstatus=paborjad');
    await expect(page.getByTestId('work-order-status-filter')).toHaveValue('Påbörjad');
    await expect(page.getByTestId('work-order-employee-filter')).toBeVisible();
    await shot(page, 'work-order-filters-phone', true);
  });
});
