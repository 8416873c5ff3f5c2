/** The company settings pages. */
export { CompanySettingsPage } from './CompanySettingsPage';
