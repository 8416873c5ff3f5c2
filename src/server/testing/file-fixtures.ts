/** Files as a browser fetches them in the API tests: a file link followed with the same session. */
import type { FileLink } from '@shared/api/files.api';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp, TestClient } from './test-app';

/** The file behind a link (or a file endpoint's address) as the same browser fetches it. */
export function fetchFile(t: TestApp, client: TestClient, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: client.cookieHeader } });
}

/** Calls an export and fetches the file its link leads to. */
export async function exportedFile(t: TestApp, client: TestClient, call: Parameters<TestClient['call']>) {
  const r = await client.call(...call);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const link = r.body.result as FileLink;
  const file = await fetchFile(t, client, link.link);
  expect(file.statusCode).toBe(200);
  return { link, file, bytes: file.rawPayload };
}

/** The first sheet's rows as values (row 1 = the header). */
export async function xlsxRows(bytes: Buffer): Promise<{ sheet: ExcelJS.Worksheet; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { sheet, rows };
}
