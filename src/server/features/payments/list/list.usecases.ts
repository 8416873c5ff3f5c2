import type { FileLink } from '@shared/api/files.api';
import type { PaymentListFilters, PaymentListRow } from '@shared/api/payments.api';
import type { AppDeps } from '../../../platform/http/context';
import { createFileLink } from '../../files';
import { type PaymentExportFormat, paymentListFile } from './list.files';
import { exportPaymentRows, listPaymentRows, type PaymentListQuery } from './list.repository';

interface ListCall {
  deps: AppDeps;
  firmId: string;
}

export async function paymentsList(call: ListCall & Omit<PaymentListQuery, 'firmId'>) {
  const { deps, firmId, ...query } = call;
  const { totalCount, items, selectionOre } = await listPaymentRows(deps.db, { ...query, firmId });
  const rows = items.map(numbers);
  return {
    totalCount,
    items: rows,
    sums: { page: rows.reduce((sum, r) => sum + r.paymentSum, 0), selection: selectionOre },
  };
}

/** Bigint columns come back as numbers already (float8 casts); this only makes the types honest. */
function numbers(row: PaymentListRow): PaymentListRow {
  return {
    ...row,
    documentNumber: row.documentNumber === null ? null : Number(row.documentNumber),
    paymentSum: Number(row.paymentSum),
  };
}

/** The list as an Excel or CSV file (decision 0033; the SIE export comes with accounting). */
export async function exportPayments(
  call: ListCall & PaymentListFilters & { format: PaymentExportFormat },
): Promise<FileLink> {
  const { deps, firmId, format, ...filters } = call;
  const rows = (await exportPaymentRows(deps.db, { ...filters, firmId })).map(numbers);
  const file = await paymentListFile(format, rows);
  return createFileLink({ deps, firmId, file: { ...file, disposition: 'attachment' } });
}
