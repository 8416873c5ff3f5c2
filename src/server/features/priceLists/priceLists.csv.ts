import { CSV_CONTENT_TYPE, toCsv } from '../../platform/csv/csv';
import { sheetCsvColumn } from '../../platform/csv/sheet-columns';
import type { PriceListTable } from './priceLists.mapper';

/** A price list as CSV for Swedish Excel: BOM, ";", decimal comma, CRLF (the one CSV writer). */
export function priceListCsv(table: PriceListTable): { content: Buffer; contentType: string } {
  const columns = table.columns.map(sheetCsvColumn);
  return { content: Buffer.from(toCsv(columns, table.rows), 'utf8'), contentType: CSV_CONTENT_TYPE };
}
