/** The provider's dated global rules in its administration (issue #23, decision 0061). */
export { adminSettingsRoutes } from './adminSettings.routes';
