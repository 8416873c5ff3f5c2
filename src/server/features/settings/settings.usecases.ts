import type { GlobalSettings } from '@shared/api/auth.api';
import { type FeatureFlag, featureFlags } from '@shared/domain/access';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/http/context';
import { readGlobalSettings, readProvider } from './settings.repository';

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
};

export async function getGlobalSettings({ deps }: { deps: AppDeps }): Promise<GlobalSettings> {
  const { db, config } = deps;
  const [stored, provider] = await Promise.all([readGlobalSettings(db), readProvider(db)]);
  const value = <K extends keyof typeof globalSettingDefaults>(key: K) =>
    (stored.has(key) ? stored.get(key) : globalSettingDefaults[key]) as (typeof globalSettingDefaults)[K];
  return {
    mainPriceListDate: value('mainPriceListDate'),
    netPriceListDate: value('netPriceListDate'),
    defaultTaxDeductionLimit: value('defaultTaxDeductionLimit'),
    mountainHeatingPumpWorkRate: value('mountainHeatingPumpWorkRate'),
    airOrWaterHeatingPumpWorkRate: value('airOrWaterHeatingPumpWorkRate'),
    enabledFeatures: value('enabledFeatures').filter((f) => featureFlags.includes(f)),
    pollingIntervalMs: config.pollingIntervalMs,
    provider: {
      name: provider?.name ?? 'Leverantören',
      warehouseNoun: provider?.warehouseNoun ?? 'lager',
      phone: provider?.phone ?? '',
      email: provider?.email ?? '',
    },
  };
}

export async function readEnabledFeatures(db: Db): Promise<FeatureFlag[]> {
  const stored = await readGlobalSettings(db);
  const value = (stored.get('enabledFeatures') ?? globalSettingDefaults.enabledFeatures) as FeatureFlag[];
  return value.filter((f) => featureFlags.includes(f));
}
