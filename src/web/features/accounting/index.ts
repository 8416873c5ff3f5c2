/** Accounting settings (issue #18): method, series, ledger mapping and the chart of accounts. */
export const ACCOUNTING_SETTINGS_PATH = '/montor/foretag/edit/accounting';

/** The settings page, loaded on first visit. */
export const accountingPages = {
  settings: () => import('./AccountingSettingsPage'),
};
