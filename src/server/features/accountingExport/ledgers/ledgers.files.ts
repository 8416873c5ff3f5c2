import { type LedgerEntry, type LedgerKind, ledgerKindLabels } from '@shared/api/accountingExport.api';
import { formatAmount } from '@shared/domain/format';
import { CSV_CONTENT_TYPE, toCsv } from '../../../platform/csv/csv';
import { sheetCsvColumn } from '../../../platform/csv/sheet-columns';
import { PDF_CONTENT_TYPE, pageLabel, renderBook } from '../../../platform/pdf/pdf';
import {
  type SheetColumn,
  type SheetValue,
  XLSX_CONTENT_TYPE,
  xlsxWorkbook,
} from '../../../platform/xlsx/xlsx';

/**
 * A ledger as a file (decision 0046): one line per account row of each voucher — date, verification
 * number, text, account, debit, credit — so the spreadsheet sums and filters like the accountant's own
 * program, and the PDF is the printed verifikationslista. One column table serves Excel and CSV.
 */

export type LedgerFormat = 'PDF' | 'XLSX' | 'CSV';

export interface LedgerFile {
  content: string | Buffer;
  contentType: string;
  fileName: string;
}

interface Line {
  entry: LedgerEntry;
  account: string;
  accountName: string;
  debitOre: number;
  creditOre: number;
}

function verificationText(entry: LedgerEntry): string {
  return entry.verification ? `${entry.verification.series} ${entry.verification.number}` : '';
}

function linesOf(entries: readonly LedgerEntry[]): Line[] {
  return entries.flatMap((entry) =>
    entry.rows.length === 0
      ? [
          {
            entry,
            account: '',
            accountName: `Kan inte bokföras: ${entry.error ?? ''}`,
            debitOre: 0,
            creditOre: 0,
          },
        ]
      : entry.rows.map((row) => ({ entry, ...row })),
  );
}

interface Column extends SheetColumn {
  value: (line: Line) => SheetValue;
}

const columns: readonly Column[] = [
  { header: 'Datum', width: 12, kind: 'date', value: (l) => l.entry.date },
  { header: 'Ver.nr', width: 9, kind: 'text', value: (l) => verificationText(l.entry) },
  { header: 'Text', width: 40, kind: 'text', value: (l) => l.entry.text },
  { header: 'Konto', width: 8, kind: 'text', value: (l) => l.account },
  { header: 'Kontonamn', width: 36, kind: 'text', value: (l) => l.accountName },
  { header: 'Debet (kr)', width: 14, kind: 'amount', value: (l) => l.debitOre || null },
  { header: 'Kredit (kr)', width: 14, kind: 'amount', value: (l) => l.creditOre || null },
];

function totals(lines: readonly Line[]) {
  return {
    debitOre: lines.reduce((sum, l) => sum + l.debitOre, 0),
    creditOre: lines.reduce((sum, l) => sum + l.creditOre, 0),
  };
}

export interface LedgerFileInput {
  ledgerKind: LedgerKind;
  fromDate: string;
  toDate: string;
  firmName: string;
  printedOn: string;
  entries: readonly LedgerEntry[];
}

const cell = (text: string, right = false, bold = false) => ({
  text,
  alignment: right ? 'right' : 'left',
  bold,
});
const money = (ore: number, bold = false) => cell(ore ? formatAmount(ore) : '', true, bold);

/** The printed verifikationslista: A4 through the platform's book, "Sida 1 av 3" at the foot. */
function ledgerPdf(input: LedgerFileInput, title: string, lines: readonly Line[]): Promise<Buffer> {
  const sum = totals(lines);
  const heading = ['Datum', 'Ver.nr', 'Text', 'Konto', 'Kontonamn'].map((h) => cell(h, false, true));
  const table = {
    table: {
      headerRows: 1,
      widths: [48, 34, '*', 30, 110, 56, 56],
      body: [
        [...heading, cell('Debet', true, true), cell('Kredit', true, true)],
        ...lines.map((l) => [
          l.entry.date,
          verificationText(l.entry),
          l.entry.text,
          l.account,
          l.accountName,
          money(l.debitOre),
          money(l.creditOre),
        ]),
        [
          { ...cell('Summa', false, true), colSpan: 5 },
          '',
          '',
          '',
          '',
          money(sum.debitOre, true),
          money(sum.creditOre, true),
        ],
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const subtitle = `${input.fromDate} – ${input.toDate} · ${input.entries.length} verifikationer · belopp i kronor · utskriven ${input.printedOn}`;
  return renderBook({
    title,
    author: input.firmName,
    pageMargins: [28, 30, 28, 40],
    styles: { title: { fontSize: 14, bold: true }, subtitle: { color: '#444', margin: [0, 2, 0, 10] } },
    defaultStyle: { font: 'Roboto', fontSize: 7.5 },
    images: {},
    sections: [
      {
        content: [{ text: title, style: 'title' }, { text: subtitle, style: 'subtitle' }, table],
        footer: (page) => ({
          text: pageLabel(page),
          alignment: 'right',
          margin: [28, 12, 28, 0],
          fontSize: 8,
        }),
      },
    ],
  });
}

export async function ledgerFile(format: LedgerFormat, input: LedgerFileInput): Promise<LedgerFile> {
  const label = ledgerKindLabels[input.ledgerKind];
  const title = `${label} – ${input.firmName}`;
  const baseName = `${label} ${input.fromDate}–${input.toDate}`;
  const lines = linesOf(input.entries);
  if (format === 'PDF') {
    const content = await ledgerPdf(input, title, lines);
    return { content, contentType: PDF_CONTENT_TYPE, fileName: `${baseName}.pdf` };
  }
  const values = lines.map((line) => columns.map((c) => c.value(line)));
  const sum = totals(lines);
  const total: SheetValue[] = [null, null, null, null, 'Summa', sum.debitOre, sum.creditOre];
  if (format === 'CSV') {
    return {
      content: toCsv(columns.map(sheetCsvColumn), [...values, total]),
      contentType: CSV_CONTENT_TYPE,
      fileName: `${baseName}.csv`,
    };
  }
  const content = await xlsxWorkbook({ sheetName: label, title, columns, rows: values, total });
  return { content, contentType: XLSX_CONTENT_TYPE, fileName: `${baseName}.xlsx` };
}
