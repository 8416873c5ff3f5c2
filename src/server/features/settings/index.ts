/** Global settings' public entry. */
export { readEnabledFeatures, readProvider, upsertGlobalSetting } from './settings.repository';
export { getGlobalSettings } from './settings.usecases';
