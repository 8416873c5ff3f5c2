/** Global settings' public entry. */
export {
  globalSettingDefaults,
  readEnabledFeatures,
  readGlobalSettings,
  readProvider,
  readRotPeriods,
  upsertGlobalSetting,
} from './settings.repository';
export { globalSettings } from './settings.table';
export { getGlobalSettings } from './settings.usecases';
