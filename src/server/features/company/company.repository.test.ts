import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { allocateDocumentNumber, previewDocumentNumbers, releaseDocumentNumber } from './company.repository';
import { companySettings } from './company.table';
import { applyCompanySettings, getCompanySettings } from './company.usecases';

let t: TestApp;
let db: Db;
let demo: string;
let norr: string;
beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.db;
  demo = await findFirmIdByCode(db, '100245');
  norr = await findFirmIdByCode(db, '100318');
});
afterAll(() => t.close());

const sorted = (numbers: number[]) => [...numbers].sort((a, b) => a - b);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

async function setSeries(
  firmId: string,
  change: (s: Awaited<ReturnType<typeof getCompanySettings>>) => void,
) {
  const settings = await getCompanySettings({ deps: t.deps, firmId });
  change(settings);
  const [row] = await db.select().from(companySettings).where(eq(companySettings.firmId, firmId));
  await applyCompanySettings({
    deps: t.deps,
    firmId,
    employeeId: null,
    newVersion: row?.version ?? 0,
    data: settings,
  });
}

describe('allocateDocumentNumber under concurrency', () => {
  it('gives 200 completions at once 200 distinct, consecutive invoice numbers', async () => {
    const results = await Promise.all(
      range(0, 200).map(() => allocateDocumentNumber({ db, firmId: demo, docType: 'INVOICE' })),
    );
    expect(sorted(results.map((r) => r.number))).toEqual(range(10001, 200));
  });

  it('shares one series between invoices and credit invoices with joint numbering, also when racing', async () => {
    const results = await Promise.all(
      range(0, 60).map((i) =>
        allocateDocumentNumber({ db, firmId: demo, docType: i % 3 === 0 ? 'CREDIT_INVOICE' : 'INVOICE' }),
      ),
    );
    expect(sorted(results.map((r) => r.number))).toEqual(range(10201, 60));
    const preview = await previewDocumentNumbers({ db, firmId: demo });
    expect(preview.INVOICE.nextNumber).toBe(10261);
    expect(preview.CREDIT_INVOICE.nextNumber).toBe(10261);
  });
});

describe('number series rules', () => {
  it('keeps invoices and credit invoices apart without joint numbering', async () => {
    const first = await allocateDocumentNumber({ db, firmId: norr, docType: 'INVOICE' });
    const credit = await allocateDocumentNumber({ db, firmId: norr, docType: 'CREDIT_INVOICE' });
    const second = await allocateDocumentNumber({ db, firmId: norr, docType: 'INVOICE' });
    expect([first.number, credit.number, second.number]).toEqual([1, 1, 2]);
  });

  it('continues a separate credit series after the joint one when joint numbering is switched off', async () => {
    await setSeries(demo, (s) => {
      s.numbering.jointNumberingForInvoicesEnabled = false;
    });
    const credit = await allocateDocumentNumber({ db, firmId: demo, docType: 'CREDIT_INVOICE' });
    const invoice = await allocateDocumentNumber({ db, firmId: demo, docType: 'INVOICE' });
    expect(credit.number).toBe(10261);
    expect(invoice.number).toBe(10261);
    await setSeries(demo, (s) => {
      s.numbering.jointNumberingForInvoicesEnabled = true;
    });
    expect((await allocateDocumentNumber({ db, firmId: demo, docType: 'INVOICE' })).number).toBe(10262);
  });

  it('fills gaps from the minimum number when asked', async () => {
    const offers = [];
    for (let i = 0; i < 5; i += 1)
      offers.push((await allocateDocumentNumber({ db, firmId: demo, docType: 'OFFER' })).number);
    // The demo's completed offer holds 2001.
    expect(offers).toEqual([2002, 2003, 2004, 2005, 2006]);
    await releaseDocumentNumber({ db, firmId: demo, docType: 'OFFER', number: 2005 });
    await releaseDocumentNumber({ db, firmId: demo, docType: 'OFFER', number: 2003 });
    const next = [];
    for (let i = 0; i < 3; i += 1)
      next.push((await allocateDocumentNumber({ db, firmId: demo, docType: 'OFFER' })).number);
    expect(next).toEqual([2003, 2005, 2007]);
  });

  it('does not reuse a released number without fill gaps', async () => {
    const a = await allocateDocumentNumber({ db, firmId: demo, docType: 'CUSTOMER_ORDER' });
    await releaseDocumentNumber({ db, firmId: demo, docType: 'CUSTOMER_ORDER', number: a.number });
    const b = await allocateDocumentNumber({ db, firmId: demo, docType: 'CUSTOMER_ORDER' });
    expect([a.number, b.number]).toEqual([4001, 4002]);
  });

  it('jumps to a raised minimum and skips numbers already taken above it', async () => {
    await allocateDocumentNumber({ db, firmId: norr, docType: 'OFFER' });
    await setSeries(norr, (s) => {
      s.numbering.docsNumbering.OFFER = { minNumber: 500, fillGaps: false };
    });
    expect((await allocateDocumentNumber({ db, firmId: norr, docType: 'OFFER' })).number).toBe(500);
    await setSeries(norr, (s) => {
      s.numbering.docsNumbering.OFFER = { minNumber: 1, fillGaps: true };
    });
    expect((await allocateDocumentNumber({ db, firmId: norr, docType: 'OFFER' })).number).toBe(2);
  });

  it('gives the number back when the document’s transaction fails: no gap', async () => {
    const before = await previewDocumentNumbers({ db, firmId: demo });
    await expect(
      withTransaction(db, async (tx) => {
        const { number } = await allocateDocumentNumber({
          db: tx,
          firmId: demo,
          docType: 'WORK_ORDER',
        });
        expect(number).toBe(before.WORK_ORDER.nextNumber);
        throw new Error('the document could not be saved');
      }),
    ).rejects.toThrow('the document could not be saved');
    const again = await allocateDocumentNumber({ db, firmId: demo, docType: 'WORK_ORDER' });
    expect(again.number).toBe(before.WORK_ORDER.nextNumber);
  });

  it('keeps each firm’s series to itself', async () => {
    const badrum = await findFirmIdByCode(db, '100402');
    expect((await allocateDocumentNumber({ db, firmId: badrum, docType: 'INTEREST_INVOICE' })).number).toBe(
      1,
    );
    expect((await allocateDocumentNumber({ db, firmId: demo, docType: 'INTEREST_INVOICE' })).number).toBe(
      90001,
    );
  });
});
