/**
 * `exportDocumentItems` (api-spec §7.4): a document's lines as a file to save, an Excel workbook or a
 * CSV for Swedish Excel, with the figures the editor shows.
 */
import type { FileLink } from '@shared/api/files.api';
import type { ItemsExportFormat } from '@shared/api/printing.api';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatAmount, formatNumber } from '@shared/domain/format';
import { CSV_CONTENT_TYPE, type CsvColumn, toCsv } from '../../../platform/csv/csv';
import type { AppDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from '../../../platform/xlsx/xlsx';
import type { EmployeeSession } from '../../documents';
import { createFileLink } from '../../files';
import { findSelectedDocuments } from '../reports/reports.repository';
import { assertMayPrint } from '../reports/reports.usecases';
import { type ExportedLine, toExportedLines } from './items-export.mapper';

/** Swedish Excel reads `1234,50` as a number: decimal comma, no thousands separator, ASCII minus. */
function csvDecimal(text: string): string {
  return text.replace(/\u00a0/g, '').replace('\u2212', '-');
}

const csvAmount = (ore: number | null) => (ore === null ? '' : csvDecimal(formatAmount(ore)));
const csvQuantity = (thousandths: number | null) =>
  thousandths === null ? '' : csvDecimal(formatNumber(thousandths / 1000, 3)).replace(/,?0+$/, '');

const CSV_COLUMNS: readonly CsvColumn<ExportedLine>[] = [
  { header: 'Rad', value: (l) => String(l.row), number: true },
  { header: 'RSK-nr', value: (l) => l.rskNumber },
  { header: 'Artikelnr', value: (l) => l.code },
  { header: 'Benämning', value: (l) => l.description },
  { header: 'Antal', value: (l) => csvQuantity(l.quantity), number: true },
  { header: 'Enhet', value: (l) => l.unit },
  { header: 'À-pris (kr)', value: (l) => csvAmount(l.priceOre), number: true },
  {
    header: 'Rabatt (%)',
    value: (l) => (l.discountBp === null ? '' : csvDecimal(formatNumber(l.discountBp / 100, 2))),
    number: true,
  },
  { header: 'Rabatt (kr/enhet)', value: (l) => csvAmount(l.discountOre), number: true },
  { header: 'Summa (kr)', value: (l) => csvAmount(l.sumOre), number: true },
];

function itemsWorkbook(lines: readonly ExportedLine[], title: string): Promise<Buffer> {
  return xlsxWorkbook({
    sheetName: 'Rader',
    title,
    columns: [
      { header: 'Rad', width: 6, kind: 'integer' },
      { header: 'RSK-nr', width: 12, kind: 'text' },
      { header: 'Artikelnr', width: 16, kind: 'text' },
      { header: 'Benämning', width: 48, kind: 'text' },
      { header: 'Antal', width: 10, kind: 'decimal' },
      { header: 'Enhet', width: 8, kind: 'text' },
      { header: 'À-pris (kr)', width: 14, kind: 'amount' },
      { header: 'Rabatt (%)', width: 11, kind: 'amount' },
      { header: 'Rabatt (kr/enhet)', width: 16, kind: 'amount' },
      { header: 'Summa (kr)', width: 16, kind: 'amount' },
    ],
    rows: lines.map((l) => [
      l.row,
      l.rskNumber,
      l.code,
      l.description,
      l.quantity === null ? null : l.quantity / 1000,
      l.unit,
      l.priceOre,
      // Basis points are hundredths of a per cent: the amount column's "÷ 100" gives the per cent.
      l.discountBp,
      l.discountOre,
      l.sumOre,
    ]),
  });
}

export async function exportDocumentItemsLink({
  deps,
  firmId,
  session,
  docType,
  docUid,
  format,
}: {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
  format: ItemsExportFormat;
}): Promise<FileLink> {
  assertMayPrint(session, docType);
  const [row] = await findSelectedDocuments(deps.db, {
    firmId,
    employeeId: session.employee.id,
    docType,
    docUids: [docUid],
  });
  if (!row) throw httpErrors.NOT_FOUND();
  const kind = documentKinds[docType];
  const lines = toExportedLines(row.header, row.items, kind);
  const name = `${kind.label.replace(/\s*\/\s*/g, '-')} ${row.number ?? 'utkast'} – rader`;
  const file =
    format === 'CSV'
      ? { content: toCsv(CSV_COLUMNS, lines), contentType: CSV_CONTENT_TYPE, fileName: `${name}.csv` }
      : {
          content: await itemsWorkbook(lines, name),
          contentType: XLSX_CONTENT_TYPE,
          fileName: `${name}.xlsx`,
        };
  return createFileLink({ deps, firmId, file: { ...file, disposition: 'attachment' } });
}
