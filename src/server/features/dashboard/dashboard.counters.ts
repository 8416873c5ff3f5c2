import { kindsOfOptions } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import type { CounterProvider } from '../../platform/counters';
import { countDocuments, firmSiteOptions } from './dashboard.repository';

/**
 * The document counters of the menu and the dashboard, over the kinds the firm has: all (active, i.e.
 * neither archived nor in the trash), archived and deleted documents, and overdue invoices: completed
 * invoices and interest invoices not fully paid past their due date (decision 0032). Counter providers get no injected clock, so "today" is the system clock's Swedish date.
 */
export const documentCounters: CounterProvider = async (db, firmId) => {
  const kinds = kindsOfOptions(await firmSiteOptions(db, firmId));
  const counts = await countDocuments(db, firmId, kinds, formatDate(new Date()));
  return {
    allDocuments: counts.active,
    archivedDocuments: counts.archived,
    deletedDocuments: counts.deleted,
    overdueInvoices: counts.overdueInvoices,
  };
};
