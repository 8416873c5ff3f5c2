import { type Counters, contentApi } from '@shared/api/content.api';
import { type Dashboard, dashboardApi } from '@shared/api/dashboard.api';
import {
  type Document,
  type DocumentHeaderInput,
  type DocumentListRow,
  documentHeaderSchema,
  documentKindEndpoints,
} from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentData, freeLine, workLine } from '../../testing/document-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { documents, insertDocument } from '../documents';
import { chartMonths, monthBefore } from './dashboard.usecases';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
let demoFirm: string;
let norrFirm: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  norr = t.client();
  await norr.login('norr-admin');
  demoFirm = await findFirmIdByCode(t.database.db, '100245');
  norrFirm = await findFirmIdByCode(t.database.db, '100318');
});
afterAll(() => t.close());

interface Seed {
  docType: DocumentType;
  docDate?: string;
  modifiedAt?: string;
  totalSumOre?: number;
  completed?: boolean;
  archived?: boolean;
  deleted?: boolean;
  dueDate?: string | null;
  header?: Partial<DocumentHeaderInput>;
  mark?: string;
  /** The stored balance; a completed invoice is UNPAID unless told (decision 0032). */
  paymentStatus?: 'UNPAID' | 'PARTIALLY_PAID' | 'PAID';
}

/** A document straight into the table, with the state and totals a test needs. */
async function seed(firmId: string, s: Seed): Promise<string> {
  const docDate = s.docDate ?? '2026-11-10';
  // The header goes in as given: a test stores values past the contract's ranges (decision 0020) on purpose.
  const parsed = documentHeaderSchema.parse({ docDate, mark: s.mark ?? 'Dashboardtest' });
  const header = { ...parsed, ...s.header } as typeof parsed;
  const row = await insertDocument(t.database.db, {
    firmId,
    docType: s.docType,
    docDate,
    mark: header.mark,
    header,
    items: [],
    totalSumOre: s.totalSumOre ?? 0,
    totalPayableOre: s.totalSumOre ?? 0,
    completed: s.completed ?? false,
    archived: s.archived ?? false,
    deleted: s.deleted ?? false,
    dueDate: s.dueDate ?? null,
    paymentStatus: s.completed && kindTakesPayments(s.docType) ? (s.paymentStatus ?? 'UNPAID') : null,
    modifiedAt: new Date(s.modifiedAt ?? '2026-11-01T08:00:00Z'),
  });
  return row.id;
}

async function latest(client: TestClient, parameters: Record<string, unknown> = {}) {
  const r = await client.call(dashboardApi.allTypeDocuments, parameters);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as { totalCount: number; items: DocumentListRow[] };
}

async function counters(client: TestClient): Promise<Counters> {
  const r = await client.call(contentApi.counters, {});
  expect(r.status).toBe(200);
  return r.body.result as Counters;
}

