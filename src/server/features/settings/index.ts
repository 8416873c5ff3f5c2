/** Global settings' public entry. */
export {
  globalSettingDefaults,
  readEnabledFeatures,
  readGlobalSettings,
  readProvider,
  upsertGlobalSetting,
} from './settings.repository';
export { getGlobalSettings } from './settings.usecases';
export { globalSettings } from './settings.table';
