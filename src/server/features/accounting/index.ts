/** Accounting settings' public entry: what an export needs to book a firm's documents, and its numbers. */
export { accountingRoutes } from './accounting.routes';
export { accountingAccounts, accountingSeries, accountingSettings } from './accounting.table';
export {
  type AccountingSetup,
  accountingSwitchedOn,
  allocateVerificationNumbers,
  loadAccountingSetup,
  saveAccountingSettings,
} from './accounting.usecases';
