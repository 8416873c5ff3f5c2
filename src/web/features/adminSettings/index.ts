/** The provider's dated global rules, a tab of the administration (decision 0061). */
export { AdminSettingsPage } from './AdminSettingsPage';
