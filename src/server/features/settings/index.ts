/** Global settings' public entry. */
export { readProvider, upsertGlobalSetting } from './settings.repository';
export { getGlobalSettings, readEnabledFeatures } from './settings.usecases';
