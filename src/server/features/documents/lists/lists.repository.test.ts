import { type DocumentListRow, documentKindEndpoints } from '@shared/api/documents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findFirmIdByCode } from '../../../testing/test-fixtures';
import { LIST_COUNT_CAP } from './lists.repository';

/** The capped count of a big list (decision 0037): exact below 10 000, "more than" past it. */

let t: TestApp;
let admin: TestClient;
const MANY = LIST_COUNT_CAP + 25;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  const firmId = await findFirmIdByCode(t.database.db, '100245');
  // Unpaid completed invoices as the completion stores them, the first 30 marked "Stambyte".
  await t.database.db.execute(sql`
    insert into documents (firm_id, doc_type, number, completed, locked, completed_at, doc_date, mark,
      total_sum_ore, total_payable_ore, due_date, modified_at, header, payment_status)
    select ${firmId}, 'INVOICE', 90000000 + g, true, true, '2026-10-01T08:00:00Z', '2026-10-01',
      case when g <= 30 then 'Stambyte ' || g else 'Räkning ' || g end, 100000, 125000, '2026-10-31',
      '2026-10-01T09:00:00Z'::timestamptz + g * interval '1 second', '{}'::jsonb, 'UNPAID'
    from generate_series(1, ${MANY}) g`);
});
afterAll(() => t.close());

interface Answer {
  totalCount: number;
  countCapped: boolean;
  items: DocumentListRow[];
  sums: { all: { totalPayableOre: number } | null } | null;
}

async function list(parameters: Record<string, unknown>): Promise<Answer> {
  const r = await admin.call(documentKindEndpoints.INVOICE.list, {
    periodType: 'OPTIONAL',
    dateFrom: '2026-10-01',
    dateTo: '2026-10-01',
    ...parameters,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as Answer;
}

describe('the count of a big list', () => {
  it('stops at the cap and says there are more', async () => {
    const answer = await list({ paymentStatus: 'UNPAID', limit: 20 });
    expect(answer).toMatchObject({ totalCount: LIST_COUNT_CAP, countCapped: true });
    expect(answer.items).toHaveLength(20);
    expect(answer.items[0]!.mark).toBe(`Räkning ${MANY}`);
  });

  it('is exact under the cap', async () => {
    const answer = await list({ searchPattern: 'Stambyte' });
    expect(answer).toMatchObject({ totalCount: 30, countCapped: false });
  });

  it('is exact with the sums of every row, which read them all anyway', async () => {
    const answer = await list({ paymentStatus: 'UNPAID', sumAllRows: true });
    expect(answer).toMatchObject({ totalCount: MANY, countCapped: false });
    expect(answer.sums?.all?.totalPayableOre).toBe(MANY * 125_000);
  });

  it('pages past the first 10 000 rows', async () => {
    const answer = await list({ paymentStatus: 'UNPAID', offset: LIST_COUNT_CAP + 20, limit: 20 });
    expect(answer.items.map((i) => i.mark)).toEqual([
      'Stambyte 5',
      'Stambyte 4',
      'Stambyte 3',
      'Stambyte 2',
      'Stambyte 1',
    ]);
  });
});
