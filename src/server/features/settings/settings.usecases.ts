import type { GlobalSettings } from '@shared/api/auth.api';
import { featureFlags } from '@shared/domain/access';
import type { AppDeps } from '../../platform/http/context';
import { globalSettingDefaults, readGlobalSettings, readProvider } from './settings.repository';

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
