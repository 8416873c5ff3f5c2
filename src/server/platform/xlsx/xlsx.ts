import type ExcelJS from 'exceljs';

/**
 * The one way the server writes an Excel workbook (a real .xlsx): one sheet, the Swedish header
 * row in bold and frozen with a filter, widths per column, amounts as numbers in kronor with two
 * decimals (Excel shows them in the reader's locale: 1 234,50), dates as dates, and an optional bold
 * total row. Amounts go in as öre and are divided once here, so every figure is the öre amount exactly.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetCellKind = 'text' | 'integer' | 'amount' | 'decimal' | 'date';
export type SheetValue = string | number | null;

export interface SheetColumn {
  header: string;
  /** Excel's width in characters. */
  width: number;
  kind: SheetCellKind;
}

const FORMATS: Record<SheetCellKind, string | undefined> = {
  text: undefined,
  integer: '0',
  amount: '#,##0.00',
  decimal: '#,##0.###',
  date: 'yyyy-mm-dd',
};

/** A stored value as Excel's: öre → kronor, "2026-11-21" → a date (UTC midnight, no time zone shift). */
function cellValue(kind: SheetCellKind, value: SheetValue): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (kind === 'amount' && typeof value === 'number') return value / 100;
  if (kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  return value;
}

export async function xlsxWorkbook(input: {
  sheetName: string;
  title: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly SheetValue[])[];
  total?: readonly SheetValue[];
}): Promise<Buffer> {
  // Loaded at the first workbook, not at start-up: exceljs is large and most servers never write one.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  workbook.creator = 'Montör';
  workbook.title = input.title;
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const sheet = workbook.addWorksheet(input.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = input.columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));
  const header = sheet.addRow(input.columns.map((c) => c.header));
  header.font = { bold: true };
  for (const row of input.rows) {
    sheet.addRow(input.columns.map((c, i) => cellValue(c.kind, row[i] ?? null)));
  }
  if (input.total) {
    const total = sheet.addRow(input.columns.map((c, i) => cellValue(c.kind, input.total?.[i] ?? null)));
    total.font = { bold: true };
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: input.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
