import { type AuditEntry, administrationApi } from '@shared/api/administration.api';
import { type AdminSettings, adminSettingsApi } from '@shared/api/adminSettings.api';
import { authApi, type GlobalSettings } from '@shared/api/auth.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProviderAdminOnly, providerAdminClient } from '../../testing/admin-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { ruleStatesOn } from './adminSettings.usecases';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await createTestApp();
  admin = await providerAdminClient(app);
});
afterAll(() => app.close());

const settingsOf = (r: { body: { result: unknown } }) => r.body.result as AdminSettings;
const period = {
  validFrom: '2027-07-01',
  rateBp: 2500,
  capOre: 4_000_000,
  mountainHeatPumpLabourBp: 3500,
  airWaterHeatPumpLabourBp: 3000,
};

describe('dated rules', () => {
  it('names the row in force, the past and the planned ones (hand-made table)', () => {
    const rows = [
      { validFrom: '2021-01-01' },
      { validFrom: '2025-05-12' },
      { validFrom: '2026-01-01' },
      { validFrom: '2027-01-01' },
    ];
    expect(ruleStatesOn(rows, '2026-11-21').map((r) => r.state)).toEqual([
      'PAST',
      'PAST',
      'IN_FORCE',
      'PLANNED',
    ]);
    expect(ruleStatesOn(rows, '2026-01-01').map((r) => r.state)).toEqual([
      'PAST',
      'PAST',
      'IN_FORCE',
      'PLANNED',
    ]);
    expect(ruleStatesOn(rows, '2020-12-31').map((r) => r.state)).toEqual([
      'PLANNED',
      'PLANNED',
      'PLANNED',
      'PLANNED',
    ]);
  });

  it('refuses every call to a firm’s ADMIN and to a visitor', async () => {
    await expectProviderAdminOnly(app, Object.values(adminSettingsApi));
  });

  it('shows the seeded ROT periods with the one in force today', async () => {
    const s = settingsOf(await admin.call(adminSettingsApi.settings));
    expect(s.today).toBe('2026-11-21');
    expect(s.rotPeriods.map((p) => [p.validFrom, p.state])).toEqual([
      ['2021-01-01', 'PAST'],
      ['2025-05-12', 'PAST'],
      ['2026-01-01', 'IN_FORCE'],
    ]);
  });

  it('adds a planned ROT period, corrects it, removes it, and logs each change with before and after', async () => {
    const added = await admin.call(adminSettingsApi.saveRotPeriod, period);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(settingsOf(added).rotPeriods.at(-1)).toMatchObject({ ...period, state: 'PLANNED' });
    const corrected = await admin.call(adminSettingsApi.saveRotPeriod, { ...period, rateBp: 2000 });
    expect(settingsOf(corrected).rotPeriods.at(-1)).toMatchObject({ rateBp: 2000 });
    const log = (await admin.call(administrationApi.auditLog, { search: 'ROT_PERIOD' })).body.result as {
      items: AuditEntry[];
    };
    expect(log.items[0]).toMatchObject({
      action: 'ROT_PERIOD_CHANGED',
      before: { rateBp: 2500 },
      after: { rateBp: 2000 },
    });
    const removed = await admin.call(adminSettingsApi.removeRotPeriod, { validFrom: '2027-07-01' });
    expect(settingsOf(removed).rotPeriods.map((p) => p.validFrom)).not.toContain('2027-07-01');
  });

  it('never changes a rule already in force, and reports it at the date', async () => {
    for (const validFrom of ['2026-01-01', '2026-11-21']) {
      const r = await admin.call(adminSettingsApi.saveRotPeriod, { ...period, validFrom });
      expect(r.status).toBe(409);
      expect(r.body.messages[0]).toMatchObject({ code: 'RULE_IN_FORCE', field: 'validFrom' });
    }
    const rate = await admin.call(adminSettingsApi.saveReferenceRate, {
      validFrom: '2026-07-01',
      rateBp: 175,
    });
    expect(rate.status).toBe(409);
  });

  it('sets the next half-year’s reference rate, and refuses a date that is not a half-year', async () => {
    const wrong = await admin.call(adminSettingsApi.saveReferenceRate, {
      validFrom: '2027-03-01',
      rateBp: 175,
    });
    expect(wrong.body.messages[0]?.text).toContain('1 januari eller 1 juli');
    const r = await admin.call(adminSettingsApi.saveReferenceRate, { validFrom: '2027-01-01', rateBp: 175 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(settingsOf(r).referenceRates.at(-1)).toEqual({
      validFrom: '2027-01-01',
      rateBp: 175,
      state: 'PLANNED',
    });
  });

  it('sets the polling interval every browser reads, and back to the default', async () => {
    const set = await admin.call(adminSettingsApi.savePolling, { pollingIntervalSeconds: 45 });
    expect(settingsOf(set).pollingIntervalMs).toBe(45_000);
    const global = (await app.client().call(authApi.globalSettings)).body.result as GlobalSettings;
    expect(global.pollingIntervalMs).toBe(45_000);
    const reset = await admin.call(adminSettingsApi.savePolling, { pollingIntervalSeconds: null });
    const back = (await app.client().call(authApi.globalSettings)).body.result as GlobalSettings;
    expect(back.pollingIntervalMs).toBe(settingsOf(reset).pollingIntervalDefaultMs);
    expect((await admin.call(adminSettingsApi.savePolling, { pollingIntervalSeconds: 2 })).status).toBe(400);
  });
});
