import { type AccountingProfile, type AccountingSettings, accountingApi } from '@shared/api/accounting.api';
import { authApi } from '@shared/api/auth.api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { firms } from '../firms';

let t: TestApp;
let admin: TestClient;
let norr: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  // The Norrland firm gets the SIE option here, so it can reach the endpoints and prove its own scope.
  const norrId = await findFirmIdByCode(t.deps.db, '100318');
  await t.deps.db
    .update(firms)
    .set({ siteOptions: sql`array_cat(${firms.siteOptions}, array['SIE', 'CUSTOMER_SETTINGS'])` })
    .where(eq(firms.id, norrId));
  admin = await loggedIn('demo-admin');
  norr = await loggedIn('norr-admin');
});
afterAll(() => t.close());

async function loggedIn(login: string): Promise<TestClient> {
  const client = t.client();
  await client.login(login);
  return client;
}

async function save(data: AccountingSettings, newVersion: number, client: TestClient = admin) {
  return client.call(accountingApi.save, { newVersion, data });
}

/** The settings as the client's firm sees them; anything but 200 fails the test here. */
async function profile(client: TestClient = admin): Promise<AccountingProfile> {
  const answer = await client.call(accountingApi.settings);
  expect(answer.status, JSON.stringify(answer.body.messages)).toBe(200);
  return answer.body.result as AccountingProfile;
}

