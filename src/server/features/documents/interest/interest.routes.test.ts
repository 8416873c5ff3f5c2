import { type Document, documentsApi, interestInvoicesApi } from '@shared/api/documents';
import { referenceRatesApi } from '@shared/api/documents/referenceRates.api';
import { printingApi } from '@shared/api/printing.api';
import { PROVIDER_API_KEY_HEADER } from '@shared/api/providerIntake.api';
import { invoiceOcr } from '@shared/domain/payments/payment-qr';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../testing/pdf-text';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { firms } from '../../firms';
import { createProviderApiKey } from '../../providerIntake';
import {
  actualize,
  addRows,
  candidates,
  interestInvoice,
  newClient,
  ok,
  PAYABLE_ORE,
  paidInvoice,
  rows,
} from './interest.fixtures';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  // Another firm with interest invoices switched on, so its refusal is "not found", not "forbidden".
  const norrFirm = await findFirmIdByCode(t.database.db, '100318');
  await t.database.db
    .update(firms)
    .set({ siteOptions: sql`array_append(${firms.siteOptions}, 'INTEREST_INVOICES')` })
    .where(eq(firms.id, norrFirm));
  norr = t.client();
  await norr.login('norr-admin');
  ({ key } = await createProviderApiKey({
    deps: { db: t.database.db, clock: t.clock } as never,
    name: 'Test-ERP',
  }));
});
afterAll(() => t.close());

async function provider(
  call: (typeof referenceRatesApi)[keyof typeof referenceRatesApi],
  parameters: Record<string, unknown> = {},
  withKey: string | null = key,
) {
  const headers = withKey === null ? {} : { [PROVIDER_API_KEY_HEADER]: withKey };
  const response = await t.app.inject(
    call.method === 'GET'
      ? { method: 'GET', url: call.path, headers }
      : { method: 'POST', url: call.path, headers, payload: { parameters } },
  );
  return { status: response.statusCode, body: response.json() };
}

describe('reference rates', () => {
  it('the provider lists and sets a half-year’s rate; a rate is refused outside 1 Jan / 1 Jul and 0–20 %', async () => {
    const list = await provider(referenceRatesApi.referenceRates);
    expect(list.status).toBe(200);
    expect(list.body.result.items).toEqual([
      { validFrom: '2025-01-01', rateBp: 250 },
      { validFrom: '2025-07-01', rateBp: 200 },
      { validFrom: '2026-01-01', rateBp: 175 },
    ]);
    const set = await provider(referenceRatesApi.setReferenceRate, { validFrom: '2026-07-01', rateBp: 150 });
    expect(set.status).toBe(200);
    expect(set.body.result.items.at(-1)).toEqual({ validFrom: '2026-07-01', rateBp: 150 });
    const corrected = await provider(referenceRatesApi.setReferenceRate, {
      validFrom: '2026-07-01',
      rateBp: 160,
    });
    expect(corrected.body.result.items).toHaveLength(4);
    expect(corrected.body.result.items.at(-1).rateBp).toBe(160);

    const march = await provider(referenceRatesApi.setReferenceRate, {
      validFrom: '2026-03-01',
      rateBp: 150,
    });
    expect(march.status).toBe(400);
    expect(march.body.messages[0]).toMatchObject({ field: 'validFrom' });
    const high = await provider(referenceRatesApi.setReferenceRate, {
      validFrom: '2027-01-01',
      rateBp: 2_001,
    });
    expect(high.status).toBe(400);
    expect(high.body.messages[0]).toMatchObject({ field: 'rateBp' });
    expect(high.body.messages[0].text).toContain('Räntan får vara högst 20 %');
  });

  it('refuses an employee and a caller without the key', async () => {
    const asEmployee = await t.app.inject({
      method: 'POST',
      url: referenceRatesApi.setReferenceRate.path,
      headers: { cookie: admin.cookieHeader, 'x-instance-token': admin.instanceToken ?? '' },
      payload: { parameters: { validFrom: '2027-01-01', rateBp: 100 } },
    });
    expect(asEmployee.statusCode).toBe(401);
    expect((await provider(referenceRatesApi.referenceRates, {}, null)).status).toBe(401);
  });
});

describe('another firm', () => {
  it('gets 404 for our interest invoice and cannot bill our invoice', async () => {
    const clientUid = await newClient(admin);
    const late = await paidInvoice(admin, {
      clientUid,
      docDate: '2026-02-01',
      dueDate: '2026-03-02',
      payments: [['2026-04-01', PAYABLE_ORE]],
    });
    const doc = await interestInvoice(admin, clientUid);
    await ok(addRows(admin, doc.uid, [late.uid]));
    const checks = [
      rows(norr, doc.uid),
      candidates(norr, doc.uid),
      addRows(norr, doc.uid, [late.uid]),
      actualize(norr, doc.uid),
      norr.call(interestInvoicesApi.interestInvoiceRowDelete, {
        docUid: doc.uid,
        rowUid: crypto.randomUUID(),
      }),
    ];
    for (const r of await Promise.all(checks)) expect(r.status).toBe(404);

    const theirClient = await newClient(norr);
    const theirs = await interestInvoice(norr, theirClient);
    const steal = await addRows(norr, theirs.uid, [late.uid]);
    expect(steal.status).toBe(409);
    expect(steal.body.messages[0]).toMatchObject({ code: 'INVOICE_NOT_BILLABLE' });
  });
});

describe('the printed interest invoice', () => {
  it('prints its invoices with days, rate and interest, the INTEREST total and the OCR', async () => {
    const clientUid = await newClient(admin);
    const late = await paidInvoice(admin, {
      clientUid,
      docDate: '2026-02-01',
      dueDate: '2026-03-02',
      payments: [['2026-04-01', PAYABLE_ORE]],
    });
    const draft = await interestInvoice(admin, clientUid);
    await ok(addRows(admin, draft.uid, [late.uid]));
    const loaded = await ok<Document>(
      admin.call(documentsApi.complete, {
        docType: 'INTEREST_INVOICE',
        docUid: draft.uid,
        newVersion: draft.version,
      }),
    );
    const r = await admin.call(printingApi.printDocuments, {
      docType: 'INTEREST_INVOICE',
      documentUids: [draft.uid],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const link = (r.body.result as { link: string }).link;
    const file = await t.app.inject({ method: 'GET', url: link, headers: { cookie: admin.cookieHeader } });
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Räntefakturerade fakturor');
    expect(text).toContain(String(late.number));
    expect(text).toContain('2026-03-02');
    expect(text).toContain('2026-04-01');
    expect(text).toContain('1 250,00');
    expect(text).toContain('9,75 %');
    expect(text).toContain('10,02');
    expect(text).toContain('Ränta att betala');
    expect(text).not.toMatch(/Moms \d/);
    expect(text).toContain(invoiceOcr(loaded.number!));
  });
});
