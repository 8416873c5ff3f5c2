import type { PaymentListRow } from '@shared/api/payments.api';
import { paymentSourceLabels, paymentStatusLabels } from '@shared/api/payments.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { formatNumber } from '@shared/domain/format';
import { CSV_CONTENT_TYPE, type CsvColumn, toCsv } from '../../../platform/csv/csv';
import {
  type SheetColumn,
  type SheetValue,
  XLSX_CONTENT_TYPE,
  xlsxWorkbook,
} from '../../../platform/xlsx/xlsx';

/**
 * The payments list as a file (decision 0033): the same columns in Excel (amounts as numbers, dates as
 * dates) and in CSV, each ending in a total row. One column table serves both, so the two cannot differ.
 */

export type PaymentExportFormat = 'XLSX' | 'CSV';

interface ExportColumn extends SheetColumn {
  value: (row: PaymentListRow) => SheetValue;
}

const columns: readonly ExportColumn[] = [
  { header: 'Betaldatum', width: 12, kind: 'date', value: (r) => r.paymentDate },
  { header: 'Dokument', width: 14, kind: 'text', value: (r) => documentKinds[r.docType].label },
  { header: 'Nummer', width: 10, kind: 'integer', value: (r) => r.documentNumber },
  { header: 'Kund', width: 32, kind: 'text', value: (r) => r.client },
  { header: 'Belopp (kr)', width: 14, kind: 'amount', value: (r) => r.paymentSum },
  {
    header: 'Status',
    width: 16,
    kind: 'text',
    value: (r) => (r.paymentStatus ? paymentStatusLabels[r.paymentStatus] : ''),
  },
  {
    header: 'Källa',
    width: 18,
    kind: 'text',
    value: (r) => paymentSourceLabels[r.source as keyof typeof paymentSourceLabels] ?? r.source,
  },
];
const SUM_COLUMN = columns.findIndex((c) => c.kind === 'amount');
const LABEL_COLUMN = SUM_COLUMN - 1;

const kr = (ore: number) => formatNumber(ore / 100, 2).replace(/\s/g, '');

function totalRow(rows: readonly PaymentListRow[]): SheetValue[] {
  const total: SheetValue[] = columns.map(() => null);
  total[LABEL_COLUMN] = 'Summa';
  total[SUM_COLUMN] = rows.reduce((sum, r) => sum + r.paymentSum, 0);
  return total;
}

function csvColumn(column: ExportColumn, index: number): CsvColumn<SheetValue[]> {
  const cell = (values: SheetValue[]) => values[index] ?? null;
  return column.kind === 'amount'
    ? { header: column.header, value: (v) => (cell(v) === null ? '' : kr(Number(cell(v)))), number: true }
    : { header: column.header, value: (v) => String(cell(v) ?? '') };
}

export interface PaymentFile {
  content: string | Buffer;
  contentType: string;
  fileName: string;
}

export async function paymentListFile(
  format: PaymentExportFormat,
  rows: PaymentListRow[],
): Promise<PaymentFile> {
  const values = rows.map((row) => columns.map((c) => c.value(row)));
  const total = totalRow(rows);
  if (format === 'CSV') {
    return {
      content: toCsv(columns.map(csvColumn), [...values, total]),
      contentType: CSV_CONTENT_TYPE,
      fileName: 'Betalningar.csv',
    };
  }
  const content = await xlsxWorkbook({
    sheetName: 'Betalningar',
    title: 'Betalningar',
    columns,
    rows: values,
    total,
  });
  return { content, contentType: XLSX_CONTENT_TYPE, fileName: 'Betalningar.xlsx' };
}
