import { defaultLedgerMapping } from '@shared/domain/accounting/bas-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/transaction';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { addAccount, allocateVerificationNumbers, loadAccountingSetup } from './accounting.usecases';

/** The test app and the two demo firms: Rörfirman (seeded accounting) and Norrland (nothing set). */
const ctx = {} as { t: TestApp; demo: string; norr: string };
beforeAll(async () => {
  ctx.t = await createTestApp();
  ctx.demo = await findFirmIdByCode(ctx.t.deps.db, '100245');
  ctx.norr = await findFirmIdByCode(ctx.t.deps.db, '100318');
});
afterAll(() => ctx.t.close());

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('loadAccountingSetup', () => {
  it('gives a firm that set nothing the defaults', async () => {
    const setup = await loadAccountingSetup({ db: ctx.t.deps.db, firmId: ctx.norr });
    expect(setup.enabled).toBe(false);
    expect(setup.method).toBe('INVOICE');
    expect(setup.mapping).toEqual(defaultLedgerMapping);
    expect(setup.series).toEqual({
      JOURNAL: { prefix: 'A', nextNumber: 1 },
      INVOICE: { prefix: 'B', nextNumber: 1 },
      PAYMENT: { prefix: 'C', nextNumber: 1 },
      CASH: { prefix: 'D', nextNumber: 1 },
    });
    expect(setup.accounts.get('3001')).toEqual({ name: 'Försäljning inom Sverige, 25 % moms', sru: '7410' });
  });

  it("carries the firm's own accounts and only its own", async () => {
    await addAccount({
      deps: ctx.t.deps,
      firmId: ctx.demo,
      input: { account: '3051', name: 'Försäljning varor', sru: null },
    });
    expect((await loadAccountingSetup({ db: ctx.t.deps.db, firmId: ctx.demo })).accounts.get('3051')).toEqual(
      {
        name: 'Försäljning varor',
      },
    );
    expect((await loadAccountingSetup({ db: ctx.t.deps.db, firmId: ctx.norr })).accounts.has('3051')).toBe(
      false,
    );
  });
});

describe('allocateVerificationNumbers', () => {
  it('gives two overlapping transactions disjoint blocks, the second after the first commits', async () => {
    const order: string[] = [];
    let firstTaken!: () => void;
    const taken = new Promise<void>((resolve) => {
      firstTaken = resolve;
    });
    const first = withTransaction(ctx.t.deps.db, async (tx) => {
      const start = await allocateVerificationNumbers({ tx, firmId: ctx.demo, ledger: 'PAYMENT', count: 3 });
      firstTaken();
      // Held open while the second asks: on PostgreSQL the second waits on the series row's lock.
      await wait(200);
      order.push('first commits');
      return start;
    });
    await taken;
    const second = withTransaction(ctx.t.deps.db, async (tx) => {
      const start = await allocateVerificationNumbers({ tx, firmId: ctx.demo, ledger: 'PAYMENT', count: 2 });
      order.push('second allocated');
      return start;
    });
    const [a, b] = await Promise.all([first, second]);
    expect([a, b]).toEqual([1, 4]);
    expect(order).toEqual(['first commits', 'second allocated']);
    expect(
      (await loadAccountingSetup({ db: ctx.t.deps.db, firmId: ctx.demo })).series.PAYMENT.nextNumber,
    ).toBe(6);
  });

  it('tiles one gap-free run with 40 concurrent exports of different sizes', async () => {
    const counts = range(1, 40).map((i) => (i % 5) + 1);
    const starts = await Promise.all(
      counts.map((count) =>
        withTransaction(ctx.t.deps.db, (tx) =>
          allocateVerificationNumbers({ tx, firmId: ctx.demo, ledger: 'JOURNAL', count }),
        ),
      ),
    );
    const numbers = starts.flatMap((start, i) => range(start, counts[i]!)).sort((x, y) => x - y);
    const total = counts.reduce((s, c) => s + c, 0);
    expect(numbers).toEqual(range(1, total));
  });

  it('gives a rolled-back block back, so the series has no gap', async () => {
    await expect(
      withTransaction(ctx.t.deps.db, async (tx) => {
        await allocateVerificationNumbers({ tx, firmId: ctx.demo, ledger: 'CASH', count: 10 });
        throw new Error('the export failed');
      }),
    ).rejects.toThrow('the export failed');
    const start = await withTransaction(ctx.t.deps.db, (tx) =>
      allocateVerificationNumbers({ tx, firmId: ctx.demo, ledger: 'CASH', count: 1 }),
    );
    expect(start).toBe(1);
  });

  it("counts each firm's series apart and refuses a count below one", async () => {
    const start = await withTransaction(ctx.t.deps.db, (tx) =>
      allocateVerificationNumbers({ tx, firmId: ctx.norr, ledger: 'PAYMENT', count: 1 }),
    );
    expect(start).toBe(1);
    await expect(
      withTransaction(ctx.t.deps.db, (tx) =>
        allocateVerificationNumbers({ tx, firmId: ctx.norr, ledger: 'PAYMENT', count: 0 }),
      ),
    ).rejects.toThrow();
  });
});
