/** The print system's public file (issue #15): documents and reports as PDF, lines and reports as files. */

export { type ClientCopy, readClientCopy } from './client-copy/client-copy.usecases';
export {
  type ReminderToPrint,
  renderPaymentRemindersPdf,
} from './parts/reminder/reminder.usecases';
export {
  type RotSpecificationToPrint,
  renderTaxDeductionPdf,
} from './parts/rot/rot.usecases';
export { findPrintCompany, findPrintRows } from './printing.repository';
export { printingRoutes } from './printing.routes';
export { renderDocumentsPdf } from './printing.usecases';
export { renderReport } from './reports/reports.usecases';
