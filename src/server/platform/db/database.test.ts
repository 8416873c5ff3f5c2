import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { queryRows } from './database';

// Decision 0025: a stock PostgreSQL has jit = on, and JIT-compiling the line-facts statement made a save
// take 1.3 s. The app's own connections turn it off whatever the server's setting is.
describe.runIf(process.env.DATABASE_URL)('the app’s PostgreSQL connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('run with JIT off on every pooled connection', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => queryRows<{ jit: string }>(t.deps.db, sql`show jit`)),
    );
    expect(answers.map(([row]) => row!.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
