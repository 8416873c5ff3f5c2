import { formatAmount } from '@shared/domain/format';
import { PDF_CONTENT_TYPE, type PdfNode, renderInWorker, renderPdf } from '../../platform/pdf/pdf';
import type { SheetColumn, SheetValue } from '../../platform/xlsx/xlsx';
import type { PriceListTable } from './priceLists.mapper';

/**
 * A price list as an A4 PDF (pdfmake, Roboto: å ä ö and the minus sign), landscape for its columns.
 * One table per group, and the alphabetical list in tables of a few hundred rows: pdfmake lays out a
 * long table in one piece, so tens of thousands of rows in one table would take far longer.
 */

const CHUNK = 300;

function cell(column: SheetColumn, value: SheetValue): PdfNode {
  if (value === null || value === '') return '';
  if (column.kind === 'amount' && typeof value === 'number')
    return { text: formatAmount(value), alignment: 'right' };
  return String(value);
}

function widths(columns: readonly SheetColumn[]): Array<number | string> {
  return columns.map((c) => (c.header === 'Benämning' ? '*' : Math.max(30, Math.round(c.width * 4.2))));
}

function table(columns: readonly SheetColumn[], rows: readonly SheetValue[][]): PdfNode {
  const header = columns.map((c) => ({
    text: c.header,
    bold: true,
    alignment: c.kind === 'amount' ? 'right' : 'left',
  }));
  return {
    table: {
      headerRows: 1,
      widths: widths(columns),
      body: [header, ...rows.map((row) => columns.map((c, i) => cell(c, row[i] ?? null)))],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  };
}

/** The rows in runs of one group (each under its heading), a long run cut into chunks. */
function sections(data: PriceListTable): PdfNode[] {
  const groupColumn = data.columns.findIndex((c) => c.header === 'Kategori' || c.header === 'Varugrupp');
  const columns = data.columns.filter((_, i) => i !== groupColumn);
  const strip = (row: SheetValue[]) => row.filter((_, i) => i !== groupColumn);
  const nodes: PdfNode[] = [];
  let start = 0;
  while (start < data.rows.length) {
    const group = data.groups[start] ?? '';
    let end = start;
    while (end < data.rows.length && data.groups[end] === group && end - start < CHUNK) end += 1;
    if (group && (start === 0 || data.groups[start - 1] !== group))
      nodes.push({ text: group, bold: true, fontSize: 10, margin: [0, 6, 0, 3] });
    nodes.push(table(columns, data.rows.slice(start, end).map(strip)));
    start = end;
  }
  return nodes;
}

type Heading = { title: string; subtitle: string };

/** The list laid out in a worker thread: a whole catalogue takes pdfmake tens of seconds. */
export async function priceListPdf(
  data: PriceListTable,
  heading: Heading,
): Promise<{ content: Buffer; contentType: string }> {
  const content = await renderInWorker(import.meta.url, 'priceListPdfBytes', [data, heading]);
  return { content, contentType: PDF_CONTENT_TYPE };
}

/** The list's PDF, laid out where it is called (the worker thread). */
export function priceListPdfBytes(data: PriceListTable, heading: Heading): Promise<Buffer> {
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [30, 30, 30, 36],
    info: { title: heading.title, creator: 'Montör' },
    defaultStyle: { font: 'Roboto', fontSize: 7.5 },
    footer: (current: number, pages: number) => ({
      text: `${heading.title} · Sida ${current} av ${pages}`,
      alignment: 'right',
      margin: [30, 12, 30, 0],
      fontSize: 7,
      color: '#555',
    }),
    content: [
      { text: heading.title, fontSize: 14, bold: true },
      { text: heading.subtitle, color: '#444', margin: [0, 2, 0, 10] },
      ...(data.rows.length === 0 ? [{ text: 'Listan har inga artiklar just nu.' }] : sections(data)),
    ],
  });
}
