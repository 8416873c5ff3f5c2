/** The accounting export (issue #18, decision 0046): ledgers, their files, and the SIE 4E export. */
export { accountingExportJobs } from './accountingExport.jobs';
export { accountingExportRoutes } from './accountingExport.routes';
export { accountingVerifications } from './accountingExport.table';
export {
  type PeriodVoucher,
  periodVouchers,
  storeBookingInputOnCompletion,
} from './entries/entries.usecases';
