import { XLSX_CONTENT_TYPE, xlsxWorkbook } from '../../platform/xlsx/xlsx';
import type { PriceListTable } from './priceLists.mapper';

/** A price list as an Excel workbook: the header frozen with a filter, prices as numbers in kronor. */
export async function priceListXlsx(
  table: PriceListTable,
  title: string,
): Promise<{ content: Buffer; contentType: string }> {
  const content = await xlsxWorkbook({
    sheetName: 'Prislista',
    title,
    columns: table.columns,
    rows: table.rows,
  });
  return { content, contentType: XLSX_CONTENT_TYPE };
}
