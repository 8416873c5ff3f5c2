import { formatNumber } from '@shared/domain/format';
import type { SheetColumn, SheetValue } from '../xlsx/xlsx';
import type { CsvColumn } from './csv';

/**
 * The CSV twin of a spreadsheet column: the same table of columns writes the Excel file and the CSV file,
 * so the two cannot differ. Amounts (öre) become kronor with a decimal comma, read as numbers by Excel.
 */
export function sheetCsvColumn(column: SheetColumn, index: number): CsvColumn<readonly SheetValue[]> {
  const cell = (values: readonly SheetValue[]) => values[index] ?? null;
  if (column.kind !== 'amount') return { header: column.header, value: (v) => String(cell(v) ?? '') };
  const kronor = (ore: number) => formatNumber(ore / 100, 2).replace(/\s/g, '');
  return {
    header: column.header,
    value: (v) => (cell(v) === null ? '' : kronor(Number(cell(v)))),
    number: true,
  };
}
