/** The accounting export (issue #18): the ledgers' export lists and the SIE export the lists share. */
export { ExportListTabs, LEDGER_PATHS, TIME_REPORT_PATH } from './export-tabs';
export { SelectionExports } from './SelectionExports';
export { SieExportButton } from './SieExportButton';

/** The ledger pages, loaded on first visit. */
export const accountingExportPages = {
  ledgers: () => import('./LedgerPages'),
};
