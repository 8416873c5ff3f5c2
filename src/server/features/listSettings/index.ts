/** List view settings' public entry. */
export { listSettingsRoutes } from './listSettings.routes';
