import {
  adminCatalogueApi,
  type CatalogueImportView,
  type FirmDiscounts,
} from '@shared/api/adminCatalogue.api';
import { administrationApi } from '@shared/api/administration.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProviderAdminOnly, providerAdminClient } from '../../testing/admin-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await createTestApp();
  admin = await providerAdminClient(app);
});
afterAll(() => app.close());

/** As the browser sends a file: the bytes as the body, the rest in the query string. */
async function upload(client: TestClient, fileName: string, text: string, firmCode?: string) {
  const query = new URLSearchParams({ fileName, ...(firmCode ? { firmCode } : {}) });
  const response = await app.app.inject({
    method: 'POST',
    url: `/api${adminCatalogueApi.startImport.path}?${query}`,
    headers: {
      cookie: client.cookieHeader,
      'content-type': 'application/octet-stream',
      'x-instance-token': client.instanceToken ?? '',
    },
    payload: Buffer.from(text, 'utf-8'),
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      result: { importId: string } | null;
      messages: Array<{ field?: string; code: string }>;
    },
  };
}

async function importOf(importId: string) {
  const list = (await admin.call(adminCatalogueApi.imports)).body.result as { items: CatalogueImportView[] };
  return list.items.find((i) => i.importId === importId)!;
}

const discounts = async (firmCode: string) =>
  (await admin.call(adminCatalogueApi.firmDiscounts, { firmCode })).body.result as FirmDiscounts;

describe('catalogue work in the administration', () => {
  it('refuses every call to a firm’s ADMIN (403) and to a visitor (401)', async () => {
    await expectProviderAdminOnly(app, Object.values(adminCatalogueApi));
    const firmAdmin = app.client();
    await firmAdmin.login('demo-admin');
    expect((await upload(firmAdmin, 'rabattbrev.csv', 'Rabattgrupp;Rabatt\nX;1')).status).toBe(403);
  });

  it('imports an uploaded rabattbrev as a job, with progress, summary and the firm’s new discount', async () => {
    const before = await discounts('100245');
    const group = before.groups[0]!;
    const started = await upload(
      admin,
      'rabattbrev-100245.csv',
      `Rabattgrupp;Rabatt\n${group.code};12,5\n`,
      '100245',
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const importId = started.body.result!.importId;
    expect((await importOf(importId)).status).toBe('QUEUED');
    await app.deps.jobs.runDue();
    const done = await importOf(importId);
    expect(done).toMatchObject({ status: 'DONE', firmCode: '100245', fileName: 'rabattbrev-100245.csv' });
    expect(done.summary).toMatchObject({ kind: 'DISCOUNT_FILE', firms: 1, errorCount: 0 });
    const after = await discounts('100245');
    expect(after.groups.find((g) => g.code === group.code)?.discountBp).toBe(1250);
  });

  it('refuses an unknown firm and an empty file at their fields, keeping nothing', async () => {
    const unknown = await upload(admin, 'rabattbrev.csv', 'Rabattgrupp;Rabatt\nX;1', '999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages[0]?.field).toBe('firmCode');
    const empty = await upload(admin, 'tom.csv', '');
    expect(empty.body.messages[0]?.field).toBe('content');
  });

  it('reports the rejected rows as a CSV with their line numbers', async () => {
    const started = await upload(
      admin,
      'prisfil.csv',
      'Artikelnummer;Benämning;Bruttopris;Rabattgrupp\n1234567;Kopparrör 15 mm;inte ett pris;VV\n',
    );
    await app.deps.jobs.runDue();
    const done = await importOf(started.body.result!.importId);
    expect(done.summary?.errorCount).toBe(1);
    const report = await admin.call(adminCatalogueApi.importReport, { importId: done.importId });
    expect(report.status).toBe(200);
    const text = report.response.body;
    expect(text.startsWith('\uFEFFRad;Orsak')).toBe(true);
    expect(text).toContain('\r\n2;');
  });

  it('changes one group of a firm’s letter by hand and logs it', async () => {
    const { groups } = await discounts('100318');
    const r = await admin.call(adminCatalogueApi.setFirmDiscount, {
      firmCode: '100318',
      discountGroup: groups[1]!.code,
      discountBp: 3300,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((r.body.result as FirmDiscounts).groups[1]!.discountBp).toBe(3300);
    const unknown = await admin.call(adminCatalogueApi.setFirmDiscount, {
      firmCode: '100318',
      discountGroup: 'FINNS-EJ',
      discountBp: 10,
    });
    expect(unknown.status).toBe(404);
    const log = (await admin.call(administrationApi.auditLog, { search: '100318' })).body.result as {
      items: Array<{ action: string; after: unknown }>;
    };
    expect(log.items[0]).toMatchObject({ action: 'FIRM_DISCOUNT_SET', after: { discountBp: 3300 } });
  });
});
