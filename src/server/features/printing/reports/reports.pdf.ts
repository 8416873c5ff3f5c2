import { formatAmount, formatMonth, formatNumber } from '@shared/domain/format';
import type { MonthlySummary, Report, ReportTotals } from './reports.mapper';

/** pdfmake definitions of the reports: A4, Roboto (å ä ö and the minus sign), "Sida 1 av 3". */

function page(title: string, orientation: 'portrait' | 'landscape', content: object[]) {
  return {
    pageSize: 'A4',
    pageOrientation: orientation,
    pageMargins: [34, 34, 34, 40],
    info: { title, creator: 'Montör' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    footer: (current: number, pages: number) => ({
      text: `Sida ${current} av ${pages}`,
      alignment: 'right',
      margin: [34, 12, 34, 0],
      fontSize: 8,
      color: '#555',
    }),
    content,
  };
}

const head = (text: string, right = false) => ({ text, bold: true, alignment: right ? 'right' : 'left' });
const amount = (ore: number, bold = false) => ({ text: formatAmount(ore), alignment: 'right', bold });

function titleBlock(title: string, subtitle: string) {
  return [
    { text: title, fontSize: 14, bold: true },
    { text: subtitle, color: '#444', margin: [0, 2, 0, 10] },
  ];
}

function totalCells(totals: ReportTotals) {
  return [
    amount(totals.netSumOre, true),
    amount(totals.vatSumOre, true),
    amount(totals.roundingOre, true),
    amount(totals.payableOre, true),
  ];
}

/** The report of selected documents: one row each and the total row, the table header on every page. */
export function reportPdfDefinition(input: { report: Report; firmName: string; printedOn: string }) {
  const { kind, rows, totals } = input.report;
  const payable = kind.credits ? 'Att återbetala' : 'Att betala';
  const header = [
    head('Nummer'),
    head('Datum'),
    head('Kund'),
    head('Märkning'),
    head('Netto exkl. moms', true),
    head('Moms', true),
    head('Öresavr.', true),
    head(payable, true),
  ];
  const body = rows.map((r) => [
    r.number === null ? 'Utkast' : String(r.number),
    r.docDate,
    r.client,
    r.mark,
    amount(r.netSumOre),
    amount(r.vatSumOre),
    amount(r.roundingOre),
    amount(r.payableOre),
  ]);
  const total = [{ text: 'Summa', bold: true, colSpan: 4 }, '', '', '', ...totalCells(totals)];
  const title = `${kind.pluralLabel} – ${input.firmName}`;
  return page(title, 'landscape', [
    ...titleBlock(
      title,
      `Rapport · ${rows.length} dokument · belopp i kronor · utskriven ${input.printedOn}`,
    ),
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [50, 58, '*', '*', 75, 65, 45, 75],
        body: [header, ...body, total],
      },
      layout: 'lightHorizontalLines',
    },
  ]);
}

function summarySection(summary: MonthlySummary, first: boolean) {
  const header = [
    head('Fakturanr'),
    head('Fakturadatum'),
    head('Förfallodatum'),
    head('Netto exkl. moms', true),
    head('Moms', true),
    head('Att betala', true),
  ];
  const body = summary.invoices.map((i) => [
    i.number === null ? '' : String(i.number),
    i.docDate,
    i.dueDate ?? '',
    amount(i.netSumOre),
    amount(i.vatSumOre),
    amount(i.payableOre),
  ]);
  const { totals } = summary;
  const total = [
    { text: 'Summa', bold: true, colSpan: 3 },
    '',
    '',
    amount(totals.netSumOre, true),
    amount(totals.vatSumOre, true),
    amount(totals.payableOre, true),
  ];
  const vatRows = summary.vatRates.map((v) => [
    `Moms ${formatNumber(v.rateBp / 100, 0)} %`,
    amount(v.baseOre),
    amount(v.vatOre),
  ]);
  const count = summary.invoices.length;
  return [
    {
      text: `Leverantörsfakturor ${formatMonth(summary.month)}`,
      fontSize: 12,
      bold: true,
      margin: [0, 0, 0, 4],
      ...(first ? {} : { pageBreak: 'before' }),
    },
    count === 0
      ? { text: 'Inga leverantörsfakturor denna månad.', italics: true }
      : {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: [70, 70, 70, '*', 80, 90],
            body: [header, ...body, total],
          },
          layout: 'lightHorizontalLines',
        },
    {
      margin: [0, 12, 0, 0],
      unbreakable: true,
      table: {
        widths: [120, 90, 90],
        body: [
          [head('Momssats'), head('Underlag', true), head('Moms', true)],
          ...vatRows,
          [{ text: 'Totalt', bold: true }, amount(totals.netSumOre, true), amount(totals.vatSumOre, true)],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      text: `Att betala för ${formatMonth(summary.month)}: ${formatAmount(totals.payableOre)} kr (${count} ${count === 1 ? 'faktura' : 'fakturor'})`,
      bold: true,
      margin: [0, 10, 0, 0],
    },
  ];
}

/** The provider's invoices of one or more months, each month on its own page. */
export function summaryPdfDefinition(input: {
  summaries: readonly MonthlySummary[];
  firmName: string;
  printedOn: string;
}) {
  const title = `Sammanställning av leverantörsfakturor – ${input.firmName}`;
  return page(title, 'portrait', [
    ...titleBlock(title, `Belopp i kronor · utskriven ${input.printedOn}`),
    ...input.summaries.flatMap((s, i) => summarySection(s, i === 0)),
  ]);
}
