import { type FeatureFlag, featureFlags } from '@shared/domain/access';
import type { RotPeriod } from '@shared/domain/rot/rot-periods';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { providers } from '../provider';
import { globalSettings } from './settings.table';

export async function readGlobalSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select().from(globalSettings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function upsertGlobalSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(globalSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: globalSettings.key, set: { value, updatedAt: new Date() } });
}

export async function readProvider(db: Db) {
  const rows = await db.select().from(providers).limit(1);
  return rows[0] ?? null;
}

/** The keys of global_settings and their values when the provider has not set them. */
export const globalSettingDefaults = {
  mainPriceListDate: null as string | null,
  netPriceListDate: null as string | null,
  /** 50 000 kr per person and year (domain-notes: ROT). */
  defaultTaxDeductionLimit: 5_000_000,
  /** Skatteverket's standard labour shares for heat-pump installations, in percent. */
  mountainHeatingPumpWorkRate: 35,
  airOrWaterHeatingPumpWorkRate: 30,
  enabledFeatures: ['BROWSER_TAB_COMMUNICATION', 'ACCOUNTING_TYPE_SELECT'] as FeatureFlag[],
  /** Set by the provider administration; null: the server's configured interval (POLLING_INTERVAL_MS). */
  pollingIntervalMs: null as number | null,
};

/** The feature flags the provider turned on, without any this build no longer knows. */
export async function readEnabledFeatures(db: Db): Promise<FeatureFlag[]> {
  const stored = await readGlobalSettings(db);
  const value = (stored.get('enabledFeatures') ?? globalSettingDefaults.enabledFeatures) as FeatureFlag[];
  return value.filter((f) => featureFlags.includes(f));
}

/**
 * ROT's dated periods (decision 0038), read from the documents' `tax_deduction_periods` by name: the
 * documents feature reaches the settings through auth, so importing it here would close a loop.
 */
export async function readRotPeriods(db: Db): Promise<RotPeriod[]> {
  const rows = await queryRows<RotPeriod & { capOre: string | number }>(
    db,
    sql`select valid_from::text as "validFrom", rate_bp as "rateBp", cap_ore as "capOre",
          mountain_heat_pump_labour_bp as "mountainHeatPumpLabourBp",
          air_water_heat_pump_labour_bp as "airWaterHeatPumpLabourBp"
        from tax_deduction_periods order by valid_from`,
  );
  return rows.map((r) => ({ ...r, capOre: Number(r.capOre) }));
}
