import { type Document, documentKindEndpoints } from '@shared/api/documents';
import { type DurationsRow, timeLogsApi } from '@shared/api/timeLogs.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData } from '../../../testing/document-fixtures';
import { exportedFile, xlsxRows } from '../../../testing/file-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

/*
 * The export list "Tidrapport" (/exportlist/time_report): the durations report per employee and its
 * Excel file, on a real database, each firm seeing only its own time.
 */

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
/** Employee uids by name, of both firms. */
const uids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  for (const client of [admin, norr]) {
    const config = await client.call(timeLogsApi.workOrderListFormConfig, {});
    for (const e of (config.body.result as { employees: { uid: string; caption: string }[] }).employees)
      uids[e.caption] = e.uid;
  }
});
afterAll(() => t.close());

const DAY = '2026-10-12';

async function workOrder(client: TestClient): Promise<Document> {
  const r = await client.call(documentKindEndpoints.WORK_ORDER.save, { newVersion: 0, data: documentData() });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Document;
}

async function logged(client: TestClient, order: Document, employee: string, span: string, rot = false) {
  const [from, to] = span.split('-');
  const r = await client.call(timeLogsApi.saveTimeLogItem, {
    uid: crypto.randomUUID(),
    workOrderUid: order.uid,
    newVersion: 0,
    data: {
      start: `${DAY}T${from}:00.000Z`,
      end: `${DAY}T${to}:00.000Z`,
      employeeUid: uids[employee],
      rot,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

const report = (client: TestClient, employeeUids: string[] = []) =>
  client.call(timeLogsApi.durationsReport, { dateFrom: DAY, dateTo: DAY, employeeUids }).then((r) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result as DurationsRow[];
  });

beforeAll(async () => {
  const [first, second] = [await workOrder(admin), await workOrder(admin)];
  await logged(admin, first, 'Anna Lindqvist', '06:00-08:30');
  await logged(admin, second, 'Anna Lindqvist', '09:00-09:40', true);
  await logged(admin, first, 'Maria Svensson', '06:00-06:10');
  await logged(norr, await workOrder(norr), 'Johan Öberg', '07:00-11:00');
});

describe('the durations report of the time report page', () => {
  it('sums each employee’s minutes, ROT apart, with rows and orders, A–Ö', async () => {
    const rows = await report(admin);
    expect(rows.map((r) => [r.employee?.caption, r.minutes, r.rotMinutes, r.entries, r.workOrders])).toEqual([
      ['Anna Lindqvist', 190, 40, 2, 2],
      ['Maria Svensson', 10, 0, 1, 1],
    ]);
    const maria = await report(admin, [uids['Maria Svensson']!]);
    expect(maria.map((r) => r.employee?.caption)).toEqual(['Maria Svensson']);
  });

  it('finds nothing for another firm’s employee, and never the other firm’s time', async () => {
    expect(await report(admin, [uids['Johan Öberg']!])).toEqual([]);
    expect(await report(norr, [uids['Anna Lindqvist']!])).toEqual([]);
    const theirs = await report(norr);
    expect(theirs.map((r) => [r.employee?.caption, r.minutes])).toEqual([['Johan Öberg', 240]]);
  });
});

describe('the time report as an Excel file', () => {
  const workbook = async (client: TestClient, employeeUids: string[] = []) => {
    const { link, bytes } = await exportedFile(t, client, [
      timeLogsApi.exportDurationsReport,
      { dateFrom: DAY, dateTo: DAY, employeeUids },
    ]);
    return { link, ...(await xlsxRows(bytes)) };
  };

  it('holds the rows the page shows, hours in hundredths, and a total from the summed minutes', async () => {
    const { link, rows } = await workbook(admin);
    expect(link.fileName).toBe(`Tidrapport ${DAY}–${DAY}.xlsx`);
    expect(rows[0]).toEqual([
      'Anställd',
      'Timmar',
      'Minuter',
      'Varav ROT (timmar)',
      'Varav ROT (minuter)',
      'Tidrader',
      'Arbetsordrar',
    ]);
    expect(rows.slice(1)).toEqual([
      ['Anna Lindqvist', 3.17, 190, 0.67, 40, 2, 2],
      ['Maria Svensson', 0.17, 10, 0, 0, 1, 1],
      // 3,17 + 0,17 would be 3,34: the total is 200 minutes, 3,33 h.
      ['Summa', 3.33, 200, 0.67, 40, 3],
    ]);
  });

  it('holds only the header and a zero total for another firm’s employee', async () => {
    const { rows } = await workbook(norr, [uids['Anna Lindqvist']!]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(['Summa', 0, 0, 0, 0, 0]);
  });
});
