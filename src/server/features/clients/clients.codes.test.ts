import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { nextClientNumber, recordClientNumber } from './clients.codes';

let t: TestApp;
let db: Db;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.db;
  demo = await findFirmIdByCode(db, '100245');
});
afterAll(() => t.close());

describe('client numbers', () => {
  it('suggests the number after the highest handed out, skipping codes clients already have', async () => {
    const suggestion = Number(await nextClientNumber({ db, firmId: demo }));
    expect(suggestion).toBeGreaterThan(1001);
    await recordClientNumber({ db, firmId: demo, code: String(suggestion + 5) });
    expect(await nextClientNumber({ db, firmId: demo })).toBe(String(suggestion + 6));
  });

  it('ignores a code that is not a number', async () => {
    const before = await nextClientNumber({ db, firmId: demo });
    await recordClientNumber({ db, firmId: demo, code: 'BRF-KVILLE' });
    expect(await nextClientNumber({ db, firmId: demo })).toBe(before);
  });

  it('starts a firm without clients at its minimum', async () => {
    const badrum = await findFirmIdByCode(db, '100402');
    const suggestion = Number(await nextClientNumber({ db, firmId: badrum }));
    expect(suggestion).toBeGreaterThanOrEqual(1);
  });
});
