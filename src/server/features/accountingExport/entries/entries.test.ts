import { accountingExportApi, type LedgerEntry } from '@shared/api/accountingExport.api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { type BookedMonth, bookMonth, firmIdOf, ok, setAccounting } from '../accountingExport.fixtures';

/**
 * The booking input kept at completion (decision 0046) is a cache of what the lines give: the ledgers
 * read the same figures with it, without it and when it is stale.
 */
let t: TestApp;
let admin: TestClient;
let month: BookedMonth;
let firmId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  firmId = await firmIdOf(t, 'demo-admin');
  await setAccounting(t, firmId, true);
  month = await bookMonth(admin);
});
afterAll(() => t.close());

const journal = () =>
  ok<{ items: LedgerEntry[] }>(
    admin.call(accountingExportApi.ledgers, {
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
      ledgerKind: 'JOURNAL',
      limit: 500,
    }),
  ).then(({ items }) => items.map(({ text, rows, error }) => ({ text, rows, error })));

interface Kept {
  documentId: string;
  current: boolean;
  payableOre: number;
}

const kept = () =>
  queryRows<Kept>(
    t.database.db,
    sql`select b.document_id as "documentId", b.document_version = d.version as current,
          (b.input->>'payableOre')::float8 as "payableOre"
        from document_booking_inputs b join documents d on d.id = b.document_id
        where b.firm_id = ${firmId}`,
  );

describe('the booking input kept at completion', () => {
  it("is stored for each completed invoice and credit, for the version completion left, with its totals' sum", async () => {
    const rows = await kept();
    const byId = new Map(rows.map((r) => [r.documentId, r]));
    for (const doc of [month.paid, month.credited, month.rot]) {
      expect(byId.get(doc.uid)).toEqual({
        documentId: doc.uid,
        current: true,
        payableOre: doc.totals.totalPayableSumOre,
      });
    }
    // A credit is booked in invoice signs, turned round by its voucher.
    expect(byId.get(month.credit.uid)?.payableOre).toBe(-month.credit.totals.totalPayableSumOre);
  });

  it('is what the vouchers are built from; a stale or missing one falls back to the lines, to the same vouchers', async () => {
    const cached = await journal();
    expect(cached.length).toBeGreaterThan(4);
    const db = t.database.db;
    // Read when current: a changed payable sum shows (as an unbalanced voucher's error).
    await queryRows(
      db,
      sql`update document_booking_inputs set input = jsonb_set(input, '{payableOre}', '1') where firm_id = ${firmId}`,
    );
    expect(await journal()).not.toEqual(cached);
    // Not read when stale (made from another version of the document).
    await queryRows(
      db,
      sql`update document_booking_inputs set document_version = document_version - 1 where firm_id = ${firmId}`,
    );
    expect(await journal()).toEqual(cached);
    await queryRows(t.database.db, sql`delete from document_booking_inputs where firm_id = ${firmId}`);
    expect(await journal()).toEqual(cached);
  });
});