describe('GET /profile/accountingSettings', () => {
  it('gives the demo firm its seeded settings and the BAS chart with SRU codes', async () => {
    const { version, editable, settings, accounts } = await profile();
    expect(version).toBe(1);
    expect(editable).toBe(true);
    expect(settings.enabled).toBe(true);
    expect(settings.method).toBe('INVOICE');
    expect(settings.series.INVOICE).toEqual({ prefix: 'B', nextNumber: 1 });
    expect(settings.mapping.receivables).toBe('1510');
    expect(accounts.find((a) => a.account === '1510')).toEqual({
      account: '1510',
      name: 'Kundfordringar',
      sru: 7251,
      origin: 'BAS',
    });
  });

  it('gives a firm that never saved the defaults: off, invoice method, series A–D from 1', async () => {
    const { version, settings } = await profile(norr);
    expect(version).toBe(0);
    expect(settings.enabled).toBe(false);
    expect(Object.values(settings.series).map((s) => s.prefix)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('refuses a firm without the SIE option and lets a supervisor only read', async () => {
    const guest = await loggedIn('gast-badrum');
    const supervisor = await loggedIn('demo-arbetsledare');
    const manager = await loggedIn('demo-anvandare');
    expect((await guest.call(accountingApi.settings)).status).toBe(403);
    expect((await supervisor.call(accountingApi.settings)).status).toBe(403);
    const read = await manager.call(accountingApi.settings);
    expect(read.status).toBe(200);
    expect((read.body.result as AccountingProfile).editable).toBe(false);
    const { settings, version } = read.body.result as AccountingProfile;
    expect((await save(settings, version, manager)).status).toBe(403);
  });
});

describe('POST /profile/accountingSettings', () => {
  it('saves method, switch, series and mapping, and the session follows', async () => {
    const before = await profile();
    const data = structuredClone(before.settings);
    data.method = 'CASH';
    data.series.INVOICE = { prefix: 'F', nextNumber: 120 };
    data.mapping.bank = '1910';
    const { status, body } = await save(data, before.version);
    expect(status).toBe(200);
    const after = body.result as AccountingProfile;
    expect(after.version).toBe(before.version + 1);
    expect(after.settings).toEqual(data);
    const session = await admin.call(authApi.current);
    expect(session.body.result).toMatchObject({
      session: { accountingType: 'CASH', accountingEnabled: true },
    });

    data.enabled = false;
    data.method = 'INVOICE';
    expect((await save(data, after.version)).status).toBe(200);
    const off = await admin.call(authApi.current);
    expect(off.body.result).toMatchObject({
      session: { accountingType: 'INVOICE', accountingEnabled: false },
    });
  });

  it('answers 409 to a save from a stale version and keeps the newer settings', async () => {
    const current = await profile();
    const first = structuredClone(current.settings);
    first.mapping.rounding = '3740';
    first.enabled = true;
    expect((await save(first, current.version)).status).toBe(200);
    const stale = structuredClone(current.settings);
    stale.enabled = false;
    const { status, body } = await save(stale, current.version);
    expect(status).toBe(409);
    expect(body.messages[0]?.code).toBe('VERSION_CONFLICT');
    expect((await profile()).settings.enabled).toBe(true);
  });

  it('refuses a mapping to an account outside the chart, at the field', async () => {
    const { settings, version } = await profile();
    const data = structuredClone(settings);
    data.mapping.interestIncome = '8399';
    data.mapping.sales[0]!.work = '3041';
    const { status, body } = await save(data, version);
    expect(status).toBe(400);
    expect(body.messages.map((m) => [m.field, m.text])).toEqual([
      ['data.mapping.sales.0.work', 'Kontot 3041 finns inte i kontoplanen'],
      ['data.mapping.interestIncome', 'Kontot 8399 finns inte i kontoplanen'],
    ]);
    expect((await profile()).version).toBe(version);
  });

  it('refuses two ledgers on one series, a bad prefix, and a missing VAT rate', async () => {
    const { settings, version } = await profile();
    const data = structuredClone(settings);
    data.series.PAYMENT.prefix = data.series.JOURNAL.prefix;
    data.series.CASH.prefix = 'kassa';
    data.mapping.outputVat = data.mapping.outputVat.filter((v) => v.rateBp !== 600);
    const { status, body } = await save(data, version);
    expect(status).toBe(400);
    expect(body.messages.map((m) => m.field)).toEqual([
      'data.series.PAYMENT.prefix',
      'data.series.CASH.prefix',
      'data.mapping.outputVat',
    ]);
  });

  it('refuses moving a series back below numbers already handed out', async () => {
    const { settings, version } = await profile();
    const data = structuredClone(settings);
    data.series.INVOICE.nextNumber = 5;
    const { status, body } = await save(data, version);
    expect(status).toBe(400);
    expect(body.messages[0]).toMatchObject({
      field: 'data.series.INVOICE.nextNumber',
      text: 'Nummer till och med 119 är redan använda. Ange 120 eller högre.',
    });
    expect((await profile()).version).toBe(version);
  });
});

describe('the chart of accounts', () => {
  it('adds an own account that the mapping may then use', async () => {
    const added = await admin.call(accountingApi.addAccount, {
      account: '3041',
      name: 'Försäljning tjänst',
      sru: 7410,
    });
    expect(added.status).toBe(200);
    const { accounts } = added.body.result as { accounts: AccountingProfile['accounts'] };
    expect(accounts.find((a) => a.account === '3041')).toEqual({
      account: '3041',
      name: 'Försäljning tjänst',
      sru: 7410,
      origin: 'OWN',
    });
    const { settings, version } = await profile();
    const data = structuredClone(settings);
    data.mapping.sales[0]!.work = '3041';
    expect((await save(data, version)).status).toBe(200);
  });

  it('refuses an existing number, a malformed one, and an empty name', async () => {
    const again = await admin.call(accountingApi.addAccount, { account: '1510', name: 'Kunder', sru: null });
    expect(again.status).toBe(409);
    expect(again.body.messages[0]).toMatchObject({ code: 'ACCOUNT_EXISTS', field: 'account' });
    const bad = await admin.call(accountingApi.addAccount, { account: '99', name: ' ', sru: 12 });
    expect(bad.status).toBe(400);
    expect(bad.body.messages.map((m) => m.field)).toEqual(['account', 'name', 'sru']);
  });

  it('renames a BAS account and keeps its number', async () => {
    const renamed = await admin.call(accountingApi.renameAccount, {
      account: '1930',
      name: 'Bank Handelsbanken',
      sru: 7281,
    });
    expect(renamed.status).toBe(200);
    const { accounts } = (await admin.call(accountingApi.accounts)).body.result as {
      accounts: AccountingProfile['accounts'];
    };
    expect(accounts.find((a) => a.account === '1930')).toMatchObject({
      name: 'Bank Handelsbanken',
      origin: 'RENAMED',
    });
  });

  it("keeps one firm's accounts and settings from another", async () => {
    const { accounts, settings } = await profile(norr);
    expect(accounts.some((a) => a.account === '3041')).toBe(false);
    expect(accounts.find((a) => a.account === '1930')?.name).toBe('Företagskonto/checkkonto/affärskonto');
    expect(settings.series.INVOICE.prefix).toBe('B');
    const rename = await norr.call(accountingApi.renameAccount, {
      account: '3041',
      name: 'Tjänster',
      sru: null,
    });
    expect(rename.status).toBe(404);
    expect(rename.body.messages[0]).toMatchObject({ code: 'ACCOUNT_UNKNOWN', field: 'account' });
    const data = structuredClone(settings);
    data.mapping.sales[0]!.work = '3041';
    const refused = await save(data, 0, norr);
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]?.field).toBe('data.mapping.sales.0.work');
  });
});
