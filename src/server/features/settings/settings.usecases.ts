import type { GlobalSettings } from '@shared/api/auth.api';
import { featureFlags } from '@shared/domain/access';
import { formatDate } from '@shared/domain/format';
import { rotPeriodOn } from '@shared/domain/rot/rot-periods';
import type { AppDeps } from '../../platform/http/context';
import {
  globalSettingDefaults,
  readGlobalSettings,
  readProvider,
  readRotPeriods,
} from './settings.repository';

export async function getGlobalSettings({ deps }: { deps: AppDeps }): Promise<GlobalSettings> {
  const { db, config } = deps;
  const [stored, provider, periods] = await Promise.all([
    readGlobalSettings(db),
    readProvider(db),
    readRotPeriods(db),
  ]);
  const rot = rotPeriodOn(periods, formatDate(deps.clock.now()));
  const value = <K extends keyof typeof globalSettingDefaults>(key: K) =>
    (stored.has(key) ? stored.get(key) : globalSettingDefaults[key]) as (typeof globalSettingDefaults)[K];
  return {
    mainPriceListDate: value('mainPriceListDate'),
    netPriceListDate: value('netPriceListDate'),
    // ROT's cap and heat-pump shares are the dated period in force today (decision 0038), not key/values.
    defaultTaxDeductionLimit: rot?.capOre ?? value('defaultTaxDeductionLimit'),
    mountainHeatingPumpWorkRate: rot
      ? rot.mountainHeatPumpLabourBp / 100
      : value('mountainHeatingPumpWorkRate'),
    airOrWaterHeatingPumpWorkRate: rot
      ? rot.airWaterHeatPumpLabourBp / 100
      : value('airOrWaterHeatingPumpWorkRate'),
    enabledFeatures: value('enabledFeatures').filter((f) => featureFlags.includes(f)),
    pollingIntervalMs: value('pollingIntervalMs') ?? config.pollingIntervalMs,
    provider: {
      name: provider?.name ?? 'Leverantören',
      warehouseNoun: provider?.warehouseNoun ?? 'lager',
      phone: provider?.phone ?? '',
      email: provider?.email ?? '',
    },
  };
}
