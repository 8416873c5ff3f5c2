/**
 * The line table of a printed document (decision 0026): its columns are chosen from the plan (priced,
 * unpriced, internal, hours, blank) and the firm's print options (row numbers, RSK and article numbers,
 * grid lines, markup). The header row repeats on every page; a row never breaks across pages; long
 * descriptions wrap in their column; comment rows span the table.
 */
import { HOUR_UNITS } from '@shared/domain/documents/document-lines';
import { formatRateBp, mulDivRounded } from '@shared/domain/documents/document-totals';
import { formatAmount } from '@shared/domain/format';
import type { PdfNode } from '../../../platform/pdf/pdf';
import type { PagePlan } from '../layouts/layouts.data';
import { formatQuantity, type PrintDocument, type PrintLine } from '../printing.mapper';
import { ACCENT, RULE, right, SHADE } from '../style/style.data';

/** The firm's print options that shape the table (company settings' printingSettings). */
export interface TableOptions {
  printCode: boolean;
  printArticle: boolean;
  printRowsCount: boolean;
  printLines: boolean;
  /** The firm prints markups on client printouts, and the viewer may see them. */
  showMarkup: boolean;
}

interface Column {
  header: string;
  width: number | '*';
  numeric?: boolean;
  cell: (line: PrintLine, index: number) => PdfNode;
}

const BLANK_ROWS = 18;

function amount(ore: number | null): string {
  return ore === null ? '' : formatAmount(ore);
}

function percent(bp: number): string {
  return formatRateBp(bp);
}

/** TG: the profit's share of the sales sum, to one decimal ("32,5 %"). */
export function marginText(profitOre: number | null, sumOre: number): string {
  if (profitOre === null || sumOre === 0) return '';
  return formatRateBp(mulDivRounded(profitOre, 1000, sumOre) * 10);
}

function isHourLine(line: PrintLine): boolean {
  const work = line.amounts.group === 'SERVICE' || line.amounts.group === 'ROT_SERVICE';
  return work && HOUR_UNITS.includes(line.item.unit.trim().toLowerCase());
}

function description(line: PrintLine): PdfNode {
  const comment = line.item.comment.trim();
  if (!comment) return { text: line.item.description };
  return { stack: [{ text: line.item.description }, { text: comment, style: 'lineComment' }] };
}

function leading(options: TableOptions): Column[] {
  return [
    ...(options.printRowsCount
      ? [{ header: 'Nr', width: 18, cell: (_l: PrintLine, i: number) => `${i + 1}` }]
      : []),
    ...(options.printCode
      ? [{ header: 'RSK', width: 44, cell: (l: PrintLine) => l.item.rskNumber ?? '' }]
      : []),
    ...(options.printArticle
      ? [{ header: 'Art.nr', width: 58, cell: (l: PrintLine) => l.item.article ?? l.item.code }]
      : []),
  ];
}

const descriptionColumn: Column = { header: 'Benämning', width: '*', cell: description };
const quantityColumns: Column[] = [
  { header: 'Antal', width: 32, numeric: true, cell: (l) => formatQuantity(l.item.quantity) },
  { header: 'Enhet', width: 26, cell: (l) => l.item.unit },
];

/** The unit price the client sees: the sales price, or purchase price plus markup when priced so. */
export function unitPrice(line: PrintLine): number | null {
  return line.amounts.pricedByMarkup ? line.amounts.unitNetOre : line.item.priceOre;
}

export function discountText(line: PrintLine): string {
  if (line.amounts.pricedByMarkup) return '';
  if (line.item.discountBp > 0) return percent(line.item.discountBp);
  return line.item.discountOre > 0 ? amount(line.item.discountOre) : '';
}

function pricedColumns(doc: PrintDocument, plan: PagePlan, options: TableOptions): Column[] {
  const lines = doc.lines;
  const anyDiscount = lines.some((l) => discountText(l) !== '');
  const anyMarkup = options.showMarkup && lines.some((l) => l.amounts.pricedByMarkup);
  const priceHeader = { SALES: 'À-pris', NET: 'Nettopris', GROSS: 'Bruttopris' }[plan.prices];
  const vatOf = (l: PrintLine) => (doc.header.reverseTaxLiability ? 0 : l.rateBp);
  return [
    ...(plan.grossBeside && doc.header.retailSumOre !== null
      ? [{ header: 'Bruttopris', width: 50, numeric: true, cell: (l: PrintLine) => amount(l.listPriceOre) }]
      : []),
    { header: priceHeader, width: 50, numeric: true, cell: (l) => amount(unitPrice(l)) },
    ...(anyDiscount ? [{ header: 'Rabatt', width: 34, numeric: true, cell: discountText }] : []),
    ...(anyMarkup
      ? [
          {
            header: 'Påslag',
            width: 36,
            numeric: true,
            cell: (l: PrintLine) => (l.amounts.pricedByMarkup ? percent(l.item.markupBp) : ''),
          },
        ]
      : []),
    ...(plan.vatPerLine
      ? [
          { header: 'Moms %', width: 30, numeric: true, cell: (l: PrintLine) => percent(vatOf(l)) },
          {
            header: 'Moms',
            width: 46,
            numeric: true,
            cell: (l: PrintLine) => amount(mulDivRounded(l.amounts.sumOre, vatOf(l), 10_000)),
          },
        ]
      : []),
    { header: 'Summa', width: 58, numeric: true, cell: (l) => amount(l.amounts.sumOre) },
  ];
}

