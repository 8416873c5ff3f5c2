/**
 * The one CSV writer for exports Swedish Excel opens: ";" between cells (the comma is the decimal sign),
 * CRLF between rows and a BOM first so Excel reads UTF-8 (å, ä, ö) instead of ANSI.
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
  /**
   * A number we formatted ourselves ("1234,50", "-5,00") goes as it is, so Excel reads it as a number;
   * every other cell is text and goes through `csvCell`.
   */
  number?: boolean;
}

/**
 * One text cell. Text starting with = + - @ (or a tab or CR) would be run as a formula by Excel, so it
 * gets a leading apostrophe (OWASP's advice against CSV injection); telephone numbers like "+46 …" need
 * it to show as typed anyway. Cells with separators, quotes or line breaks are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(';'),
    ...rows.map((row) =>
      columns.map((column) => (column.number ? column.value(row) : csvCell(column.value(row)))).join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