async function chart(client: TestClient): Promise<Dashboard> {
  const r = await client.call(dashboardApi.dashboard, {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Dashboard;
}

const byMonth = (d: Dashboard) => new Map(d.months.map((m) => [m.month, m]));

describe('latest documents across kinds', () => {
  it('lists the 10 latest by modified date of every kind, without archived or trashed ones', async () => {
    const before = await latest(admin);
    const kinds: DocumentType[] = ['OFFER', 'INVOICE', 'WORK_ORDER', 'COST_CALCULATION', 'CUSTOMER_ORDER'];
    const made: string[] = [];
    // The demo data is stamped with the day the test database was seeded: these come after it.
    const tomorrow = formatDate(new Date(Date.now() + 86_400_000));
    const dayAfter = formatDate(new Date(Date.now() + 2 * 86_400_000));
    for (let i = 0; i < 12; i++) {
      const modifiedAt = `${tomorrow}T10:${String(i).padStart(2, '0')}:00Z`;
      made.push(await seed(demoFirm, { docType: kinds[i % kinds.length]!, modifiedAt }));
    }
    // Newer than all of them, but archived or in the trash.
    await seed(demoFirm, { docType: 'OFFER', modifiedAt: `${dayAfter}T10:00:00Z`, archived: true });
    await seed(demoFirm, { docType: 'INVOICE', modifiedAt: `${dayAfter}T11:00:00Z`, deleted: true });

    const page = await latest(admin);
    expect(page.items).toHaveLength(10);
    expect(page.items.map((r) => r.docUid)).toEqual(made.slice(2).reverse());
    expect(page.items.map((r) => r.docType)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((_, k) => kinds[(11 - k) % kinds.length]),
    );
    expect(page.totalCount).toBe(before.totalCount + 12);
    expect(page.items[0]).toMatchObject({ archived: false, deleted: false, status: 'DRAFT' });

    const next = await latest(admin, { offset: 10, limit: 2 });
    expect(next.items.map((r) => r.docUid)).toEqual([made[1], made[0]]);
  });

  it('searches the number, mark, title, object and client text', async () => {
    const id = await seed(demoFirm, { docType: 'WORK_ORDER', mark: 'Värmepump Sjöberg' });
    const found = await latest(admin, { searchPattern: 'PUMP sjö' });
    expect(found.items.map((r) => r.docUid)).toEqual([id]);
    expect(found.totalCount).toBe(1);
    expect((await latest(admin, { searchPattern: '100%' })).totalCount).toBe(0);
  });

  it("shows only kinds whose module the firm has, and never another firm's documents", async () => {
    // The northern firm has no cost calculations module.
    const tomorrow = formatDate(new Date(Date.now() + 86_400_000));
    const hidden = await seed(norrFirm, {
      docType: 'COST_CALCULATION',
      modifiedAt: `${tomorrow}T09:00:00Z`,
    });
    const shown = await seed(norrFirm, { docType: 'WORK_ORDER', modifiedAt: `${tomorrow}T08:00:00Z` });
    const page = await latest(norr);
    expect(page.items[0]!.docUid).toBe(shown);
    expect(page.items.map((r) => r.docUid)).not.toContain(hidden);
    expect(page.items.every((r) => r.docType !== 'COST_CALCULATION')).toBe(true);
    const demo = await latest(admin, { limit: 200 });
    expect(demo.items.map((r) => r.docUid)).not.toContain(shown);
  });
});

describe('document counters', () => {
  it('counts active, archived and deleted documents and overdue invoices of the kinds the firm has', async () => {
    const before = await counters(norr);
    const demoBefore = await counters(admin);
    await seed(norrFirm, { docType: 'OFFER' });
    await seed(norrFirm, { docType: 'WORK_ORDER', archived: true });
    await seed(norrFirm, { docType: 'INVOICE', deleted: true });
    // Not a module of the firm: not counted at all.
    await seed(norrFirm, { docType: 'COST_CALCULATION' });
    await seed(norrFirm, { docType: 'CREDIT_INVOICE', archived: true });
    // Overdue: completed, due before today (the system clock's date), not in the trash.
    await seed(norrFirm, { docType: 'INVOICE', completed: true, dueDate: '2020-01-31' });
    await seed(norrFirm, { docType: 'INVOICE', completed: true, dueDate: '2020-01-31', archived: true });
    await seed(norrFirm, { docType: 'INVOICE', completed: false, dueDate: '2020-01-31' });
    await seed(norrFirm, { docType: 'INVOICE', completed: true, dueDate: '2099-12-31' });
    await seed(norrFirm, { docType: 'INVOICE', completed: true, dueDate: '2020-01-31', deleted: true });
    // The stored balance decides: partly paid is still overdue, paid is not.
    const overdue = { docType: 'INVOICE', completed: true, dueDate: '2020-01-31' } as const;
    await seed(norrFirm, { ...overdue, paymentStatus: 'PARTIALLY_PAID' });
    await seed(norrFirm, { ...overdue, paymentStatus: 'PAID' });

    const after = await counters(norr);
    expect(after.allDocuments - before.allDocuments).toBe(1 + 5);
    expect(after.archivedDocuments - before.archivedDocuments).toBe(2);
    expect(after.deletedDocuments - before.deletedDocuments).toBe(2);
    expect(after.overdueInvoices - before.overdueInvoices).toBe(3);
    // Another firm's counters do not move.
    const demoAfter = await counters(admin);
    expect(demoAfter).toEqual(demoBefore);
  });
});

describe('offered and invoiced per month', () => {
  it('names the last 12 calendar months, the current one last, across a year boundary', () => {
    expect(monthBefore('2026-01-31', 1)).toBe('2025-12');
    expect(monthBefore('2026-12-01', -1)).toBe('2027-01');
    const { months, from, to } = chartMonths('2026-11-21');
    expect(months[0]).toBe('2025-12');
    expect(months.at(-1)).toBe('2026-11');
    expect(months).toHaveLength(12);
    expect([from, to]).toEqual(['2025-12-01', '2026-12-01']);
  });

  it('sums offers and completed invoices less credit invoices by month, excl. VAT', async () => {
    const before = byMonth(await chart(admin));
    const norrBefore = await chart(norr);
    const offer = (docDate: string, totalSumOre: number, extra: Partial<Seed> = {}) =>
      seed(demoFirm, { docType: 'OFFER', docDate, totalSumOre, ...extra });
    const invoice = (
      docType: DocumentType,
      docDate: string,
      totalSumOre: number,
      extra: Partial<Seed> = {},
    ) => seed(demoFirm, { docType, docDate, totalSumOre, completed: true, ...extra });
    await offer('2025-11-30', 1_000_000); // the day before the first month
    await offer('2025-12-01', 12_500); // 100,00 kr + 25 % VAT
    await offer('2026-11-30', 125_000, { completed: true });
    await offer('2026-12-01', 1_000_000); // after the current month
    await offer('2026-05-10', 1_000_000, { deleted: true });
    await offer('2026-05-11', 11_200, { header: { vatRateBp: 1200 } });
    await invoice('INVOICE', '2026-03-31', 250_000);
    await invoice('INVOICE', '2026-03-15', 1_000_000, { completed: false });
    await invoice('CREDIT_INVOICE', '2026-03-20', -62_500);
    await invoice('CREDIT_INVOICE', '2026-04-01', 62_500);
    await invoice('CREDIT_INVOICE', '2026-04-02', 62_500, { completed: false });
    await invoice('INVOICE', '2026-06-15', 80_000, { header: { reverseTaxLiability: true } });
    await invoice('INVOICE', '2026-07-01', 12_500, { archived: true });
    await seed(norrFirm, {
      docType: 'INVOICE',
      docDate: '2026-07-01',
      totalSumOre: 500_000,
      completed: true,
    });

    const result = await chart(admin);
    expect(result).toMatchObject({ offers: true, invoices: true });
    expect(result.months.map((m) => m.month)).toEqual(chartMonths('2026-11-21').months);
    const after = byMonth(result);
    const delta = (month: string) => ({
      offered: after.get(month)!.offeredOre - before.get(month)!.offeredOre,
      invoiced: after.get(month)!.invoicedOre - before.get(month)!.invoicedOre,
    });
    expect(delta('2025-12')).toEqual({ offered: 10_000, invoiced: 0 });
    expect(delta('2026-11')).toEqual({ offered: 100_000, invoiced: 0 });
    expect(delta('2026-05')).toEqual({ offered: 10_000, invoiced: 0 });
    expect(delta('2026-03')).toEqual({ offered: 0, invoiced: 200_000 - 50_000 });
    expect(delta('2026-04')).toEqual({ offered: 0, invoiced: -50_000 });
    expect(delta('2026-06')).toEqual({ offered: 0, invoiced: 80_000 });
    expect(delta('2026-07')).toEqual({ offered: 0, invoiced: 10_000 });
    for (const month of ['2026-01', '2026-02', '2026-08', '2026-09', '2026-10']) {
      expect(delta(month)).toEqual({ offered: 0, invoiced: 0 });
    }
    // The northern firm's invoice shows in its own chart only.
    const norrJuly = byMonth(await chart(norr)).get('2026-07')!;
    expect(norrJuly.invoicedOre - byMonth(norrBefore).get('2026-07')!.invoicedOre).toBe(400_000);
  });

  it('draws no series for a module the firm lacks', async () => {
    const guest = t.client();
    await guest.login('gast-badrum');
    const result = await chart(guest);
    expect(result).toMatchObject({ offers: false, invoices: false });
    expect(result.months.every((m) => m.offeredOre === 0 && m.invoicedOre === 0)).toBe(true);
  });
});

describe('the chart agrees with the engine, and no row breaks it (decision 0021)', () => {
  it("sums exactly the engine's net of each offer, whatever its single VAT rate or options", async () => {
    const month = '2026-02';
    const before = byMonth(await chart(admin)).get(month)!.offeredOre;
    const cases = [
      // 2 × 129,50 + 3,5 × 650 = 2 534,00 kr at 25 %.
      documentData({ docDate: `${month}-03` }),
      // 27 756,86 kr at 25 %: total 34 696,08 (payable 34 696,00), net back exactly.
      documentData({ docDate: `${month}-04`, items: [freeLine({ quantity: 1000, priceOre: 2_775_686 })] }),
      // 12 %: 3 × 33,33 = 99,99 kr; VAT 12,00 (11,9988); net back from 111,99.
      documentData({
        docDate: `${month}-05`,
        vatRateBp: 1200,
        items: [freeLine({ quantity: 3000, priceOre: 3333 })],
      }),
      // 6 % with 10 % document discount on 1 001,01 kr: 900,91 kr net.
      documentData({
        docDate: `${month}-06`,
        vatRateBp: 600,
        discountBp: 1000,
        items: [freeLine({ quantity: 1000, priceOre: 100_101 })],
      }),
      // Reverse charge: no VAT, the total is the net.
      documentData({
        docDate: `${month}-07`,
        reverseTaxLiability: true,
        vatRegistrationId: 'SE556677889901',
        items: [workLine()],
      }),
    ];
    let net = 0;
    for (const data of cases) {
      const r = await admin.call(documentKindEndpoints.OFFER.save, { newVersion: 0, data });
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      net += (r.body.result as Document).totals.netSumOre;
    }
    expect(net).toBe(253_400 + 2_775_686 + 9999 + 90_091 + 227_500);
    expect(byMonth(await chart(admin)).get(month)!.offeredOre - before).toBe(net);
  });

  it('a stored rate of 2^31 or a total past the bounds adds nothing and fails nothing', async () => {
    const month = '2026-08';
    const before = byMonth(await chart(admin)).get(month)!.offeredOre;
    // Stored as the review stored it, before the contract's ranges refused such a rate at the door.
    const badRate = await seed(demoFirm, { docType: 'OFFER', docDate: `${month}-10`, totalSumOre: 12_500 });
    await t.database.db
      .update(documents)
      .set({ header: sql`jsonb_set(${documents.header}, '{vatRateBp}', '2147483648')` })
      .where(eq(documents.id, badRate));
    await seed(demoFirm, { docType: 'OFFER', docDate: `${month}-11`, totalSumOre: 12_950_000_000_000_000 });
    await seed(demoFirm, { docType: 'OFFER', docDate: `${month}-12`, totalSumOre: 12_500 });
    expect(byMonth(await chart(admin)).get(month)!.offeredOre - before).toBe(10_000);
    expect((await latest(admin, { limit: 200 })).items.some((r) => r.totalPayableSumOre === null)).toBe(true);
  });
});