const internalColumns: Column[] = [
  {
    header: 'Inköpspris',
    width: 46,
    numeric: true,
    cell: (l) => amount(l.amounts.group === null ? null : l.item.purchasePriceOre),
  },
  {
    header: 'Påslag',
    width: 30,
    numeric: true,
    cell: (l) => (l.amounts.pricedByMarkup ? percent(l.item.markupBp) : ''),
  },
  { header: 'À-pris', width: 46, numeric: true, cell: (l) => amount(l.amounts.unitNetOre) },
  { header: 'Summa', width: 52, numeric: true, cell: (l) => amount(l.amounts.sumOre) },
  { header: 'TB', width: 46, numeric: true, cell: (l) => amount(l.amounts.profitOre) },
  { header: 'TG', width: 30, numeric: true, cell: (l) => marginText(l.amounts.profitOre, l.amounts.sumOre) },
];

function columnsOf(doc: PrintDocument, plan: PagePlan, options: TableOptions): Column[] {
  const first = [...leading(options), descriptionColumn, ...quantityColumns];
  if (plan.lines === 'PRICED') return [...first, ...pricedColumns(doc, plan, options)];
  if (plan.lines === 'INTERNAL')
    return [...leading(options), descriptionColumn, ...quantityColumns, ...internalColumns];
  if (plan.lines === 'HOURS')
    return [
      ...leading({ ...options, printCode: false, printArticle: false }),
      descriptionColumn,
      { header: 'Timmar', width: 60, numeric: true, cell: (l) => formatQuantity(l.item.quantity) },
    ];
  return first;
}

function headerRow(columns: readonly Column[]): PdfNode[] {
  return columns.map((c) => ({ text: c.header, style: 'th', alignment: c.numeric ? 'right' : 'left' }));
}

function bodyRow(columns: readonly Column[], line: PrintLine, index: number): PdfNode[] {
  if (line.item.type === 'COMMENT') {
    const span = { text: line.item.description, style: 'comment', colSpan: columns.length };
    return [span, ...columns.slice(1).map(() => '')];
  }
  return columns.map((c) => {
    const cell = c.cell(line, index);
    return c.numeric && typeof cell === 'string' ? right(cell) : cell;
  });
}

function tableLayout(options: TableOptions): object {
  return {
    hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
      i === 1 ? 1 : options.printLines && i > 1 && i < node.table.body.length ? 0.4 : 0,
    hLineColor: (i: number) => (i === 1 ? ACCENT : RULE),
    vLineWidth: (i: number, node: { table: { widths: unknown[] } }) =>
      options.printLines && i > 0 && i < node.table.widths.length ? 0.4 : 0,
    vLineColor: () => RULE,
    fillColor: (i: number) => (i === 0 ? SHADE : null),
    paddingLeft: () => 3,
    paddingRight: () => 3,
    paddingTop: () => 2,
    paddingBottom: () => 2,
  };
}

function table(columns: readonly Column[], rows: PdfNode[][], options: TableOptions): PdfNode {
  return {
    table: {
      headerRows: 1,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: columns.map((c) => c.width),
      body: [headerRow(columns), ...rows],
    },
    layout: tableLayout(options),
    margin: [0, 8, 0, 0],
  };
}

function blankTable(options: TableOptions): PdfNode {
  const columns: Column[] = [
    descriptionColumn,
    ...quantityColumns,
    { header: 'À-pris', width: 60, numeric: true, cell: () => '' },
    { header: 'Summa', width: 70, numeric: true, cell: () => '' },
  ];
  const rows = Array.from({ length: BLANK_ROWS }, () => columns.map(() => ({ text: ' ', margin: [0, 4] })));
  return table(columns, rows, { ...options, printLines: true });
}

/** The total hours and a place to sign under a time log. */
function hoursFooter(doc: PrintDocument): PdfNode {
  const signature = (label: string) => ({
    stack: [
      { text: ' ', margin: [0, 18] },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.6 }] },
      { text: label, style: 'label' },
    ],
  });
  return [
    {
      columns: [
        { width: '*', text: '' },
        { width: 90, text: 'Summa timmar', bold: true, margin: [0, 6, 12, 0] },
        {
          width: 60,
          ...(right(formatQuantity(doc.totals.totalDurationThousandths), {
            bold: true,
            margin: [0, 6, 3, 0],
          }) as object),
        },
      ],
    },
    {
      columns: [signature('Kundens underskrift'), signature('Montörens underskrift')],
      columnGap: 40,
      margin: [0, 16, 0, 0],
    },
  ];
}

export function lineTable(doc: PrintDocument, plan: PagePlan, options: TableOptions): PdfNode[] {
  // A kind without lines (an interest invoice) prints its own table instead (`print.table`).
  if (plan.lines === 'NONE' || !doc.kind.hasItems) return [];
  if (plan.lines === 'BLANK') return [blankTable(options)];
  const columns = columnsOf(doc, plan, options);
  // Row numbers are the editor's line numbers ("Rad 3"), also when a time log leaves lines out.
  const lines = doc.lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => plan.lines !== 'HOURS' || isHourLine(line));
  if (lines.length === 0) {
    const empty = plan.lines === 'HOURS' ? 'Inga arbetstimmar på dokumentet.' : 'Dokumentet har inga rader.';
    return [{ text: empty, style: 'notes', margin: [0, 8, 0, 0] }];
  }
  const rows = lines.map(({ line, index }) => bodyRow(columns, line, index));
  return [table(columns, rows, options), ...(plan.lines === 'HOURS' ? [hoursFooter(doc)] : [])];
}
